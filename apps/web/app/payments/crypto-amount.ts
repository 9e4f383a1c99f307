import { CRYPTO_DEFAULT_AMOUNTS } from "@croupier/contract/deposit-amounts";
import { limitToMinorUnits, majorToText } from "./amount-rules.ts";

// Crypto amounts: balances are ÷1e8, the deposit modal starts at the currency's
// default amount, and the minimum reads like "200 micro-BTC" where a whole coin is too large a
// unit for a small number.

export const CRYPTO_SUBUNITS = 100_000_000;

/** The default deposit amount as typed text ("0.001" BTC); empty for a coin without a default. */
export function cryptoDefaultAmount(code: string): string {
  const amount = CRYPTO_DEFAULT_AMOUNTS[code];
  return amount === undefined ? "" : majorToText(amount, CRYPTO_SUBUNITS);
}

export interface CryptoMinimum {
  /** The minimum in coins, as text ("0.0002"). */
  coins: string;
  /** Bitcoin under 0.01 BTC: the same minimum in micro-BTC ("200"); null otherwise. */
  microBtc: string | null;
}

/** One micro-BTC is 100 satoshi (1e-6 BTC). */
const SATOSHI_PER_MICRO_BTC = 100n;
/** From 0.01 BTC up a coin amount reads better than thousands of micro-BTC. */
const MICRO_BTC_BELOW = 1_000_000n;

/** The minimum of a crypto method for its note: 0.0002 BTC → { coins: "0.0002", microBtc: "200" }. */
export function cryptoMinimum(min: number, code: string): CryptoMinimum {
  const satoshi = limitToMinorUnits(min, CRYPTO_SUBUNITS);
  const coins = majorToText(min, CRYPTO_SUBUNITS);
  const isMicro = code === "BTC" && satoshi > 0n && satoshi < MICRO_BTC_BELOW && satoshi % SATOSHI_PER_MICRO_BTC === 0n;
  return { coins, microBtc: isMicro ? (satoshi / SATOSHI_PER_MICRO_BTC).toString() : null };
}

/** URI schemes that take the amount in coins as `?amount=` (BIP 21 and its forks). */
const AMOUNT_SCHEMES = new Set(["bitcoin", "bitcoincash", "litecoin", "dogecoin"]);

/**
 * The payment URI for the QR code: the server's `href` ("bitcoin:<address>") with the amount
 * where the scheme defines one, so a wallet app fills it in; other schemes (ethereum, tether)
 * are left as the server gave them.
 */
export function paymentUri(href: string, amount: string): string {
  const scheme = href.split(":", 1)[0]?.toLowerCase() ?? "";
  if (!AMOUNT_SCHEMES.has(scheme) || !/^\d+(\.\d+)?$/.test(amount) || /[?&]amount=/.test(href)) return href;
  return `${href}${href.includes("?") ? "&" : "?"}amount=${amount}`;
}

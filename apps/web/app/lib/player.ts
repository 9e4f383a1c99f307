import type { Locale } from "@croupier/contract/i18n/locales";
import type { Currency } from "@croupier/contract/schemas/info";
import type { Player } from "@croupier/contract/schemas/player";
import type { WalletAccount } from "@croupier/contract/schemas/wallet";

// The pure rules the shell applies to the signed-in player (the contract's Player, GET
// /api/player): name display and amount formatting. Only types come from the contract, so no zod
// reaches the shell chunk.

/**
 * An account as the header reads it: the player's account summary, or a wallet account of
 * GET /api/player/accounts, which also says whether it is the selected one.
 */
export type PlayerAccount = Pick<WalletAccount, "currency" | "amount_cents"> & Partial<Pick<WalletAccount, "active">>;

/** What the shell needs to know about a currency to show an amount (from /api/info/currencies). */
export type CurrencyInfo = Pick<Currency, "code" | "symbol" | "fiat"> & Partial<Pick<Currency, "subunits_to_unit">>;

/** The player with the accounts the site holds (the server's, or the accounts store's newer answer). */
export interface AccountsHolder {
  currency: string;
  accounts?: readonly PlayerAccount[];
  walletAccount?: PlayerAccount;
}

/** Spec point 9: names longer than 10 characters show their first 7 and an ellipsis. */
export const NAME_DISPLAY_LIMIT = 10;
export const NAME_DISPLAY_KEEP = 7;

export function truncateName(name: string): string {
  const chars = [...name.trim()];
  return chars.length > NAME_DISPLAY_LIMIT ? `${chars.slice(0, NAME_DISPLAY_KEEP).join("")}…` : chars.join("");
}

/** The first name when set, else the local part of the e-mail address, truncated per point 9. */
export function displayName(player: Pick<Player, "first_name" | "email">): string {
  const first = player.first_name?.trim();
  const base = first || player.email.split("@")[0] || player.email;
  return truncateName(base);
}

/** The wallet shown in the header: walletAccount, the active account, the player's currency, or zero. */
export function walletAccount(player: AccountsHolder): PlayerAccount {
  const accounts = player.accounts ?? [];
  return (
    player.walletAccount ??
    accounts.find((account) => account.active) ??
    accounts.find((account) => account.currency === player.currency) ?? {
      currency: player.currency,
      amount_cents: 0,
    }
  );
}

/** Known crypto codes, used when the currency list is not at hand (spec point 3: USDT, ETH, LTC...). */
const CRYPTO_CODES = new Set(["BTC", "BCH", "ETH", "LTC", "DOG", "DOGE", "USDT"]);

export function isFiatCurrency(code: string, currencies: readonly CurrencyInfo[] = []): boolean {
  const known = currencies.find((currency) => currency.code === code);
  return known ? known.fiat : !CRYPTO_CODES.has(code);
}

/**
 * Spec point 9: fiat amounts are cents (÷100), crypto amounts are ÷1e8. Fiat uses the locale's
 * currency format ("€12.50", "12,50 €"); crypto shows up to 8 decimals and its symbol after.
 */
export function formatAmount(
  amountCents: number,
  code: string,
  locale: Locale | string,
  currencies: readonly CurrencyInfo[] = [],
): string {
  const fiat = isFiatCurrency(code, currencies);
  const value = amountCents / (fiat ? 100 : 1e8);
  const symbol = currencies.find((currency) => currency.code === code)?.symbol;
  if (fiat) {
    try {
      return new Intl.NumberFormat(locale, {
        style: "currency",
        currency: code,
        currencyDisplay: "narrowSymbol",
      }).format(value);
    } catch {
      // Not an ISO 4217 code: fall through to the plain format.
    }
  }
  const number = new Intl.NumberFormat(locale, {
    minimumFractionDigits: fiat ? 2 : 0,
    maximumFractionDigits: fiat ? 2 : 8,
  }).format(value);
  return `${number} ${symbol || code}`;
}

/** Spec point 2: the deposit modal follows the currency's fiat flag. */
export function depositFlag(code: string, currencies: readonly CurrencyInfo[] = []): "fiat-deposit" | "crypto-deposit" {
  return isFiatCurrency(code, currencies) ? "fiat-deposit" : "crypto-deposit";
}

/** Spec point 2: gender never blocks a deposit. */
const NEVER_REQUIRED = new Set(["gender", "receive_promos", "receive_sms_promos"]);

/**
 * The required fields the player has not filled in: the server's `auth_fields_missed` together
 * with the deposit context of /api/info/player_fields, each checked against the player's values.
 */
export function missingRequiredFields(player: Player, depositContext: readonly string[]): string[] {
  const listed = [...new Set([...(player.auth_fields_missed ?? []), ...depositContext])];
  return listed.filter((field) => {
    if (NEVER_REQUIRED.has(field)) return false;
    const value = (player as unknown as Record<string, unknown>)[field];
    return value === null || value === undefined || (typeof value === "string" && value.trim() === "");
  });
}

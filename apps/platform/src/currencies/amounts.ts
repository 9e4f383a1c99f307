import { formatMessage, type Locale, MAX_AMOUNT_MINOR, MAX_AMOUNT_TEXT_LENGTH, trimEndOf } from "@croupier/contract";
import { AppError } from "../errors/app-error.ts";

// Amounts typed by players are major units ("10", "0.0002"); the ledger counts minor units. These
// conversions are exact (strings and bigints, never floating point).

const PLAIN_DECIMAL = /^\d+(\.\d+)?$/;

/** The contract's ceiling on every amount (10^15 minor units), as a bigint. */
export const MAX_AMOUNT_CENTS = BigInt(MAX_AMOUNT_MINOR);

/**
 * Minor units of a typed amount, or null when it is not a plain non-negative decimal (the amount
 * field refuses e, +, - and a leading decimal point) or has more decimals than the currency has.
 */
export function parseMajorAmount(value: number | string, subunitsToUnit: number): bigint | null {
  const text = typeof value === "number" ? (Number.isFinite(value) ? String(value) : "") : value.trim();
  if (text.length > MAX_AMOUNT_TEXT_LENGTH || !PLAIN_DECIMAL.test(text)) return null;
  const [whole = "0", fraction = ""] = text.split(".");
  const decimals = Math.round(Math.log10(subunitsToUnit));
  const significant = trimEndOf(fraction, "0");
  if (significant.length > decimals) return null;
  return BigInt(whole) * BigInt(subunitsToUnit) + BigInt(significant.padEnd(decimals, "0") || "0");
}

/** Minor units as a major-unit decimal without trailing zeros: 1000n → "10", 20000n (BTC) → "0.0002". */
export function formatMajorAmount(minor: bigint, subunitsToUnit: number): string {
  const units = BigInt(subunitsToUnit);
  const whole = minor / units;
  const decimals = Math.round(Math.log10(subunitsToUnit));
  const fraction = trimEndOf((minor % units).toString().padStart(decimals, "0"), "0");
  return fraction ? `${whole}.${fraction}` : whole.toString();
}

/**
 * Minor units as money in the reader's language, for texts the platform words: "€12.50", "12,50 €",
 * "0,00025 BTC"; a whole amount without decimals ("€30"). A code Intl does not take as a currency
 * (USDT) follows the localized number.
 */
export function formatMoney(minor: bigint, currency: string, subunitsToUnit: number, locale: Locale): string {
  const decimals = Math.round(Math.log10(subunitsToUnit));
  const digits = {
    minimumFractionDigits: minor % BigInt(subunitsToUnit) === 0n ? 0 : Math.min(2, decimals),
    maximumFractionDigits: decimals,
  };
  // A decimal string keeps every digit (a number would round beyond 2^53).
  const value = formatMajorAmount(minor, subunitsToUnit) as Intl.StringNumericLiteral;
  try {
    return new Intl.NumberFormat(locale, { style: "currency", currency, ...digits }).format(value);
  } catch {
    return `${new Intl.NumberFormat(locale, digits).format(value)} ${currency}`;
  }
}

/** Minor units as a JSON number (history amounts); beyond 2^53 would be a bug, not a rounding. */
export function toCentsNumber(value: bigint): number {
  const cents = Number(value);
  if (!Number.isSafeInteger(cents)) throw new Error(`amount ${value} is beyond a safe JSON number`);
  return cents;
}

/**
 * A typed amount in minor units within `min`..`max` (never above MAX_AMOUNT_CENTS), or 422 on
 * `field` with the amount field's messages: "Amount must be a number", "Value must be greater than or
 * equal to {min}", "Value must be less than or equal to {max}".
 */
export function checkAmount(
  value: number | string,
  limits: { minCents: bigint; maxCents: bigint; subunitsToUnit: number },
  locale: Locale,
  field = "amountValue",
): bigint {
  const fail = (message: string): never => {
    throw new AppError("validation_failed", undefined, { fields: { [field]: [message] } });
  };
  const max = limits.maxCents < MAX_AMOUNT_CENTS ? limits.maxCents : MAX_AMOUNT_CENTS;
  const cents = parseMajorAmount(value, limits.subunitsToUnit);
  if (cents === null) return fail(formatMessage("amount_number", locale));
  if (cents < limits.minCents) {
    fail(formatMessage("amount_min", locale, { value: formatMajorAmount(limits.minCents, limits.subunitsToUnit) }));
  }
  if (cents > max) {
    fail(formatMessage("amount_max", locale, { value: formatMajorAmount(max, limits.subunitsToUnit) }));
  }
  return cents;
}

/** Minor units as the API family's decimal string, never without a fraction: 100000 cents → "1000.0", 12345 → "123.45". */
export function decimalString(minor: bigint, subunitsToUnit: number): string {
  const digits = Math.max(0, Math.round(Math.log10(subunitsToUnit)));
  const negative = minor < 0n;
  const absolute = negative ? -minor : minor;
  const units = BigInt(subunitsToUnit);
  const fraction = digits > 0 ? trimEndOf((absolute % units).toString().padStart(digits, "0"), "0") : "";
  return `${negative ? "-" : ""}${absolute / units}.${fraction || "0"}`;
}

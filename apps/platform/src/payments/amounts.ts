import { formatMessage, type Locale } from "@croupier/contract";
import { AppError } from "../errors/app-error.ts";

// Amounts typed by players are major units ("10", "0.0002"); the ledger counts minor units. These
// conversions are exact (strings and bigints, never floating point).

const PLAIN_DECIMAL = /^\d+(\.\d+)?$/;

/**
 * Minor units of a typed amount, or null when it is not a plain non-negative decimal (spec point 5
 * blocks e, +, - and a leading decimal point) or has more decimals than the currency has.
 */
export function parseMajorAmount(value: number | string, subunitsToUnit: number): bigint | null {
  const text = typeof value === "number" ? (Number.isFinite(value) ? String(value) : "") : value.trim();
  if (!PLAIN_DECIMAL.test(text)) return null;
  const [whole = "0", fraction = ""] = text.split(".");
  const decimals = Math.round(Math.log10(subunitsToUnit));
  const significant = fraction.replace(/0+$/, "");
  if (significant.length > decimals) return null;
  return BigInt(whole) * BigInt(subunitsToUnit) + BigInt(significant.padEnd(decimals, "0") || "0");
}

/** Minor units as a major-unit decimal without trailing zeros: 1000n → "10", 20000n (BTC) → "0.0002". */
export function formatMajorAmount(minor: bigint, subunitsToUnit: number): string {
  const units = BigInt(subunitsToUnit);
  const whole = minor / units;
  const decimals = Math.round(Math.log10(subunitsToUnit));
  const fraction = (minor % units).toString().padStart(decimals, "0").replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}` : whole.toString();
}

/** Minor units as a JSON number (history amounts); beyond 2^53 would be a bug, not a rounding. */
export function toCentsNumber(value: bigint): number {
  const cents = Number(value);
  if (!Number.isSafeInteger(cents)) throw new Error(`amount ${value} is beyond a safe JSON number`);
  return cents;
}

/** A typed amount in minor units within a method's limits, or 422 `errors.amountValue` (spec point 5). */
export function checkAmount(
  value: number | string,
  offered: { minCents: bigint; maxCents: bigint; subunitsToUnit: number },
  locale: Locale,
): bigint {
  const fail = (message: string): never => {
    throw new AppError("validation_failed", undefined, { fields: { amountValue: [message] } });
  };
  const cents = parseMajorAmount(value, offered.subunitsToUnit);
  if (cents === null) return fail(formatMessage("amount_number", locale));
  if (cents < offered.minCents) {
    fail(formatMessage("amount_min", locale, { value: formatMajorAmount(offered.minCents, offered.subunitsToUnit) }));
  }
  if (cents > offered.maxCents) {
    fail(formatMessage("amount_max", locale, { value: formatMajorAmount(offered.maxCents, offered.subunitsToUnit) }));
  }
  return cents;
}

import type { Locale } from "@croupier/contract/i18n/locales";
import { formatMessage } from "@croupier/contract/validation/messages";

// The amount rules of spec point 5, shared by the crypto deposit and the withdraw form: amounts
// are typed in major units ("50", "0.001") and compared in minor units, exactly (strings and
// bigints, never floating point), with the contract's messages, so the site says what the
// platform's 422 would say.

const PLAIN_DECIMAL = /^\d+(\.\d+)?$/;

/** How many decimals a currency has: 2 for fiat (100 subunits), 8 for crypto (1e8). */
export function decimalsOf(subunitsToUnit: number): number {
  return Math.round(Math.log10(subunitsToUnit));
}

/**
 * What an amount input keeps of a keystroke or a paste (spec point 5: e, +, - and a leading
 * decimal point are blocked). A comma becomes a point (many locales type one), a second point
 * is dropped, and decimals stop at what the currency has.
 */
export function sanitizeAmountInput(raw: string, decimals: number): string {
  const cleaned = raw.replace(/,/g, ".").replace(/[^\d.]/g, "");
  const firstPoint = cleaned.indexOf(".");
  if (firstPoint === -1) return cleaned;
  // A leading decimal point is blocked outright (not turned into "0.").
  if (firstPoint === 0) return cleaned.replace(/\./g, "");
  const whole = cleaned.slice(0, firstPoint);
  const fraction = cleaned.slice(firstPoint + 1).replace(/\./g, "");
  return decimals > 0 ? `${whole}.${fraction.slice(0, decimals)}` : whole;
}

/** Minor units of a typed amount, or null when it is not a plain decimal within the currency's decimals. */
export function toMinorUnits(value: string, subunitsToUnit: number): bigint | null {
  const text = value.trim();
  if (!PLAIN_DECIMAL.test(text)) return null;
  const [whole = "0", fraction = ""] = text.split(".");
  const decimals = decimalsOf(subunitsToUnit);
  const significant = fraction.replace(/0+$/, "");
  if (significant.length > decimals) return null;
  return BigInt(whole) * BigInt(subunitsToUnit) + BigInt(significant.padEnd(decimals, "0") || "0");
}

/** A limit from the API (a JSON number in major units, 0.0002) in minor units. */
export function limitToMinorUnits(limit: number, subunitsToUnit: number): bigint {
  return toMinorUnits(limit.toFixed(decimalsOf(subunitsToUnit)), subunitsToUnit) ?? 0n;
}

/** Minor units as major units without trailing zeros: 1000n → "10", 20000n (BTC) → "0.0002". */
export function formatMajorUnits(minor: bigint | number, subunitsToUnit: number): string {
  const value = BigInt(minor);
  const units = BigInt(subunitsToUnit);
  const sign = value < 0n ? "-" : "";
  const absolute = value < 0n ? -value : value;
  const fraction = (absolute % units).toString().padStart(decimalsOf(subunitsToUnit), "0").replace(/0+$/, "");
  const whole = (absolute / units).toString();
  return `${sign}${fraction ? `${whole}.${fraction}` : whole}`;
}

/** A major-unit number (a default amount, a limit) as typed text, never in exponent form: 0.0002 → "0.0002". */
export function majorToText(value: number, subunitsToUnit: number): string {
  return formatMajorUnits(limitToMinorUnits(value, subunitsToUnit), subunitsToUnit);
}

export interface AmountLimits {
  /** Major units, as the API answers them (termsOfService.restrictions, amountField). */
  min: number;
  max: number;
}

/**
 * The first problem with a typed amount, in the player's language, or null when it may be sent:
 * not a number, under the method's minimum, over its maximum, or (withdrawals) over what can be
 * cashed out.
 */
export function amountError(
  value: string,
  limits: AmountLimits,
  subunitsToUnit: number,
  locale: Locale,
  availableMinor?: bigint,
): string | null {
  const minor = toMinorUnits(value, subunitsToUnit);
  if (minor === null) return formatMessage("amount_number", locale);
  const min = limitToMinorUnits(limits.min, subunitsToUnit);
  const max = limitToMinorUnits(limits.max, subunitsToUnit);
  if (minor < min) return formatMessage("amount_min", locale, { value: formatMajorUnits(min, subunitsToUnit) });
  if (minor > max) return formatMessage("amount_max", locale, { value: formatMajorUnits(max, subunitsToUnit) });
  if (availableMinor !== undefined && minor > availableMinor) return formatMessage("insufficient_funds", locale);
  return null;
}

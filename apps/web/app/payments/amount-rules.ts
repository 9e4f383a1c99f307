import type { Locale } from "@croupier/contract/i18n/locales";
import type { MessageCode, MessageParams } from "@croupier/contract/validation/messages";
import { formatMessage } from "../i18n/validation-texts.ts";

// The amount rules for every amount a player types (the fiat and crypto deposits, the
// withdrawal): what the input keeps, and the check against a method's limits with the contract's
// messages, so the site says what the platform's 422 would say. Amounts are typed in major units
// ("50", "0.001") and compared in minor units, exactly (strings and bigints, never floating point).

const PLAIN_DECIMAL = /^\d+(\.\d+)?$/;

export interface AmountLimits {
  /** Major units, as the API answers them (termsOfService.restrictions, amountField). */
  min: number;
  max: number;
}

/** How many decimals a currency has: 2 for fiat (100 subunits), 8 for crypto (1e8). */
export function decimalsOf(subunitsToUnit: number): number {
  return Math.round(Math.log10(subunitsToUnit));
}

/**
 * Amount inputs block e, +, - and a leading decimal point. `before` is the text in
 * front of the caret, so "." is refused only where it would start the number.
 */
export function isBlockedAmountKey(key: string, before: string): boolean {
  if (key === "e" || key === "E" || key === "+" || key === "-") return true;
  return (key === "." || key === ",") && before === "";
}

/**
 * What an amount input keeps of typed or pasted text: digits and one decimal point (a comma counts
 * as one, a second one is dropped), never first, with at most `decimals` digits after it.
 */
export function sanitizeAmount(raw: string, decimals: number): string {
  let whole = "";
  let fraction: string | null = null;
  for (const char of raw) {
    if (char >= "0" && char <= "9") {
      if (fraction === null) whole += char;
      else if (fraction.length < decimals) fraction += char;
    } else if ((char === "." || char === ",") && fraction === null && whole !== "") {
      fraction = "";
    }
  }
  // "007" reads as 7: drop leading zeros but keep one before a decimal point or alone.
  whole = whole.replace(/^0+(?=\d)/, "");
  return fraction === null || decimals === 0 ? whole : `${whole}.${fraction}`;
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

/** The typed amount as a number (to show it), or null when it is not one (empty, "." or zero). */
export function parseAmount(value: string): number | null {
  if (!PLAIN_DECIMAL.test(value.trim())) return null;
  const amount = Number(value);
  return Number.isFinite(amount) && amount > 0 ? amount : null;
}

export interface AmountProblem {
  code: Extract<MessageCode, "amount_number" | "amount_min" | "amount_max" | "insufficient_funds">;
  params: MessageParams;
}

/**
 * The first problem with a typed amount as the contract's message code, or null when it may be
 * sent: not a number (empty, zero, too many decimals), under the minimum, over the maximum, or
 * (withdrawals, `availableMinor`) over what can be cashed out. Without limits (not loaded yet)
 * only the number is checked.
 */
export function checkAmount(
  value: string,
  limits: AmountLimits | null,
  subunitsToUnit: number,
  availableMinor?: bigint,
): AmountProblem | null {
  const minor = toMinorUnits(value, subunitsToUnit);
  if (minor === null || minor === 0n) return { code: "amount_number", params: {} };
  if (!limits) return null;
  const min = limitToMinorUnits(limits.min, subunitsToUnit);
  const max = limitToMinorUnits(limits.max, subunitsToUnit);
  if (minor < min) return { code: "amount_min", params: { value: formatMajorUnits(min, subunitsToUnit) } };
  if (minor > max) return { code: "amount_max", params: { value: formatMajorUnits(max, subunitsToUnit) } };
  if (availableMinor !== undefined && minor > availableMinor) return { code: "insufficient_funds", params: {} };
  return null;
}

/** The first problem with a typed amount in the player's language, or null (see checkAmount). */
export function amountError(
  value: string,
  limits: AmountLimits | null,
  subunitsToUnit: number,
  locale: Locale,
  availableMinor?: bigint,
): string | null {
  const problem = checkAmount(value, limits, subunitsToUnit, availableMinor);
  return problem ? formatMessage(problem.code, locale, problem.params) : null;
}

/** True when the amount is a number inside the limits (a method outside them is shown disabled). */
export function isWithinLimits(value: string, limits: AmountLimits, subunitsToUnit: number): boolean {
  return checkAmount(value, limits, subunitsToUnit) === null;
}

import { FIAT_DEPOSIT_AMOUNTS } from "@croupier/contract/deposit-amounts";
import type { MessageCode, MessageParams } from "@croupier/contract/validation/messages";

// The deposit amount rules of spec points 5 and 9: what the amount input accepts, the default and
// quick amounts per currency, and the check against the methods' limits. Amounts here are MAJOR
// units as the player types them ("50", "12.5"); the API's limits are major units too.

export interface AmountLimits {
  min: number;
  max: number;
}

/** Spec point 9's default and quick amounts; a currency the table does not name uses EUR's. */
export function fiatDepositAmounts(currency: string): { default: number; quick: readonly number[] } {
  return FIAT_DEPOSIT_AMOUNTS[currency] ?? FIAT_DEPOSIT_AMOUNTS.EUR ?? { default: 50, quick: [] };
}

/** Fiat amounts have cents: two decimals at most. */
export const FIAT_DECIMALS = 2;

/**
 * Spec point 5: amount inputs block e, +, - and a leading decimal point. `before` is the text in
 * front of the caret, so "." is refused only where it would start the number.
 */
export function isBlockedAmountKey(key: string, before: string): boolean {
  if (key === "e" || key === "E" || key === "+" || key === "-") return true;
  return (key === "." || key === ",") && before === "";
}

/**
 * What the amount input keeps of typed or pasted text: digits and one decimal point (a comma
 * counts as one), never first, with at most `decimals` digits after it.
 */
export function sanitizeAmount(raw: string, decimals = FIAT_DECIMALS): string {
  let whole = "";
  let fraction: string | null = null;
  for (const char of raw) {
    if (char >= "0" && char <= "9") {
      if (fraction === null) whole += char;
      else if (fraction.length < decimals) fraction += char;
    } else if ((char === "." || char === ",") && fraction === null && whole !== "" && decimals > 0) {
      fraction = "";
    }
  }
  // "007" reads as 7: drop leading zeros but keep one before a decimal point or alone.
  whole = whole.replace(/^0+(?=\d)/, "");
  return fraction === null ? whole : `${whole}.${fraction}`;
}

/** The lowest minimum and the highest maximum of the methods (the amount step's bounds). */
export function combinedLimits(
  methods: readonly { termsOfService: { restrictions: { minAmountValue: number; maxAmountValue: number } } }[],
): AmountLimits | null {
  if (methods.length === 0) return null;
  const restrictions = methods.map((method) => method.termsOfService.restrictions);
  return {
    min: Math.min(...restrictions.map((limit) => limit.minAmountValue)),
    max: Math.max(...restrictions.map((limit) => limit.maxAmountValue)),
  };
}

export interface AmountProblem {
  code: Extract<MessageCode, "amount_number" | "amount_min" | "amount_max">;
  params: MessageParams;
}

/**
 * Spec point 5: the amount must be a number within the limits. Answers the contract's message
 * code ('Amount must be a number', 'Value must be greater than or equal to {min}', …) or null.
 */
export function checkAmount(value: string, limits: AmountLimits | null): AmountProblem | null {
  const amount = parseAmount(value);
  if (amount === null) return { code: "amount_number", params: {} };
  if (limits && amount < limits.min) return { code: "amount_min", params: { value: String(limits.min) } };
  if (limits && amount > limits.max) return { code: "amount_max", params: { value: String(limits.max) } };
  return null;
}

/** The typed amount as a number, or null when it is not one (empty, "." or zero). */
export function parseAmount(value: string): number | null {
  if (!/^\d+(\.\d+)?$/.test(value.trim())) return null;
  const amount = Number(value);
  return Number.isFinite(amount) && amount > 0 ? amount : null;
}

/** True when the amount is a number inside the limits (a method outside them is shown disabled). */
export function isWithinLimits(value: string, limits: AmountLimits): boolean {
  return checkAmount(value, limits) === null;
}

/**
 * A major-unit amount with the currency symbol in the player's language ("€50", "4 000 ₽",
 * "€12.50"): whole amounts without decimals, others with exactly two (never a float artefact).
 */
export function formatMajor(value: number, currency: string, locale: string): string {
  const decimals = Number.isInteger(value) ? 0 : FIAT_DECIMALS;
  try {
    return new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      currencyDisplay: "narrowSymbol",
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    }).format(value);
  } catch {
    // Not an ISO 4217 code: the number and the code.
    const number = new Intl.NumberFormat(locale, { maximumFractionDigits: FIAT_DECIMALS }).format(value);
    return `${number} ${currency}`;
  }
}

/**
 * The currency's symbol as the player's language writes it ("€", "R$", "zł") and whether it follows
 * the number there ("50 €" in Spanish, "€50" in English), for the amount input's adornment.
 */
export function currencyAdornment(currency: string, locale: string): { symbol: string; after: boolean } {
  try {
    const parts = new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      currencyDisplay: "narrowSymbol",
    }).formatToParts(1);
    const symbolAt = parts.findIndex((part) => part.type === "currency");
    const numberAt = parts.findIndex((part) => part.type === "integer");
    return { symbol: parts[symbolAt]?.value ?? currency, after: symbolAt > numberAt };
  } catch {
    return { symbol: currency, after: true };
  }
}

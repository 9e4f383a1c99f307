import type { AmountLimits } from "./amount-rules.ts";

// The fiat deposit's amounts: the amount step's bounds and how an amount reads with its currency
// (the default and quick amounts per currency are in fiat-quick-amounts.ts, which only the amount
// step loads). Amounts here are MAJOR units as the player types them ("50", "12.5"); the API's
// limits are major units too. What the input keeps and the check against the limits are in
// amount-rules.ts.

/** Fiat amounts have cents: two decimals at most, 100 subunits to the unit. */
export const FIAT_DECIMALS = 2;
export const FIAT_SUBUNITS = 10 ** FIAT_DECIMALS;

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

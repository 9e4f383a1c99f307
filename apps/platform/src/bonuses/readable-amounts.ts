import { UNITS_PER_EURO } from "../catalog/euro-rates.ts";

// Promotional amounts are written in euros and offered in every currency at the catalogue's rough
// rates, rounded so a player reads them easily (€5 → 5.40 USD, 490 RUB, 0.00008 BTC).

/** A euro amount in a currency's minor units, rounded to a readable figure (2 significant digits). */
export function readableAmountIn(euros: number, currency: string, subunits: number): number | undefined {
  const rate = UNITS_PER_EURO[currency];
  if (rate === undefined) return undefined;
  const units = euros * rate;
  const magnitude = 10 ** Math.max(Math.floor(Math.log10(units)) - 1, Math.floor(-Math.log10(subunits)));
  return Math.round(Math.round(units / magnitude) * magnitude * subunits);
}

import { z } from "zod";
import { trimEndOf } from "./text.ts";

// Bounds on every amount of money: what the platform stores, sums and answers is an integer count
// of minor units that a JSON number (and so the site) holds exactly. 10^15 is the round decimal
// under 2^53 - 1 (9,007,199,254,740,991): 10,000,000,000,000.00 in a currency of cents,
// 10,000,000 coins of 1e-8. The ledger's database refuses a balance above it (migration 0011).

/** The largest amount, balance or limit in minor units of any currency: 10^15. */
export const MAX_AMOUNT_MINOR = 1_000_000_000_000_000;

/** The longest amount a player may type: 16 digits, a point and 8 decimals fit; anything longer is no amount. */
export const MAX_AMOUNT_TEXT_LENGTH = 32;

/** The maximum in major units for a currency of `subunitsToUnit` minor units per unit ("10000000000000" for cents). */
export function maxMajorAmount(subunitsToUnit: number): string {
  const units = BigInt(subunitsToUnit);
  const max = BigInt(MAX_AMOUNT_MINOR);
  const decimals = Math.round(Math.log10(subunitsToUnit));
  const padded = (max % units).toString().padStart(decimals, "0");
  const fraction = trimEndOf(padded, "0");
  return fraction ? `${max / units}.${fraction}` : (max / units).toString();
}

/**
 * An amount typed in major units: a JSON number or a numeric string ("10", "0.0002"). Its value is
 * checked where the currency is known (decimals, the method's limits, MAX_AMOUNT_MINOR); here only
 * its type and length, so no pattern ever runs on a long string. Both fail as "Amount must be a number".
 */
export const majorAmountInput = z.union([z.number(), z.string().max(MAX_AMOUNT_TEXT_LENGTH, "amount_number")], {
  error: "amount_number",
});

import { groupThousands, trimEndOf } from "@croupier/contract";

// An amount in minor units as a player reads it, with the currency's symbol ("€12.50",
// "₿0.00012"): fiat with two decimals and thousands separators, crypto with up to eight decimals
// and no trailing zeros. Integer arithmetic only: no float ever touches the amount.

export function humanizeMoney(minor: bigint, symbol: string, subunitsToUnit: number): string {
  const negative = minor < 0n;
  const absolute = negative ? -minor : minor;
  const subunits = BigInt(subunitsToUnit);
  const digits = Math.max(0, Math.round(Math.log10(subunitsToUnit)));
  const whole = groupThousands((absolute / subunits).toString());
  let fraction = digits > 0 ? (absolute % subunits).toString().padStart(digits, "0") : "";
  if (digits > 2) fraction = trimEndOf(fraction, "0").padEnd(2, "0");
  return `${negative ? "-" : ""}${symbol}${whole}${fraction ? `.${fraction}` : ""}`;
}

// Betting maths in exact rationals (BigInt numerator and denominator, never a float): odds in the
// three formats, a leg's settlement factor, and a bet's return (stake × Π factors, capped, then
// rounded DOWN to a minor unit). Prices are stored canonically and the other formats are rendered.

/** n/d in lowest terms, d > 0. */
export interface Rational {
  n: bigint;
  d: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function rational(n: bigint, d = 1n): Rational {
  if (d === 0n) throw new RangeError("zero denominator");
  const sign = d < 0n ? -1n : 1n;
  const g = gcd(n, d) || 1n;
  return { n: (sign * n) / g, d: (sign * d) / g };
}

export const add = (a: Rational, b: Rational): Rational => rational(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Rational, b: Rational): Rational => rational(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a: Rational, b: Rational): Rational => rational(a.n * b.n, a.d * b.d);
export const div = (a: Rational, b: Rational): Rational => rational(a.n * b.d, a.d * b.n);
export const compare = (a: Rational, b: Rational): number => {
  const left = a.n * b.d;
  const right = b.n * a.d;
  return left < right ? -1 : left > right ? 1 : 0;
};
const ONE = rational(1n);
const HUNDRED = rational(100n);

const DECIMAL = /^\d{1,9}(\.\d{1,9})?$/;

/** "2.375" → 19/8, exactly. Refuses anything but a plain non-negative decimal. */
export function parseDecimal(text: string): Rational {
  if (text.length > 20 || !DECIMAL.test(text)) throw new RangeError(`not a decimal: ${text}`);
  const [whole = "0", fraction = ""] = text.split(".");
  return rational(BigInt(whole + fraction), 10n ** BigInt(fraction.length));
}

function assertPrice(decimal: Rational): void {
  if (compare(decimal, ONE) <= 0) throw new RangeError("a price must be above 1");
}

/** Fractional n/d (e.g. 7/4) → decimal n/d + 1. */
export function decimalFromFractional(numerator: bigint, denominator: bigint): Rational {
  if (numerator <= 0n || denominator <= 0n) throw new RangeError("fractional odds are positive");
  return add(rational(numerator, denominator), ONE);
}

/** Decimal → fractional, exact and in lowest terms (2.375 → 11/8). */
export function fractionalFromDecimal(decimal: Rational): Rational {
  assertPrice(decimal);
  return sub(decimal, ONE);
}

/** American +A → A/100 + 1; −A → 100/A + 1 (|A| ≥ 100). */
export function decimalFromAmerican(american: Rational): Rational {
  const magnitude = american.n < 0n ? rational(-american.n, american.d) : american;
  if (compare(magnitude, HUNDRED) < 0) throw new RangeError("American odds are +100 or more, or −100 or less");
  return american.n > 0n ? add(div(american, HUNDRED), ONE) : add(div(HUNDRED, magnitude), ONE);
}

/** Decimal ≥ 2 → +(d − 1)·100; below 2 → −100/(d − 1). Exact (render with formatRational). */
export function americanFromDecimal(decimal: Rational): Rational {
  assertPrice(decimal);
  const profit = sub(decimal, ONE);
  return compare(decimal, rational(2n)) >= 0 ? mul(profit, HUNDRED) : rational(-100n * profit.d, profit.n);
}

/** Implied probability 1/decimal. */
export function impliedProbability(decimal: Rational): Rational {
  assertPrice(decimal);
  return div(ONE, decimal);
}

/** `places` decimals, rounded half away from zero (for display only: payouts use the exact price). */
export function formatRational(value: Rational, places: number): string {
  const scale = 10n ** BigInt(places);
  const negative = value.n < 0n;
  const magnitude = negative ? -value.n : value.n;
  const scaled = (magnitude * scale * 2n + value.d) / (value.d * 2n);
  const whole = scaled / scale;
  const fraction = (scaled % scale).toString().padStart(places, "0");
  const text = places > 0 ? `${whole}.${fraction}` : `${whole}`;
  return negative && scaled !== 0n ? `-${text}` : text;
}

/** How one leg ended. `dead_heat` carries its factor (e.g. 1/2 for two tied); `price` is decimal. */
export type LegResult =
  | { result: "won" | "lost" | "void" | "half_won" | "half_lost"; price: Rational }
  | { result: "dead_heat"; price: Rational; deadHeat: Rational };

/** won → price, lost → 0, void → 1, half-won → (price + 1)/2, half-lost → 1/2, dead heat → price × factor. */
export function legFactor(leg: LegResult): Rational {
  switch (leg.result) {
    case "won":
      return leg.price;
    case "lost":
      return rational(0n);
    case "void":
      return ONE;
    case "half_won":
      return div(add(leg.price, ONE), rational(2n));
    case "half_lost":
      return rational(1n, 2n);
    case "dead_heat":
      if (compare(leg.deadHeat, rational(0n)) <= 0 || compare(leg.deadHeat, ONE) > 0) {
        throw new RangeError("a dead-heat factor is in (0, 1]");
      }
      return mul(leg.price, leg.deadHeat);
  }
}

export interface BetReturn {
  /** What the player gets back, in minor units (stake included). */
  payout: bigint;
  /** The exact, uncapped, unrounded return. */
  exact: Rational;
  /** True when the maximum payout cut the return. */
  capped: boolean;
}

/**
 * stake × Π leg factors, exactly; then capped so the winnings (return − stake) do not pass
 * `maxWinnings` (the maximum payout of the betting rules covers winnings, not the stake); then
 * rounded DOWN to a minor unit.
 */
export function betReturn(stake: bigint, legs: readonly LegResult[], maxWinnings?: bigint): BetReturn {
  if (stake <= 0n) throw new RangeError("a stake is positive");
  if (legs.length === 0) throw new RangeError("a bet has legs");
  const exact = legs.reduce((product, leg) => mul(product, legFactor(leg)), rational(stake));
  let value = exact;
  let capped = false;
  if (maxWinnings !== undefined && compare(value, rational(stake + maxWinnings)) > 0) {
    value = rational(stake + maxWinnings);
    capped = true;
  }
  return { payout: value.n / value.d, exact, capped };
}

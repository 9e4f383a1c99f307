// Betting maths in exact rationals (BigInt numerator and denominator, never a float), one source
// for the platform's book and the site's bet slip: odds in the three formats, a leg's settlement
// factor, and a bet's return (stake × Π factors, capped, then rounded DOWN to a minor unit). Prices
// are stored canonically (decimal) and the other formats are rendered from them exactly, so 2.50
// reads 3/2 and +150, and 1.91 reads 91/100 and −110; returns use the exact price, never a display.

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

// The site's side: prices as the API sends them (decimal text such as "2.50", or an exact fraction
// such as "21/11", the `price_fraction` of prices like 10/11 whose decimal never ends) read and
// shown in the player's chosen format.

export type OddsFormat = "decimal" | "fractional" | "american";
export const ODDS_FORMATS: readonly OddsFormat[] = ["decimal", "fractional", "american"];

export function isOddsFormat(value: unknown): value is OddsFormat {
  return value === "decimal" || value === "fractional" || value === "american";
}

const FRACTION = /^\d{1,18}\/\d{1,18}$/;

/** "2.375" → 19/8, or "21/11" → 21/11; null for anything that is not a price above 1. */
export function parsePrice(text: string): Rational | null {
  if (text.length > 37) return null;
  let value: Rational;
  if (FRACTION.test(text)) {
    const [n = "0", d = "0"] = text.split("/");
    if (BigInt(d) === 0n) return null;
    value = rational(BigInt(n), BigInt(d));
  } else if (DECIMAL.test(text)) {
    value = parseDecimal(text);
  } else {
    return null;
  }
  return compare(value, ONE) > 0 ? value : null;
}

/** Decimal with two places at least, and up to four the price really has (2.375); else two (21/11 → 1.91). */
function formatDecimalPrice(price: Rational): string {
  for (let places = 2; places <= 4; places += 1) {
    if ((price.n * 10n ** BigInt(places)) % price.d === 0n) return formatRational(price, places);
  }
  return formatRational(price, 2);
}

/** The price as the player reads it; the text as given when it is not a valid price. */
export function formatOdds(decimalText: string, format: OddsFormat): string {
  const price = parsePrice(decimalText);
  return price ? formatPrice(price, format) : decimalText;
}

/** An exact price (above 1) in the player's format: American whole, rounded half away from zero. */
export function formatPrice(price: Rational, format: OddsFormat): string {
  switch (format) {
    case "decimal":
      return formatDecimalPrice(price);
    case "fractional": {
      const profit = fractionalFromDecimal(price);
      return `${profit.n}/${profit.d}`;
    }
    case "american": {
      const american = formatRational(americanFromDecimal(price), 0);
      return american.startsWith("-") ? american : `+${american}`;
    }
  }
}

/** Two price texts compared as exact rationals: −1, 0 or 1 (0 when either is not a price). */
export function comparePrices(a: string, b: string): number {
  const left = parsePrice(a);
  const right = parsePrice(b);
  return left && right ? compare(left, right) : 0;
}

/** The exact combined price of an accumulator (Π prices); null when a price is invalid. */
export function combinedPrice(prices: readonly string[]): Rational | null {
  let product = ONE;
  for (const text of prices) {
    const price = parsePrice(text);
    if (!price) return null;
    product = mul(product, price);
  }
  return product;
}

/**
 * stake × Π prices, exactly, rounded DOWN to a minor unit (as the platform settles); capped so the
 * winnings do not pass `maxWinnings` when the betting rules give one. Null when a price is invalid.
 */
export function potentialReturn(stake: bigint, prices: readonly string[], maxWinnings?: bigint | null): bigint | null {
  const price = combinedPrice(prices);
  if (stake <= 0n || prices.length === 0 || !price) return null;
  const value = (stake * price.n) / price.d;
  return maxWinnings != null && value > stake + maxWinnings ? stake + maxWinnings : value;
}

// Prices as the player chooses to read them: decimal, fractional or American. The platform sends
// the canonical decimal price as text ("2.50"); every other format is computed from it exactly
// (BigInt rationals, never a float), so 2.50 reads 3/2 and +150, and 1.91 reads 91/100 and −110.
// Returns are computed from the same exact price, never from a rounded display.

export type OddsFormat = "decimal" | "fractional" | "american";
export const ODDS_FORMATS: readonly OddsFormat[] = ["decimal", "fractional", "american"];

export function isOddsFormat(value: unknown): value is OddsFormat {
  return value === "decimal" || value === "fractional" || value === "american";
}

/** n/d in lowest terms, d > 0. */
export interface Ratio {
  n: bigint;
  d: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function ratio(n: bigint, d = 1n): Ratio {
  if (d === 0n) throw new RangeError("zero denominator");
  const sign = d < 0n ? -1n : 1n;
  const g = gcd(n, d) || 1n;
  return { n: (sign * n) / g, d: (sign * d) / g };
}

export const times = (a: Ratio, b: Ratio): Ratio => ratio(a.n * b.n, a.d * b.d);

const DECIMAL = /^\d{1,9}(\.\d{1,9})?$/;
const FRACTION = /^\d{1,18}\/\d{1,18}$/;

/**
 * "2.375" → 19/8, or the platform's exact decimal odds as a fraction ("21/11", its
 * `price_fraction`, for prices like 10/11 whose decimal never ends); null for anything that is not
 * a price above 1.
 */
export function parsePrice(text: string): Ratio | null {
  if (text.length > 37) return null;
  let value: Ratio;
  if (FRACTION.test(text)) {
    const [n = "0", d = "0"] = text.split("/");
    if (BigInt(d) === 0n) return null;
    value = ratio(BigInt(n), BigInt(d));
  } else if (DECIMAL.test(text)) {
    const [whole = "0", fraction = ""] = text.split(".");
    value = ratio(BigInt(whole + fraction), 10n ** BigInt(fraction.length));
  } else {
    return null;
  }
  return value.n > value.d ? value : null;
}

/** `places` decimals, rounded half away from zero (display only). */
function fixed(value: Ratio, places: number): string {
  const scale = 10n ** BigInt(places);
  const negative = value.n < 0n;
  const magnitude = negative ? -value.n : value.n;
  const scaled = (magnitude * scale * 2n + value.d) / (value.d * 2n);
  const whole = scaled / scale;
  const fraction = (scaled % scale).toString().padStart(places, "0");
  const text = places > 0 ? `${whole}.${fraction}` : `${whole}`;
  return negative && scaled !== 0n ? `-${text}` : text;
}

/** Decimal with two places at least, and up to four the price really has (2.375); else two (21/11 → 1.91). */
function formatDecimal(price: Ratio): string {
  for (let places = 2; places <= 4; places += 1) {
    const scale = 10n ** BigInt(places);
    if ((price.n * scale) % price.d === 0n) return fixed(price, places);
  }
  return fixed(price, 2);
}

/** The winnings per unit staked (decimal − 1), in lowest terms: 2.50 → 3/2, 1.91 → 91/100. */
function formatFractional(price: Ratio): string {
  const profit = ratio(price.n - price.d, price.d);
  return `${profit.n}/${profit.d}`;
}

/** ≥ 2 → +(d − 1)·100; below 2 → −100/(d − 1); whole numbers, rounded half away from zero. */
function formatAmerican(price: Ratio): string {
  const profit = ratio(price.n - price.d, price.d);
  if (profit.n >= profit.d) return `+${fixed(ratio(profit.n * 100n, profit.d), 0)}`;
  return fixed(ratio(-100n * profit.d, profit.n), 0);
}

/** The price as the player reads it; the text as given when it is not a valid price. */
export function formatOdds(decimalText: string, format: OddsFormat): string {
  const price = parsePrice(decimalText);
  return price ? formatPrice(price, format) : decimalText;
}

/** An exact price (above 1) in the player's format. */
export function formatPrice(price: Ratio, format: OddsFormat): string {
  switch (format) {
    case "decimal":
      return formatDecimal(price);
    case "fractional":
      return formatFractional(price);
    case "american":
      return formatAmerican(price);
  }
}

/** Returns compare as exact rationals: −1, 0 or 1. */
export function comparePrices(a: string, b: string): number {
  const left = parsePrice(a);
  const right = parsePrice(b);
  if (!left || !right) return 0;
  const x = left.n * right.d;
  const y = right.n * left.d;
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * stake × Π prices, exactly, rounded DOWN to a minor unit (as the platform settles); capped so the
 * winnings do not pass `maxWinnings` when the betting rules give one. Null when a price is invalid.
 */
export function potentialReturn(stake: bigint, prices: readonly string[], maxWinnings?: bigint | null): bigint | null {
  if (stake <= 0n || prices.length === 0) return null;
  let product = ratio(stake);
  for (const text of prices) {
    const price = parsePrice(text);
    if (!price) return null;
    product = times(product, price);
  }
  const value = product.n / product.d;
  if (maxWinnings != null && value > stake + maxWinnings) return stake + maxWinnings;
  return value;
}

/** The exact combined price of an accumulator (Π prices); null when a price is invalid. */
export function combinedPrice(prices: readonly string[]): Ratio | null {
  let product = ratio(1n);
  for (const text of prices) {
    const price = parsePrice(text);
    if (!price) return null;
    product = times(product, price);
  }
  return product;
}

import {
  compare,
  decimalFromFractional,
  formatRational,
  parseDecimal,
  type Rational,
  rational,
} from "@croupier/contract/odds";

// A price as the book stores and answers it: decimal odds exactly (num/den), its decimal text, and
// the fraction "n/d". Traders type decimal ("2.375") or fractional ("10/11") odds.

const MAX_PLACES = 9;

/** Decimal text of an exact price: exact when it terminates within 9 places, else rounded to 9. */
export function priceText(price: Rational): string {
  let d = price.d;
  let places = 0;
  while (d % 10n === 0n) {
    d /= 10n;
    places += 1;
  }
  let twos = 0;
  let fives = 0;
  while (d % 2n === 0n) {
    d /= 2n;
    twos += 1;
  }
  while (d % 5n === 0n) {
    d /= 5n;
    fives += 1;
  }
  const terminates = d === 1n && places + Math.max(twos, fives) <= MAX_PLACES;
  const digits = terminates ? places + Math.max(twos, fives) : MAX_PLACES;
  const text = formatRational(price, Math.max(digits, 2));
  if (!terminates) return text;
  // Keep at least two decimals ("2.00", "2.375"), no trailing zeros past them.
  const [whole, fraction = ""] = text.split(".");
  let trimmed = fraction;
  while (trimmed.length > 2 && trimmed.endsWith("0")) trimmed = trimmed.slice(0, -1);
  return `${whole}.${trimmed}`;
}

export const fractionText = (value: Rational): string => `${value.n}/${value.d}`;

export const priceOf = (row: { priceNum: bigint; priceDen: bigint }): Rational => rational(row.priceNum, row.priceDen);

/** A trader's price: decimal text or fractional odds "n/d"; null when it is no price above 1. */
export function parseTraderPrice(input: { price?: string; price_fractional?: string }): Rational | null {
  try {
    let price: Rational | null = null;
    if (input.price !== undefined) price = parseDecimal(input.price);
    else if (input.price_fractional !== undefined) {
      const [n = "0", d = "0"] = input.price_fractional.split("/");
      price = decimalFromFractional(BigInt(n), BigInt(d));
    }
    if (!price || compare(price, rational(1n)) <= 0) return null;
    // Keep numbers a bigint column holds with room for products.
    if (price.n > 10n ** 15n || price.d > 10n ** 15n) return null;
    return price;
  } catch {
    return null;
  }
}

/** A fraction "n/d" in (0, 1] (a dead-heat factor); null otherwise. */
export function parseFactor(text: string | undefined): Rational | null {
  if (!text) return null;
  const [n = "0", d = "0"] = text.split("/");
  if (BigInt(d) === 0n || BigInt(n) === 0n) return null;
  const value = rational(BigInt(n), BigInt(d));
  return compare(value, rational(1n)) <= 0 ? value : null;
}

/** How the price the player saw compares with the price now: 0 the same, 1 now higher, -1 now lower. */
export function priceMove(seen: string, now: Rational): number {
  if (seen === priceText(now)) return 0;
  try {
    return compare(now, parseDecimal(seen));
  } catch {
    return -1;
  }
}

// Exact rationals on bigint, for RTPs and moments that must compare equal, not nearly equal.
// A fraction is always reduced with a positive denominator, so equal values have equal fields.

export interface Fraction {
  readonly num: bigint;
  readonly den: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function fraction(num: bigint | number, den: bigint | number = 1n): Fraction {
  let n = BigInt(num);
  let d = BigInt(den);
  if (d === 0n) throw new RangeError("fraction with a zero denominator");
  if (d < 0n) [n, d] = [-n, -d];
  const divisor = gcd(n, d) || 1n;
  return { num: n / divisor, den: d / divisor };
}

// Marked pure so a bundle that uses none of the two (the site's dice screen) drops them.
export const ZERO = /* @__PURE__ */ fraction(0n);
export const ONE = /* @__PURE__ */ fraction(1n);

export function add(a: Fraction, b: Fraction): Fraction {
  return fraction(a.num * b.den + b.num * a.den, a.den * b.den);
}

export function sub(a: Fraction, b: Fraction): Fraction {
  return fraction(a.num * b.den - b.num * a.den, a.den * b.den);
}

export function mul(a: Fraction, b: Fraction): Fraction {
  return fraction(a.num * b.num, a.den * b.den);
}

export function div(a: Fraction, b: Fraction): Fraction {
  return fraction(a.num * b.den, a.den * b.num);
}

export function equals(a: Fraction, b: Fraction): boolean {
  return a.num === b.num && a.den === b.den;
}

export function compare(a: Fraction, b: Fraction): number {
  const difference = a.num * b.den - b.num * a.den;
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
}

/** The nearest double (exact to about 1e-15 relative, enough for display and tolerances). */
export function toNumber(value: Fraction): number {
  const whole = value.num / value.den;
  const rest = value.num - whole * value.den;
  const scale = 10n ** 18n;
  return Number(whole) + Number((rest * scale) / value.den) / 1e18;
}

/** "num/den", the form titles and reports quote exact figures in. */
export function formatFraction(value: Fraction): string {
  return value.den === 1n ? `${value.num}` : `${value.num}/${value.den}`;
}

import { expect, test } from "vitest";
import { add, compare, div, equals, formatFraction, fraction, mul, sub, toNumber } from "./fraction.ts";

test("fractions stay reduced with a positive denominator", () => {
  expect(fraction(6, -4)).toEqual({ num: -3n, den: 2n });
  expect(equals(add(fraction(1, 3), fraction(1, 6)), fraction(1, 2))).toBe(true);
  expect(equals(sub(fraction(1, 2), fraction(1, 2)), fraction(0))).toBe(true);
  expect(formatFraction(mul(fraction(36, 37), fraction(37, 36)))).toBe("1");
  expect(formatFraction(div(fraction(36), fraction(37)))).toBe("36/37");
  expect(compare(fraction(35, 36), fraction(36, 37))).toBe(-1);
  expect(() => fraction(1, 0)).toThrow(RangeError);
});

test("toNumber is accurate for huge numerators and denominators", () => {
  const big = fraction(10n ** 40n + 1n, 3n * 10n ** 40n);
  expect(toNumber(big)).toBeCloseTo(1 / 3, 15);
  expect(toNumber(fraction(36, 37))).toBeCloseTo(0.972972972972973, 15);
  expect(toNumber(fraction(-7, 2))).toBe(-3.5);
});

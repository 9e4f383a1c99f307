import { describe, expect, it } from "vitest";
import {
  americanFromDecimal,
  betReturn,
  combinedPrice,
  comparePrices,
  decimalFromAmerican,
  decimalFromFractional,
  formatOdds,
  formatPrice,
  formatRational,
  fractionalFromDecimal,
  impliedProbability,
  type LegResult,
  parseDecimal,
  potentialReturn,
  type Rational,
  rational,
} from "./odds.ts";

const d = parseDecimal;
const text = (value: Rational) => `${value.n}/${value.d}`;

describe("odds conversions are exact", () => {
  it.each([
    ["7/4", 7n, 4n, "11/4"],
    ["evens 1/1", 1n, 1n, "2/1"],
    ["10/11", 10n, 11n, "21/11"],
    ["1/3", 1n, 3n, "4/3"],
    ["100/30 (not reduced)", 100n, 30n, "13/3"],
    ["16/1", 16n, 1n, "17/1"],
  ])("fractional %s → decimal", (_name, n, den, expected) => {
    expect(text(decimalFromFractional(n, den))).toBe(expected);
  });

  it.each([
    ["2.375", "11/8"],
    ["1.91", "91/100"],
    ["3.5", "5/2"],
    ["2", "1/1"],
    ["1.001", "1/1000"],
  ])("decimal %s → fractional %s", (decimal, expected) => {
    expect(text(fractionalFromDecimal(d(decimal)))).toBe(expected);
  });

  it.each([
    ["+150", rational(150n), "5/2"],
    ["-200", rational(-200n), "3/2"],
    ["+100", rational(100n), "2/1"],
    ["-100", rational(-100n), "2/1"],
    ["-110", rational(-110n), "21/11"],
    ["+1000", rational(1000n), "11/1"],
  ])("American %s → decimal %s", (_name, american, expected) => {
    expect(text(decimalFromAmerican(american))).toBe(expected);
  });

  it.each([
    ["2.5", "150/1", "150"],
    ["1.5", "-200/1", "-200"],
    ["2", "100/1", "100"],
    ["1.91", "-10000/91", "-110"],
    ["3.4", "240/1", "240"],
  ])("decimal %s → American %s (shown %s)", (decimal, exact, shown) => {
    const american = americanFromDecimal(d(decimal));
    expect(text(american)).toBe(exact);
    expect(formatRational(american, 0)).toBe(shown);
  });

  it("round trips fractional → decimal → American → decimal", () => {
    for (const [n, den] of [
      [7n, 4n],
      [10n, 11n],
      [1n, 5n],
      [33n, 1n],
    ] as const) {
      const decimal = decimalFromFractional(n, den);
      expect(decimalFromAmerican(americanFromDecimal(decimal))).toEqual(decimal);
      expect(fractionalFromDecimal(decimal)).toEqual(rational(n, den));
    }
  });

  it("implied probability and overround: 2.10/3.40/3.50 is a 105.6 % book", () => {
    const book = ["2.10", "3.40", "3.50"]
      .map((price) => impliedProbability(d(price)))
      .reduce((sum, p) => rational(sum.n * p.d + p.n * sum.d, sum.d * p.d));
    expect(formatRational(book, 3)).toBe("1.056");
  });

  it.each(["1", "0.5", "abc", "1e3", "-2", "1.1234567890"])("refuses %s as a price", (bad) => {
    expect(() => fractionalFromDecimal(d(bad))).toThrow(RangeError);
  });

  it("refuses American odds between −100 and +100", () => {
    expect(() => decimalFromAmerican(rational(50n))).toThrow(RangeError);
  });
});

const won = (price: string): LegResult => ({ result: "won", price: d(price) });
const lost = (price: string): LegResult => ({ result: "lost", price: d(price) });
const voided = (price: string): LegResult => ({ result: "void", price: d(price) });
const halfWon = (price: string): LegResult => ({ result: "half_won", price: d(price) });
const halfLost = (price: string): LegResult => ({ result: "half_lost", price: d(price) });
const deadHeat = (price: string, factor: Rational): LegResult => ({
  result: "dead_heat",
  price: d(price),
  deadHeat: factor,
});

describe("a bet returns stake × Π leg factors, capped, rounded down to a minor unit", () => {
  it.each<[string, bigint, LegResult[], bigint | undefined, bigint, boolean]>([
    ["single won at 2.50", 1000n, [won("2.5")], undefined, 2500n, false],
    ["single lost", 1000n, [lost("2.5")], undefined, 0n, false],
    ["single void returns the stake", 1000n, [voided("2.5")], undefined, 1000n, false],
    [
      "10/11 pays 190.91 on 100 (exact price, not 1.91)",
      10000n,
      [{ result: "won", price: decimalFromFractional(10n, 11n) }],
      undefined,
      19090n,
      false,
    ],
    ["treble won", 1000n, [won("2"), won("1.5"), won("3")], undefined, 9000n, false],
    ["treble with one leg lost", 1000n, [won("2"), lost("1.5"), won("3")], undefined, 0n, false],
    [
      "six-fold with a void leg becomes a five-fold",
      100n,
      [won("2"), won("2"), voided("9"), won("2"), won("2"), won("2")],
      undefined,
      3200n,
      false,
    ],
    ["all legs void: stake back", 500n, [voided("2"), voided("3")], undefined, 500n, false],
    ["half-won single at 1.90: stake + ½ profit", 1000n, [halfWon("1.9")], undefined, 1450n, false],
    ["half-lost single: half the stake back", 1000n, [halfLost("1.9")], undefined, 500n, false],
    ["half-won and half-lost in a double", 1000n, [halfWon("2"), halfLost("1.8")], undefined, 750n, false],
    [
      "dead heat of two at 5.0: half the stake at full odds",
      2000n,
      [deadHeat("5", rational(1n, 2n))],
      undefined,
      5000n,
      false,
    ],
    ["dead heat of three at 4.0", 1000n, [deadHeat("4", rational(1n, 3n))], undefined, 1333n, false],
    ["dead heat in a double", 1000n, [won("2"), deadHeat("3", rational(1n, 2n))], undefined, 3000n, false],
    ["rounded down: 1 cent at 1.99", 1n, [won("1.99")], undefined, 1n, false],
    ["rounded down: 3 cents at 1.555", 3n, [won("1.555")], undefined, 4n, false],
    [
      "accumulator rounding uses the exact product",
      333n,
      [won("1.11"), won("1.37"), won("2.03")],
      undefined,
      1027n,
      false,
    ],
    ["cap on winnings: 10 at 1000.0 capped at 500 winnings", 1000n, [won("1000")], 50000n, 51000n, true],
    ["cap not reached", 1000n, [won("2")], 50000n, 2000n, false],
    ["cap exactly reached is not capping", 1000n, [won("51")], 50000n, 51000n, false],
    ["cap does not touch a losing half", 1000n, [halfLost("2")], 0n, 500n, false],
  ])("%s", (_name, stake, legs, cap, payout, capped) => {
    const result = betReturn(stake, legs, cap);
    expect(result.payout).toBe(payout);
    expect(result.capped).toBe(capped);
  });

  it("keeps the exact return beside the rounded payout", () => {
    expect(betReturn(3n, [won("1.555")]).exact).toEqual(rational(4665n, 1000n));
  });

  it("refuses a bet without stake or legs, and a dead-heat factor out of (0, 1]", () => {
    expect(() => betReturn(0n, [won("2")])).toThrow(RangeError);
    expect(() => betReturn(1n, [])).toThrow(RangeError);
    expect(() => betReturn(1n, [deadHeat("2", rational(3n, 2n))])).toThrow(RangeError);
  });

  it("formats for display, half away from zero", () => {
    expect(formatRational(rational(2n, 3n), 2)).toBe("0.67");
    expect(formatRational(rational(-1n, 8n), 2)).toBe("-0.13");
    expect(formatRational(rational(5n, 2n), 0)).toBe("3");
  });
});

describe("odds in the player's format", () => {
  it.each([
    // decimal, decimal shown, fractional (lowest terms), American
    ["2.50", "2.50", "3/2", "+150"],
    ["2.5", "2.50", "3/2", "+150"],
    ["2.00", "2.00", "1/1", "+100"],
    ["1.50", "1.50", "1/2", "-200"],
    ["1.91", "1.91", "91/100", "-110"],
    ["1.25", "1.25", "1/4", "-400"],
    ["11.00", "11.00", "10/1", "+1000"],
    ["2.375", "2.375", "11/8", "+138"],
    ["3.40", "3.40", "12/5", "+240"],
    ["1.01", "1.01", "1/100", "-10000"],
    ["1.333", "1.333", "333/1000", "-300"],
    // The platform's exact fraction for a price whose decimal never ends: 10/11 stays 10/11.
    ["21/11", "1.91", "10/11", "-110"],
    ["13/8", "1.625", "5/8", "-160"],
  ])("%s reads %s, %s and %s", (price, decimal, fractional, american) => {
    expect(formatOdds(price, "decimal")).toBe(decimal);
    expect(formatOdds(price, "fractional")).toBe(fractional);
    expect(formatOdds(price, "american")).toBe(american);
  });

  it("shows text that is not a price as it came", () => {
    expect(formatOdds("1.00", "fractional")).toBe("1.00");
    expect(formatOdds("abc", "american")).toBe("abc");
  });

  it("compares prices exactly", () => {
    expect(comparePrices("2.10", "2.1")).toBe(0);
    expect(comparePrices("2.10", "2.05")).toBe(1);
    expect(comparePrices("1.91", "1.95")).toBe(-1);
  });
});

describe("potential returns", () => {
  it.each([
    // stake in minor units, prices, return in minor units
    [1000n, ["2.50"], 2500n],
    [1000n, ["1.91"], 1910n],
    // 10.01 × 1.91 = 19.1191 → 19.11 (rounded down, as the platform pays)
    [1001n, ["1.91"], 1911n],
    // accumulator: 5.00 × 1.50 × 1.91 × 2.20 = 31.515
    [500n, ["1.50", "1.91", "2.20"], 3151n],
    [333n, ["3.00", "3.00"], 2997n],
    // 10.00 at exactly 10/11 returns 19.0909… → 19.09 (the rounded 1.91 would pay 19.10)
    [1000n, ["21/11"], 1909n],
  ])("%s staked at %j returns %s", (stake, prices, expected) => {
    expect(potentialReturn(stake, prices)).toBe(expected);
  });

  it("caps the winnings at the maximum payout", () => {
    expect(potentialReturn(10_000n, ["50.00", "40.00"], 1_000_000n)).toBe(1_010_000n);
    expect(potentialReturn(10_000n, ["2.00"], 1_000_000n)).toBe(20_000n);
  });

  it("has no return without a stake or with a bad price", () => {
    expect(potentialReturn(0n, ["2.00"])).toBeNull();
    expect(potentialReturn(100n, ["0.5"])).toBeNull();
  });

  it("combines an accumulator's prices exactly", () => {
    const price = combinedPrice(["1.50", "1.91", "2.20"]);
    expect(price && formatPrice(price, "decimal")).toBe("6.303");
    expect(price && formatPrice(price, "fractional")).toBe("5303/1000");
  });
});

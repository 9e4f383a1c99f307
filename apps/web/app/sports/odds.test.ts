import { describe, expect, it } from "vitest";
import { combinedPrice, comparePrices, formatOdds, formatPrice, potentialReturn } from "./odds.ts";

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

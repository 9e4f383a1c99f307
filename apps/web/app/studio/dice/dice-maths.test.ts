import { type DiceTable, targetForChance as engineTarget, formatDiceMultiplier, winChanceBp } from "@croupier/games";
import { describe, expect, it } from "vitest";
import {
  clampChance,
  formatHundredths,
  formatMultiplier,
  parseChance,
  payoutOnWin,
  targetForChance,
} from "./dice-maths.ts";

const lodestar: DiceTable = {
  houseEdgeBp: 150,
  minChanceBp: 50,
  maxChanceBp: 9_000,
  limits: { min: 1n, max: 20_000n, step: 1n },
};

describe("dice maths shown on the screen", () => {
  it("matches the engine's target and multiplier at every chance, both directions", () => {
    for (const edge of [100, 150, 200]) {
      const table = { ...lodestar, houseEdgeBp: edge };
      for (let chance = 50; chance <= 9_500; chance += 1) {
        for (const direction of ["under", "over"] as const) {
          const target = targetForChance(direction, chance);
          expect(target).toBe(engineTarget(direction, chance));
          expect(winChanceBp(direction, target)).toBe(chance);
        }
        expect(formatMultiplier(edge, chance)).toBe(formatDiceMultiplier(table, chance));
      }
    }
  });

  it("pays like the worked example: 1.00 under 49.50 at a 1 % edge returns 2.00", () => {
    expect(formatMultiplier(100, 4_950)).toBe("2.0000");
    expect(payoutOnWin(100, 100, 4_950)).toBe(200);
    // Rounded down to the minor unit: 1 × 9,850 / 50 = 197.
    expect(payoutOnWin(1, 150, 50)).toBe(197);
    expect(payoutOnWin(3, 100, 3_300)).toBe(9);
  });

  it("formats rolls and targets in hundredths", () => {
    expect(formatHundredths(4_331)).toBe("43.31");
    expect(formatHundredths(5)).toBe("0.05");
    expect(formatHundredths(9_999)).toBe("99.99");
  });

  it("reads a typed chance and keeps it inside the table", () => {
    expect(parseChance("49.5", 1_000, 9_500)).toBe(4_950);
    expect(parseChance("49,5", 1_000, 9_500)).toBe(4_950);
    expect(parseChance("2", 1_000, 9_500)).toBe(1_000);
    expect(parseChance("99", 1_000, 9_500)).toBe(9_500);
    expect(parseChance("abc", 1_000, 9_500)).toBeNull();
    expect(parseChance(" ", 1_000, 9_500)).toBeNull();
    expect(clampChance(0.4, 50, 9_000)).toBe(50);
  });
});

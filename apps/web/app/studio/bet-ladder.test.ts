import { describe, expect, it } from "vitest";
import { betLadder, nearestStake } from "./bet-ladder.ts";

describe("betLadder", () => {
  it("climbs 1–2–5 from a slot's minimum in whole line multiples", () => {
    // Lantern Tide: 20 lines, 0.20–100.00.
    expect(betLadder({ min: 20, max: 10_000, step: 20 })).toEqual([20, 40, 100, 200, 400, 1000, 2000, 4000, 10_000]);
  });

  it("keeps every value a multiple of the step and inside the limits", () => {
    const limits = { min: 25, max: 10_000, step: 25 };
    const ladder = betLadder(limits);
    expect(ladder[0]).toBe(25);
    for (const value of ladder) {
      expect(value % 25).toBe(0);
      expect(value).toBeGreaterThanOrEqual(25);
      expect(value).toBeLessThanOrEqual(10_000);
    }
    expect(ladder).toEqual([...ladder].sort((a, b) => a - b));
  });

  it("rounds a minimum that is not a step multiple up", () => {
    expect(betLadder({ min: 15, max: 100, step: 10 })).toEqual([20, 40, 100]);
  });

  it("stops at the requested count (roulette chips)", () => {
    expect(betLadder({ min: 10, max: 50_000, step: 10 }, 6)).toEqual([10, 20, 50, 100, 200, 500]);
    expect(betLadder({ min: 1_000, max: 1_000_000, step: 100 }, 6)).toEqual([1000, 2000, 5000, 10_000, 20_000, 50_000]);
  });

  it("ends with the maximum when the series falls short of it", () => {
    expect(betLadder({ min: 1, max: 30, step: 1 })).toEqual([1, 2, 5, 10, 20, 30]);
  });

  it("picks the nearest stake", () => {
    expect(nearestStake([20, 40, 100], 90)).toBe(100);
    expect(nearestStake([20, 40, 100], 0)).toBe(20);
    expect(nearestStake([], 50)).toBe(0);
  });
});

import { describe, expect, it } from "vitest";
import type { SlotInfo } from "../types.ts";
import { freeSpinsOf, lineBetOf, roundStakeOf } from "./slot-state.ts";

const info = {
  lines: Array.from({ length: 20 }, () => [1, 1, 1, 1, 1]),
  bonus_buy: { price_multiplier: 17, free_spins: 10 },
} as SlotInfo;

describe("slot round state", () => {
  it("reads an open free-spins round and ignores idle or malformed states", () => {
    const round = freeSpinsOf({
      phase: "free_spins",
      bet: 100,
      spinsLeft: 7,
      spinsPlayed: 3,
      spinsAwarded: 10,
      roundWin: 240,
      origin: "bonus_buy",
    });
    expect(round?.spinsLeft).toBe(7);
    expect(round && roundStakeOf(round, info)).toBe(1700);
    expect(freeSpinsOf({ phase: "idle" })).toBeNull();
    expect(freeSpinsOf(null)).toBeNull();
    expect(freeSpinsOf({ phase: "free_spins", spinsLeft: 0 })).toBeNull();
    // Amounts stored as decimal strings are read as numbers.
    expect(freeSpinsOf({ phase: "free_spins", bet: "40", spinsLeft: 2, roundWin: "8", origin: "spin" })).toMatchObject({
      bet: 40,
      roundWin: 8,
      origin: "spin",
    });
  });

  it("prices a paid spin's round at its bet and splits the bet over the lines", () => {
    const round = freeSpinsOf({ phase: "free_spins", bet: 100, spinsLeft: 5, origin: "spin" });
    expect(round && roundStakeOf(round, info)).toBe(100);
    expect(lineBetOf(100, info)).toBe(5);
  });
});

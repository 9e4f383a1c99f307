import type { StatusGroup } from "@croupier/contract";
import { describe, expect, it } from "vitest";
import { vipProgress } from "./vip-progress.ts";

const level = (index: number, min: number, max: number | null): StatusGroup => ({
  id: `level_${index}`,
  name: `Level ${index}`,
  status: true,
  writable: false,
  conditions: [{ persistent_comp_points: { type: "range", min, max, exclude_end: true } }],
  league: "rookie",
  cashback_percent: 0,
  withdrawal_limit_eur: 0,
  benefits: [],
  level_up_points: 0,
});

const LEVELS = [
  level(0, 0, 100),
  level(1, 100, 500),
  level(2, 500, 1500),
  level(3, 1500, 5000),
  level(4, 5000, 15000),
  level(5, 15000, null),
];

describe("VIP progress", () => {
  it("measures Begin against the Newbie minimum", () => {
    expect(vipProgress(LEVELS, "level_0", 0)).toMatchObject({ percent: 0, pointsToNext: 100 });
    expect(vipProgress(LEVELS, "level_0", 37)).toMatchObject({ percent: 37, pointsToNext: 63 });
    expect(vipProgress(LEVELS, "level_0", 99)?.next?.id).toBe("level_1");
  });

  it("measures a middle level from its minimum to its maximum", () => {
    expect(vipProgress(LEVELS, "level_1", 100)).toMatchObject({ percent: 0, pointsToNext: 400 });
    expect(vipProgress(LEVELS, "level_1", 300)).toMatchObject({ percent: 50, pointsToNext: 200 });
    // 2/3 rounds down: the bar never shows more than was earned.
    expect(vipProgress(LEVELS, "level_2", 1166)?.percent).toBe(66);
  });

  it("keeps the percent between 0 and 100", () => {
    expect(vipProgress(LEVELS, "level_2", 2000)?.percent).toBe(100);
    expect(vipProgress(LEVELS, "level_2", 10)?.percent).toBe(0);
  });

  it("uses 1500 CP when a level has no maximum, and names no level after Chosen One", () => {
    const top = vipProgress(LEVELS, "level_5", 20000);
    expect(top).toMatchObject({ next: null, pointsToNext: 0, percent: 100 });
    const open = [level(0, 0, 100), level(1, 100, null)];
    expect(vipProgress(open, "level_1", 800)?.percent).toBe(50);
  });

  it("answers nothing for an unknown level", () => {
    expect(vipProgress(LEVELS, "gold", 10)).toBeNull();
  });
});

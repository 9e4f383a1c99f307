import { describe, expect, test } from "vitest";
import { compileSlot } from "../slot/compile.ts";
import { STUDIO_TITLES } from "./registry.ts";
import type { StudioTitle } from "./title.ts";
import { computeTitleMaths, toPercent } from "./title-maths.ts";

describe("the studio's catalog", () => {
  test("has at least 12 titles over the three engines, with unique ids and names", () => {
    expect(STUDIO_TITLES.length).toBeGreaterThanOrEqual(12);
    expect(new Set(STUDIO_TITLES.map((t) => t.id)).size).toBe(STUDIO_TITLES.length);
    expect(new Set(STUDIO_TITLES.map((t) => t.name)).size).toBe(STUDIO_TITLES.length);
    expect(new Set(STUDIO_TITLES.map((t) => t.engine))).toEqual(new Set(["slot", "roulette", "dice"]));
    for (const title of STUDIO_TITLES) expect(title.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  test("slot titles compile, name every symbol, and bet in whole line bets", () => {
    for (const title of STUDIO_TITLES) {
      if (title.engine !== "slot") continue;
      const slot = compileSlot(title.definition);
      expect(title.linesAndWays).toBe(slot.lineCount);
      expect(title.betLimits.step % BigInt(slot.lineCount)).toBe(0n);
      expect(title.betLimits.min % title.betLimits.step).toBe(0n);
      expect(title.betLimits.max % title.betLimits.step).toBe(0n);
      for (const symbol of title.definition.symbols) expect(symbol.name.length).toBeGreaterThan(2);
    }
  });

  test("table and dice titles carry consistent limits", () => {
    for (const title of STUDIO_TITLES) {
      expect(title.betLimits.min).toBeLessThanOrEqual(title.betLimits.max);
      if (title.engine === "roulette") expect(title.limits.perPosition).toEqual(title.betLimits);
      if (title.engine === "dice") expect(title.table.limits).toEqual(title.betLimits);
    }
  });
});

// One exact computation per title (the slot ones enumerate every reel-stop combination: about
// 1–2 s each), then every declared figure is compared with it.
describe.each(STUDIO_TITLES.map((title): [string, StudioTitle] => [title.id, title]))("%s", (_, title) => {
  const maths = computeTitleMaths(title);

  test("declares its exact RTP (4 decimals), within 94–99 %", () => {
    expect(title.rtpPercent).toBe(toPercent(maths.rtp, 4));
    expect(title.rtpPercent).toBeGreaterThanOrEqual(94);
    expect(title.rtpPercent).toBeLessThanOrEqual(99);
  });

  test("declares its bonus-buy RTP, within 94–99 %", () => {
    const declared = title.engine === "slot" ? title.bonusBuyRtpPercent : null;
    expect(declared).toBe(maths.bonusBuyRtp ? toPercent(maths.bonusBuyRtp, 4) : null);
    if (declared !== null) {
      expect(declared).toBeGreaterThanOrEqual(94);
      expect(declared).toBeLessThanOrEqual(99);
    }
  });

  test("declares its exact hit rate and the volatility its σ gives", () => {
    expect(title.hitRatePercent).toBe(toPercent(maths.hitRate, 2));
    expect(title.volatilityRating).toBe(maths.volatilityRating);
  });
});

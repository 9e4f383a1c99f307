import { describe, expect, it } from "vitest";
import { effectiveInterval, parseIntervalInput, realityCheckDelay } from "./reality-check-schedule.ts";

const start = Date.UTC(2026, 0, 1, 12, 0, 0);

describe("realityCheckDelay", () => {
  it("is due one interval after the session starts", () => {
    expect(realityCheckDelay(start, 60, start)).toBe(3_600_000);
    expect(realityCheckDelay(start, 60, start + 3_599_000)).toBe(1_000);
  });

  it("starts again from Continue playing", () => {
    const continuedAt = start + 3_600_000 + 20_000;
    expect(realityCheckDelay(continuedAt, 60, continuedAt)).toBe(3_600_000);
  });

  it("is due at once when the interval has already passed (a shorter interval chosen mid-session)", () => {
    expect(realityCheckDelay(start, 10, start + 15 * 60_000)).toBe(0);
  });
});

describe("effectiveInterval", () => {
  it("uses the player's interval when it is valid", () => {
    expect(effectiveInterval(15, 60)).toBe(15);
  });

  it("falls back to the operator's default, then to 60 minutes", () => {
    expect(effectiveInterval(undefined, 30)).toBe(30);
    expect(effectiveInterval(0, 30)).toBe(30);
    expect(effectiveInterval(481, undefined)).toBe(60);
    expect(effectiveInterval(null, 2.5)).toBe(60);
  });
});

describe("parseIntervalInput", () => {
  it("accepts whole minutes from 1 to 480", () => {
    expect(parseIntervalInput(" 1 ")).toEqual({ ok: true, minutes: 1 });
    expect(parseIntervalInput("480")).toEqual({ ok: true, minutes: 480 });
  });

  it("keeps to the jurisdiction's narrower range", () => {
    const range = { min: 10, max: 60 };
    expect(parseIntervalInput("10", range)).toEqual({ ok: true, minutes: 10 });
    expect(parseIntervalInput("60", range)).toEqual({ ok: true, minutes: 60 });
    for (const text of ["9", "61", "480"])
      expect(parseIntervalInput(text, range)).toEqual({ ok: false, error: "range" });
  });

  it("rejects a blank field", () => {
    expect(parseIntervalInput("  ")).toEqual({ ok: false, error: "blank" });
  });

  it("rejects fractions, signs, words and values out of range", () => {
    for (const text of ["0", "481", "1.5", "-5", "1e2", "ten"]) {
      expect(parseIntervalInput(text)).toEqual({ ok: false, error: "range" });
    }
  });
});

import { describe, expect, it } from "vitest";
import { durationParts, formatElapsed } from "./session-clock.ts";

describe("formatElapsed", () => {
  it("shows hours, minutes and seconds with two digits each", () => {
    expect(formatElapsed(0)).toBe("00:00:00");
    expect(formatElapsed(9_999)).toBe("00:00:09");
    expect(formatElapsed(249_000)).toBe("00:04:09");
    expect(formatElapsed(3_600_000 + 61_000)).toBe("01:01:01");
  });

  it("keeps counting hours past a day", () => {
    expect(formatElapsed(125 * 3_600_000)).toBe("125:00:00");
  });

  it("never shows a negative time (a clock set back)", () => {
    expect(formatElapsed(-5_000)).toBe("00:00:00");
  });
});

describe("durationParts", () => {
  it("splits whole seconds into hours, minutes and seconds", () => {
    expect(durationParts(3_725_900)).toEqual({ hours: 1, minutes: 2, seconds: 5 });
  });
});

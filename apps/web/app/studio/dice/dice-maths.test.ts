import { describe, expect, it } from "vitest";
import { clampChance, formatHundredths, parseChance } from "./dice-maths.ts";

describe("dice maths shown on the screen", () => {
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

import { describe, expect, it } from "vitest";
import { parseMinorUnits } from "./amount.ts";

describe("parseMinorUnits", () => {
  it("reads signed decimals as exact minor units", () => {
    expect(parseMinorUnits("12.5")).toBe(1250);
    expect(parseMinorUnits("-0.07")).toBe(-7);
    expect(parseMinorUnits("+3")).toBe(300);
    expect(parseMinorUnits("0.1", 100_000_000)).toBe(10_000_000);
    expect(parseMinorUnits("19,99")).toBe(1999);
  });

  it("refuses what is not an amount of the currency", () => {
    expect(parseMinorUnits("")).toBeNull();
    expect(parseMinorUnits("0")).toBeNull();
    expect(parseMinorUnits("1.234")).toBeNull();
    expect(parseMinorUnits("1e3")).toBeNull();
    expect(parseMinorUnits("abc")).toBeNull();
  });
});

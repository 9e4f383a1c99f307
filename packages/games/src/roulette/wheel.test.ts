import { describe, expect, it } from "vitest";
import { layoutColumn, layoutRow, POCKETS, pocketColour, WHEEL_ORDER } from "./wheel.ts";

describe("wheel and layout", () => {
  it("colours the wheel: zero green, 18 red, 18 black", () => {
    const colours = Array.from({ length: POCKETS }, (_, n) => pocketColour(n));
    expect(colours.filter((c) => c === "red")).toHaveLength(18);
    expect(colours.filter((c) => c === "black")).toHaveLength(18);
    expect(colours[0]).toBe("green");
    expect(pocketColour(32)).toBe("red");
    expect(pocketColour(4)).toBe("black");
  });

  it("draws every pocket once, alternating colours after zero", () => {
    expect([...WHEEL_ORDER].sort((a, b) => a - b)).toEqual(Array.from({ length: POCKETS }, (_, n) => n));
    WHEEL_ORDER.slice(1, -1).forEach((pocket, i) => {
      expect(pocketColour(pocket)).not.toBe(pocketColour(WHEEL_ORDER[i + 2] as number));
    });
  });

  it("places 1 top left, 3 at the end of the first row and 34 at the start of the last", () => {
    expect([layoutRow(1), layoutColumn(1)]).toEqual([1, 1]);
    expect([layoutRow(3), layoutColumn(3)]).toEqual([1, 3]);
    expect([layoutRow(34), layoutColumn(34)]).toEqual([12, 1]);
    expect([layoutRow(36), layoutColumn(36)]).toEqual([12, 3]);
  });
});

import { describe, expect, test } from "vitest";
import { testSlot } from "../testing/fixtures.ts";
import { compileSlot, SlotDefinitionError } from "./compile.ts";
import type { SlotDefinition } from "./definition.ts";

describe("a slot definition is checked once", () => {
  test.each<[string, Partial<SlotDefinition>]>([
    ["four reels", { reels: testSlot().reels.slice(0, 4) }],
    ["an unknown symbol on a strip", { reels: [["A", "B", "Q"], ...testSlot().reels.slice(1)] }],
    ["two scatters in one window", { reels: [["S", "A", "S", "B", "C", "F"], ...testSlot().reels.slice(1)] }],
    ["a strip longer than 64", { reels: [Array.from({ length: 65 }, () => "A"), ...testSlot().reels.slice(1)] }],
    ["a line crossing row 3", { lines: [[1, 1, 3, 1, 1]] }],
    ["a line of four reels", { lines: [[1, 1, 1, 1]] }],
    ["no lines", { lines: [] }],
    ["a fractional multiplier", { freeSpins: { awards: { 3: 2 }, multiplier: 1.5, retrigger: false } }],
    ["a bonus buy without spins", { bonusBuy: { priceMultiplier: 50, freeSpins: 0 } }],
    ["a fractional pay", { symbols: testSlot().symbols.map((s) => (s.id === "A" ? { ...s, pays: { 3: 2.5 } } : s)) }],
    ["two wilds", { symbols: [...testSlot().symbols, { id: "W2", name: "Wild 2", kind: "wild" }] }],
    ["no scatter", { symbols: testSlot().symbols.filter((s) => s.kind !== "scatter") }],
  ])("refuses %s", (_, overrides) => {
    expect(() => compileSlot(testSlot(overrides))).toThrow(SlotDefinitionError);
  });

  test("accepts the test slot and builds windows that wrap around the strip", () => {
    const slot = compileSlot(testSlot());
    const strip = testSlot().reels[0] ?? [];
    const lastStop = strip.length - 1;
    const window = [0, 1, 2].map((row) => slot.symbols[slot.base.windows[0]?.[lastStop * 3 + row] ?? -1]?.id);
    expect(window).toEqual([strip[lastStop], strip[0], strip[1]]);
  });
});

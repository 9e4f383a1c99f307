// Test-only helpers (not exported by the package): a random source that returns chosen draws,
// and a tiny slot whose window at stops 0,0,0,0,0 is exactly a given grid.
import type { RandomSource } from "../fair/random-source.ts";
import type { SlotDefinition, SlotSymbol } from "../slot/definition.ts";

/** Returns the queued integers in order (each must be below the n asked for); floats are refused. */
export function forcedRandom(draws: number[]): RandomSource & { remaining(): number } {
  const queue = [...draws];
  return {
    nextInt(n) {
      const value = queue.shift();
      if (value === undefined) throw new Error("forced random source exhausted");
      if (value >= n) throw new Error(`forced draw ${value} is not below ${n}`);
      return value;
    },
    nextFloat() {
      throw new Error("no engine draws floats");
    },
    remaining: () => queue.length,
  };
}

export const TEST_SYMBOLS: SlotSymbol[] = [
  { id: "W", name: "Wild", kind: "wild", pays: { 3: 10, 4: 40, 5: 200 } },
  { id: "S", name: "Scatter", kind: "scatter" },
  { id: "A", name: "Ace", kind: "regular", pays: { 2: 1, 3: 5, 4: 20, 5: 100 } },
  { id: "B", name: "Bell", kind: "regular", pays: { 3: 4, 4: 8, 5: 30 } },
  { id: "C", name: "Cherry", kind: "regular", pays: { 3: 2, 4: 5, 5: 10 } },
  { id: "F", name: "Filler", kind: "regular" },
];

/** Rows 0/1/2 straight across, then a V and an inverted V. */
export const TEST_LINES = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
];

export function testSlot(overrides: Partial<SlotDefinition> = {}): SlotDefinition {
  return {
    rows: 3,
    symbols: TEST_SYMBOLS,
    reels: [
      ["A", "B", "C", "S", "F", "A", "W", "C"],
      ["B", "W", "A", "F", "S", "C", "A"],
      ["C", "A", "S", "B", "W", "F", "A", "B", "C"],
      ["A", "F", "B", "S", "C", "W"],
      ["S", "A", "C", "B", "F", "A", "B"],
    ],
    lines: TEST_LINES,
    scatterPays: { 3: 2, 4: 10, 5: 50 },
    freeSpins: { awards: { 3: 2, 4: 3, 5: 4 }, multiplier: 3, retrigger: true },
    bonusBuy: { priceMultiplier: 20, freeSpins: 3 },
    ...overrides,
  };
}

/**
 * A slot whose window at stops 0,0,0,0,0 is `grid` (grid[row][reel]); each strip is the column
 * followed by three fillers so other stops exist.
 */
export function gridSlot(grid: string[][], overrides: Partial<SlotDefinition> = {}): SlotDefinition {
  const reels = [0, 1, 2, 3, 4].map((reel) => [...grid.map((row) => row[reel] ?? "F"), "F", "F", "F"]);
  return testSlot({ reels, ...overrides });
}

import { describe, expect, it } from "vitest";
import { spotKey } from "./bet-builder.ts";
import { type Placement, TABLE_SPOTS, TALL_GRID, WIDE_GRID } from "./table-layout.ts";

function cellsOf(placement: Placement): string[] {
  const cells: string[] = [];
  for (let c = 0; c < placement.colSpan; c += 1) {
    for (let r = 0; r < placement.rowSpan; r += 1) cells.push(`${placement.col + c}:${placement.row + r}`);
  }
  return cells;
}

describe("roulette table layout", () => {
  it("offers every number, both outside groups and the six even-money bets once", () => {
    const keys = TABLE_SPOTS.map((entry) => spotKey(entry.spot));
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.filter((key) => key.startsWith("straight:"))).toHaveLength(37);
    expect(keys.filter((key) => key.startsWith("dozen:"))).toHaveLength(3);
    expect(keys.filter((key) => key.startsWith("column:"))).toHaveLength(3);
    expect(keys).toEqual(expect.arrayContaining(["red", "black", "odd", "even", "low", "high"]));
  });

  for (const [name, pick, grid] of [
    ["wide", (p: (typeof TABLE_SPOTS)[number]) => p.wide, WIDE_GRID],
    ["tall", (p: (typeof TABLE_SPOTS)[number]) => p.tall, TALL_GRID],
  ] as const) {
    it(`fills the ${name} grid exactly, without overlaps`, () => {
      const used = TABLE_SPOTS.flatMap((entry) => cellsOf(pick(entry)));
      expect(new Set(used).size).toBe(used.length);
      // Four cells stay bare: two beside zero and two beside the column bets.
      expect(used).toHaveLength(grid.cols * grid.rows - 4);
      for (const cell of used) {
        const [col, row] = cell.split(":").map(Number) as [number, number];
        expect(col).toBeGreaterThanOrEqual(1);
        expect(col).toBeLessThanOrEqual(grid.cols);
        expect(row).toBeGreaterThanOrEqual(1);
        expect(row).toBeLessThanOrEqual(grid.rows);
      }
    });
  }

  it("puts 1, 2, 3 in the first row of the tall table and 3 on top of the wide one", () => {
    const place = (n: number) => TABLE_SPOTS.find((entry) => spotKey(entry.spot) === `straight:${n}`);
    expect([1, 2, 3].map((n) => place(n)?.tall.row)).toEqual([2, 2, 2]);
    expect(place(3)?.wide).toEqual({ col: 2, row: 1, colSpan: 1, rowSpan: 1 });
    expect(place(34)?.wide).toEqual({ col: 13, row: 3, colSpan: 1, rowSpan: 1 });
  });
});

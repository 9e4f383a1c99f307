import { INSIDE_KINDS, INSIDE_POSITIONS } from "@croupier/games/table-rules";
import { describe, expect, it } from "vitest";
import { spotKey } from "./bet-builder.ts";
import { type Edge, type Placement, TABLE_SPOTS, TALL_GRID, type TableSpot, WIDE_GRID } from "./table-layout.ts";

/** The spots that fill cells (numbers and outside bets), and those that sit on the lines. */
const CELL_SPOTS = TABLE_SPOTS.filter((entry) => !entry.edge);
const LINE_SPOTS = TABLE_SPOTS.filter((entry) => entry.edge);

/** Where a line spot sits, in grid-line units (x = 2 is the line between grid columns 1 and 2). */
function pointOf(placement: Placement, edge: Edge): [number, number] {
  return [
    placement.col + ((edge.x + 1) / 2) * placement.colSpan,
    placement.row + ((edge.y + 1) / 2) * placement.rowSpan,
  ];
}

/** The numbers whose cell (edges included) contains the point, in one orientation. */
function numbersAt(orientation: "wide" | "tall", [x, y]: [number, number]): number[] {
  return CELL_SPOTS.filter(({ spot }) => spot.kind === "straight")
    .filter((entry) => {
      const p = entry[orientation];
      return x >= p.col && x <= p.col + p.colSpan && y >= p.row && y <= p.row + p.rowSpan;
    })
    .map(({ spot }) => ("numbers" in spot ? (spot.numbers[0] ?? -1) : -1))
    .sort((a, b) => a - b);
}

/** The numbers crossed by the line through the point, perpendicular to the outer edge. */
function numbersAcross(orientation: "wide" | "tall", x: number, y: number): number[] {
  return CELL_SPOTS.filter(({ spot }) => spot.kind === "straight")
    .filter((entry) => {
      const p = entry[orientation];
      return orientation === "wide" ? x >= p.col && x <= p.col + p.colSpan : y >= p.row && y <= p.row + p.rowSpan;
    })
    .map(({ spot }) => ("numbers" in spot ? (spot.numbers[0] ?? -1) : -1))
    .sort((a, b) => a - b);
}

const sorted = (numbers: number[]) => [...numbers].sort((a, b) => a - b);

function cellsOf(placement: Placement): string[] {
  const cells: string[] = [];
  for (let c = 0; c < placement.colSpan; c += 1) {
    for (let r = 0; r < placement.rowSpan; r += 1) cells.push(`${placement.col + c}:${placement.row + r}`);
  }
  return cells;
}

describe("roulette table layout", () => {
  it("offers every number, both outside groups and the six even-money bets once", () => {
    const keys = CELL_SPOTS.map((entry) => spotKey(entry.spot));
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(TABLE_SPOTS.map((entry) => spotKey(entry.spot))).size).toBe(TABLE_SPOTS.length);
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
      const used = CELL_SPOTS.flatMap((entry) => cellsOf(pick(entry)));
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

  it("offers every inside position of the engine on the felt, and nothing else", () => {
    const engine = INSIDE_KINDS.flatMap((kind) => INSIDE_POSITIONS[kind].map((numbers) => spotKey({ kind, numbers })));
    const felt = TABLE_SPOTS.filter(({ spot }) => "numbers" in spot).map((entry) => spotKey(entry.spot));
    expect([...felt].sort()).toEqual([...engine].sort());
    // 60 splits (57 + three with zero), 12 streets, 2 trios, 22 corners, the first four, 11 six lines.
    const count = (kind: string) => LINE_SPOTS.filter(({ spot }) => spot.kind === kind).length;
    expect([
      count("split"),
      count("street"),
      count("trio"),
      count("corner"),
      count("first_four"),
      count("six_line"),
    ]).toEqual([60, 12, 2, 22, 1, 11]);
  });

  for (const orientation of ["wide", "tall"] as const) {
    const outerEdge = (x: number, y: number) => (orientation === "wide" ? y === 4 : x === 3);
    it(`puts each ${orientation} line spot on the line or crossing of its own numbers, none on top of another`, () => {
      const points = new Set<string>();
      for (const entry of LINE_SPOTS as Required<TableSpot>[]) {
        const { spot } = entry;
        const numbers = "numbers" in spot ? sorted(spot.numbers) : [];
        const [x, y] = pointOf(entry[orientation], entry.edge[orientation]);
        points.add(`${x}:${y}`);
        const touched = numbersAt(orientation, [x, y]);
        if (spot.kind === "street" || spot.kind === "six_line") {
          // On the outer edge of the numbers, level with its row (wide: column) or between its two.
          expect(outerEdge(x, y), spotKey(spot)).toBe(true);
          expect(numbersAcross(orientation, x, y), spotKey(spot)).toEqual(numbers);
          expect(touched.every((n) => numbers.includes(n))).toBe(true);
        } else if (spot.kind === "first_four") {
          // Where zero, 1 and the outer edge meet.
          expect(outerEdge(x, y)).toBe(true);
          expect(touched).toEqual([0, 1]);
        } else {
          // A split touches its two numbers only, a trio its three, a corner its four.
          expect(touched, spotKey(spot)).toEqual(numbers);
        }
      }
      expect(points.size).toBe(LINE_SPOTS.length);
    });
  }
});

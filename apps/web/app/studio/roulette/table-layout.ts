import { layoutColumn, layoutRow } from "@croupier/games/table-rules";
import type { Spot } from "./bet-builder.ts";

// Where each betting spot sits on the felt, in two orientations: wide (the classic horizontal
// table, zero on the left) and tall (phones: zero on top, twelve rows of three, dozens and the
// even-money bets down the left side). Grid lines are 1-based; CSS picks the orientation.
//
// The inside bets that cover more than one number sit on the lines of the layout, as chips do on
// a real felt: a split on the line between its two numbers, a corner where four numbers meet, a
// street at the outer edge of its row, a six line where two rows meet there, the trios and the
// first four on the zero's edge. Such a "line spot" names a grid area and the edge (or corner) of
// that area it straddles: -1 the start edge, 0 the middle, 1 the end edge, on each axis.

export interface Placement {
  col: number;
  row: number;
  colSpan: number;
  rowSpan: number;
}

export type EdgeSide = -1 | 0 | 1;

export interface Edge {
  x: EdgeSide;
  y: EdgeSide;
}

/** The bet types of the phone's bet-type selector; trios go with streets, the first four with corners. */
export type BetGroup = "straight" | "split" | "street" | "corner" | "six_line";

export const BET_GROUPS: readonly BetGroup[] = ["straight", "split", "street", "corner", "six_line"];

export interface TableSpot {
  spot: Spot;
  wide: Placement;
  tall: Placement;
  /** Only for line spots: which edge of the placement the spot straddles, per orientation. */
  edge?: { wide: Edge; tall: Edge };
}

export function betGroup(spot: Spot): BetGroup | null {
  switch (spot.kind) {
    case "straight":
    case "split":
    case "street":
    case "corner":
    case "six_line":
      return spot.kind;
    case "trio":
      return "street";
    case "first_four":
      return "corner";
    default:
      return null;
  }
}

const at = (col: number, row: number, colSpan = 1, rowSpan = 1): Placement => ({ col, row, colSpan, rowSpan });
const edge = (x: EdgeSide, y: EdgeSide): Edge => ({ x, y });

/** The cell of a number 1–36: wide has 3 on top of the first column, tall has 1, 2, 3 under zero. */
const wideCell = (n: number) => at(layoutRow(n) + 1, 4 - layoutColumn(n));
const tallCell = (n: number) => at(layoutColumn(n) + 2, layoutRow(n) + 1);
/** A tall table's row of three numbers (1-based row of the layout), or two rows. */
const tallRows = (row: number, rows = 1) => at(3, row + 1, 3, rows);

/** Even-money bets in the order the felt shows them. */
export const EVEN_MONEY_ORDER = ["low", "even", "red", "black", "odd", "high"] as const;

export const WIDE_GRID = { cols: 14, rows: 5 };
export const TALL_GRID = { cols: 5, rows: 14 };

function lineSpots(): TableSpot[] {
  const spots: TableSpot[] = [];
  const line = (spot: Spot, n: number, wide: Edge, tall: Edge, tallArea = tallCell(n)) =>
    spots.push({ spot, wide: wideCell(n), tall: tallArea, edge: { wide, tall } });
  // The zero's edge: 0/1, 0/2, 0/3, then the two trios and the first four.
  for (const n of [1, 2, 3]) line({ kind: "split", numbers: [0, n] }, n, edge(-1, 0), edge(0, -1));
  line({ kind: "trio", numbers: [0, 1, 2] }, 1, edge(-1, -1), edge(1, -1));
  line({ kind: "trio", numbers: [0, 2, 3] }, 2, edge(-1, -1), edge(1, -1));
  line({ kind: "first_four", numbers: [0, 1, 2, 3] }, 1, edge(-1, 1), edge(-1, -1));
  for (let row = 1; row <= 12; row += 1) {
    const first = row * 3 - 2;
    line({ kind: "street", numbers: [first, first + 1, first + 2] }, first, edge(0, 1), edge(-1, 0), tallRows(row));
    for (const n of [first, first + 1, first + 2]) {
      // Wide: n + 1 sits above n and n + 3 to its right; tall: n + 1 to the right, n + 3 below.
      if (layoutColumn(n) < 3) line({ kind: "split", numbers: [n, n + 1] }, n, edge(0, -1), edge(1, 0));
      if (row < 12) line({ kind: "split", numbers: [n, n + 3] }, n, edge(1, 0), edge(0, 1));
      if (layoutColumn(n) < 3 && row < 12) {
        line({ kind: "corner", numbers: [n, n + 1, n + 3, n + 4] }, n, edge(1, -1), edge(1, 1));
      }
    }
    if (row < 12) {
      const numbers = [first, first + 1, first + 2, first + 3, first + 4, first + 5];
      line({ kind: "six_line", numbers }, first, edge(1, 1), edge(-1, 0), tallRows(row, 2));
    }
  }
  return spots;
}

function buildSpots(): TableSpot[] {
  const spots: TableSpot[] = [{ spot: { kind: "straight", numbers: [0] }, wide: at(1, 1, 1, 3), tall: at(3, 1, 3, 1) }];
  for (let n = 1; n <= 36; n += 1)
    spots.push({ spot: { kind: "straight", numbers: [n] }, wide: wideCell(n), tall: tallCell(n) });
  spots.push(...lineSpots());
  for (let index = 1; index <= 3; index += 1) {
    spots.push({ spot: { kind: "column", index }, wide: at(14, 4 - index), tall: at(index + 2, 14) });
  }
  for (let index = 1; index <= 3; index += 1) {
    spots.push({
      spot: { kind: "dozen", index },
      wide: at(2 + (index - 1) * 4, 4, 4, 1),
      tall: at(2, 2 + (index - 1) * 4, 1, 4),
    });
  }
  EVEN_MONEY_ORDER.forEach((kind, i) => {
    spots.push({ spot: { kind }, wide: at(2 + i * 2, 5, 2, 1), tall: at(1, 2 + i * 2, 1, 2) });
  });
  return spots;
}

export const TABLE_SPOTS: readonly TableSpot[] = buildSpots();

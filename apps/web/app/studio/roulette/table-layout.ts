import { layoutColumn, layoutRow } from "@croupier/games/table-rules";
import type { Spot } from "./bet-builder.ts";

// Where each betting spot sits on the felt, in two orientations: wide (the classic horizontal
// table, zero on the left) and tall (phones: zero on top, twelve rows of three, dozens and the
// even-money bets down the left side). Grid lines are 1-based; CSS picks the orientation.

export interface Placement {
  col: number;
  row: number;
  colSpan: number;
  rowSpan: number;
}

export interface TableSpot {
  spot: Spot;
  wide: Placement;
  tall: Placement;
}

const at = (col: number, row: number, colSpan = 1, rowSpan = 1): Placement => ({ col, row, colSpan, rowSpan });

/** Even-money bets in the order the felt shows them. */
export const EVEN_MONEY_ORDER = ["low", "even", "red", "black", "odd", "high"] as const;

export const WIDE_GRID = { cols: 14, rows: 5 };
export const TALL_GRID = { cols: 5, rows: 14 };

function buildSpots(): TableSpot[] {
  const spots: TableSpot[] = [{ spot: { kind: "straight", numbers: [0] }, wide: at(1, 1, 1, 3), tall: at(3, 1, 3, 1) }];
  for (let n = 1; n <= 36; n += 1) {
    const row = layoutRow(n);
    const column = layoutColumn(n);
    spots.push({
      spot: { kind: "straight", numbers: [n] },
      wide: at(row + 1, 4 - column),
      tall: at(column + 2, row + 1),
    });
  }
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

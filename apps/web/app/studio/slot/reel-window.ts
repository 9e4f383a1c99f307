import type { SlotLineWin } from "../types.ts";

// The reel window as the screen draws it: column by column (a reel is a column), row 0 on top.
// The engine reports grid[row][reel]; a reel at stop s shows strip positions s, s+1, s+2 wrapping,
// which also lets the spin animation scroll real strip symbols into the final window.

/** columns[reel][row] from the engine's grid[row][reel]. */
export function columnsOf(grid: readonly (readonly string[])[]): string[][] {
  const reels = grid[0]?.length ?? 0;
  return Array.from({ length: reels }, (_, reel) => grid.map((row) => row[reel] ?? "?"));
}

/** The window a strip shows at a stop (rows consecutive positions, wrapping). */
export function windowAt(strip: readonly string[], stop: number, rows: number): string[] {
  return Array.from({ length: rows }, (_, row) => strip[(stop + row) % strip.length] ?? "?");
}

/** columns[reel][row] for a set of stops: the idle screen before any spin. */
export function columnsAt(strips: readonly (readonly string[])[], stops: readonly number[], rows: number): string[][] {
  return strips.map((strip, reel) => windowAt(strip, stops[reel] ?? 0, rows));
}

/**
 * The symbols a reel scrolls through while spinning: its final window first, then the `lead`
 * strip positions below it. The animation slides this column down from its end to its start, so
 * symbols come in from above in strip order and the reel settles on the first `rows` entries.
 */
export function spinStrip(strip: readonly string[], stop: number, rows: number, lead: number): string[] {
  if (strip.length === 0) return [];
  return Array.from({ length: rows + lead }, (_, i) => strip[(stop + i) % strip.length] ?? "?");
}

/** "reel:row" keys of the cells a line win covers (its first `count` reels). */
export function winningCells(lines: readonly (readonly number[])[], wins: readonly SlotLineWin[]): Set<string> {
  const cells = new Set<string>();
  for (const win of wins) {
    const rows = lines[win.line - 1];
    if (!rows) continue;
    for (let reel = 0; reel < win.count; reel += 1) cells.add(`${reel}:${rows[reel]}`);
  }
  return cells;
}

/** "reel:row" keys of the scatter symbols in a window. */
export function scatterCells(columns: readonly (readonly string[])[], scatterId: string | undefined): Set<string> {
  const cells = new Set<string>();
  if (!scatterId) return cells;
  columns.forEach((column, reel) => {
    column.forEach((symbol, row) => {
      if (symbol === scatterId) cells.add(`${reel}:${row}`);
    });
  });
  return cells;
}

/** Points of a payline through the middle of its cells, in a viewBox of reels × rows units. */
export function linePoints(rows: readonly number[]): string {
  return rows.map((row, reel) => `${reel + 0.5},${row + 0.5}`).join(" ");
}

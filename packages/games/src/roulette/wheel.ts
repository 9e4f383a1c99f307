// The single-zero wheel and the betting layout: 0 above three columns of twelve rows,
// number n sitting in row ceil(n / 3) and column ((n − 1) mod 3) + 1.

export const POCKETS = 37;

/** Clockwise from zero, for drawing the wheel; the drawn pocket is simply the number. */
export const WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7,
  28, 12, 35, 3, 26,
] as const;

const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

export type PocketColour = "green" | "red" | "black";

export function pocketColour(pocket: number): PocketColour {
  if (pocket === 0) return "green";
  return RED.has(pocket) ? "red" : "black";
}

/** Layout row 1–12 of a number 1–36. */
export function layoutRow(n: number): number {
  return Math.ceil(n / 3);
}

/** Layout column 1–3 of a number 1–36 (column 1 holds 1, 4, 7, …). */
export function layoutColumn(n: number): number {
  return ((n - 1) % 3) + 1;
}

import { layoutColumn, layoutRow, pocketColour } from "./wheel.ts";

// Every position a chip can legally sit on, generated from the layout once. A bet is valid only if
// its numbers are exactly one of these positions, which rules out splits of non-adjacent numbers,
// corners that are not squares and the like.

export type InsideBetKind = "straight" | "split" | "street" | "trio" | "corner" | "first_four" | "six_line";
export type DozenOrColumnKind = "dozen" | "column";
export type EvenMoneyKind = "red" | "black" | "odd" | "even" | "low" | "high";
export type RouletteBetKind = InsideBetKind | DozenOrColumnKind | EvenMoneyKind;

/** Winnings "to one": a winning bet returns its stake plus stake × payout. */
export const PAYOUT_TO_ONE: Record<RouletteBetKind, number> = {
  straight: 35,
  split: 17,
  street: 11,
  trio: 11,
  corner: 8,
  first_four: 8,
  six_line: 5,
  dozen: 2,
  column: 2,
  red: 1,
  black: 1,
  odd: 1,
  even: 1,
  low: 1,
  high: 1,
};

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const NUMBERS = range(1, 36);

function insidePositions(): Record<InsideBetKind, number[][]> {
  const split: number[][] = [
    [0, 1],
    [0, 2],
    [0, 3],
  ];
  for (const n of NUMBERS) {
    if (layoutColumn(n) < 3) split.push([n, n + 1]);
    if (layoutRow(n) < 12) split.push([n, n + 3]);
  }
  const corner = NUMBERS.filter((n) => layoutColumn(n) < 3 && layoutRow(n) < 12).map((n) => [n, n + 1, n + 3, n + 4]);
  const rows = range(1, 12).map((row) => [row * 3 - 2, row * 3 - 1, row * 3]);
  return {
    straight: range(0, 36).map((n) => [n]),
    split,
    street: rows,
    trio: [
      [0, 1, 2],
      [0, 2, 3],
    ],
    corner,
    first_four: [[0, 1, 2, 3]],
    six_line: range(1, 11).map((row) => [...(rows[row - 1] ?? []), ...(rows[row] ?? [])]),
  };
}

// Marked pure, like the kind lists below, so a bundle that uses only the payouts and number lists
// (the site's table screen) drops them.
export const INSIDE_POSITIONS = /* @__PURE__ */ insidePositions();

/** Dozen 1 = 1–12, 2 = 13–24, 3 = 25–36; column 1 = 1, 4, …, 34 (and so on). */
export function dozenNumbers(index: number): number[] {
  return NUMBERS.filter((n) => Math.ceil(n / 12) === index);
}

export function columnNumbers(index: number): number[] {
  return NUMBERS.filter((n) => layoutColumn(n) === index);
}

export function evenMoneyNumbers(kind: EvenMoneyKind): number[] {
  const test: Record<EvenMoneyKind, (n: number) => boolean> = {
    red: (n) => pocketColour(n) === "red",
    black: (n) => pocketColour(n) === "black",
    odd: (n) => n % 2 === 1,
    even: (n) => n % 2 === 0,
    low: (n) => n <= 18,
    high: (n) => n >= 19,
  };
  return NUMBERS.filter(test[kind]);
}

export const INSIDE_KINDS = /* @__PURE__ */ Object.keys(INSIDE_POSITIONS) as InsideBetKind[];
export const EVEN_MONEY_KINDS: EvenMoneyKind[] = ["red", "black", "odd", "even", "low", "high"];
export const DOZEN_OR_COLUMN_KINDS: DozenOrColumnKind[] = ["dozen", "column"];
export const ALL_BET_KINDS: RouletteBetKind[] = /* @__PURE__ */ (INSIDE_KINDS as RouletteBetKind[]).concat(
  DOZEN_OR_COLUMN_KINDS,
  EVEN_MONEY_KINDS,
);

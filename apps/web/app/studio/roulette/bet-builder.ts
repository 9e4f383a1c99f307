import {
  columnNumbers,
  type DozenOrColumnKind,
  dozenNumbers,
  type EvenMoneyKind,
  evenMoneyNumbers,
  type InsideBetKind,
  PAYOUT_TO_ONE,
} from "@croupier/games/table-rules";
import type { BetLimitsInfo, RouletteBet } from "../types.ts";

// The roulette table's chips as data: where each chip sits (a "spot"), how much is on it, and the
// place_bets payload packages/games expects ({kind, numbers | index, amount}). Chips added to the
// same spot stack into one bet, checked against the table limits before anything is sent, so the
// platform's 422 stays for the rare case the screen could not foresee.

export type Spot =
  | { kind: InsideBetKind; numbers: number[] }
  | { kind: DozenOrColumnKind; index: number }
  | { kind: EvenMoneyKind };

export interface TableLimits {
  perPosition: BetLimitsInfo;
  maxTotal: number;
  maxBets: number;
}

/** Chips on the table: spot key → the spot and its stacked amount, in placing order. */
export type PlacedBets = ReadonlyMap<string, { spot: Spot; amount: number }>;

export type ChipRefusal = "position_max" | "total_max" | "bets_max";

export function spotKey(spot: Spot): string {
  if ("numbers" in spot) return `${spot.kind}:${[...spot.numbers].sort((a, b) => a - b).join("-")}`;
  if ("index" in spot) return `${spot.kind}:${spot.index}`;
  return spot.kind;
}

/** Whether a spot wins on a pocket (zero loses every outside bet). */
export function spotCovers(spot: Spot, pocket: number): boolean {
  if ("numbers" in spot) return spot.numbers.includes(pocket);
  if ("index" in spot) return (spot.kind === "dozen" ? dozenNumbers : columnNumbers)(spot.index).includes(pocket);
  return evenMoneyNumbers(spot.kind).includes(pocket);
}

export function totalStake(placed: PlacedBets): number {
  let total = 0;
  for (const { amount } of placed.values()) total += amount;
  return total;
}

/**
 * Adds one chip to a spot, or says why the table refuses it. A chip below the position's minimum
 * is still placed: the stack may reach the minimum with the next chip, and the Spin button waits.
 */
export function addChip(
  placed: PlacedBets,
  spot: Spot,
  chip: number,
  limits: TableLimits,
): { placed: PlacedBets } | { refused: ChipRefusal } {
  const key = spotKey(spot);
  const current = placed.get(key)?.amount ?? 0;
  if (current === 0 && placed.size >= limits.maxBets) return { refused: "bets_max" };
  if (current + chip > limits.perPosition.max) return { refused: "position_max" };
  if (totalStake(placed) + chip > limits.maxTotal) return { refused: "total_max" };
  const next = new Map(placed);
  next.set(key, { spot, amount: current + chip });
  return { placed: next };
}

/** Spots whose stack is below the table minimum or off its step: the spin waits until they are fixed. */
export function invalidStacks(placed: PlacedBets, limits: TableLimits): string[] {
  const { min, step } = limits.perPosition;
  return [...placed.entries()].filter(([, { amount }]) => amount < min || amount % step !== 0).map(([key]) => key);
}

/** The place_bets action's bets, in placing order. */
export function toPlaceBets(placed: PlacedBets): RouletteBet[] {
  return [...placed.values()].map(({ spot, amount }): RouletteBet => {
    if ("numbers" in spot) return { kind: spot.kind, numbers: [...spot.numbers], amount };
    if ("index" in spot) return { kind: spot.kind, index: spot.index, amount };
    return { kind: spot.kind, amount };
  });
}

/** What the placed chips return on a pocket, stake included (the screen's "pays" preview and tests). */
export function winOn(placed: PlacedBets, pocket: number): number {
  let win = 0;
  for (const { spot, amount } of placed.values()) {
    if (spotCovers(spot, pocket)) win += amount * (PAYOUT_TO_ONE[spot.kind] + 1);
  }
  return win;
}

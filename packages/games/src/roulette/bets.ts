import { GameRuleError } from "../errors.ts";
import { assertStake, type BetLimits, type MinorUnits } from "../money.ts";
import {
  ALL_BET_KINDS,
  columnNumbers,
  type DozenOrColumnKind,
  dozenNumbers,
  type EvenMoneyKind,
  evenMoneyNumbers,
  INSIDE_POSITIONS,
  type InsideBetKind,
  PAYOUT_TO_ONE,
  type RouletteBetKind,
} from "./bet-positions.ts";

export type RouletteBet =
  | { kind: InsideBetKind; numbers: number[]; amount: MinorUnits }
  | { kind: DozenOrColumnKind; index: number; amount: MinorUnits }
  | { kind: EvenMoneyKind; amount: MinorUnits };

export interface RouletteTableLimits {
  /** Per position: every chip stack on one position is within min–max, in multiples of step. */
  perPosition: BetLimits;
  /** Sum of all bets of one spin. */
  maxTotal: MinorUnits;
  maxBetsPerSpin: number;
}

/** A checked bet: the numbers it covers and what it pays. */
export interface ResolvedBet {
  bet: RouletteBet;
  /** The position's name, e.g. "split:17-20" or "dozen:2". */
  position: string;
  numbers: readonly number[];
  payoutToOne: number;
}

const insideKeys = new Map<string, InsideBetKind>(
  Object.entries(INSIDE_POSITIONS).flatMap(([kind, positions]) =>
    positions.map((numbers) => [`${kind}:${numbers.join("-")}`, kind as InsideBetKind] as const),
  ),
);

function refuse(message: string): never {
  throw new GameRuleError("invalid_bet", message);
}

function coveredNumbers(bet: RouletteBet): { position: string; numbers: number[] } {
  if (!ALL_BET_KINDS.includes(bet.kind)) refuse(`unknown roulette bet kind ${String(bet.kind)}`);
  if ("numbers" in bet) {
    if (!Array.isArray(bet.numbers) || !bet.numbers.every((n) => Number.isInteger(n)))
      refuse("numbers must be integers");
    const numbers = [...bet.numbers].sort((a, b) => a - b);
    const position = `${bet.kind}:${numbers.join("-")}`;
    if (insideKeys.get(position) !== bet.kind) refuse(`${numbers.join("-")} is not a ${bet.kind} on the layout`);
    return { position, numbers };
  }
  if ("index" in bet) {
    if (![1, 2, 3].includes(bet.index)) refuse(`${bet.kind} index must be 1, 2 or 3`);
    const numbers = bet.kind === "dozen" ? dozenNumbers(bet.index) : columnNumbers(bet.index);
    return { position: `${bet.kind}:${bet.index}`, numbers };
  }
  return { position: bet.kind, numbers: evenMoneyNumbers(bet.kind) };
}

/**
 * Checks a spin's bets against the layout and the table limits. Several chips on the same position
 * add up and the sum must respect the per-position limits.
 */
export function resolveBets(bets: readonly RouletteBet[], limits: RouletteTableLimits): ResolvedBet[] {
  if (!Array.isArray(bets) || bets.length === 0) refuse("a spin needs at least one bet");
  if (bets.length > limits.maxBetsPerSpin) refuse(`at most ${limits.maxBetsPerSpin} bets per spin`);
  const perPosition = new Map<string, MinorUnits>();
  let total = 0n;
  const resolved = bets.map((bet): ResolvedBet => {
    if (typeof bet.amount !== "bigint" || bet.amount <= 0n) refuse("bet amounts must be positive bigints");
    const { position, numbers } = coveredNumbers(bet);
    perPosition.set(position, (perPosition.get(position) ?? 0n) + bet.amount);
    total += bet.amount;
    return { bet, position, numbers, payoutToOne: PAYOUT_TO_ONE[bet.kind as RouletteBetKind] };
  });
  for (const [position, amount] of perPosition) assertStake(amount, limits.perPosition, `stake on ${position}`);
  if (total > limits.maxTotal) {
    throw new GameRuleError("bet_out_of_limits", `total stake ${total} is above the table maximum ${limits.maxTotal}`);
  }
  return resolved;
}

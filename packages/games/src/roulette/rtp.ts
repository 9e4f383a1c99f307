import { add, type Fraction, fraction, mul, sub, ZERO } from "../maths/fraction.ts";
import {
  columnNumbers,
  dozenNumbers,
  EVEN_MONEY_KINDS,
  evenMoneyNumbers,
  INSIDE_POSITIONS,
  PAYOUT_TO_ONE,
} from "./bet-positions.ts";
import type { ResolvedBet } from "./bets.ts";
import { POCKETS } from "./wheel.ts";

// Exact return by enumerating the 37 equally likely pockets; no formula is trusted, the same
// covered-numbers tables the engine settles with are walked pocket by pocket.

export interface PositionReturn {
  position: string;
  /** Expected amount returned per unit staked. */
  rtp: Fraction;
}

function returnPerUnit(numbers: readonly number[], payoutToOne: number): Fraction {
  let returned = 0;
  for (let pocket = 0; pocket < POCKETS; pocket += 1) if (numbers.includes(pocket)) returned += payoutToOne + 1;
  return fraction(returned, POCKETS);
}

/** Every legal position of every bet kind with its exact RTP. */
export function rouletteReturnByPosition(): PositionReturn[] {
  const rows: PositionReturn[] = [];
  for (const [kind, positions] of Object.entries(INSIDE_POSITIONS)) {
    for (const numbers of positions) {
      rows.push({
        position: `${kind}:${numbers.join("-")}`,
        rtp: returnPerUnit(numbers, PAYOUT_TO_ONE[kind as "straight"]),
      });
    }
  }
  for (const index of [1, 2, 3]) {
    rows.push({ position: `dozen:${index}`, rtp: returnPerUnit(dozenNumbers(index), PAYOUT_TO_ONE.dozen) });
    rows.push({ position: `column:${index}`, rtp: returnPerUnit(columnNumbers(index), PAYOUT_TO_ONE.column) });
  }
  for (const kind of EVEN_MONEY_KINDS) rows.push({ position: kind, rtp: returnPerUnit(evenMoneyNumbers(kind), 1) });
  return rows;
}

export interface SpinMoments {
  /** Expected return per unit of total stake. */
  rtp: Fraction;
  /** Variance of (return / total stake) for one spin. */
  variance: Fraction;
  /** Probability that the spin returns anything. */
  hitRate: Fraction;
}

/** Exact mean and variance of one spin with a given set of bets (for simulation tolerances). */
export function rouletteSpinMoments(bets: readonly ResolvedBet[]): SpinMoments {
  const stake = bets.reduce((sum, b) => sum + b.bet.amount, 0n);
  let first = ZERO;
  let second = ZERO;
  let hits = 0;
  for (let pocket = 0; pocket < POCKETS; pocket += 1) {
    let returned = 0n;
    for (const b of bets) if (b.numbers.includes(pocket)) returned += b.bet.amount * BigInt(b.payoutToOne + 1);
    const ratio = fraction(returned, stake);
    first = add(first, ratio);
    second = add(second, mul(ratio, ratio));
    if (returned > 0n) hits += 1;
  }
  const rtp = mul(first, fraction(1, POCKETS));
  return { rtp, variance: sub(mul(second, fraction(1, POCKETS)), mul(rtp, rtp)), hitRate: fraction(hits, POCKETS) };
}

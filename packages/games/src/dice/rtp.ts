import { type Fraction, fraction, mul, sub } from "../maths/fraction.ts";
import type { MinorUnits } from "../money.ts";
import {
  countWinningRolls,
  type DiceDirection,
  type DiceTable,
  diceMultiplier,
  dicePayout,
  ROLL_OUTCOMES,
} from "./rules.ts";

// Exact figures from the count of winning rolls (rules.ts walks all 10,000 with the engine's rule).

export interface DiceMoments {
  winningRolls: number;
  /** Expected return per unit staked, from the exact multiplier. */
  rtp: Fraction;
  /** Variance of return / stake for one roll. */
  variance: Fraction;
}

export function diceMoments(table: DiceTable, direction: DiceDirection, target: number): DiceMoments {
  const winningRolls = countWinningRolls(direction, target);
  const p = fraction(winningRolls, ROLL_OUTCOMES);
  const multiplier = diceMultiplier(table, winningRolls);
  const rtp = mul(p, multiplier);
  return { winningRolls, rtp, variance: sub(mul(p, mul(multiplier, multiplier)), mul(rtp, rtp)) };
}

/** The RTP after rounding each payout down to the minor unit, for one stake size. */
export function diceRtpForStake(table: DiceTable, direction: DiceDirection, target: number, bet: MinorUnits): Fraction {
  const winningRolls = countWinningRolls(direction, target);
  return fraction(BigInt(winningRolls) * dicePayout(table, bet, winningRolls), BigInt(ROLL_OUTCOMES) * bet);
}

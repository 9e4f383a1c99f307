import { type Fraction, fraction } from "../maths/fraction.ts";
import type { BetLimits, MinorUnits } from "../money.ts";

// The roll is one of 10,000 equally likely outcomes, 0.00 to 99.99, stored as hundredths 0–9999.
// "Under t" wins when roll < t, "over t" wins when roll > t: the target itself always loses, so
// both directions are defined by one strict comparison and the win chance is an exact count.

export const ROLL_OUTCOMES = 10_000;

export type DiceDirection = "under" | "over";

export interface DiceTable {
  /** House edge in basis points (100 = 1 %): the RTP is 1 − edge / 10,000 at every chance. */
  houseEdgeBp: number;
  /** Allowed win chances in basis points (0.01 % steps), inclusive. */
  minChanceBp: number;
  maxChanceBp: number;
  limits: BetLimits;
}

/** What the multiplier and payout depend on: the site's dice screen has only this. */
export type DiceEdge = Pick<DiceTable, "houseEdgeBp">;

export interface DiceAction {
  bet: MinorUnits;
  direction: DiceDirection;
  /** Target in hundredths, 0–9999 (4950 means 49.50). */
  target: number;
}

export function isWinningRoll(roll: number, direction: DiceDirection, target: number): boolean {
  return direction === "under" ? roll < target : roll > target;
}

/**
 * Winning rolls counted by walking all 10,000 with the rule above: the exact RTP enumeration.
 * It lives beside isWinningRoll so the hot loop can inline the rule.
 */
export function countWinningRolls(direction: DiceDirection, target: number): number {
  let count = 0;
  for (let roll = 0; roll < ROLL_OUTCOMES; roll += 1) if (isWinningRoll(roll, direction, target)) count += 1;
  return count;
}

/** Winning outcomes out of 10,000, which is also the win chance in basis points. */
export function winChanceBp(direction: DiceDirection, target: number): number {
  return direction === "under" ? target : ROLL_OUTCOMES - 1 - target;
}

/** The target that gives a chance: under c, or over 9999 − c. */
export function targetForChance(direction: DiceDirection, chanceBp: number): number {
  return direction === "under" ? chanceBp : ROLL_OUTCOMES - 1 - chanceBp;
}

/** Payout multiplier (stake included) = (100 − edge %) / chance % = (10,000 − edgeBp) / chanceBp. */
export function diceMultiplier(table: DiceEdge, chanceBp: number): Fraction {
  return fraction(ROLL_OUTCOMES - table.houseEdgeBp, chanceBp);
}

/** The multiplier as shown to the player: four decimals, rounded down. */
export function formatDiceMultiplier(table: DiceEdge, chanceBp: number): string {
  const tenThousandths = (BigInt(ROLL_OUTCOMES - table.houseEdgeBp) * 10_000n) / BigInt(chanceBp);
  const whole = tenThousandths / 10_000n;
  return `${whole}.${(tenThousandths % 10_000n).toString().padStart(4, "0")}`;
}

/**
 * What a winning roll returns, stake included: bet × (10,000 − edgeBp) / chanceBp computed exactly
 * and rounded DOWN to the minor unit. Never less than the displayed multiplier × bet (rounded down).
 */
export function dicePayout(table: DiceEdge, bet: MinorUnits, chanceBp: number): MinorUnits {
  return (bet * BigInt(ROLL_OUTCOMES - table.houseEdgeBp)) / BigInt(chanceBp);
}

/** "42.17" for 4217. */
export function formatRoll(roll: number): string {
  return `${Math.floor(roll / 100)}.${String(roll % 100).padStart(2, "0")}`;
}

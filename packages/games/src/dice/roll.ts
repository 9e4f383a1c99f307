import { GameRuleError } from "../errors.ts";
import type { RandomSource } from "../fair/random-source.ts";
import { assertStake, type MinorUnits } from "../money.ts";
import {
  type DiceAction,
  type DiceDirection,
  type DiceTable,
  dicePayout,
  formatDiceMultiplier,
  formatRoll,
  isWinningRoll,
  ROLL_OUTCOMES,
  winChanceBp,
} from "./rules.ts";

export interface DiceOutcome {
  /** Hundredths, 0–9999. */
  roll: number;
  rollText: string;
  direction: DiceDirection;
  target: number;
  chanceBp: number;
  /** Displayed multiplier, four decimals rounded down. */
  multiplier: string;
  won: boolean;
  stake: MinorUnits;
  /** Amount returned, stake included; 0 on a loss. */
  win: MinorUnits;
}

/** Refuses a target outside 0–9999 or a chance outside the table's range; returns the chance. */
export function checkDiceAction(table: DiceTable, action: DiceAction): number {
  if (action.direction !== "under" && action.direction !== "over") {
    throw new GameRuleError("invalid_action", "direction must be under or over");
  }
  if (!Number.isInteger(action.target) || action.target < 0 || action.target >= ROLL_OUTCOMES) {
    throw new GameRuleError("invalid_action", "target must be an integer 0–9999 (hundredths)");
  }
  const chanceBp = winChanceBp(action.direction, action.target);
  if (chanceBp < table.minChanceBp || chanceBp > table.maxChanceBp) {
    throw new GameRuleError(
      "invalid_action",
      `win chance ${chanceBp / 100}% is outside ${table.minChanceBp / 100}–${table.maxChanceBp / 100}%`,
    );
  }
  assertStake(action.bet, table.limits);
  return chanceBp;
}

/** One roll: nextInt(10,000). */
export function rollDice(table: DiceTable, action: DiceAction, random: RandomSource): DiceOutcome {
  const chanceBp = checkDiceAction(table, action);
  const roll = random.nextInt(ROLL_OUTCOMES);
  const won = isWinningRoll(roll, action.direction, action.target);
  return {
    roll,
    rollText: formatRoll(roll),
    direction: action.direction,
    target: action.target,
    chanceBp,
    multiplier: formatDiceMultiplier(table, chanceBp),
    won,
    stake: action.bet,
    win: won ? dicePayout(table, action.bet, chanceBp) : 0n,
  };
}

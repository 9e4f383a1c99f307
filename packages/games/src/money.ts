import { GameRuleError } from "./errors.ts";

/** Stake and win amounts are bigint minor units (cents, satoshis), as in the platform's ledger. */
export type MinorUnits = bigint;

export interface BetLimits {
  /** Smallest accepted stake, minor units. */
  min: MinorUnits;
  /** Largest accepted stake, minor units. */
  max: MinorUnits;
  /** Stakes must be whole multiples of this (slots: the line count, so a line bet is whole). */
  step: MinorUnits;
}

export function assertStake(stake: MinorUnits, limits: BetLimits, what = "bet"): void {
  if (typeof stake !== "bigint" || stake <= 0n)
    throw new GameRuleError("invalid_bet", `${what} must be a positive bigint`);
  if (stake < limits.min || stake > limits.max) {
    throw new GameRuleError("bet_out_of_limits", `${what} ${stake} is outside ${limits.min}–${limits.max}`);
  }
  if (stake % limits.step !== 0n)
    throw new GameRuleError("invalid_bet", `${what} must be a multiple of ${limits.step}`);
}

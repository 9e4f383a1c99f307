/** Why an engine refused an action: the platform maps each code to a player-facing message. */
export type GameRuleErrorCode =
  | "unknown_title"
  | "invalid_action"
  | "invalid_state"
  | "invalid_bet"
  | "bet_out_of_limits"
  | "invalid_seed"
  | "seed_hash_mismatch";

/** A refused action or an impossible request. Nothing was drawn from the random stream. */
export class GameRuleError extends Error {
  readonly code: GameRuleErrorCode;

  constructor(code: GameRuleErrorCode, message: string) {
    super(message);
    this.name = "GameRuleError";
    this.code = code;
  }
}

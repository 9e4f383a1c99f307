import { formatMessage, type Locale } from "@croupier/contract";
import { GameRuleError } from "@croupier/games";
import { AppError, type ErrorCode } from "../errors/app-error.ts";

// The studio's refusals as the platform's errors: a game-rule refusal is bad input (422 on the
// field at fault); the rest carry a `code` in the body (gameErrorBody) so the game screen can act.

/** An AppError whose body names its code, with extra fields such as `balance` or `retry_after_ms`. */
export function gameError(code: ErrorCode, details: Record<string, number> = {}, message?: string): AppError {
  return new AppError(code, message, { details: { code, ...details } });
}

const RULE_FIELDS: Record<GameRuleError["code"], string> = {
  unknown_title: "title_id",
  invalid_action: "action.type",
  invalid_state: "action.type",
  invalid_bet: "action.bet",
  bet_out_of_limits: "action.bet",
  invalid_seed: "server_seed",
  seed_hash_mismatch: "server_seed_hash",
};

/** A GameRuleError from packages/games as a 422 on the field at fault; anything else unchanged. */
export function toRequestError(error: unknown, action?: Record<string, unknown>): unknown {
  if (!(error instanceof GameRuleError)) return error;
  let field = RULE_FIELDS[error.code];
  // Roulette has no single bet field: its bets are refused as a whole.
  if (field === "action.bet" && action && "bets" in action) field = "action.bets";
  return new AppError("validation_failed", undefined, { fields: { [field]: [error.message] } });
}

/** 422 on one field with a contract message in the request's language. */
export function invalidField(field: string, locale: Locale, code: Parameters<typeof formatMessage>[0] = "format") {
  return new AppError("validation_failed", undefined, { fields: { [field]: [formatMessage(code, locale)] } });
}

import type { FieldErrors } from "@croupier/contract";
import type { PlayerErrorCode } from "@croupier/contract/errors/error-messages";
import englishErrorTexts from "@croupier/contract/errors/texts/en";

// The one error model: code → HTTP status here, turned into a response in one error handler
// (http/error-handler.ts). Services throw AppError; they never build HTTP responses.

export const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  not_acceptable: 406,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  validation_failed: 422,
  too_many_requests: 429,
  internal: 500,
  bad_gateway: 502,
  unavailable: 503,
  // Games (launch, the studio's plays, game sessions): the body also carries `code`.
  insufficient_funds: 402,
  limit_reached: 403,
  player_disabled: 403,
  game_unavailable: 409,
  play_in_progress: 409,
  round_open: 409,
  seed_not_revealed: 409,
  session_ended: 410,
  too_soon: 429,
  // Bonuses: an activation or forfeit the bonus's stage does not allow.
  bonus_not_activatable: 409,
  bonus_wagering: 409,
  bonus_closed: 409,
  coupon_used: 422,
  coupon_not_offered: 422,
  coupon_unavailable: 422,
  // Free spins: an activation, forfeit or play their stage (or the game) does not allow.
  freespins_not_activatable: 409,
  freespins_closed: 409,
  freespins_not_playable: 409,
  lootbox_closed: 409,
  // Tournaments: a participation that cannot be confirmed (422 `errors.tournament`).
  tournament_ended: 422,
  tournament_canceled: 422,
  tournament_currency: 422,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

// The technical texts stay English in every language: they answer calls the site's own code or an
// API client got wrong (a malformed body, an unknown path, a missing media type) or hide a server
// fault, and the site never shows them to a player. The player-facing texts are the contract's
// error texts (English here; error-handler.ts words them in the request's language).
const TECHNICAL_MESSAGES: Record<Exclude<ErrorCode, PlayerErrorCode>, string> = {
  bad_request: "Bad request",
  forbidden: "Forbidden",
  not_found: "Not found",
  not_acceptable: "Not acceptable",
  conflict: "Conflict",
  payload_too_large: "Payload too large",
  unsupported_media_type: "Unsupported media type",
  validation_failed: "Validation failed",
  too_many_requests: "Too many requests",
  internal: "Internal server error",
  bad_gateway: "Bad gateway",
  unavailable: "Service unavailable",
};

/** Default texts, used when a caller gives no message (5xx texts are always these). */
const DEFAULT_MESSAGES: Record<ErrorCode, string> = { ...TECHNICAL_MESSAGES, ...englishErrorTexts };

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  /** Field errors: a 422 answers only these; another status answers `{ error, errors }`. */
  readonly fields: FieldErrors | undefined;
  /** Extra body fields of a 4xx answer (`code`, `balance`, `retry_after_ms`), for clients to act on. */
  readonly details: Record<string, string | number | boolean> | undefined;
  /** No text was given: the answer may word the code's default text in the player's language. */
  readonly hasDefaultMessage: boolean;

  constructor(
    code: ErrorCode,
    message?: string,
    options?: { fields?: FieldErrors; details?: Record<string, string | number | boolean>; cause?: unknown },
  ) {
    super(message ?? DEFAULT_MESSAGES[code], { cause: options?.cause });
    this.name = "AppError";
    this.code = code;
    this.statusCode = ERROR_STATUS[code];
    this.fields = options?.fields;
    this.details = options?.details;
    this.hasDefaultMessage = message === undefined;
  }
}

export function defaultMessage(code: ErrorCode): string {
  return DEFAULT_MESSAGES[code];
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

import type { FieldErrors } from "@croupier/contract";

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
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** Default texts, used when a caller gives no message (5xx texts are always these). */
const DEFAULT_MESSAGES: Record<ErrorCode, string> = {
  bad_request: "Bad request",
  unauthorized: "You need to sign in or sign up before continuing.",
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
  insufficient_funds: "Insufficient funds for this bet.",
  limit_reached: "This bet is above your limit.",
  player_disabled: "Your account cannot play right now. Please contact support.",
  game_unavailable: "This game is not available right now.",
  play_in_progress: "Your previous play is still being settled. Try again in a moment.",
  round_open: "Finish the open round first.",
  seed_not_revealed: "The server seed of this play is revealed when you rotate your seeds.",
  session_ended: "This game session has ended. Open the game again to keep playing.",
  too_soon: "Please wait a moment before the next round.",
};

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  /** Field errors: a 422 answers only these; another status answers `{ error, errors }`. */
  readonly fields: FieldErrors | undefined;
  /** Extra body fields of a 4xx answer (`code`, `balance`, `retry_after_ms`), for clients to act on. */
  readonly details: Record<string, string | number> | undefined;

  constructor(
    code: ErrorCode,
    message?: string,
    options?: { fields?: FieldErrors; details?: Record<string, string | number>; cause?: unknown },
  ) {
    super(message ?? DEFAULT_MESSAGES[code], { cause: options?.cause });
    this.name = "AppError";
    this.code = code;
    this.statusCode = ERROR_STATUS[code];
    this.fields = options?.fields;
    this.details = options?.details;
  }
}

export function defaultMessage(code: ErrorCode): string {
  return DEFAULT_MESSAGES[code];
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

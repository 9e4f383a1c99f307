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
};

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  /** Field errors: a 422 answers only these; another status answers `{ error, errors }`. */
  readonly fields: FieldErrors | undefined;

  constructor(code: ErrorCode, message?: string, options?: { fields?: FieldErrors; cause?: unknown }) {
    super(message ?? DEFAULT_MESSAGES[code], { cause: options?.cause });
    this.name = "AppError";
    this.code = code;
    this.statusCode = ERROR_STATUS[code];
    this.fields = options?.fields;
  }
}

export function defaultMessage(code: ErrorCode): string {
  return DEFAULT_MESSAGES[code];
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

import type { z } from "zod";

/**
 * A request (body, query, params) that failed its zod schema. Carries the raw issues so the error
 * handler can word them in the player's language with the contract's `toFieldErrors`.
 */
export class RequestValidationError extends Error {
  readonly statusCode = 422;
  readonly issues: readonly z.core.$ZodIssue[];

  constructor(issues: readonly z.core.$ZodIssue[]) {
    super("Validation failed");
    this.name = "RequestValidationError";
    this.issues = issues;
  }
}

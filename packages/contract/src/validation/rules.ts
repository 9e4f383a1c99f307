import { z } from "zod";
import type { MessageCode } from "./messages.ts";

// Building blocks for form schemas. Each check names its message code (validation/messages.ts).
//
// Every string a client sends has a length bound, and the bound comes before any pattern or
// refinement with `abort: true`: zod runs a string's checks in order and, without `abort`, goes on
// after a failed one, so a pattern would still run on a megabyte of crafted input (ReDoS). The
// OpenAPI fuzz test (apps/platform/src/http/openapi-fuzz.test.ts) checks that every string of every
// request has a maxLength; bounded-strings.test.ts checks the order on the contract's schemas.

/** A client string of at most `maximum` characters; chain patterns after it. */
export function boundedString(maximum: number, message: MessageCode = "too_long") {
  return z.string("required").max(maximum, { error: message, abort: true });
}

/** A required text: trimmed, not empty, at most `maximum` characters. */
export function requiredText(maximum = 255) {
  return z.string("required").trim().min(1, "required").max(maximum, { error: "too_long", abort: true });
}

/** A required, well-formed e-mail address (else: "enter in the correct format, like …"). */
export function requiredEmail(maximum = 255) {
  return z
    .string("required")
    .trim()
    .min(1, "required")
    .max(maximum, { error: "too_long", abort: true })
    .pipe(z.email("email"));
}

/** The special symbols a password must contain at least one of. */
export const SPECIAL_SYMBOLS = "!@#$%^*()-+=";

export function hasSpecialSymbol(value: string): boolean {
  return [...SPECIAL_SYMBOLS].some((symbol) => value.includes(symbol));
}

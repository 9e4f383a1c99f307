import { z } from "zod";

// Building blocks for form schemas. Each check names its message code (validation/messages.ts).

/** A required text: trimmed, not empty, at most `maximum` characters. */
export function requiredText(maximum = 255) {
  return z.string("required").trim().min(1, "required").max(maximum, "too_long");
}

/** A required, well-formed e-mail address (spec point 5: "enter in the correct format, like …"). */
export function requiredEmail(maximum = 255) {
  return z.string("required").trim().min(1, "required").max(maximum, "too_long").pipe(z.email("email"));
}

/** The special symbols that spec point 5 lists for passwords. */
export const SPECIAL_SYMBOLS = "!@#$%^*()-+=";

export function hasSpecialSymbol(value: string): boolean {
  return [...SPECIAL_SYMBOLS].some((symbol) => value.includes(symbol));
}

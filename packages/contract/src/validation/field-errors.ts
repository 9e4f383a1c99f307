import type { z } from "zod";
import { formatWith } from "./format-with.ts";
import { isMessageCode, type ValidationTexts } from "./messages.ts";

/** Rails-style field errors: `{ email: ["must be completed"] }`. */
export type FieldErrors = Record<string, string[]>;

/**
 * Turns zod issues into the forms' messages in one language (`texts`: the platform's
 * `validationTexts(locale)`, the site's loaded language). Schemas put a
 * message code (see messages.ts) in each check; zod's own issues map to the nearest code.
 * The field key is the last named path segment, so `{ contact: { email } }` reports under `email`
 * and a bad item of a list (`{ providers: ["?"] }`) under the list's name, not its index.
 */
export function toFieldErrors(issues: readonly z.core.$ZodIssue[], texts: ValidationTexts): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path.findLast((segment) => typeof segment !== "number") ?? "base");
    const message = describeIssue(issue, texts);
    const list = errors[field] ?? [];
    if (!list.includes(message)) list.push(message);
    errors[field] = list;
  }
  return errors;
}

function describeIssue(issue: z.core.$ZodIssue, texts: ValidationTexts): string {
  const matched = matchedUnionIssue(issue);
  if (matched) return describeIssue(matched, texts);
  const count =
    issue.code === "too_small"
      ? Number(issue.minimum)
      : issue.code === "too_big"
        ? Number(issue.maximum)
        : customCount(issue);
  if (isMessageCode(issue.message)) return formatWith(texts, issue.message, count === undefined ? {} : { count });
  switch (issue.code) {
    case "invalid_type":
      return formatWith(texts, "required");
    case "too_small":
      return formatWith(texts, issue.origin === "string" ? "too_short" : "format", { count: count ?? 0 });
    case "too_big":
      return formatWith(texts, issue.origin === "string" ? "too_long" : "format", { count: count ?? 0 });
    case "invalid_format":
      return formatWith(texts, issue.format === "email" ? "email" : "format");
    default:
      return formatWith(texts, "format");
  }
}

/**
 * A union whose value had the type of exactly one option failed that option's checks: its issue
 * says more ("is too long (maximum is 255 characters)") than the union's "invalid input".
 */
function matchedUnionIssue(issue: z.core.$ZodIssue): z.core.$ZodIssue | undefined {
  if (issue.code !== "invalid_union") return undefined;
  const typed = issue.errors.filter((issues) => issues.some((inner) => inner.code !== "invalid_type"));
  return typed.length === 1 ? typed[0]?.[0] : undefined;
}

/** A refinement may name the number its message shows: `.refine(check, { message, params: { count } })`. */
function customCount(issue: z.core.$ZodIssue): number | undefined {
  if (issue.code !== "custom") return undefined;
  const count = issue.params?.count;
  return typeof count === "number" ? count : undefined;
}

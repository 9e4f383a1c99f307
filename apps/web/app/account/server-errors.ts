import type { Locale } from "@croupier/contract/i18n/locales";
import type { FieldErrors } from "@croupier/contract/validation/field-errors";
import { isMessageCode } from "@croupier/contract/validation/messages";
import { formatMessage } from "../i18n/validation-texts.ts";

/**
 * A server field-error map in the player's language: message codes ("taken", "wrong_password",
 * "expired_token"...) are worded by the contract's catalogue, texts are kept as they came.
 */
export function localizeServerErrors(errors: unknown, locale: Locale): FieldErrors {
  if (!errors || typeof errors !== "object") return {};
  const result: FieldErrors = {};
  for (const [field, value] of Object.entries(errors as Record<string, unknown>)) {
    const list = Array.isArray(value) ? value : [value];
    result[field] = list
      .filter((item) => item != null && item !== "")
      .map((item) => localizeMessage(String(item), locale));
  }
  return result;
}

export function localizeMessage(message: string, locale: Locale): string {
  return isMessageCode(message) ? formatMessage(message, locale) : message;
}

/** The first code of a field in a raw error map (`{ email: ["locked"] }` → "locked"). */
export function firstCode(errors: unknown, field: string): string | null {
  if (!errors || typeof errors !== "object") return null;
  const value = (errors as Record<string, unknown>)[field];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === "string" ? first : null;
}

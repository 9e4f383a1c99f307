import type { Locale } from "@croupier/contract/i18n/locales";
import type { ContactFields } from "@croupier/contract/schemas/contact";
import type { FieldErrors } from "@croupier/contract/validation/field-errors";

// What the contact form needs with the page; its zod check is in validators.ts, loaded on first use.

export type ContactField = keyof ContactFields;
export const CONTACT_FIELDS: ContactField[] = ["email", "content"];

/** Contact-form messages are shown uppercased (in the locale's casing rules). */
export function contactMessage(errors: FieldErrors, field: ContactField, locale: Locale): string | null {
  const first = errors[field]?.[0];
  return first ? first.toLocaleUpperCase(locale) : null;
}

/** Server 422 errors keyed by the form's fields; anything else is not field-specific. */
export function serverFieldErrors(errors: FieldErrors | undefined): FieldErrors {
  if (!errors) return {};
  const picked: FieldErrors = {};
  for (const field of CONTACT_FIELDS) {
    const list = errors[field];
    if (list) picked[field] = Array.isArray(list) ? list : [String(list)];
  }
  return picked;
}

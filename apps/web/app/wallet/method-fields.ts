import type { PaymentMethodField } from "@croupier/contract";
import type { Locale } from "@croupier/contract/i18n/locales";
import { formatMessage, SAMPLE_EMAIL } from "@croupier/contract/validation/messages";

// Spec point 5's rules for the method fields a player types on our site (the withdraw form):
// mifinity/skrill e-mail, neteller account (an e-mail), muchbetter phoneNumber (+ and 11 digits),
// piastrix accountNumber and the bank's IBAN (required). Hosted fields (card data) are never typed
// here: they belong on the gateway's page.

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+\d{11}$/;

type FieldRule = Pick<PaymentMethodField, "fieldName" | "type" | "isRequired" | "hosted">;

/** The fields the player fills in on the site. */
export function typedFields<F extends FieldRule>(fields: readonly F[]): F[] {
  return fields.filter((field) => !field.hosted);
}

/** The first problem with one field's value in the player's language, or null. */
export function methodFieldError(field: FieldRule, raw: string, locale: Locale): string | null {
  const value = raw.trim();
  if (!value) return field.isRequired ? formatMessage("required", locale) : null;
  if (field.type === "email" && !EMAIL.test(value)) return formatMessage("email", locale, { email: SAMPLE_EMAIL });
  if (field.type === "tel" && !PHONE.test(value)) return formatMessage("format", locale);
  return null;
}

/** A phone input keeps a leading + and digits only, up to the + and 11 digits MuchBetter expects. */
export function sanitizePhoneInput(raw: string): string {
  const digits = raw.replace(/\D/g, "").slice(0, 11);
  return raw.trim() === "" ? "" : `+${digits}`;
}

/** Every field's error (only fields with a problem), for the form's validation. */
export function methodFieldErrors(
  fields: readonly FieldRule[],
  values: Record<string, string>,
  locale: Locale,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const field of typedFields(fields)) {
    const error = methodFieldError(field, values[field.fieldName] ?? "", locale);
    if (error) errors[field.fieldName] = [error];
  }
  return errors;
}

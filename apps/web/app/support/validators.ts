import type { Locale } from "@croupier/contract/i18n/locales";
import { type ContactFields, contactFields } from "@croupier/contract/schemas/contact";
import { type FieldErrors, toFieldErrors } from "@croupier/contract/validation/field-errors";
import { validationTexts } from "../i18n/validation-texts.ts";

// The contact form's client-side check: the contract's zod schema worded in the visitor's
// language. zod is about 25 KB gzip, so this module is fetched on the form's first keystroke, blur
// or submit (useLazyValidator), never with the /support page. The helpers the form
// needs at once stay in contact-validation.ts.

/** The contract's own schema and messages, so the form and the platform's 422 say the same thing. */
export function validateContact(values: ContactFields, locale: Locale): FieldErrors {
  const result = contactFields.safeParse(values);
  return result.success ? {} : toFieldErrors(result.error.issues, validationTexts(locale));
}

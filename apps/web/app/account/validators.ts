import type { Locale } from "@croupier/contract/i18n/locales";
import { type AuthLimits, makeSignUpFields, signInFields } from "@croupier/contract/schemas/auth";
import { type FieldErrors, toFieldErrors } from "@croupier/contract/validation/field-errors";
import { requiredEmail } from "@croupier/contract/validation/rules";
import { z } from "zod";
import { validationTexts } from "../i18n/validation-texts.ts";

// The account forms' client-side checks: the contract's zod schemas worded in the player's
// language. zod is about 25 KB gzip, so this module is fetched on a form's first keystroke, blur or
// submit (useLazyValidator), never with the page: a sign-in, sign-up or forgot-password page or
// modal opened first stays within the first-load budget (issue 12).

function check(schema: z.ZodType, values: unknown, locale: Locale): FieldErrors {
  const result = schema.safeParse(values);
  return result.success ? {} : toFieldErrors(result.error.issues, validationTexts(locale));
}

export function validateSignIn(values: { email: string; password: string }, locale: Locale): FieldErrors {
  return check(signInFields, values, locale);
}

const signUpSchemas = new Map<string, z.ZodType>();

export function validateSignUp(values: object, locale: Locale, limits: AuthLimits): FieldErrors {
  const key = JSON.stringify(limits);
  let schema = signUpSchemas.get(key);
  if (!schema) {
    schema = makeSignUpFields(limits);
    signUpSchemas.set(key, schema);
  }
  return check(schema, values, locale);
}

const emailForm = z.object({ email: requiredEmail() });

export function validateEmailRequest(values: { email: string }, locale: Locale): FieldErrors {
  return check(emailForm, values, locale);
}

export type Validators = typeof import("./validators.ts");

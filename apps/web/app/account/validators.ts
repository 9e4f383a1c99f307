import type { PlayerFields } from "@croupier/contract";
import type { Locale } from "@croupier/contract/i18n/locales";
import {
  type AuthLimits,
  makeChangePasswordBody,
  makeResetPasswordBody,
  makeSignUpFields,
  signInFields,
} from "@croupier/contract/schemas/auth";
import { makePersonalDetailsFields, personalDetailsLimitsFrom } from "@croupier/contract/schemas/player";
import { type FieldErrors, toFieldErrors } from "@croupier/contract/validation/field-errors";
import { requiredEmail } from "@croupier/contract/validation/rules";
import { z } from "zod";
import { validationTexts } from "../i18n/validation-texts.ts";

// The account forms' client-side checks: the contract's zod schemas worded in the player's
// language. zod is about 25 KB gzip, so this module is fetched on a form's first keystroke, blur or
// submit (useLazyValidator), never with the page: a sign-in, sign-up, forgot-password,
// reset-password or personal-details page or modal opened first stays within the first-load
// budget.

function cached(cache: Map<string, z.ZodType>, limits: object, make: () => z.ZodType): z.ZodType {
  const key = JSON.stringify(limits);
  let schema = cache.get(key);
  if (!schema) {
    schema = make();
    cache.set(key, schema);
  }
  return schema;
}

function check(schema: z.ZodType, values: unknown, locale: Locale): FieldErrors {
  const result = schema.safeParse(values);
  return result.success ? {} : toFieldErrors(result.error.issues, validationTexts(locale));
}

export function validateSignIn(values: { email: string; password: string }, locale: Locale): FieldErrors {
  return check(signInFields, values, locale);
}

const signUpSchemas = new Map<string, z.ZodType>();

export function validateSignUp(values: object, locale: Locale, limits: AuthLimits): FieldErrors {
  return check(
    cached(signUpSchemas, limits, () => makeSignUpFields(limits)),
    values,
    locale,
  );
}

const resetPasswordSchemas = new Map<string, z.ZodType>();

/** The new password and its confirmation; the mailed token is the server's to judge. */
export function validateResetPassword(
  values: { password: string; password_confirmation: string },
  token: string,
  locale: Locale,
  limits: AuthLimits,
): FieldErrors {
  const schema = cached(resetPasswordSchemas, limits, () => makeResetPasswordBody(limits));
  // A placeholder token keeps the schema's verdict to the two fields the form shows.
  return check(schema, { user: { ...values, reset_password_token: token || "-" } }, locale);
}

const changePasswordSchemas = new Map<string, z.ZodType>();

/** The signed-in password change: the current password, a new one and its confirmation. */
export function validateChangePassword(
  values: { current_password: string; password: string; password_confirmation: string },
  locale: Locale,
  limits: AuthLimits,
): FieldErrors {
  const schema = cached(changePasswordSchemas, limits, () => makeChangePasswordBody(limits));
  return check(schema, { user: values }, locale);
}

/**
 * The personal-details check for exactly the fields a form sends, with the lengths and minimum
 * age of the server's definition; built once per form (the schema depends on both).
 */
export function personalDetailsValidator(
  fields: readonly string[],
  definition: PlayerFields | null,
  locale: Locale,
): (player: Record<string, string>) => FieldErrors {
  const schema = makePersonalDetailsFields(fields, personalDetailsLimitsFrom(definition ?? undefined));
  return (player) => check(schema, player, locale);
}

const emailForm = z.object({ email: requiredEmail() });

export function validateEmailRequest(values: { email: string }, locale: Locale): FieldErrors {
  return check(emailForm, values, locale);
}

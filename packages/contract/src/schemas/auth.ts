import { z } from "zod";
import { boundedString, hasSpecialSymbol, requiredEmail } from "../validation/rules.ts";

// Auth calls (`/api/users/*`), bodies in the API family's shapes. Length limits come
// from /api/info/player_fields; the defaults below are the seeded ones, used when a form has not
// loaded the definitions yet. The platform builds its schemas from the same factories and limits.

export interface Limits {
  minimum: number;
  maximum: number;
}
export interface AuthLimits {
  email: Limits;
  password: Limits;
}
export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  email: { minimum: 6, maximum: 255 },
  password: { minimum: 8, maximum: 128 },
};

/** A password: required, minimum and maximum length, at least one special symbol. */
export function passwordRule(limits: Limits = DEFAULT_AUTH_LIMITS.password) {
  return z
    .string("required")
    .min(1, { error: "required", abort: true })
    .min(limits.minimum, "too_short")
    .max(limits.maximum, { error: "too_long", abort: true })
    .refine(hasSpecialSymbol, "special_symbol");
}

export function emailRule(limits: Limits = DEFAULT_AUTH_LIMITS.email) {
  return requiredEmail(limits.maximum);
}

/** Bounds of what no form shows: a password typed at sign-in (any length the rules ever allowed), a mailed token. */
const MAX_TYPED_PASSWORD = 1024;
const MAX_TOKEN = 200;
/** Sign-up groups (ids or names) and their count. */
const groupList = z.array(z.union([boundedString(100), z.number()])).max(50, "too_long");

/** POST /api/users/sign_in — `{ user: { email, password } }`. */
export const signInFields = z.object({
  email: requiredEmail(),
  password: z.string("required").min(1, "required").max(MAX_TYPED_PASSWORD, "too_long"),
});
/** A code typed at the two-factor step: 6 digits or a recovery code (spaces and dashes allowed). */
export const otpAttempt = z.string("required").trim().min(1, "required").max(32, "invalid_token");
/**
 * The sign-in body: `{ user: { email, password, otp_attempt? } }`, or the two-factor step alone,
 * `{ user: { otp_attempt } }` (the player is the one the answer asking for the code named, in a
 * short-lived cookie).
 */
export const signInBody = z.object({
  user: z
    .object({
      email: requiredEmail().optional(),
      password: z.string("required").min(1, "required").max(MAX_TYPED_PASSWORD, "too_long").optional(),
      otp_attempt: otpAttempt.optional(),
    })
    .superRefine((user, context) => {
      if (user.otp_attempt !== undefined && user.email === undefined && user.password === undefined) return;
      if (user.email === undefined) context.addIssue({ code: "custom", message: "required", path: ["email"] });
      if (user.password === undefined) context.addIssue({ code: "custom", message: "required", path: ["password"] });
    }),
});

/** The sign-up form (what the player fills in). */
export function makeSignUpFields(limits: AuthLimits = DEFAULT_AUTH_LIMITS) {
  return z.object({
    email: emailRule(limits.email),
    password: passwordRule(limits.password),
    currency: z.string("required").trim().min(1, "required").max(10, "format"),
    receive_promos: z.boolean("required"),
    age_acceptance: z.literal(true, "required"),
  });
}
export const signUpFields = makeSignUpFields();

/**
 * POST /api/users — the payload: the form's fields plus terms_acceptance (equal to
 * age_acceptance), password_confirmation (equal to password) and groups (an empty list).
 */
export function makeSignUpBody(limits: AuthLimits = DEFAULT_AUTH_LIMITS) {
  return z.object({
    user: makeSignUpFields(limits)
      .extend({
        terms_acceptance: z.literal(true, "required"),
        password_confirmation: boundedString(MAX_TYPED_PASSWORD),
        groups: groupList.optional(),
        bonus_code: z.string().max(50, "too_long").optional(),
        country: z.string().length(2, "format").optional(),
        locale: z.string().max(10, "format").optional(),
      })
      .refine((user) => user.password === user.password_confirmation, {
        message: "equality",
        path: ["password_confirmation"],
      }),
  });
}
export const signUpBody = makeSignUpBody();

/** POST /api/users/password, /api/users/unlock, /api/users/confirmation — `{ user: { email } }`. */
export const emailOnlyBody = z.object({ user: z.object({ email: requiredEmail() }) });

/** PUT /api/users/password — set a new password with the e-mailed token. */
export function makeResetPasswordBody(limits: AuthLimits = DEFAULT_AUTH_LIMITS) {
  return z.object({
    user: z
      .object({
        reset_password_token: z.string("required").min(1, "required").max(MAX_TOKEN, "invalid_token"),
        password: passwordRule(limits.password),
        password_confirmation: z.string("required").min(1, "required").max(MAX_TYPED_PASSWORD, "too_long"),
      })
      .refine((user) => user.password === user.password_confirmation, {
        message: "equality",
        path: ["password_confirmation"],
      }),
  });
}
export const resetPasswordBody = makeResetPasswordBody();

/** PUT /api/users — change the password while signed in. */
export function makeChangePasswordBody(limits: AuthLimits = DEFAULT_AUTH_LIMITS) {
  return z.object({
    user: z
      .object({
        current_password: z.string("required").min(1, "required").max(limits.password.maximum, "too_long"),
        password: passwordRule(limits.password),
        password_confirmation: z.string("required").min(1, "required").max(1024, "too_long"),
        /** The two-factor code (or a recovery code), required when the player has it on. */
        otp_attempt: otpAttempt.optional(),
      })
      .refine((user) => user.password === user.password_confirmation, {
        message: "equality",
        path: ["password_confirmation"],
      }),
  });
}
export const changePasswordBody = makeChangePasswordBody();

const mailedToken = z.string("required").min(1, "required").max(200, "invalid_token");

/**
 * GET /api/users/confirmation?confirmation_token=… checks the mailed link without using it (a GET
 * changes nothing and signs no one in); PUT /api/users/confirmation `{confirmation_token}` confirms.
 */
export const confirmationTokenQuery = z.object({ confirmation_token: mailedToken });
export const confirmationTokenBody = z.object({ confirmation_token: mailedToken });
/** GET /api/users/unlock?unlock_token=… checks; PUT /api/users/unlock `{unlock_token}` unlocks. */
export const unlockTokenQuery = z.object({ unlock_token: mailedToken });
export const unlockTokenBody = z.object({ unlock_token: mailedToken });

/**
 * Refused sign-in (401): `{ error, errors }`. `error` is worded in the request's language; the
 * field lists carry a message *code* the site words itself, shown under its field: wrong e-mail or
 * password → `{ password: ["wrong_password"] }`,
 * locked → `{ email: ["locked"] }`, unconfirmed past the grace period → `{ email: ["unconfirmed"] }`.
 */
export const signInErrorBody = z
  .object({
    error: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
    /** Present (true) when the password was right and the two-factor code is asked. */
    two_factor_enabled: z.boolean().optional(),
  })
  .meta({ id: "SignInError" });
export const SIGN_IN_ERROR_CODES = {
  wrongPassword: "wrong_password",
  locked: "locked",
  unconfirmed: "unconfirmed",
  /** Two-factor sign-in: the password is right, the code is asked (`errors.otp_attempt`, `two_factor_enabled: true`). */
  otpRequired: "otp_required",
  /** The code (or recovery code) is wrong or already used; counted like a wrong password. */
  otpInvalid: "otp_invalid",
} as const;

/**
 * Sign-up from a country whose marks restrict the site or registration: 422 with the refusal
 * under this key (`{ errors: { base: ["Unfortunately registration …"] } }`).
 */
export const REGISTRATION_RESTRICTED_FIELD = "base";

export type SignInFields = z.infer<typeof signInFields>;
export type SignUpFields = z.infer<typeof signUpFields>;
export type SignUpBody = z.infer<typeof signUpBody>;
export type SignInErrorBody = z.infer<typeof signInErrorBody>;

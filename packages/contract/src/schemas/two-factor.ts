import { z } from "zod";

// Two-factor sign-in (TOTP, RFC 6238: SHA-1, 6 digits, 30 s) at /api/v2/player/two_factor, in the
// API family's shapes. Once on, sign-in, withdrawals, password changes and turning it off ask for
// a code from the authenticator app or one of the one-time recovery codes.

/** A code typed by the player: 6 digits, or a recovery code (`abcde-12345`; spaces and dashes ignored). */
export const authenticationCode = z.string("required").trim().min(1, "required").max(32, "invalid_token");

/** GET: a new secret (base32) and its `otpauth://totp/…` URI for the authenticator app's QR code. */
export const twoFactorSetup = z.object({ otp_secret: z.string(), data: z.string() }).meta({ id: "TwoFactorSetup" });

/** POST: turns it on with the secret GET offered and a code the app shows for it. */
export const twoFactorEnableBody = z.object({
  two_factor: z.object({
    otp_secret: z.string("required").trim().min(1, "required").max(64, "invalid_token"),
    authentication_code: authenticationCode,
  }),
});

/** POST 200: the recovery codes, shown this once (the platform keeps only their hashes). */
export const twoFactorEnabled = z
  .object({ two_factor_enabled: z.literal(true), recovery_codes: z.array(z.string()) })
  .meta({ id: "TwoFactorEnabled" });

/** DELETE: turns it off with a code (or a recovery code). */
export const twoFactorDisableBody = z.object({ two_factor: z.object({ authentication_code: authenticationCode }) });

export const twoFactorDisabled = z.object({ two_factor_enabled: z.literal(false) }).meta({ id: "TwoFactorDisabled" });

/** How many recovery codes turning it on gives. */
export const RECOVERY_CODES_COUNT = 10;

export type TwoFactorSetup = z.infer<typeof twoFactorSetup>;
export type TwoFactorEnabled = z.infer<typeof twoFactorEnabled>;

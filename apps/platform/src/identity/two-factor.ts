import type { Locale } from "@croupier/contract";
import type { FastifyInstance } from "fastify";
import { projectSetting, SETTING_KEYS } from "../settings/keys.ts";
import { getSetting } from "../settings/repository.ts";
import { fieldError } from "./context.ts";
import { createRateLimiter, type RateLimiter } from "./rate-limiter.ts";
import type { User } from "./repository.ts";
import { hashRecoveryCode, matchingStep, newRecoveryCodes, newTotpSecret, readTypedCode, totpFor } from "./totp.ts";
import { decryptSecret, encryptSecret } from "./two-factor-crypto.ts";
import {
  claimStep,
  disableTwoFactor,
  enableTwoFactor,
  findTwoFactorSettings,
  savePendingSecret,
  useRecoveryCode,
} from "./two-factor-repository.ts";

// The players' two-factor sign-in with an authenticator app (the codes themselves: totp.ts). A code
// is never accepted twice: the step of the last accepted code is kept per player and only a later
// step passes. Recovery codes are kept as SHA-256 hashes and each used once.

export type CodeCheck = "ok" | "wrong" | "off";

/** True when the player has two-factor sign-in on. */
export async function isTwoFactorEnabled(app: FastifyInstance, playerId: number): Promise<boolean> {
  return (await findTwoFactorSettings(app.database.db, playerId))?.enabledAt != null;
}

/**
 * Starts (or restarts) the enrolment: a new secret, kept encrypted as the pending one, and its
 * otpauth:// URI. 422 `errors.two_factor` once it is on: the secret in use is never shown again.
 */
export async function startTwoFactorEnrolment(
  app: FastifyInstance,
  user: User,
  locale: Locale,
): Promise<{ otp_secret: string; data: string }> {
  const db = app.database.db;
  if (await isTwoFactorEnabled(app, user.id)) throw fieldError({ locale }, "two_factor", "two_factor_on");
  const secret = newTotpSecret();
  await savePendingSecret(db, user.id, await encryptSecret(app, secret), app.clock());
  const project = await getSetting(db, SETTING_KEYS.project, projectSetting);
  const uri = totpFor(secret, { issuer: project.name, label: user.email }).toString();
  return { otp_secret: secret, data: uri };
}

/**
 * Turns it on: `otpSecret` must be the pending one (the last the enrolment gave this player) and
 * `code` a current code for it. Answers the recovery codes, shown once.
 */
export async function turnOnTwoFactor(
  app: FastifyInstance,
  user: User,
  form: { otpSecret: string; code: string },
  locale: Locale,
): Promise<string[]> {
  const db = app.database.db;
  await throttle(app, user.id);
  const settings = await findTwoFactorSettings(db, user.id);
  if (settings?.enabledAt) throw fieldError({ locale }, "two_factor", "two_factor_on");
  const pending = settings?.pendingSecret ? await decryptSecret(app, settings.pendingSecret) : null;
  const secret = form.otpSecret.replace(/\s+/g, "").toUpperCase();
  if (!pending || !settings?.pendingSecret || pending !== secret) {
    throw fieldError({ locale }, "otp_secret", "invalid_token");
  }
  const step = matchingStep(secret, form.code, app.clock());
  if (step === null) throw fieldError({ locale }, "authentication_code", "invalid_token");
  const codes = newRecoveryCodes();
  const enabled = await enableTwoFactor(app.database.db, {
    playerId: user.id,
    pendingSecret: settings.pendingSecret,
    step,
    codeHashes: codes.map((code) => hashRecoveryCode(code)),
    at: app.clock(),
  });
  if (!enabled) throw fieldError({ locale }, "two_factor", "two_factor_on");
  return codes;
}

/** Turns it off with a code or a recovery code; the secret and the codes are deleted. */
export async function turnOffTwoFactor(app: FastifyInstance, user: User, code: string, locale: Locale): Promise<void> {
  const check = await checkSecondFactor(app, user.id, code);
  if (check === "off") throw fieldError({ locale }, "two_factor", "two_factor_off");
  if (check === "wrong") throw fieldError({ locale }, "authentication_code", "invalid_token");
  await disableTwoFactor(app.database.db, user.id);
}

/**
 * For a withdrawal or a password change: nothing when the player has it off; otherwise `code` must
 * be a fresh code or an unused recovery code, else 422 under `field` ("must be completed" when
 * missing, "is invalid" when wrong). Guesses are limited per player like sign-ins.
 */
export async function requireSecondFactor(
  app: FastifyInstance,
  user: User,
  code: string | undefined,
  where: { locale: Locale; field: string },
): Promise<void> {
  if (!(await isTwoFactorEnabled(app, user.id))) return;
  if (!code?.trim()) throw fieldError(where, where.field, "required");
  if ((await checkSecondFactor(app, user.id, code)) !== "ok") throw fieldError(where, where.field, "invalid_token");
}

/**
 * Checks a code typed by the player, and uses it up: a TOTP code (its step recorded, so it cannot
 * be replayed) or a recovery code (marked used). "off" when the player has two-factor sign-in off.
 */
export async function checkSecondFactor(app: FastifyInstance, playerId: number, code: string): Promise<CodeCheck> {
  const db = app.database.db;
  const settings = await findTwoFactorSettings(db, playerId);
  if (!settings?.enabledAt || !settings.secret) return "off";
  await throttle(app, playerId);
  const typed = readTypedCode(code);
  const now = app.clock();
  if (typed.kind === "totp") {
    const secret = await decryptSecret(app, settings.secret);
    const step = secret ? matchingStep(secret, typed.token, now) : null;
    return step !== null && (await claimStep(db, playerId, step, now)) ? "ok" : "wrong";
  }
  if (typed.kind === "malformed") return "wrong";
  return (await useRecoveryCode(db, playerId, typed.hash, now)) ? "ok" : "wrong";
}

const limiters = new WeakMap<FastifyInstance, RateLimiter>();

/** Code guesses per player per window (SIGN_IN_RATE_LIMIT_EMAIL), whatever asks for the code: 429 past it. */
async function throttle(app: FastifyInstance, playerId: number): Promise<void> {
  const { rateLimits } = app.config.identity;
  let limiter = limiters.get(app);
  if (!limiter) {
    limiter = createRateLimiter(app.database.db, rateLimits.windowMs, app.clock);
    limiters.set(app, limiter);
  }
  await limiter.hit(`two-factor:${playerId}`, rateLimits.signInPerEmail * 2);
}

import { formatMessage, type Locale, SIGN_IN_ERROR_CODES } from "@croupier/contract";
import { AppError } from "../errors/app-error.ts";
import { type IdentityContext, recordSignIn } from "./context.ts";
import { recordDeviceFailure, type TrustedDevice } from "./devices.ts";
import { findUserByEmail, incrementFailedAttempts, type User, updateUser } from "./repository.ts";
import { refuseBlockedSignIn } from "./staff-actions.ts";
import { createToken } from "./tokens.ts";

/** One sign-in: the form, where it comes from, and how to find the browser's trusted device. */
export interface SignInAttempt {
  email: string;
  password: string;
  clientIp: string;
  locale: Locale;
  /** The browser's trusted device for `user`, or null (from its device cookie). */
  trustedDevice(user: User): Promise<TrustedDevice | null>;
  /**
   * Two-factor sign-in (two-factor-sign-in.ts), asked once the password is right: "wrong" counts
   * like a wrong password; it throws by itself to ask for the code.
   */
  secondFactor?(user: User, device: TrustedDevice | null): Promise<"ok" | "wrong">;
}

/** The player signed in, and the trusted device they came from (null for any other browser). */
export interface SignInSuccess {
  user: User;
  device: TrustedDevice | null;
}

/**
 * Checks the password and records the sign-in; the caller opens the session and trusts the
 * browser. Refusals are 401 with the reason under its field:
 * - a wrong address or password both say "wrong_password", so the answer tells no one which
 *   addresses have accounts; an unknown address is even counted and locked like a real account;
 * - MAX_FAILED_SIGN_INS failures lock the account ("locked") and mail the unlock link; the lock
 *   ends by itself after UNLOCK_AFTER_MINUTES;
 * - a browser the player signed in from before (a trusted device) is neither held by that lock nor
 *   by the per-address limit; its own failures count against the device instead;
 * - failures per (address, IP) are limited too, so one IP cannot keep guessing one account;
 * - an unconfirmed address may sign in only during the grace period after sign-up ("unconfirmed");
 * - a player in a time-out or self-exclusion, or whose account is closed, is refused with a 422
 *   saying so and until when (needs.refuseSignIn); one blocked by staff likewise, until unblocked.
 */
export async function signIn(context: IdentityContext, attempt: SignInAttempt): Promise<SignInSuccess> {
  const { app, limiter, failures, phantomLocks, hasher } = context;
  const db = app.database.db;
  const identity = app.config.identity;
  const limits = identity.rateLimits;
  const { email, password, locale } = attempt;
  const accountIp = `${email.trim().toLowerCase()}|${attempt.clientIp}`;
  let user = await findUserByEmail(db, email);
  const device = user ? await attempt.trustedDevice(user) : null;
  if (!device) await limiter.hit(`sign-in-email:${email.trim().toLowerCase()}`, limits.signInPerEmail);
  if (!user) {
    const locked = await phantomLocks.isLocked(email);
    if (!locked) await failures.refuseOver(accountIp, limits.failuresPerAccountIp);
    await hasher.verifyNothing(password);
    if (locked) throw signInError(locale, "locked");
    await failures.record(accountIp);
    throw signInError(locale, (await phantomLocks.fail(email)) ? "locked" : "wrong_password");
  }
  user = await expireLock(context, user);
  const lockedOut = !device && user.lockedAt !== null;
  if (!lockedOut) await failures.refuseOver(accountIp, limits.failuresPerAccountIp);
  // Verified even when locked out, so a locked account answers as slowly as any other.
  const passwordOk = await hasher.verify(user.passwordHash, password);
  if (lockedOut) throw signInError(locale, "locked");
  if (!passwordOk) {
    await failures.record(accountIp);
    return refuseFailedSignIn(context, user, device, locale, "wrong_password");
  }
  const graceEndsAt = user.createdAt.getTime() + identity.confirmationGraceMs;
  if (!user.confirmedAt && app.clock().getTime() > graceEndsAt) throw signInError(locale, "unconfirmed");
  refuseBlockedSignIn(user, locale);
  await context.needs.refuseSignIn?.(db, user.id, app.clock(), locale);
  if (attempt.secondFactor && (await attempt.secondFactor(user, device)) === "wrong") {
    await failures.record(accountIp);
    return refuseFailedSignIn(context, user, device, locale, "otp_invalid");
  }
  return { user: await recordSignIn(app, attempt, user), device };
}

/** Counts a failed sign-in against the trusted device or the account (locked at MAX_FAILED_SIGN_INS) and refuses it. */
export async function refuseFailedSignIn(
  context: IdentityContext,
  user: User,
  device: TrustedDevice | null,
  locale: Locale,
  code: "wrong_password" | "otp_invalid",
): Promise<never> {
  const { app } = context;
  const maxFailed = app.config.identity.maxFailedSignIns;
  if (device) {
    await recordDeviceFailure(app.database.db, device, maxFailed);
    throw signInError(locale, code);
  }
  const failed = await incrementFailedAttempts(app.database.db, user.id);
  if (failed < maxFailed) throw signInError(locale, code);
  await lockAccount(context, user);
  throw signInError(locale, "locked");
}

/** Locks the account for every device but the trusted ones and mails the unlock link (within the mail limit). */
async function lockAccount(context: IdentityContext, user: User): Promise<void> {
  const { app, mailer } = context;
  const unlock = (await mailer.canMail(user.email)) ? createToken() : null;
  await updateUser(app.database.db, user.id, {
    lockedAt: app.clock(),
    ...(unlock ? { unlockTokenHash: unlock.hash } : {}),
  });
  if (unlock) {
    await mailer.send({
      kind: "unlock",
      to: user.email,
      locale: user.locale,
      token: unlock.token,
      dedupeKey: `unlock:${unlock.hash}`,
    });
  }
}

/** A lock older than UNLOCK_AFTER_MINUTES ends by itself. */
export async function expireLock(context: IdentityContext, user: User): Promise<User> {
  const { app } = context;
  if (!user.lockedAt) return user;
  if (app.clock().getTime() - user.lockedAt.getTime() < app.config.identity.unlockAfterMs) return user;
  return updateUser(app.database.db, user.id, { lockedAt: null, failedAttempts: 0, unlockTokenHash: null });
}

const ERROR_FIELD = {
  wrong_password: "password",
  locked: "email",
  unconfirmed: "email",
  otp_required: "otp_attempt",
  otp_invalid: "otp_attempt",
} as const;

/** 401 `{ error: <text in the request's language>, errors: { <field>: [<code>] } }`. */
export function signInError(
  locale: Locale,
  code: keyof typeof ERROR_FIELD,
  details?: Record<string, string | number | boolean>,
): AppError {
  return new AppError("unauthorized", formatMessage(code, locale), {
    fields: { [ERROR_FIELD[code]]: [SIGN_IN_ERROR_CODES[CODE_KEYS[code]]] },
    ...(details ? { details } : {}),
  });
}

const CODE_KEYS = {
  wrong_password: "wrongPassword",
  locked: "locked",
  unconfirmed: "unconfirmed",
  otp_required: "otpRequired",
  otp_invalid: "otpInvalid",
} as const satisfies Record<keyof typeof ERROR_FIELD, keyof typeof SIGN_IN_ERROR_CODES>;

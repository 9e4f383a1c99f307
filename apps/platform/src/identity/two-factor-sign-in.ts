import type { FastifyReply, FastifyRequest } from "fastify";
import { type IdentityContext, recordSignIn } from "./context.ts";
import { findTrustedDevice, type TrustedDevice } from "./devices.ts";
import { findUserById, type User } from "./repository.ts";
import { expireLock, refuseFailedSignIn, signInError } from "./sign-in.ts";
import { refuseBlockedSignIn } from "./staff-actions.ts";
import { hashToken } from "./tokens.ts";
import { checkSecondFactor, isTwoFactorEnabled } from "./two-factor.ts";
import { signPayload, verifyPayload } from "./two-factor-crypto.ts";

// The code step of sign-in for a player with two-factor sign-in on. The password step answers 401
// `{error, errors: {otp_attempt: ["otp_required"]}, two_factor_enabled: true}` without opening a
// session and sets a short-lived signed cookie naming the player (the API family's clients then
// post `{user: {otp_attempt}}` alone); a body may also carry the code with the password at once.
// A wrong code counts like a wrong password (lock-out included).

/** The cookie of a sign-in waiting for its code. */
export const CHALLENGE_COOKIE = "_casino_two_factor";
const CHALLENGE_MS = 5 * 60_000;

interface Challenge {
  /** The player. */
  p: number;
  /** Until when (ms). */
  e: number;
  /** Part of the password hash's digest: a password change meanwhile voids the challenge. */
  h: string;
}

/** The second-factor hook of `signIn` for this request: asks for the code or checks the one sent. */
export function secondFactorFor(
  context: IdentityContext,
  request: FastifyRequest,
  reply: FastifyReply,
  otpAttempt: string | undefined,
) {
  return async (user: User): Promise<"ok" | "wrong"> => {
    if (otpAttempt === undefined) {
      if (!(await isTwoFactorEnabled(context.app, user.id))) return "ok";
      await askForCode(request, reply, user);
      throw signInError(request.locale, "otp_required", { two_factor_enabled: true });
    }
    const check = await checkSecondFactor(context.app, user.id, otpAttempt);
    if (check === "wrong") return "wrong";
    clearChallenge(request, reply);
    return "ok";
  };
}

/**
 * `{user: {otp_attempt}}` alone: the player of the challenge cookie signs in with the code. Without
 * a live challenge the answer is the one of a wrong password (nothing to tell).
 */
export async function signInWithCode(
  context: IdentityContext,
  request: FastifyRequest,
  reply: FastifyReply,
  otpAttempt: string,
): Promise<{ user: User; device: TrustedDevice | null }> {
  const { app } = context;
  const locale = request.locale;
  const challenge = await readChallenge(request);
  const found = challenge ? await findUserById(app.database.db, challenge.p) : null;
  if (!challenge || !found || passwordDigest(found) !== challenge.h) throw signInError(locale, "otp_invalid");
  await context.limiter.hit(
    `sign-in-email:${found.email.trim().toLowerCase()}`,
    app.config.identity.rateLimits.signInPerEmail,
  );
  const device = await findTrustedDevice(request, found);
  const user = await expireLock(context, found);
  if (!device && user.lockedAt !== null) throw signInError(locale, "locked");
  // A block, time-out or self-exclusion that began after the password step refuses here too.
  refuseBlockedSignIn(user, locale);
  await context.needs.refuseSignIn?.(app.database.db, user.id, app.clock(), locale);
  const check = await checkSecondFactor(app, user.id, otpAttempt);
  if (check === "wrong") return refuseFailedSignIn(context, user, device, locale, "otp_invalid");
  clearChallenge(request, reply);
  return { user: await recordSignIn(app, request, user), device };
}

async function askForCode(request: FastifyRequest, reply: FastifyReply, user: User): Promise<void> {
  const app = request.server;
  const challenge: Challenge = { p: user.id, e: app.clock().getTime() + CHALLENGE_MS, h: passwordDigest(user) };
  reply.setCookie(CHALLENGE_COOKIE, await signPayload(app, challenge), {
    ...cookieOptions(request),
    maxAge: CHALLENGE_MS / 1000,
  });
}

async function readChallenge(request: FastifyRequest): Promise<Challenge | null> {
  const value = request.cookies[CHALLENGE_COOKIE];
  if (!value) return null;
  const payload = (await verifyPayload(request.server, value)) as Partial<Challenge> | null;
  if (!payload || typeof payload.p !== "number" || typeof payload.e !== "number" || typeof payload.h !== "string") {
    return null;
  }
  if (payload.e <= request.server.clock().getTime()) return null;
  return payload as Challenge;
}

function clearChallenge(request: FastifyRequest, reply: FastifyReply): void {
  if (request.cookies[CHALLENGE_COOKIE] !== undefined) reply.clearCookie(CHALLENGE_COOKIE, cookieOptions(request));
}

function passwordDigest(user: User): string {
  return hashToken(user.passwordHash).slice(0, 16);
}

function cookieOptions(request: FastifyRequest) {
  const secure = request.protocol === "https" || request.server.config.publicOrigin.startsWith("https:");
  return { path: "/api/users", httpOnly: true, sameSite: "strict" as const, secure };
}

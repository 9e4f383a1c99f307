import type { Locale } from "@croupier/contract";
import type { FastifyInstance } from "fastify";
import type { Executor } from "../db/database.ts";
import { fieldError } from "../identity/context.ts";
import type { RateLimiter } from "../identity/rate-limiter.ts";
import {
  hashRecoveryCode,
  matchingStep,
  newRecoveryCodes,
  newTotpSecret,
  readTypedCode,
  totpFor,
} from "../identity/totp.ts";
import { decryptSecret, encryptSecret } from "../identity/two-factor-crypto.ts";
import { writeAuditEntry } from "./audit-log.ts";
import type { SignedInOperator } from "./operator-sessions.ts";
import { completeOperatorEnrolment, deleteOperatorSessions } from "./session-repository.ts";
import {
  claimOperatorStep,
  deleteOperatorTwoFactor,
  enableOperatorTwoFactor,
  findOperatorTwoFactor,
  saveOperatorPendingSecret,
  useOperatorRecoveryCode,
} from "./two-factor-repository.ts";

// Two-factor sign-in is required of every operator (the codes: identity/totp.ts; the secrets are
// encrypted as the players' are, identity/two-factor-crypto.ts). A new operator signs in with the
// password, enrols at once on that session (GET then POST /api/operator/two_factor), and from then
// on every sign-in asks for a code. There is no turning it off: staff accounts open players' data
// and money.

export const OPERATOR_TOTP_ISSUER = "Croupier back office";

/** True when the operator has two-factor sign-in set up. */
export async function isOperatorTwoFactorOn(app: FastifyInstance, operatorId: number): Promise<boolean> {
  return (await findOperatorTwoFactor(app.database.db, operatorId))?.enabledAt != null;
}

/**
 * A new secret, kept encrypted as the pending one, and its otpauth:// URI. 422 `errors.two_factor`
 * once it is on: the secret in use is never shown again.
 */
export async function startOperatorEnrolment(
  app: FastifyInstance,
  signedIn: SignedInOperator,
  locale: Locale,
): Promise<{ otp_secret: string; data: string }> {
  const { operator } = signedIn;
  if (await isOperatorTwoFactorOn(app, operator.id)) throw fieldError({ locale }, "two_factor", "two_factor_on");
  const secret = newTotpSecret();
  await saveOperatorPendingSecret(app.database.db, operator.id, await encryptSecret(app, secret), app.clock());
  const uri = totpFor(secret, { issuer: OPERATOR_TOTP_ISSUER, label: operator.email }).toString();
  return { otp_secret: secret, data: uri };
}

/**
 * Turns it on with the pending secret and a current code: the session becomes a full one and the
 * operator's other sessions still waiting for enrolment end, with the audit row, in one
 * transaction. Answers the recovery codes, shown once.
 */
export async function finishOperatorEnrolment(
  app: FastifyInstance,
  signedIn: SignedInOperator,
  form: { otpSecret: string; code: string; ip: string; limiter: RateLimiter },
  locale: Locale,
): Promise<string[]> {
  const { operator, session } = signedIn;
  await throttleCodes(app, form.limiter, operator.id);
  const settings = await findOperatorTwoFactor(app.database.db, operator.id);
  if (settings?.enabledAt) throw fieldError({ locale }, "two_factor", "two_factor_on");
  const pending = settings?.pendingSecret ? await decryptSecret(app, settings.pendingSecret) : null;
  const secret = form.otpSecret.replace(/\s+/g, "").toUpperCase();
  if (!pending || !settings?.pendingSecret || pending !== secret) {
    throw fieldError({ locale }, "otp_secret", "invalid_token");
  }
  const now = app.clock();
  const step = matchingStep(secret, form.code, now);
  if (step === null) throw fieldError({ locale }, "authentication_code", "invalid_token");
  const codes = newRecoveryCodes();
  const pendingSecret = settings.pendingSecret;
  const enabled = await app.database.db.transaction(async (tx) => {
    const done = await enableOperatorTwoFactor(tx, {
      operatorId: operator.id,
      pendingSecret,
      step,
      codeHashes: codes.map((code) => hashRecoveryCode(code)),
      at: now,
    });
    if (!done) return false;
    await completeOperatorEnrolment(tx, operator.id, session.id);
    await writeAuditEntry(tx, { operatorId: operator.id, action: "operator.two_factor_enabled", ip: form.ip });
    return true;
  });
  if (!enabled) throw fieldError({ locale }, "two_factor", "two_factor_on");
  session.enrolmentPending = false;
  return codes;
}

/**
 * Checks a code typed at sign-in and uses it up: a TOTP code (its step recorded, so it cannot be
 * replayed) or a recovery code (marked used). "off" when the operator has not enrolled.
 */
export async function checkOperatorCode(
  app: FastifyInstance,
  limiter: RateLimiter,
  operatorId: number,
  code: string,
): Promise<"ok" | "wrong" | "off"> {
  const db = app.database.db;
  const settings = await findOperatorTwoFactor(db, operatorId);
  if (!settings?.enabledAt || !settings.secret) return "off";
  await throttleCodes(app, limiter, operatorId);
  const typed = readTypedCode(code);
  const now = app.clock();
  if (typed.kind === "totp") {
    const secret = await decryptSecret(app, settings.secret);
    const step = secret ? matchingStep(secret, typed.token, now) : null;
    return step !== null && (await claimOperatorStep(db, operatorId, step, now)) ? "ok" : "wrong";
  }
  if (typed.kind === "malformed") return "wrong";
  return (await useOperatorRecoveryCode(db, operatorId, typed.hash, now)) ? "ok" : "wrong";
}

/** Code guesses per operator per window (twice SIGN_IN_RATE_LIMIT_EMAIL): 429 past it. */
async function throttleCodes(app: FastifyInstance, limiter: RateLimiter, operatorId: number): Promise<void> {
  await limiter.hit(`operator-two-factor:${operatorId}`, app.config.identity.rateLimits.signInPerEmail * 2);
}

/**
 * Resets an operator's two-factor sign-in (staff management, for a lost phone): the secret and
 * recovery codes are forgotten and every session of theirs ends, so their next sign-in with the
 * password opens an enrolment-only session and they enrol again. Call in the transaction that
 * audits it; answers whether it had been on.
 */
export async function resetOperatorTwoFactor(tx: Executor, operatorId: number): Promise<boolean> {
  const wasOn = await deleteOperatorTwoFactor(tx, operatorId);
  await deleteOperatorSessions(tx, operatorId);
  return wasOn;
}

import { formatMessage, type Locale, type MessageCode } from "@croupier/contract";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { countHit, readHits, resetHits } from "../cluster/rate-limit-store.ts";
import type { Executor } from "../db/database.ts";
import { AppError } from "../errors/app-error.ts";
import { RequestValidationError } from "../errors/request-validation-error.ts";
import { createIdentityMailer, type IdentityMailer } from "./identity-mailer.ts";
import type { IdentityNeeds } from "./needs.ts";
import { createPasswordHasher, type PasswordHasher } from "./passwords.ts";
import { createRateLimiter, type RateLimiter } from "./rate-limiter.ts";
import { type User, updateUser } from "./repository.ts";

/**
 * What the identity routes share: the password hasher, the limiters, the mailer, and what they
 * need of the modules built on identity.
 */
export interface IdentityContext {
  app: FastifyInstance;
  needs: IdentityNeeds;
  hasher: PasswordHasher;
  limiter: RateLimiter;
  /** Failed sign-ins per (account, IP), over SIGN_IN_FAILURE_WINDOW_MINUTES. */
  failures: RateLimiter;
  phantomLocks: PhantomLocks;
  mailer: IdentityMailer;
}

export function createIdentityContext(app: FastifyInstance, needs: IdentityNeeds): IdentityContext {
  const { argon2, rateLimits, maxFailedSignIns, unlockAfterMs } = app.config.identity;
  return {
    app,
    needs,
    hasher: createPasswordHasher(argon2),
    limiter: createRateLimiter(app.database.db, rateLimits.windowMs, app.clock),
    failures: createRateLimiter(app.database.db, rateLimits.failureWindowMs, app.clock),
    phantomLocks: createPhantomLocks(app.database.db, maxFailedSignIns, unlockAfterMs, app.clock),
    mailer: createIdentityMailer(app),
  };
}

/**
 * Lock-out for addresses that have no account, counted exactly as for real accounts, so that
 * "locked" after MAX_FAILED_SIGN_INS failures does not tell which addresses exist. Kept with the
 * rate limits in PostgreSQL (cluster/rate-limit-store.ts), so it is counted the same whichever
 * node answers: per node, an address spread over several nodes would lock later than an account.
 */
export interface PhantomLocks {
  isLocked(email: string): Promise<boolean>;
  /** Counts a failure; true when it locks. */
  fail(email: string): Promise<boolean>;
}

/** How long failures of an address without an account are remembered (an account's never fade). */
const PHANTOM_FAILURES_MEMORY_MS = 30 * 24 * 60 * 60_000;

export function createPhantomLocks(db: Executor, max: number, unlockAfterMs: number, now: () => Date): PhantomLocks {
  const keys = (email: string) => {
    const address = email.trim().toLowerCase();
    return { failures: `phantom-failures:${address}`, lock: `phantom-lock:${address}` };
  };
  return {
    isLocked: async (email) => (await readHits(db, keys(email).lock, now())).current > 0,
    async fail(email) {
      const key = keys(email);
      const { current } = await countHit(db, key.failures, PHANTOM_FAILURES_MEMORY_MS, now());
      if (current < max) return false;
      // Locked for UNLOCK_AFTER_MINUTES; the failures start again from none afterwards.
      await countHit(db, key.lock, unlockAfterMs, now());
      await resetHits(db, key.failures);
      return true;
    },
  };
}

/** Validates with a schema built at request time (limits from the database); 422 like route schemas. */
export function parseWith<T extends z.ZodType>(schema: T, data: unknown): z.output<T> {
  const result = schema.safeParse(data);
  if (!result.success) throw new RequestValidationError(result.error.issues);
  return result.data;
}

/** 422 `{ errors: { field: [message] } }` in the request's language (a request or `{ locale }`). */
export function fieldError(where: { locale: Locale }, field: string, code: MessageCode): AppError {
  return new AppError("validation_failed", undefined, { fields: { [field]: [formatMessage(code, where.locale)] } });
}

/**
 * Records a sign-in from `from.clientIp`: the previous one becomes last_sign_in_at, which the
 * player is shown so they can spot a sign-in that was not theirs.
 */
export function recordSignIn(app: FastifyInstance, from: { clientIp: string }, user: User): Promise<User> {
  return updateUser(app.database.db, user.id, {
    lastSignInAt: user.currentSignInAt,
    lastSignInIp: user.currentSignInIp,
    currentSignInAt: app.clock(),
    currentSignInIp: from.clientIp,
    signInCount: user.signInCount + 1,
    failedAttempts: 0,
    updatedAt: app.clock(),
  });
}

/** True when `sentAt` is older than `lifetimeMs` (or missing). */
export function isExpired(app: FastifyInstance, sentAt: Date | null, lifetimeMs: number): boolean {
  return !sentAt || app.clock().getTime() - sentAt.getTime() > lifetimeMs;
}

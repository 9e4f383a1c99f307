import { formatMessage } from "@croupier/contract";
import type { FastifyRequest } from "fastify";
import { AppError } from "../errors/app-error.ts";
import type { PasswordHasher } from "../identity/passwords.ts";
import type { RateLimiter } from "../identity/rate-limiter.ts";
import { signInError } from "../identity/sign-in.ts";
import { writeAuditEntry } from "./audit-log.ts";
import {
  clearOperatorFailures,
  countOperatorFailure,
  findOperatorByEmail,
  lockOperator,
  type Operator,
} from "./repository.ts";
import { checkOperatorCode, isOperatorTwoFactorOn } from "./two-factor.ts";

export interface OperatorSignInContext {
  hasher: PasswordHasher;
  limiter: RateLimiter;
}

/** The operator, and whether the session must first enrol two-factor sign-in. */
export interface OperatorSignedIn {
  operator: Operator;
  enrolmentPending: boolean;
}

/**
 * Checks an operator's sign-in; the caller opens the session. Every refusal is audited
 * (`operator.sign_in_failed` with the reason) and answers 401:
 * - a wrong e-mail or password, a disabled operator and a locked-out one all answer the same
 *   "wrong_password" text: a guesser learns neither which addresses exist nor that a lock began;
 * - OPERATOR_MAX_FAILED_SIGN_INS consecutive failures (wrong password or wrong code) lock sign-in
 *   for OPERATOR_LOCK_MINUTES (audited `operator.locked_out`); a success resets the count;
 * - an operator with two-factor sign-in answers `otp_required` (as the players' sign-in does) until
 *   the body carries `otp_attempt`, a fresh code or an unused recovery code; a wrong one counts as
 *   a failure (`otp_invalid`);
 * - an operator without it yet signs in on a session that must enrol first.
 */
export async function signInOperator(
  context: OperatorSignInContext,
  request: FastifyRequest,
  form: { email: string; password: string; otpAttempt?: string | undefined },
): Promise<OperatorSignedIn> {
  const app = request.server;
  const db = app.database.db;
  const { email, password, otpAttempt } = form;
  const refuse = async (operator: Operator | null, reason: string, error = wrongPassword(request)) => {
    await writeAuditEntry(db, {
      operatorId: operator?.id ?? null,
      action: "operator.sign_in_failed",
      details: { email, reason },
      ip: request.clientIp,
    });
    return error;
  };
  const operator = await findOperatorByEmail(db, email);
  // The hash is verified in every case, so no answer comes quicker than another.
  const isValid = operator
    ? await context.hasher.verify(operator.passwordHash, password)
    : await context.hasher.verifyNothing(password).then(() => false);
  if (!operator) throw await refuse(null, "unknown_email");
  if (operator.disabledAt) throw await refuse(operator, "disabled");
  if (operator.lockedUntil && operator.lockedUntil.getTime() > app.clock().getTime()) {
    throw await refuse(operator, "locked");
  }
  if (!isValid) throw await countFailure(request, operator, await refuse(operator, "wrong_password"));
  if (otpAttempt === undefined) {
    if (await isOperatorTwoFactorOn(app, operator.id)) {
      throw await refuse(
        operator,
        "otp_required",
        signInError(request.locale, "otp_required", { two_factor_enabled: true }),
      );
    }
  } else {
    const check = await checkOperatorCode(app, context.limiter, operator.id, otpAttempt);
    if (check === "wrong") {
      const error = await refuse(operator, "wrong_code", signInError(request.locale, "otp_invalid"));
      throw await countFailure(request, operator, error);
    }
    if (check === "ok") {
      await clearOperatorFailures(db, operator.id);
      return { operator, enrolmentPending: false };
    }
  }
  // No two-factor sign-in yet (a code sent anyway is ignored): the session must enrol first.
  await clearOperatorFailures(db, operator.id);
  return { operator, enrolmentPending: true };
}

/** Counts the failure; the one that reaches the limit locks sign-in. Answers `error` to throw. */
async function countFailure(request: FastifyRequest, operator: Operator, error: AppError): Promise<AppError> {
  const app = request.server;
  const { maxFailedSignIns, lockMs } = app.config.operators;
  const failed = await countOperatorFailure(app.database.db, operator.id);
  if (failed >= maxFailedSignIns) {
    const until = new Date(app.clock().getTime() + lockMs);
    await app.database.db.transaction(async (tx) => {
      await lockOperator(tx, operator.id, until);
      await writeAuditEntry(tx, {
        operatorId: operator.id,
        action: "operator.locked_out",
        details: { failures: failed, locked_until: until.toISOString() },
        ip: request.clientIp,
      });
    });
  }
  return error;
}

/** The one refusal of a wrong e-mail or password, a disabled and a locked-out operator. */
function wrongPassword(request: FastifyRequest): AppError {
  return new AppError("unauthorized", formatMessage("wrong_password", request.locale));
}

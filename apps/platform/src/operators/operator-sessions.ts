import { type OperatorPermission, operatorCan } from "@croupier/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../errors/app-error.ts";
import { createToken, hashToken } from "../identity/tokens.ts";
import { writeAuditEntry } from "./audit-log.ts";
import type { Operator } from "./repository.ts";
import { markPermissionHook } from "./route-permissions.ts";
import {
  deleteExpiredOperatorSessions,
  deleteOperatorSession,
  findOperatorSession,
  insertOperatorSession,
  type OperatorSession,
  touchOperatorSession,
} from "./session-repository.ts";

// Operator sessions are separate from the players': their own table and cookie, so a player's
// session never opens the back office and an operator's never acts as a player. The cookie holds a
// random token; the table only its SHA-256. SameSite=Strict: the back office is never entered by a
// link from another site.

export const OPERATOR_COOKIE = "_croupier_operator";
/** Absolute lifetime: a shift. The operator signs in again after it, however active. */
export const OPERATOR_SESSION_MS = 8 * 60 * 60_000;
/** last_seen_at is written at most this often. */
const TOUCH_INTERVAL_MS = 60_000;

export const NOT_SIGNED_IN = "Sign in as an operator first.";
export const NOT_PERMITTED = "Your role does not allow this.";
export const ENROLMENT_REQUIRED = "Set up two-factor sign-in first (GET /api/operator/two_factor).";

export interface SignedInOperator {
  session: OperatorSession;
  operator: Operator;
}

const resolved = new WeakMap<FastifyRequest, Promise<SignedInOperator | null>>();

/** The signed-in operator of this request, or null (memoised per request). */
export function getSignedInOperator(request: FastifyRequest): Promise<SignedInOperator | null> {
  let found = resolved.get(request);
  if (!found) {
    found = loadSignedInOperator(request);
    resolved.set(request, found);
  }
  return found;
}

async function loadSignedInOperator(request: FastifyRequest): Promise<SignedInOperator | null> {
  const token = request.cookies[OPERATOR_COOKIE];
  if (!token) return null;
  const app = request.server;
  const db = app.database.db;
  const found = await findOperatorSession(db, hashToken(token));
  if (!found) return null;
  const now = app.clock();
  const { session, operator } = found;
  // Unused for OPERATOR_IDLE_MINUTES (as last written, at most TOUCH_INTERVAL_MS stale): ended.
  const isIdle = now.getTime() - session.lastSeenAt.getTime() >= app.config.operators.idleMs;
  if (session.expiresAt.getTime() <= now.getTime() || operator.disabledAt || isIdle) {
    await deleteOperatorSession(db, session.id);
    return null;
  }
  if (now.getTime() - session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
    await touchOperatorSession(db, session.id, now);
    session.lastSeenAt = now;
  }
  return found;
}

/** The signed-in operator; 401 `{error}` when none (for handlers behind `requireOperator`). */
export async function currentOperator(request: FastifyRequest): Promise<SignedInOperator> {
  const signedIn = await getSignedInOperator(request);
  if (!signedIn) throw new AppError("unauthorized", NOT_SIGNED_IN);
  return signedIn;
}

/**
 * onRequest hook of an operator endpoint: 401 when not signed in as an operator, 403 when the
 * operator's role lacks `permission` (the contract's OPERATOR_PERMISSIONS). Runs before the body is validated, so a stranger learns
 * nothing from 422s.
 */
export function requireOperator(permission?: OperatorPermission) {
  const hook = async (request: FastifyRequest): Promise<void> => {
    const { operator, session } = await currentOperator(request);
    if (session.enrolmentPending) throw enrolmentRequired();
    if (permission && !operatorCan(operator.role, permission)) throw new AppError("forbidden", NOT_PERMITTED);
  };
  // The route's OpenAPI operation then names the permission (route-permissions.ts).
  return markPermissionHook(hook, permission);
}

/**
 * onRequest hook of the few endpoints a session waiting for two-factor enrolment may call (me and
 * the enrolment itself): 401 when not signed in as an operator, nothing more.
 */
export async function requireOperatorSession(request: FastifyRequest): Promise<void> {
  await currentOperator(request);
}

/** 403 `{error, code: "two_factor_enrolment_required"}`: the session has not enrolled yet. */
function enrolmentRequired(): AppError {
  return new AppError("forbidden", ENROLMENT_REQUIRED, { details: { code: "two_factor_enrolment_required" } });
}

/**
 * Signs `operator` in on a fresh session (the request's old one is destroyed) and records the
 * sign-in in the audit log, in one transaction; then sets the cookie. `enrolmentPending`: the
 * operator has no two-factor sign-in yet, so the session may only enrol (requireOperator: 403).
 */
export async function startOperatorSession(
  request: FastifyRequest,
  reply: FastifyReply,
  operator: Operator,
  options: { enrolmentPending: boolean },
): Promise<void> {
  const app = request.server;
  const previous = await getSignedInOperator(request);
  const now = app.clock();
  const { token, hash } = createToken();
  const session = await app.database.db.transaction(async (tx) => {
    if (previous) await deleteOperatorSession(tx, previous.session.id);
    await deleteExpiredOperatorSessions(tx, operator.id, now, new Date(now.getTime() - app.config.operators.idleMs));
    const created = await insertOperatorSession(tx, {
      tokenHash: hash,
      operatorId: operator.id,
      ip: request.clientIp,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + OPERATOR_SESSION_MS),
      enrolmentPending: options.enrolmentPending,
    });
    await writeAuditEntry(tx, { operatorId: operator.id, action: "operator.signed_in", ip: request.clientIp });
    return created;
  });
  reply.setCookie(OPERATOR_COOKIE, token, cookieOptions(request));
  resolved.set(request, Promise.resolve({ session, operator }));
}

/** Destroys the request's operator session (if any, recording the sign-out) and clears the cookie. */
export async function endOperatorSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const signedIn = await getSignedInOperator(request);
  if (signedIn) {
    await request.server.database.db.transaction(async (tx) => {
      // A concurrent sign-out of the same session records nothing twice.
      if (!(await deleteOperatorSession(tx, signedIn.session.id))) return;
      await writeAuditEntry(tx, {
        operatorId: signedIn.operator.id,
        action: "operator.signed_out",
        ip: request.clientIp,
      });
    });
  }
  resolved.set(request, Promise.resolve(null));
  if (request.cookies[OPERATOR_COOKIE] !== undefined) reply.clearCookie(OPERATOR_COOKIE, cookieOptions(request));
}

function cookieOptions(request: FastifyRequest) {
  const publicOrigin = request.server.config.publicOrigin;
  const secure = request.protocol === "https" || Boolean(publicOrigin?.startsWith("https:"));
  return { path: "/", httpOnly: true, sameSite: "strict" as const, secure };
}

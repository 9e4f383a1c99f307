import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { lookupCountry } from "../geo/lookup-country.ts";
import type { User } from "./repository.ts";
import {
  deleteExpiredSessions,
  deleteSession,
  findSessionWithUser,
  insertSession,
  type Session,
  touchSession,
} from "./session-repository.ts";
import { recordSignInHistory } from "./sign-in-history.ts";
import { createToken, hashToken } from "./tokens.ts";

/** The session cookie's name, the one the API family's clients expect. */
export const SESSION_COOKIE = "_casino_session";

/** last_seen_at is written at most this often, so a busy player does not write on every call. */
const TOUCH_INTERVAL_MS = 60_000;

export interface SignedIn {
  session: Session;
  user: User;
}

const resolved = new WeakMap<FastifyRequest, Promise<SignedIn | null>>();

/**
 * The signed-in player of this request, or null (memoised per request). A session is alive until
 * its absolute end (SESSION_ABSOLUTE_HOURS) and while used within SESSION_IDLE_MINUTES.
 */
export function getSignedIn(request: FastifyRequest): Promise<SignedIn | null> {
  let found = resolved.get(request);
  if (!found) {
    found = loadSignedIn(request);
    resolved.set(request, found);
  }
  return found;
}

async function loadSignedIn(request: FastifyRequest): Promise<SignedIn | null> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return null;
  const app = request.server;
  const db = app.database.db;
  const found = await findSessionWithUser(db, hashToken(token));
  if (!found) return null;
  const now = app.clock();
  const { idle } = sessionLimits(app);
  const { session } = found;
  if (session.expiresAt.getTime() <= now.getTime() || now.getTime() - session.lastSeenAt.getTime() >= idle) {
    await deleteSession(db, session.id);
    return null;
  }
  if (now.getTime() - session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
    await touchSession(db, session.id, now);
    session.lastSeenAt = now;
  }
  return found;
}

/** Signs `user` in on a fresh session; the request's old session (if any) is destroyed (rotation). */
export async function startSession(request: FastifyRequest, reply: FastifyReply, user: User): Promise<Session> {
  const app = request.server;
  const db = app.database.db;
  const previous = await getSignedIn(request);
  if (previous) await deleteSession(db, previous.session.id);
  const now = app.clock();
  const { idle, absolute } = sessionLimits(app);
  await deleteExpiredSessions(db, user.id, now, idle);
  const { token, hash } = createToken();
  const where = {
    ip: request.clientIp,
    userAgent: request.headers["user-agent"]?.slice(0, 500) ?? null,
    country: lookupCountry(request.clientIp),
  };
  const session = await insertSession(db, {
    tokenHash: hash,
    userId: user.id,
    ...where,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + absolute),
  });
  await recordSignInHistory(db, { userId: user.id, ...where, createdAt: now });
  reply.setCookie(SESSION_COOKIE, token, cookieOptions(request));
  resolved.set(request, Promise.resolve({ session, user }));
  return session;
}

/** Destroys the request's session (if any) and clears the cookie. */
export async function endSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const signedIn = await getSignedIn(request);
  if (signedIn) await deleteSession(request.server.database.db, signedIn.session.id);
  resolved.set(request, Promise.resolve(null));
  clearSessionCookie(request, reply);
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  if (request.cookies[SESSION_COOKIE] !== undefined) reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
}

function cookieOptions(request: FastifyRequest) {
  const secure = request.protocol === "https" || request.server.config.publicOrigin.startsWith("https:");
  return { path: "/", httpOnly: true, sameSite: "lax" as const, secure };
}

function sessionLimits(app: FastifyInstance) {
  return { idle: app.config.identity.sessionIdleMs, absolute: app.config.identity.sessionAbsoluteMs };
}

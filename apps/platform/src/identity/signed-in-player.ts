import type { FastifyRequest } from "fastify";
import { AppError } from "../errors/app-error.ts";
import type { User } from "./repository.ts";
import type { Session } from "./session-repository.ts";
import { getSignedIn, type SignedIn } from "./sessions.ts";

// The one way to keep routes to signed-in players. A route group adds the hook once,
// `app.addHook("onRequest", requireSignedInPlayer)` (a lone route among public ones names it in its
// own `onRequest`), and its handlers read the player with `signedInPlayer(request)` and the session
// with `signedInSession(request)`. onRequest runs once the cookie is parsed and before the body or
// query is validated, so a signed-out call answers 401 `{error}` whatever it sends.
// Routes that only show more to a signed-in visitor read `getSignedIn(request)`, null when signed out.

const guarded = new WeakMap<FastifyRequest, SignedIn>();

/** onRequest hook: 401 `{error}` unless a player is signed in; otherwise remembers who for the handler. */
export async function requireSignedInPlayer(request: FastifyRequest): Promise<void> {
  const signedIn = await getSignedIn(request);
  if (!signedIn) throw new AppError("unauthorized");
  guarded.set(request, signedIn);
}

/** The player `requireSignedInPlayer` let through. */
export function signedInPlayer(request: FastifyRequest): User {
  return signedInOf(request).user;
}

/** The session the player of `signedInPlayer` arrived with. */
export function signedInSession(request: FastifyRequest): Session {
  return signedInOf(request).session;
}

function signedInOf(request: FastifyRequest): SignedIn {
  const signedIn = guarded.get(request);
  // A handler whose route lacks the hook fails closed: it answers like a signed-out call.
  if (!signedIn) throw new AppError("unauthorized");
  return signedIn;
}

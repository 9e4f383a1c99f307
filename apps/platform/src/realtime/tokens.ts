import { randomBytes } from "node:crypto";
import { errors, jwtVerify, SignJWT } from "jose";
import type { Executor } from "../db/database.ts";
import { realtimeKeys } from "./schema.ts";

// Connection tokens as Centrifugo reads them: a JWT signed with HS256 whose `sub` is the user id
// (empty for an anonymous visitor) and whose `exp` ends the connection unless it is refreshed.

export interface TokenClaims {
  /** The user id as a string; "" for an anonymous connection. */
  sub: string;
  /** Expiry, seconds since the epoch (0: never). */
  exp: number;
}

export type VerifiedToken = { ok: true; claims: TokenClaims } | { ok: false; reason: "expired" | "invalid" };

export interface TokenKeys {
  sign(sub: string, ttlSeconds: number, now: Date): Promise<string>;
  verify(token: string, now: Date): Promise<VerifiedToken>;
}

/**
 * The subjects a token may carry: a player id; `visitor-<id>` for a chat visitor (the id of the
 * signed visitor cookie, 22 base64url characters); `agent-<operatorId>` for a support agent
 * (minted only for operators with `support.chat`). None contains `#`, so a subject can never
 * name someone else's user-limited channel.
 */
export function isTokenSubject(sub: string): boolean {
  return /^[1-9]\d{0,15}$/.test(sub) || /^visitor-[A-Za-z0-9_-]{22}$/.test(sub) || /^agent-[1-9]\d{0,15}$/.test(sub);
}

/** Signs and verifies connection tokens with `secret` (HS256). */
export function createTokenKeys(secret: string): TokenKeys {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (sub, ttlSeconds, now) => {
      const iat = Math.floor(now.getTime() / 1000);
      return new SignJWT({})
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(sub)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ttlSeconds)
        .sign(key);
    },
    verify: async (token, now) => {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ["HS256"], currentDate: now });
        const sub = typeof payload.sub === "string" ? payload.sub : "";
        if (sub !== "" && !isTokenSubject(sub)) return { ok: false, reason: "invalid" };
        return { ok: true, claims: { sub, exp: payload.exp ?? 0 } };
      } catch (error) {
        if (error instanceof errors.JWTExpired) return { ok: false, reason: "expired" };
        return { ok: false, reason: "invalid" };
      }
    },
  };
}

/**
 * The token key: REALTIME_SECRET, else the one kept in `realtime_keys` (made by the first node to
 * start), so every node on one database, and every restart, signs and verifies alike.
 */
export async function resolveTokenSecret(db: Executor, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(realtimeKeys)
    .values({ id: 1, secret: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select({ secret: realtimeKeys.secret }).from(realtimeKeys);
  if (!row) throw new Error("realtime key missing");
  return row.secret;
}

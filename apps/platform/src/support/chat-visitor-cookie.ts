import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { CHAT_VISITOR_COOKIE } from "@croupier/contract/schemas/chat";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Executor } from "../db/database.ts";
import { chatKeys } from "./schema.ts";

// A chat visitor (not signed in) is known by a cookie holding a random id and its HMAC-SHA256 under
// a server key, `<id>.<mac>`: HttpOnly (scripts never read it), SameSite=Lax, sent to /api/chat only.
// A cookie whose MAC does not match (forged, altered, signed with another key) is no cookie. The
// key is the one kept in `chat_keys`, made by the first node to start, so every node agrees.

const ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
const MAX_COOKIE_LENGTH = 100;
/** A visitor keeps the same conversation for half a year of returning. */
const MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

export async function resolveChatKey(db: Executor): Promise<Buffer> {
  await db
    .insert(chatKeys)
    .values({ id: 1, secret: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select({ secret: chatKeys.secret }).from(chatKeys);
  if (!row) throw new Error("chat key missing");
  return Buffer.from(row.secret, "base64url");
}

export interface VisitorCookies {
  /** The visitor id of a valid cookie on the request, else null. */
  read(request: FastifyRequest): string | null;
  /** A new visitor id, set as the cookie on the reply. */
  issue(request: FastifyRequest, reply: FastifyReply): string;
}

export function createVisitorCookies(key: Buffer, publicOrigin: string): VisitorCookies {
  const mac = (id: string) => createHmac("sha256", key).update(`chat-visitor:${id}`).digest();
  return {
    read(request) {
      const value = request.cookies[CHAT_VISITOR_COOKIE];
      if (!value || value.length > MAX_COOKIE_LENGTH) return null;
      const [id, signature, extra] = value.split(".");
      if (extra !== undefined || !id || !signature || !ID_PATTERN.test(id)) return null;
      const given = Buffer.from(signature, "base64url");
      const expected = mac(id);
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
    },
    issue(request, reply) {
      const id = randomBytes(16).toString("base64url");
      const secure = request.protocol === "https" || publicOrigin.startsWith("https:");
      reply.setCookie(CHAT_VISITOR_COOKIE, `${id}.${mac(id).toString("base64url")}`, {
        path: "/api/chat",
        httpOnly: true,
        sameSite: "lax",
        secure,
        maxAge: MAX_AGE_SECONDS,
      });
      return id;
    },
  };
}

import { and, eq, ne, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Executor } from "../db/database.ts";
import type { User } from "./repository.ts";
import { trustedDevices } from "./schema.ts";
import { createToken, hashToken } from "./tokens.ts";

// Device cookies slow down online guessing without locking the owner out: a browser that signed
// a player in successfully gets a device cookie. Sign-ins from it are not blocked by the lock that
// failures from elsewhere put on the account; its own failures count against the device, which
// loses its trust at MAX_FAILED_SIGN_INS.

export const DEVICE_COOKIE = "_casino_device";

export type TrustedDevice = typeof trustedDevices.$inferSelect;

/** The request's trusted device for `user`, or null (no cookie, another player's, expired, unknown). */
export async function findTrustedDevice(request: FastifyRequest, user: User): Promise<TrustedDevice | null> {
  const token = request.cookies[DEVICE_COOKIE];
  if (!token || token.length > 100) return null;
  const app = request.server;
  const [device] = await app.database.db
    .select()
    .from(trustedDevices)
    .where(and(eq(trustedDevices.tokenHash, hashToken(token)), eq(trustedDevices.userId, user.id)))
    .limit(1);
  if (!device) return null;
  const age = app.clock().getTime() - device.lastUsedAt.getTime();
  return age < app.config.identity.deviceTrustMs ? device : null;
}

/**
 * After a successful sign-in: the device that was trusted stays so (its failures forgotten);
 * otherwise a new device cookie replaces the browser's old one (whose row, if any, is removed).
 */
export async function trustDevice(
  request: FastifyRequest,
  reply: FastifyReply,
  user: User,
  device: TrustedDevice | null,
): Promise<void> {
  const app = request.server;
  const db = app.database.db;
  const now = app.clock();
  if (device) {
    await db.update(trustedDevices).set({ failedAttempts: 0, lastUsedAt: now }).where(eq(trustedDevices.id, device.id));
  } else {
    const previous = request.cookies[DEVICE_COOKIE];
    if (previous && previous.length <= 100) {
      await db.delete(trustedDevices).where(eq(trustedDevices.tokenHash, hashToken(previous)));
    }
    const { token, hash } = createToken();
    await db.insert(trustedDevices).values({ tokenHash: hash, userId: user.id, createdAt: now, lastUsedAt: now });
    reply.setCookie(DEVICE_COOKIE, token, {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: request.protocol === "https" || app.config.publicOrigin.startsWith("https:"),
      maxAge: Math.floor(app.config.identity.deviceTrustMs / 1000),
    });
  }
}

/** A failed sign-in from a trusted device; at `max` failures the device is trusted no more. */
export async function recordDeviceFailure(db: Executor, device: TrustedDevice, max: number): Promise<void> {
  const [row] = await db
    .update(trustedDevices)
    .set({ failedAttempts: sql`${trustedDevices.failedAttempts} + 1` })
    .where(eq(trustedDevices.id, device.id))
    .returning({ failedAttempts: trustedDevices.failedAttempts });
  if (row && row.failedAttempts >= max) await db.delete(trustedDevices).where(eq(trustedDevices.id, device.id));
}

/** The request's device cookie; a value too long to be one of ours counts as none. */
export function deviceTokenOf(request: FastifyRequest): string | undefined {
  const token = request.cookies[DEVICE_COOKIE];
  return token && token.length <= 100 ? token : undefined;
}

/** Every trusted device of the player but the one `keepToken` names (a password change keeps its own browser). */
export async function forgetOtherDevices(db: Executor, userId: number, keepToken: string | undefined): Promise<void> {
  const keep = keepToken ? hashToken(keepToken) : "";
  await db.delete(trustedDevices).where(and(eq(trustedDevices.userId, userId), ne(trustedDevices.tokenHash, keep)));
}

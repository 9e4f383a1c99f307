import { and, desc, eq, gt, lt, ne, or } from "drizzle-orm";
import type { Executor } from "../db/database.ts";
import type { User } from "./repository.ts";
import { sessions, users } from "./schema.ts";

export type Session = typeof sessions.$inferSelect;
export type NewSession = typeof sessions.$inferInsert;

export async function insertSession(db: Executor, session: NewSession): Promise<Session> {
  const [row] = await db.insert(sessions).values(session).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function findSessionWithUser(
  db: Executor,
  tokenHash: string,
): Promise<{ session: Session; user: User } | null> {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

export async function touchSession(db: Executor, id: number, at: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id));
}

export async function deleteSession(db: Executor, id: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** Deletes one of the user's sessions; false when it is not theirs (or does not exist). */
export async function deleteUserSession(db: Executor, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

export async function deleteUserSessions(db: Executor, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Deletes every session of the user but `keepId` (a password change keeps the session that made it). */
export async function deleteOtherSessions(db: Executor, userId: number, keepId: number): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepId)));
}

/** The user's sessions still alive at `now` (not past the absolute end nor idle too long). */
export async function listActiveSessions(db: Executor, userId: number, now: Date, idleMs: number): Promise<Session[]> {
  return db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, new Date(now.getTime() - idleMs)),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
}

/** Removes dead sessions of a user (called at sign-in, so the table does not grow without end). */
export async function deleteExpiredSessions(db: Executor, userId: number, now: Date, idleMs: number): Promise<void> {
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, new Date(now.getTime() - idleMs))),
      ),
    );
}

import { and, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../db/database.ts";
import { users } from "./schema.ts";

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserChanges = Partial<Omit<NewUser, "id">>;

/** E-mail addresses are unique case-insensitively (unique index on lower(email)). */
export async function findUserByEmail(db: Executor, email: string): Promise<User | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

export async function findUserById(db: Executor, id: number): Promise<User | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** The e-mail addresses of some users, by id (ids without a user are left out). */
export async function findUserEmails(db: Executor, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.email]));
}

/** The nickname and e-mail address of some users, by id (ids without a user are left out). */
export async function findNicknamesAndEmails(
  db: Executor,
  ids: readonly number[],
): Promise<Map<number, { nickname: string | null; email: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, nickname: users.nickname, email: users.email })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, { nickname: row.nickname, email: row.email }]));
}

export type TokenColumn = "confirmationTokenHash" | "resetPasswordTokenHash" | "unlockTokenHash";

export async function findUserByToken(db: Executor, column: TokenColumn, hash: string): Promise<User | null> {
  const [row] = await db.select().from(users).where(eq(users[column], hash)).limit(1);
  return row ?? null;
}

/** Inserts the user; null when the e-mail is taken (also when a concurrent sign-up won the race). */
export async function insertUser(db: Executor, user: NewUser): Promise<User | null> {
  const [row] = await db.insert(users).values(user).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateUser(db: Executor, id: number, changes: UserChanges): Promise<User> {
  const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
  if (!row) throw new Error(`user ${id} not found`);
  return row;
}

/**
 * Clears a token only if it is still the stored one, so two requests with the same link cannot
 * both use it: the loser updates no row and answers "is invalid".
 */
export async function consumeToken(
  db: Executor,
  id: number,
  column: TokenColumn,
  hash: string,
  changes: UserChanges,
): Promise<User | null> {
  const [row] = await db
    .update(users)
    .set({ ...changes, [column]: null })
    .where(and(eq(users.id, id), eq(users[column], hash)))
    .returning();
  return row ?? null;
}

/** Adds one failed sign-in atomically and answers the new count. */
export async function incrementFailedAttempts(db: Executor, id: number): Promise<number> {
  const [row] = await db
    .update(users)
    .set({ failedAttempts: sql`${users.failedAttempts} + 1` })
    .where(eq(users.id, id))
    .returning({ failedAttempts: users.failedAttempts });
  return row?.failedAttempts ?? 0;
}

import { desc, eq } from "drizzle-orm";
import type { Executor } from "../db/database.ts";
import { signInHistory } from "./schema.ts";

// The sign-in history: every session opened, with where from, kept after the session ends (sign-out,
// a block or an exclusion delete sessions), so staff see the player's sign-ins (player-admin/).

export type SignInHistoryRow = typeof signInHistory.$inferSelect;

export async function recordSignInHistory(db: Executor, row: Omit<SignInHistoryRow, "id">): Promise<void> {
  await db.insert(signInHistory).values(row);
}

/** The player's latest sign-ins, newest first. */
export async function listSignInHistory(db: Executor, userId: number, limit: number): Promise<SignInHistoryRow[]> {
  return db
    .select()
    .from(signInHistory)
    .where(eq(signInHistory.userId, userId))
    .orderBy(desc(signInHistory.id))
    .limit(limit);
}

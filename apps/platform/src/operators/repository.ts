import { eq, sql } from "drizzle-orm";
import type { Executor } from "../db/database.ts";
import { operators } from "./schema.ts";

export type Operator = typeof operators.$inferSelect;
export type NewOperator = typeof operators.$inferInsert;

/** Inserts the operator; null when the e-mail is taken (unique on lower(email), also under a race). */
export async function insertOperator(db: Executor, values: NewOperator): Promise<Operator | null> {
  const [row] = await db.insert(operators).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** E-mail addresses are unique case-insensitively, as the players'. */
export async function findOperatorByEmail(db: Executor, email: string): Promise<Operator | null> {
  const [row] = await db
    .select()
    .from(operators)
    .where(sql`lower(${operators.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

/** Marks the operator disabled (kept for the audit log's references); null when unknown. */
export async function disableOperator(db: Executor, id: number, at: Date): Promise<Operator | null> {
  const [row] = await db.update(operators).set({ disabledAt: at }).where(eq(operators.id, id)).returning();
  return row ?? null;
}

/** Counts one failed sign-in (password or code); answers the operator's consecutive failures. */
export async function countOperatorFailure(db: Executor, id: number): Promise<number> {
  const [row] = await db
    .update(operators)
    .set({ failedSignIns: sql`${operators.failedSignIns} + 1` })
    .where(eq(operators.id, id))
    .returning({ failed: operators.failedSignIns });
  return row?.failed ?? 0;
}

/** Locks sign-in until `until`; the count starts again from zero for after the lock. */
export async function lockOperator(db: Executor, id: number, until: Date): Promise<void> {
  await db.update(operators).set({ lockedUntil: until, failedSignIns: 0 }).where(eq(operators.id, id));
}

/** A successful sign-in: no failures, no lock. */
export async function clearOperatorFailures(db: Executor, id: number): Promise<void> {
  await db.update(operators).set({ failedSignIns: 0, lockedUntil: null }).where(eq(operators.id, id));
}

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

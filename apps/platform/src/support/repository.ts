import { and, eq, lte, sql } from "drizzle-orm";
import type { Executor } from "../db/database.ts";
import { contactMessages } from "./schema.ts";

export type ContactMessage = typeof contactMessages.$inferSelect;

export interface NewContactMessage {
  email: string;
  content: string;
  locale: string;
  ip: string | null;
  /** Until then no retry claims it: the first delivery attempt is running in this process. */
  firstRetryAfterMs: number;
}

export async function insertContactMessage(db: Executor, message: NewContactMessage): Promise<ContactMessage> {
  const { firstRetryAfterMs, ...values } = message;
  const [row] = await db
    .insert(contactMessages)
    .values({ ...values, nextAttemptAt: sql`now() + ${`${firstRetryAfterMs} milliseconds`}::interval` })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function getContactMessage(db: Executor, id: number): Promise<ContactMessage | null> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
  return row ?? null;
}

/**
 * Claims one pending message whose retry time has come by pushing that time forward in the same
 * statement, so two nodes retrying at once never both send it.
 */
export async function claimDueContactMessage(db: Executor, leaseMs: number): Promise<ContactMessage | null> {
  // As the identity mail outbox: the row is locked (a second node skips it) and the due condition
  // is checked again on the row as the other claimer left it, so two nodes never both send it.
  const isDue = and(eq(contactMessages.status, "pending"), lte(contactMessages.nextAttemptAt, sql`now()`));
  const due = db
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(isDue)
    .orderBy(contactMessages.nextAttemptAt)
    .limit(1)
    .for("update", { skipLocked: true });
  const [row] = await db
    .update(contactMessages)
    .set({ nextAttemptAt: sql`now() + ${`${leaseMs} milliseconds`}::interval` })
    .where(and(isDue, sql`${contactMessages.id} = (${due})`))
    .returning();
  return row ?? null;
}

export async function markContactMessageSent(db: Executor, id: number): Promise<void> {
  await db
    .update(contactMessages)
    .set({ status: "sent", sentAt: sql`now()`, attempts: sql`${contactMessages.attempts} + 1`, lastError: null })
    .where(eq(contactMessages.id, id));
}

/** Records a failed attempt; after `maxAttempts` the message is `failed` for an operator to see. */
export async function recordContactMessageFailure(
  db: Executor,
  id: number,
  error: string,
  maxAttempts: number,
  retryAfterMs: number,
): Promise<void> {
  await db
    .update(contactMessages)
    .set({
      attempts: sql`${contactMessages.attempts} + 1`,
      lastError: error.slice(0, 500),
      status: sql`case when ${contactMessages.attempts} + 1 >= ${maxAttempts} then 'failed' else 'pending' end`,
      nextAttemptAt: sql`now() + ${`${retryAfterMs} milliseconds`}::interval`,
    })
    .where(eq(contactMessages.id, id));
}

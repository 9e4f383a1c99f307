import { eq, sql } from "drizzle-orm";
import type { Executor } from "../db/database.ts";
import { claimDueRow } from "../db/due-rows.ts";
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

/** Claims one pending message whose retry time has come, leased for `leaseMs` (db/due-rows.ts). */
export async function claimDueContactMessage(db: Executor, leaseMs: number): Promise<ContactMessage | null> {
  const { id, status, nextAttemptAt } = contactMessages;
  return claimDueRow(db, contactMessages, { id, status, dueAt: nextAttemptAt, dueAtKey: "nextAttemptAt" }, leaseMs);
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

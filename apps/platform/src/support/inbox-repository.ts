import { asc, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../db/database.ts";
import { claimDueRow } from "../db/due-rows.ts";
import { contactMessages, type InboxStatus, supportReplies } from "./schema.ts";

// The support inbox's reads and writes: the messages' inbox status and the staff's replies, with
// the replies' mail delivery (claimed for retries as the contact messages are, repository.ts).

export type SupportReply = typeof supportReplies.$inferSelect;
export type InboxMessage = typeof contactMessages.$inferSelect & { repliesCount: number };

const PREVIEW_LENGTH = 200;

/** Newest first, all or those in one inbox status. */
export async function listInboxMessages(
  db: Executor,
  filter: { status?: InboxStatus | undefined; limit: number; offset: number },
): Promise<{ rows: (InboxMessage & { preview: string })[]; total: number }> {
  const where: SQL | undefined = filter.status ? eq(contactMessages.inboxStatus, filter.status) : undefined;
  const repliesCount = db
    .select({ count: count() })
    .from(supportReplies)
    .where(eq(supportReplies.contactMessageId, contactMessages.id));
  const rows = await db
    .select({
      id: contactMessages.id,
      email: contactMessages.email,
      locale: contactMessages.locale,
      status: contactMessages.status,
      inboxStatus: contactMessages.inboxStatus,
      createdAt: contactMessages.createdAt,
      preview: sql<string>`left(${contactMessages.content}, ${PREVIEW_LENGTH})`,
      repliesCount: sql<number>`(${repliesCount})::int`,
    })
    .from(contactMessages)
    .where(where)
    .orderBy(desc(contactMessages.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [total] = await db.select({ total: count() }).from(contactMessages).where(where);
  return { rows: rows as (InboxMessage & { preview: string })[], total: total?.total ?? 0 };
}

/** The message with its replies, oldest first; null when unknown. `forUpdate`: locks its row. */
export async function findInboxMessage(
  db: Executor,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<{ message: typeof contactMessages.$inferSelect; replies: SupportReply[] } | null> {
  const query = db.select().from(contactMessages).where(eq(contactMessages.id, id));
  const [message] = options.forUpdate ? await query.for("update") : await query;
  if (!message) return null;
  const replies = await db
    .select()
    .from(supportReplies)
    .where(eq(supportReplies.contactMessageId, id))
    .orderBy(asc(supportReplies.id));
  return { message, replies };
}

export async function setInboxStatus(db: Executor, id: number, status: InboxStatus): Promise<void> {
  await db.update(contactMessages).set({ inboxStatus: status }).where(eq(contactMessages.id, id));
}

export async function insertSupportReply(
  db: Executor,
  reply: { contactMessageId: number; operatorId: number; text: string; firstRetryAfterMs: number },
): Promise<SupportReply> {
  const { firstRetryAfterMs, ...values } = reply;
  const [row] = await db
    .insert(supportReplies)
    .values({ ...values, nextAttemptAt: sql`now() + ${`${firstRetryAfterMs} milliseconds`}::interval` })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** One pending reply whose retry time has come, leased for `leaseMs` (db/due-rows.ts). */
export async function claimDueSupportReply(db: Executor, leaseMs: number): Promise<SupportReply | null> {
  const { id, status, nextAttemptAt } = supportReplies;
  return claimDueRow(db, supportReplies, { id, status, dueAt: nextAttemptAt, dueAtKey: "nextAttemptAt" }, leaseMs);
}

export async function markSupportReplySent(db: Executor, id: number): Promise<void> {
  await db
    .update(supportReplies)
    .set({ status: "sent", sentAt: sql`now()`, attempts: sql`${supportReplies.attempts} + 1`, lastError: null })
    .where(eq(supportReplies.id, id));
}

/** A failed attempt; after `maxAttempts` the reply is `failed`, which the inbox shows. */
export async function recordSupportReplyFailure(
  db: Executor,
  id: number,
  error: string,
  maxAttempts: number,
  retryAfterMs: number,
): Promise<void> {
  await db
    .update(supportReplies)
    .set({
      attempts: sql`${supportReplies.attempts} + 1`,
      lastError: error.slice(0, 500),
      status: sql`case when ${supportReplies.attempts} + 1 >= ${maxAttempts} then 'failed' else 'pending' end`,
      nextAttemptAt: sql`now() + ${`${retryAfterMs} milliseconds`}::interval`,
    })
    .where(eq(supportReplies.id, id));
}

/** Messages waiting for the staff (`new` or `open`): the dashboard's support count. */
export async function countWaitingSupportMessages(db: Executor): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(contactMessages)
    .where(inArray(contactMessages.inboxStatus, ["new", "open"]));
  return row?.total ?? 0;
}

import { and, asc, desc, eq, gt, inArray, lt, sql } from "drizzle-orm";
import { type Executor, selectRows } from "../db/database.ts";
import { nowPlus } from "../db/due-rows.ts";
import {
  chatAgentPresence,
  chatAttachments,
  chatCannedAnswers,
  chatConversations,
  chatMessages,
  chatVisitors,
} from "./schema.ts";

// The live chat's tables (support/schema.ts): conversations, messages, attachments, visitors,
// the agents' presence and the canned answers. Rules live in chat-customer.ts and chat-agent.ts.

export type Conversation = typeof chatConversations.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;
export type AttachmentMeta = Omit<typeof chatAttachments.$inferSelect, "content">;
export type CannedAnswerRow = typeof chatCannedAnswers.$inferSelect;

/** Who a conversation belongs to. */
export type Party = { playerId: number } | { visitorId: string };

function partyIs(party: Party) {
  return "playerId" in party
    ? eq(chatConversations.playerId, party.playerId)
    : eq(chatConversations.visitorId, party.visitorId);
}

export async function ensureVisitor(db: Executor, id: string): Promise<void> {
  await db.insert(chatVisitors).values({ id }).onConflictDoNothing();
}

export async function findVisitorEmail(db: Executor, id: string): Promise<string | null> {
  const [row] = await db.select({ email: chatVisitors.email }).from(chatVisitors).where(eq(chatVisitors.id, id));
  return row?.email ?? null;
}

export async function setVisitorEmail(db: Executor, id: string, email: string): Promise<void> {
  await db.insert(chatVisitors).values({ id, email }).onConflictDoUpdate({ target: chatVisitors.id, set: { email } });
}

/** The party's open conversation, else their latest closed one, else null. */
export async function findLatestConversation(db: Executor, party: Party): Promise<Conversation | null> {
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(partyIs(party))
    .orderBy(sql`${chatConversations.status} = 'open' desc`, desc(chatConversations.id))
    .limit(1);
  return row ?? null;
}

/** The party's open conversation, made now when none is open (one per party, however many nodes race). */
export async function openConversation(db: Executor, party: Party, locale: string): Promise<Conversation> {
  const open = and(partyIs(party), eq(chatConversations.status, "open"));
  const [found] = await db.select().from(chatConversations).where(open).limit(1);
  if (found) return found;
  const [created] = await db
    .insert(chatConversations)
    .values({ ...party, locale })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  const [raced] = await db.select().from(chatConversations).where(open).limit(1);
  if (!raced) throw new Error("chat conversation neither created nor found");
  return raced;
}

export async function findConversation(
  db: Executor,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<Conversation | null> {
  const query = db.select().from(chatConversations).where(eq(chatConversations.id, id)).limit(1);
  const [row] = options.forUpdate ? await query.for("update") : await query;
  return row ?? null;
}

export async function updateConversation(
  db: Executor,
  id: number,
  changes: Partial<Omit<typeof chatConversations.$inferInsert, "id">>,
): Promise<Conversation> {
  const [row] = await db.update(chatConversations).set(changes).where(eq(chatConversations.id, id)).returning();
  if (!row) throw new Error(`chat conversation ${id} is gone`);
  return row;
}

/** Customer messages stored in the conversation within the last `windowMs` (every node's). */
export async function countRecentCustomerMessages(db: Executor, conversationId: number, windowMs: number) {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationId, conversationId),
        eq(chatMessages.author, "customer"),
        gt(chatMessages.createdAt, sql`now() - ${`${Math.round(windowMs)} milliseconds`}::interval`),
      ),
    );
  return row?.value ?? 0;
}

export async function insertAttachment(
  db: Executor,
  values: { conversationId: number; contentType: string; content: Buffer },
): Promise<AttachmentMeta> {
  const [row] = await db
    .insert(chatAttachments)
    .values({ ...values, sizeBytes: values.content.length })
    .returning({
      id: chatAttachments.id,
      conversationId: chatAttachments.conversationId,
      contentType: chatAttachments.contentType,
      sizeBytes: chatAttachments.sizeBytes,
      createdAt: chatAttachments.createdAt,
    });
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function findAttachment(db: Executor, id: number) {
  const [row] = await db.select().from(chatAttachments).where(eq(chatAttachments.id, id)).limit(1);
  return row ?? null;
}

export async function insertMessage(
  db: Executor,
  values: typeof chatMessages.$inferInsert,
  options: { preview: string; fromCustomer: boolean; mailAfterMs?: number },
): Promise<MessageRow> {
  const [message] = await db.insert(chatMessages).values(values).returning();
  if (!message) throw new Error("insert returned no row");
  const { id } = message;
  await db
    .update(chatConversations)
    .set({
      lastMessageId: id,
      lastMessageAt: sql`now()`,
      lastMessagePreview: options.preview.slice(0, 200),
      ...(options.fromCustomer
        ? { waitingSince: sql`coalesce(${chatConversations.waitingSince}, now())`, customerSeenAt: sql`now()` }
        : {
            waitingSince: null,
            agentReadMessageId: id,
            ...(options.mailAfterMs !== undefined
              ? { mailDueAt: sql`coalesce(${chatConversations.mailDueAt}, ${nowPlus(options.mailAfterMs)})` }
              : {}),
          }),
    })
    .where(eq(chatConversations.id, values.conversationId));
  return message;
}

/** A page of messages, newest `limit` below `before`, answered oldest first. */
export async function listMessages(db: Executor, conversationId: number, before: number | undefined, limit: number) {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conversationId), before ? lt(chatMessages.id, before) : undefined))
    .orderBy(desc(chatMessages.id))
    .limit(limit + 1);
  const hasMore = rows.length > limit;
  const page = rows.slice(0, limit).reverse();
  return { rows: page, nextBefore: hasMore ? (page[0]?.id ?? null) : null };
}

export async function findAttachmentsMeta(db: Executor, ids: number[]): Promise<Map<number, AttachmentMeta>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: chatAttachments.id,
      conversationId: chatAttachments.conversationId,
      contentType: chatAttachments.contentType,
      sizeBytes: chatAttachments.sizeBytes,
      createdAt: chatAttachments.createdAt,
    })
    .from(chatAttachments)
    .where(inArray(chatAttachments.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Agent and system messages the customer has not marked read. */
export async function countUnreadByCustomer(db: Executor, conversation: Conversation): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationId, conversation.id),
        inArray(chatMessages.author, ["agent", "system"]),
        gt(chatMessages.id, conversation.customerReadMessageId ?? 0),
      ),
    );
  return row?.value ?? 0;
}

/**
 * The customer read up to `messageId` (never backwards); nothing waits to be mailed once every
 * agent message is read.
 */
export async function markReadByCustomer(db: Executor, conversation: Conversation, messageId: number) {
  const readTo = Math.max(
    conversation.customerReadMessageId ?? 0,
    Math.min(messageId, conversation.lastMessageId ?? 0),
  );
  const unreadAgent = sql`exists (select 1 from ${chatMessages} where ${chatMessages.conversationId} = ${conversation.id}
    and ${chatMessages.author} = 'agent' and ${chatMessages.id} > ${readTo})`;
  return updateConversation(db, conversation.id, {
    customerReadMessageId: readTo || null,
    customerSeenAt: sql`now()` as unknown as Date,
    mailDueAt: sql`case when ${unreadAgent} then ${chatConversations.mailDueAt} else null end` as unknown as Date,
  });
}

/** Marks the customer present (the chat open) at most every 15 seconds. */
export async function touchCustomer(db: Executor, conversationId: number): Promise<void> {
  await db
    .update(chatConversations)
    .set({ customerSeenAt: sql`now()` })
    .where(
      and(
        eq(chatConversations.id, conversationId),
        lt(chatConversations.customerSeenAt, sql`now() - interval '15 seconds'`),
      ),
    );
}

export interface QueueRow {
  conversation: Conversation;
  unreadCount: number;
  customerOnline: boolean;
}

const customerUnread = sql<number>`(select count(*)::int from ${chatMessages} m
  where m.conversation_id = ${chatConversations.id} and m.author = 'customer'
  and m.id > coalesce(${chatConversations.agentReadMessageId}, 0))`;

/** The customer had the chat open within `ttlSeconds`. */
const customerOnline = (ttlSeconds: number) =>
  sql<boolean>`${chatConversations.customerSeenAt} > now() - ${`${ttlSeconds} seconds`}::interval`;

/** Open: unassigned first, then the longest waiting, then the latest; closed: the latest closed. */
export async function listQueue(
  db: Executor,
  options: { status: "open" | "closed"; assignedTo?: number; limit: number; onlineTtlSeconds: number },
): Promise<QueueRow[]> {
  const rows = await db
    .select({
      conversation: chatConversations,
      unreadCount: customerUnread,
      customerOnline: customerOnline(options.onlineTtlSeconds),
    })
    .from(chatConversations)
    .where(
      and(
        eq(chatConversations.status, options.status),
        options.assignedTo !== undefined ? eq(chatConversations.assignedOperatorId, options.assignedTo) : undefined,
      ),
    )
    .orderBy(
      ...(options.status === "open"
        ? [
            sql`${chatConversations.assignedOperatorId} is null desc`,
            sql`${chatConversations.waitingSince} asc nulls last`,
            desc(chatConversations.lastMessageAt),
          ]
        : [desc(chatConversations.closedAt)]),
    )
    .limit(options.limit);
  return rows;
}

export async function findQueueRow(db: Executor, id: number, onlineTtlSeconds: number): Promise<QueueRow | null> {
  const [row] = await db
    .select({
      conversation: chatConversations,
      unreadCount: customerUnread,
      customerOnline: customerOnline(onlineTtlSeconds),
    })
    .from(chatConversations)
    .where(eq(chatConversations.id, id));
  return row ?? null;
}

// ——— Presence ———

export async function recordAgentPresence(db: Executor, operatorId: number, online: boolean): Promise<void> {
  if (!online) {
    await db.delete(chatAgentPresence).where(eq(chatAgentPresence.operatorId, operatorId));
    return;
  }
  await db
    .insert(chatAgentPresence)
    .values({ operatorId, seenAt: sql`now()` as unknown as Date })
    .onConflictDoUpdate({ target: chatAgentPresence.operatorId, set: { seenAt: sql`now()` } });
}

export async function anyAgentOnline(db: Executor, ttlSeconds: number): Promise<boolean> {
  const [row] = await selectRows<{ online: boolean }>(
    db,
    sql`select exists (select 1 from ${chatAgentPresence}
      where ${chatAgentPresence.seenAt} > now() - ${`${ttlSeconds} seconds`}::interval) as online`,
  );
  return row?.online === true;
}

// ——— Offline mail ———

/**
 * Claims one conversation whose unread agent replies are due to be mailed, leasing it for
 * `leaseMs` (the row is locked: two nodes never both claim it).
 */
export async function claimDueMail(db: Executor, leaseMs: number): Promise<Conversation | null> {
  const due = db
    .select({ id: chatConversations.id })
    .from(chatConversations)
    .where(sql`${chatConversations.mailDueAt} <= now()`)
    .orderBy(asc(chatConversations.mailDueAt))
    .limit(1)
    .for("update", { skipLocked: true });
  const [row] = await db
    .update(chatConversations)
    .set({ mailDueAt: nowPlus(leaseMs) as unknown as Date })
    .where(and(sql`${chatConversations.mailDueAt} <= now()`, sql`${chatConversations.id} = (${due})`))
    .returning();
  return row ?? null;
}

/** Agent messages after both the customer's read mark and the last mailed one. */
export async function listUnmailedAgentMessages(db: Executor, conversation: Conversation): Promise<MessageRow[]> {
  const after = Math.max(conversation.customerReadMessageId ?? 0, conversation.mailedMessageId ?? 0);
  return db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationId, conversation.id),
        eq(chatMessages.author, "agent"),
        gt(chatMessages.id, after),
      ),
    )
    .orderBy(asc(chatMessages.id))
    .limit(50);
}

/** Mailed up to `messageId`: due again only if a later agent message came meanwhile. */
export async function markMailed(db: Executor, id: number, messageId: number, mailAfterMs: number): Promise<void> {
  const later = sql`exists (select 1 from ${chatMessages} where ${chatMessages.conversationId} = ${id}
    and ${chatMessages.author} = 'agent' and ${chatMessages.id} > ${messageId})`;
  await db
    .update(chatConversations)
    .set({
      mailedMessageId: messageId,
      mailAttempts: 0,
      mailDueAt: sql`case when ${later} then ${nowPlus(mailAfterMs)} else null end` as unknown as Date,
    })
    .where(eq(chatConversations.id, id));
}

/** Nothing to mail (no address, or read meanwhile): not due any more. */
export async function clearMailDue(db: Executor, id: number): Promise<void> {
  await db.update(chatConversations).set({ mailDueAt: null, mailAttempts: 0 }).where(eq(chatConversations.id, id));
}

/** A failed send: retried after `retryMs`, given up after `maxAttempts`. */
export async function recordMailFailure(db: Executor, id: number, retryMs: number, maxAttempts: number) {
  await db
    .update(chatConversations)
    .set({
      mailAttempts: sql`${chatConversations.mailAttempts} + 1`,
      mailDueAt:
        sql`case when ${chatConversations.mailAttempts} + 1 >= ${maxAttempts} then null else ${nowPlus(retryMs)} end` as unknown as Date,
    })
    .where(eq(chatConversations.id, id));
}

// ——— Canned answers ———

export async function listCannedAnswers(db: Executor, locale?: string): Promise<CannedAnswerRow[]> {
  return db
    .select()
    .from(chatCannedAnswers)
    .where(locale ? eq(chatCannedAnswers.locale, locale) : undefined)
    .orderBy(asc(chatCannedAnswers.locale), asc(chatCannedAnswers.title), asc(chatCannedAnswers.id));
}

export async function insertCannedAnswer(db: Executor, values: { locale: string; title: string; text: string }) {
  const [row] = await db.insert(chatCannedAnswers).values(values).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function updateCannedAnswer(
  db: Executor,
  id: number,
  values: { locale: string; title: string; text: string },
): Promise<CannedAnswerRow | null> {
  const [row] = await db
    .update(chatCannedAnswers)
    .set({ ...values, updatedAt: sql`now()` as unknown as Date })
    .where(eq(chatCannedAnswers.id, id))
    .returning();
  return row ?? null;
}

export async function deleteCannedAnswer(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .delete(chatCannedAnswers)
    .where(eq(chatCannedAnswers.id, id))
    .returning({ id: chatCannedAnswers.id });
  return rows.length > 0;
}

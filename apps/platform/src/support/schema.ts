import { sql } from "drizzle-orm";
import { bigint, check, customType, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, createdAt, serialId } from "../db/columns.ts";
import { playerRef } from "../identity/schema.ts";
import { operators } from "../operators/schema.ts";

export const CONTACT_MESSAGE_STATUSES = ["pending", "sent", "failed"] as const;
export type ContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number];

/** Where a message stands in the staff's support inbox (the contract's SUPPORT_INBOX_STATUSES). */
export type InboxStatus = "new" | "open" | "answered" | "closed";

/**
 * Messages from the support page. Stored before mailing so none is lost when the mail server is
 * down: `pending` until sent, `failed` after the last retry.
 */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serialId(),
    email: text("email").notNull(),
    content: text("content").notNull(),
    locale: text("locale").notNull(),
    ip: text("ip"),
    /** The delivery of the message to SUPPORT_EMAIL. */
    status: text("status").$type<ContactMessageStatus>().notNull().default("pending"),
    /** The support inbox's status (migration 0030): staff set it; a reply makes it `answered`. */
    inboxStatus: text("inbox_status").$type<InboxStatus>().notNull().default("new"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** When a retry may next claim the message; pushed forward on each claim (safe across nodes). */
    nextAttemptAt: at("next_attempt_at").notNull().defaultNow(),
    createdAt: createdAt(),
    sentAt: at("sent_at"),
  },
  (table) => [
    index("contact_messages_due_idx").on(table.status, table.nextAttemptAt),
    index("contact_messages_inbox_idx").on(table.inboxStatus, table.id),
    check("contact_messages_inbox_status_check", sql`${table.inboxStatus} in ('new', 'open', 'answered', 'closed')`),
  ],
);

/**
 * Staff replies to a contact message, mailed to its sender. Stored first and mailed after the
 * commit, retried while the mail server is down, as the contact messages are: `pending` until
 * sent, `failed` after the last retry.
 */
export const supportReplies = pgTable(
  "support_replies",
  {
    id: serialId(),
    contactMessageId: bigint("contact_message_id", { mode: "number" })
      .notNull()
      .references(() => contactMessages.id, { onDelete: "cascade" }),
    operatorId: bigint("operator_id", { mode: "number" })
      .notNull()
      .references(() => operators.id),
    text: text("text").notNull(),
    status: text("status").$type<ContactMessageStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: at("next_attempt_at").notNull().defaultNow(),
    createdAt: createdAt(),
    sentAt: at("sent_at"),
  },
  (table) => [
    index("support_replies_message_idx").on(table.contactMessageId, table.id),
    index("support_replies_due_idx").on(table.status, table.nextAttemptAt),
    check("support_replies_status_check", sql`${table.status} in ('pending', 'sent', 'failed')`),
  ],
);

// ——— Live chat (support/chat-*.ts, migration 0037) ———

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** The key that signs the chat visitor cookie: made by the first node to start, shared by all. */
export const chatKeys = pgTable("chat_keys", {
  id: integer("id").primaryKey(),
  secret: text("secret").notNull(),
});

/** A visitor known by the signed cookie (its random id) and the e-mail they may give. */
export const chatVisitors = pgTable("chat_visitors", {
  id: text("id").primaryKey(),
  email: text("email"),
  createdAt: createdAt(),
});

/**
 * One conversation of a player or a visitor with the agents; at most one open per person. The
 * read marks are message ids; `mail_due_at` is set while an agent message waits unread by the
 * customer (chat-offline-mail.ts mails it then).
 */
export const chatConversations = pgTable(
  "chat_conversations",
  {
    id: serialId(),
    playerId: playerRef().$type<number | null>(),
    visitorId: text("visitor_id").references(() => chatVisitors.id, { onDelete: "cascade" }),
    status: text("status").$type<"open" | "closed">().notNull().default("open"),
    locale: text("locale").notNull(),
    assignedOperatorId: bigint("assigned_operator_id", { mode: "number" }).references(() => operators.id),
    customerReadMessageId: bigint("customer_read_message_id", { mode: "number" }),
    agentReadMessageId: bigint("agent_read_message_id", { mode: "number" }),
    lastMessageId: bigint("last_message_id", { mode: "number" }),
    lastMessageAt: at("last_message_at").notNull().defaultNow(),
    lastMessagePreview: text("last_message_preview").notNull().default(""),
    /** The oldest customer message no agent has answered yet (null: nobody waits). */
    waitingSince: at("waiting_since"),
    customerSeenAt: at("customer_seen_at").notNull().defaultNow(),
    mailDueAt: at("mail_due_at"),
    mailedMessageId: bigint("mailed_message_id", { mode: "number" }),
    mailAttempts: integer("mail_attempts").notNull().default(0),
    createdAt: createdAt(),
    closedAt: at("closed_at"),
  },
  (table) => [
    uniqueIndex("chat_conversations_open_player_idx")
      .on(table.playerId)
      .where(sql`${table.status} = 'open' and ${table.playerId} is not null`),
    uniqueIndex("chat_conversations_open_visitor_idx")
      .on(table.visitorId)
      .where(sql`${table.status} = 'open' and ${table.visitorId} is not null`),
    index("chat_conversations_player_idx").on(table.playerId, table.id),
    index("chat_conversations_visitor_idx").on(table.visitorId, table.id),
    index("chat_conversations_queue_idx").on(table.status, table.lastMessageAt),
    index("chat_conversations_mail_due_idx").on(table.mailDueAt).where(sql`${table.mailDueAt} is not null`),
    check("chat_conversations_status_check", sql`${table.status} in ('open', 'closed')`),
    check("chat_conversations_party_check", sql`(${table.playerId} is null) <> (${table.visitorId} is null)`),
  ],
);

/** An image sent in a conversation (the bytes kept in the database: every node serves it). */
export const chatAttachments = pgTable(
  "chat_attachments",
  {
    id: serialId(),
    conversationId: bigint("conversation_id", { mode: "number" })
      .notNull()
      .references(() => chatConversations.id, { onDelete: "cascade" }),
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    content: bytea("content").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("chat_attachments_conversation_idx").on(table.conversationId)],
);

/** A message: plain text, never rendered as HTML; `author` customer, agent or system. */
export const chatMessages = pgTable(
  "chat_messages",
  {
    id: serialId(),
    conversationId: bigint("conversation_id", { mode: "number" })
      .notNull()
      .references(() => chatConversations.id, { onDelete: "cascade" }),
    author: text("author").$type<"customer" | "agent" | "system">().notNull(),
    operatorId: bigint("operator_id", { mode: "number" }).references(() => operators.id),
    text: text("text").notNull(),
    attachmentId: bigint("attachment_id", { mode: "number" }).references(() => chatAttachments.id),
    ip: text("ip"),
    createdAt: createdAt(),
  },
  (table) => [
    index("chat_messages_conversation_idx").on(table.conversationId, table.id),
    check("chat_messages_author_check", sql`${table.author} in ('customer', 'agent', 'system')`),
  ],
);

/** The agents' heartbeats: an agent with the inbox open is online while `seen_at` is recent. */
export const chatAgentPresence = pgTable("chat_agent_presence", {
  operatorId: bigint("operator_id", { mode: "number" })
    .primaryKey()
    .references(() => operators.id, { onDelete: "cascade" }),
  seenAt: at("seen_at").notNull(),
});

/** Canned answers per locale, inserted by agents into a reply. */
export const chatCannedAnswers = pgTable(
  "chat_canned_answers",
  {
    id: serialId(),
    locale: text("locale").notNull(),
    title: text("title").notNull(),
    text: text("text").notNull(),
    createdAt: createdAt(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (table) => [index("chat_canned_answers_locale_idx").on(table.locale, table.title)],
);

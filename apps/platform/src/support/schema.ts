import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { at, createdAt, serialId } from "../db/columns.ts";
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

import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { at, createdAt, serialId } from "../db/columns.ts";

export const CONTACT_MESSAGE_STATUSES = ["pending", "sent", "failed"] as const;
export type ContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number];

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
    status: text("status").$type<ContactMessageStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** When a retry may next claim the message; pushed forward on each claim (safe across nodes). */
    nextAttemptAt: at("next_attempt_at").notNull().defaultNow(),
    createdAt: createdAt(),
    sentAt: at("sent_at"),
  },
  (table) => [index("contact_messages_due_idx").on(table.status, table.nextAttemptAt)],
);

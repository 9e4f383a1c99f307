import { z } from "zod";
import { requiredText } from "../validation/rules.ts";

// The support inbox (`/api/operator/support/messages*`, permissions `support.read` and
// `support.reply`): the contact form's messages, their status in the inbox and the staff's replies,
// mailed to the sender.

export const SUPPORT_INBOX_STATUSES = ["new", "open", "answered", "closed"] as const;
export type SupportInboxStatus = (typeof SUPPORT_INBOX_STATUSES)[number];

/** The delivery of a mail (the message to SUPPORT_EMAIL, a reply to the sender). */
export const MAIL_DELIVERY_STATUSES = ["pending", "sent", "failed"] as const;

/** Longest reply a member of staff may send (characters, after trimming). */
export const SUPPORT_REPLY_MAX = 10_000;

const pageNumber = z.coerce.number().int("format").min(1, "format").default(1);
const pageSize = z.coerce.number().int("format").min(1, "format").max(100, "format").default(20);

/** GET /api/operator/support/messages: newest first, all or those in one status. */
export const supportMessagesQuery = z.object({
  status: z.enum(SUPPORT_INBOX_STATUSES, "format").optional(),
  page: pageNumber,
  page_size: pageSize,
});

export const supportMessageParams = z.object({
  id: z.coerce
    .number("format")
    .int("format")
    .min(1, "format")
    .max(2 ** 53 - 1, "format"),
});

/** One message in the inbox's list: the start of its text only. */
export const supportMessageSummary = z
  .object({
    id: z.number().int(),
    email: z.string(),
    /** The site's language the sender wrote in. */
    locale: z.string(),
    status: z.enum(SUPPORT_INBOX_STATUSES),
    /** Its mail to SUPPORT_EMAIL. */
    delivery_status: z.enum(MAIL_DELIVERY_STATUSES),
    /** The first 200 characters. */
    preview: z.string(),
    replies_count: z.number().int(),
    created_at: z.string(),
  })
  .meta({ id: "SupportMessageSummary" });

export const supportMessagesPage = z
  .object({
    data: z.array(supportMessageSummary),
    pagination: z.object({ page: z.number().int(), per_page: z.number().int(), total_count: z.number().int() }),
  })
  .meta({ id: "SupportMessagesPage" });

/** A reply of the staff, mailed to the message's sender. */
export const supportReply = z
  .object({
    id: z.number().int(),
    operator_id: z.number().int(),
    operator_name: z.string().nullable(),
    text: z.string(),
    delivery_status: z.enum(MAIL_DELIVERY_STATUSES),
    created_at: z.string(),
    sent_at: z.string().nullable(),
  })
  .meta({ id: "SupportReply" });

/** GET /api/operator/support/messages/{id}: the whole message and its replies, oldest first. */
export const supportMessage = supportMessageSummary
  .omit({ preview: true })
  .extend({ content: z.string(), ip: z.string().nullable(), replies: z.array(supportReply) })
  .meta({ id: "SupportMessage" });
export type SupportMessageView = z.infer<typeof supportMessage>;

/** POST /api/operator/support/messages/{id}/replies — plain text, mailed as it is. */
export const supportReplyBody = z
  .object({ reply: z.object({ text: requiredText(SUPPORT_REPLY_MAX) }) })
  .meta({ id: "SupportReplyBody" });

/** POST /api/operator/support/messages/{id}/status. */
export const supportStatusBody = z
  .object({ status: z.enum(SUPPORT_INBOX_STATUSES, "format") })
  .meta({ id: "SupportStatusBody" });

import type { Db } from "../db/database.ts";
import { AppError } from "../errors/app-error.ts";
import { writeAuditEntry } from "../operators/audit-log.ts";
import { operatorNames } from "../operators/staff-repository.ts";
import { findInboxMessage, insertSupportReply, type SupportReply, setInboxStatus } from "./inbox-repository.ts";
import type { InboxStatus } from "./schema.ts";

// The support inbox's rules: a reply is stored, the message becomes `answered` and the reply is
// audited, all in one transaction; the mail goes out after the commit (reply-delivery.ts). A
// status change is audited with the status before and after; setting the status it has changes
// and records nothing.

export interface InboxActor {
  operatorId: number;
  ip: string | null;
}

export async function replyToMessage(
  db: Db,
  id: number,
  text: string,
  actor: InboxActor,
  firstRetryAfterMs: number,
): Promise<SupportReply> {
  return db.transaction(async (tx) => {
    const found = await findInboxMessage(tx, id, { forUpdate: true });
    if (!found) throw new AppError("not_found");
    const reply = await insertSupportReply(tx, {
      contactMessageId: id,
      operatorId: actor.operatorId,
      text,
      firstRetryAfterMs,
    });
    await setInboxStatus(tx, id, "answered");
    await writeAuditEntry(tx, {
      operatorId: actor.operatorId,
      action: "support.replied",
      target: { type: "contact_message", id },
      details: {
        reply_id: reply.id,
        to: found.message.email,
        text,
        before: { status: found.message.inboxStatus },
        after: { status: "answered" },
      },
      ip: actor.ip,
    });
    return reply;
  });
}

export async function changeMessageStatus(db: Db, id: number, status: InboxStatus, actor: InboxActor): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await findInboxMessage(tx, id, { forUpdate: true });
    if (!found) throw new AppError("not_found");
    const before = found.message.inboxStatus;
    if (before === status) return;
    await setInboxStatus(tx, id, status);
    await writeAuditEntry(tx, {
      operatorId: actor.operatorId,
      action: "support.status_changed",
      target: { type: "contact_message", id },
      details: { before: { status: before }, after: { status } },
      ip: actor.ip,
    });
  });
}

/** The message and its replies as GET /api/operator/support/messages/{id} answers them. */
export async function viewInboxMessage(db: Db, id: number) {
  const found = await findInboxMessage(db, id);
  if (!found) throw new AppError("not_found");
  const { message, replies } = found;
  const names = await operatorNames(db, [...new Set(replies.map((reply) => reply.operatorId))]);
  return {
    id: message.id,
    email: message.email,
    locale: message.locale,
    status: message.inboxStatus,
    delivery_status: message.status,
    replies_count: replies.length,
    created_at: message.createdAt.toISOString(),
    content: message.content,
    ip: message.ip,
    replies: replies.map((reply) => ({
      id: reply.id,
      operator_id: reply.operatorId,
      operator_name: names.get(reply.operatorId) ?? null,
      text: reply.text,
      delivery_status: reply.status,
      created_at: reply.createdAt.toISOString(),
      sent_at: reply.sentAt?.toISOString() ?? null,
    })),
  };
}

import {
  CHAT_CHANNEL_NAME,
  CHAT_INBOX_CHANNEL,
  CHAT_PRESENCE_TTL_SECONDS,
  type ChatAttachmentType,
  type ChatEvent,
  type ChatMessage,
  type ChatQueueItem,
  type InboxEvent,
} from "@croupier/contract/schemas/chat";
import { inArray } from "drizzle-orm";
import type { Executor } from "../db/database.ts";
import { findUserEmails } from "../identity/repository.ts";
import { operatorNames } from "../operators/staff-repository.ts";
import { publish } from "../realtime/publish.ts";
import {
  type AttachmentMeta,
  type Conversation,
  findAttachmentsMeta,
  findQueueRow,
  type MessageRow,
  type QueueRow,
} from "./chat-repository.ts";
import { chatVisitors } from "./schema.ts";

// The live chat's rows as the contract shows them, and where its events are published: the
// customer's channel `chat#<subject>` and the agents' CHAT_INBOX_CHANNEL. An attachment's URL
// differs by reader (the site's path for the customer, the operator path for agents).

export type Reader = "customer" | "agent";

const ATTACHMENT_PATHS: Record<Reader, string> = {
  customer: "/api/chat/attachments",
  agent: "/api/operator/chat/attachments",
};

/** The realtime subject of a conversation's customer: the player id, or `visitor-<id>`. */
export function customerSubject(conversation: Pick<Conversation, "playerId" | "visitorId">): string {
  return conversation.playerId !== null ? String(conversation.playerId) : `visitor-${conversation.visitorId}`;
}

export function customerChannel(subject: string): string {
  return `${CHAT_CHANNEL_NAME}#${subject}`;
}

export async function toMessages(db: Executor, rows: MessageRow[], reader: Reader): Promise<ChatMessage[]> {
  const attachmentIds = rows.flatMap((row) => (row.attachmentId ? [row.attachmentId] : []));
  const operatorIds = [...new Set(rows.flatMap((row) => (row.operatorId ? [row.operatorId] : [])))];
  const [attachments, names] = await Promise.all([
    findAttachmentsMeta(db, attachmentIds),
    operatorNames(db, operatorIds),
  ]);
  return rows.map((row) =>
    toMessage(
      row,
      row.attachmentId ? (attachments.get(row.attachmentId) ?? null) : null,
      row.operatorId ? (names.get(row.operatorId) ?? null) : null,
      reader,
    ),
  );
}

export function toMessage(
  row: MessageRow,
  attachment: AttachmentMeta | null,
  agentName: string | null,
  reader: Reader,
): ChatMessage {
  return {
    id: row.id,
    conversation_id: row.conversationId,
    author: row.author,
    agent_name: row.author === "agent" ? agentName : null,
    text: row.text,
    attachment: attachment
      ? {
          id: attachment.id,
          content_type: attachment.contentType as ChatAttachmentType,
          size_bytes: attachment.sizeBytes,
          url: `${ATTACHMENT_PATHS[reader]}/${attachment.id}`,
        }
      : null,
    created_at: row.createdAt.toISOString(),
  };
}

export function toConversation(conversation: Conversation) {
  return {
    id: conversation.id,
    status: conversation.status,
    locale: conversation.locale,
    created_at: conversation.createdAt.toISOString(),
    closed_at: conversation.closedAt?.toISOString() ?? null,
  };
}

/** Queue rows as the agents' list shows them (e-mails and agent names read in one go). */
export async function toQueueItems(db: Executor, rows: QueueRow[]): Promise<ChatQueueItem[]> {
  const playerIds = rows.flatMap(({ conversation }) => (conversation.playerId !== null ? [conversation.playerId] : []));
  const visitorIds = rows.flatMap(({ conversation }) =>
    conversation.visitorId !== null ? [conversation.visitorId] : [],
  );
  const operatorIds = [
    ...new Set(
      rows.flatMap(({ conversation }) => (conversation.assignedOperatorId ? [conversation.assignedOperatorId] : [])),
    ),
  ];
  const [playerEmails, visitorEmails, names] = await Promise.all([
    findUserEmails(db, playerIds),
    visitorIds.length === 0
      ? new Map<string, string | null>()
      : db
          .select({ id: chatVisitors.id, email: chatVisitors.email })
          .from(chatVisitors)
          .where(inArray(chatVisitors.id, visitorIds))
          .then((found) => new Map(found.map((visitor) => [visitor.id, visitor.email]))),
    operatorNames(db, operatorIds),
  ]);
  return rows.map(({ conversation: c, unreadCount }) => ({
    id: c.id,
    status: c.status,
    locale: c.locale,
    player_id: c.playerId,
    email:
      c.playerId !== null ? (playerEmails.get(c.playerId) ?? null) : (visitorEmails.get(c.visitorId ?? "") ?? null),
    label: c.playerId !== null ? `Player #${c.playerId}` : `Visitor ${(c.visitorId ?? "").slice(0, 6)}`,
    assigned_operator_id: c.assignedOperatorId,
    assigned_operator_name: c.assignedOperatorId ? (names.get(c.assignedOperatorId) ?? null) : null,
    last_message_preview: c.lastMessagePreview,
    last_message_at: c.lastMessageAt.toISOString(),
    waiting_since: c.waitingSince?.toISOString() ?? null,
    unread_count: unreadCount,
    created_at: c.createdAt.toISOString(),
  }));
}

export async function queueItemOf(db: Executor, id: number): Promise<ChatQueueItem | null> {
  const row = await findQueueRow(db, id, CHAT_PRESENCE_TTL_SECONDS);
  if (!row) return null;
  const [item] = await toQueueItems(db, [row]);
  return item ?? null;
}

export function publishToCustomer(db: Executor, conversation: Conversation, event: ChatEvent): Promise<void> {
  return publish(db, customerChannel(customerSubject(conversation)), event);
}

export function publishToAgents(db: Executor, event: InboxEvent): Promise<void> {
  return publish(db, CHAT_INBOX_CHANNEL, event);
}

/** A new message to both sides (each with its own attachment URL), and the conversation's new queue state. */
export async function publishMessage(db: Executor, conversation: Conversation, row: MessageRow): Promise<void> {
  const [forCustomer] = await toMessages(db, [row], "customer");
  const [forAgents] = await toMessages(db, [row], "agent");
  if (!forCustomer || !forAgents) return;
  await publishToCustomer(db, conversation, { type: "message", message: forCustomer });
  await publishToAgents(db, { type: "message", message: forAgents });
  await publishConversation(db, conversation.id);
}

export async function publishConversation(db: Executor, id: number): Promise<void> {
  const item = await queueItemOf(db, id);
  if (item) await publishToAgents(db, { type: "conversation", conversation: item });
}

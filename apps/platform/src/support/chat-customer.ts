import { CHAT_PRESENCE_TTL_SECONDS, type ChatMessage, type ChatState } from "@croupier/contract/schemas/chat";
import type { ChatConfig } from "../config.ts";
import type { Db } from "../db/database.ts";
import { AppError } from "../errors/app-error.ts";
import { TOO_MANY_REQUESTS } from "../identity/rate-limiter.ts";
import {
  anyAgentOnline,
  type Conversation,
  countRecentCustomerMessages,
  countUnreadByCustomer,
  ensureVisitor,
  findConversation,
  findLatestConversation,
  findVisitorEmail,
  insertAttachment,
  insertMessage,
  markReadByCustomer,
  openConversation,
  type Party,
} from "./chat-repository.ts";
import { customerChannel, publishMessage, publishToAgents, toConversation, toMessages } from "./chat-views.ts";

// The customer's side of the live chat (a signed-in player or a visitor with the signed cookie):
// the chat's state, opening the conversation, sending a message (text, optionally an image),
// marking read, typing. A message is stored and published in one transaction: delivered live to
// the customer's other tabs and to every agent only once it is committed.

export type Customer =
  | { kind: "player"; playerId: number; email: string }
  | { kind: "visitor"; visitorId: string; email: string | null };

export function partyOf(customer: Customer): Party {
  return customer.kind === "player" ? { playerId: customer.playerId } : { visitorId: customer.visitorId };
}

export function subjectOf(customer: Customer): string {
  return customer.kind === "player" ? String(customer.playerId) : `visitor-${customer.visitorId}`;
}

export interface RealtimeAccess {
  url: string;
  token(subject: string): Promise<string>;
}

export async function chatStateOf(db: Db, customer: Customer | null, realtime: RealtimeAccess): Promise<ChatState> {
  const agentsOnline = await anyAgentOnline(db, CHAT_PRESENCE_TTL_SECONDS);
  if (!customer) {
    return {
      agents_online: agentsOnline,
      identity: "stranger",
      email: null,
      conversation: null,
      unread_count: 0,
      realtime: null,
    };
  }
  const conversation = await findLatestConversation(db, partyOf(customer));
  const subject = subjectOf(customer);
  return {
    agents_online: agentsOnline,
    identity: customer.kind,
    email: customer.kind === "player" ? customer.email : await findVisitorEmail(db, customer.visitorId),
    conversation: conversation ? toConversation(conversation) : null,
    unread_count: conversation ? await countUnreadByCustomer(db, conversation) : 0,
    realtime: { url: realtime.url, token: await realtime.token(subject), channel: customerChannel(subject) },
  };
}

export async function openCustomerConversation(db: Db, customer: Customer, locale: string): Promise<Conversation> {
  if (customer.kind === "visitor") await ensureVisitor(db, customer.visitorId);
  return openConversation(db, partyOf(customer), locale);
}

export interface NewCustomerMessage {
  text: string;
  image?: { contentType: string; content: Buffer };
  ip: string | null;
  locale: string;
}

/**
 * Stores the customer's message in their open conversation (opened now when none is) and
 * publishes it. More than CHAT_MESSAGE_RATE_LIMIT messages in a minute in one conversation: 429.
 */
export async function sendCustomerMessage(
  db: Db,
  customer: Customer,
  message: NewCustomerMessage,
  config: ChatConfig,
): Promise<ChatMessage> {
  const opened = await openCustomerConversation(db, customer, message.locale);
  const row = await db.transaction(async (tx) => {
    // Locked: an agent closing it meanwhile either waits for this message or is seen closed here.
    const locked = await findConversation(tx, opened.id, { forUpdate: true });
    const conversation =
      locked?.status === "open" ? locked : await openConversation(tx, partyOf(customer), message.locale);
    if ((await countRecentCustomerMessages(tx, conversation.id, 60_000)) >= config.messagesPerMinute) {
      throw new AppError("too_many_requests", TOO_MANY_REQUESTS);
    }
    const attachment = message.image
      ? await insertAttachment(tx, { conversationId: conversation.id, ...message.image })
      : null;
    const stored = await insertMessage(
      tx,
      {
        conversationId: conversation.id,
        author: "customer",
        text: message.text,
        attachmentId: attachment?.id ?? null,
        ip: message.ip,
      },
      { preview: message.text || "🖼", fromCustomer: true },
    );
    await publishMessage(tx, conversation, stored);
    return stored;
  });
  const [view] = await toMessages(db, [row], "customer");
  if (!view) throw new Error("message not shown");
  return view;
}

/** Marks the agents' messages read up to `messageId` (all so far when omitted); answers the unread count. */
export async function markCustomerRead(db: Db, customer: Customer, messageId: number | undefined): Promise<number> {
  const conversation = await findLatestConversation(db, partyOf(customer));
  if (!conversation) return 0;
  const updated = await markReadByCustomer(db, conversation, messageId ?? Number.MAX_SAFE_INTEGER);
  return countUnreadByCustomer(db, updated);
}

/** The customer types (or stops): published to the agents, never stored. */
export async function publishCustomerTyping(db: Db, customer: Customer, active: boolean): Promise<void> {
  const conversation = await findLatestConversation(db, partyOf(customer));
  if (conversation?.status !== "open") return;
  await db.transaction((tx) => publishToAgents(tx, { type: "typing", conversation_id: conversation.id, active }));
}

import type { FastifyInstance } from "fastify";
import { findUserEmails } from "../identity/repository.ts";
import type { MailMessage } from "../mail/mailer.ts";
import {
  type Conversation,
  claimDueMail,
  clearMailDue,
  findVisitorEmail,
  listUnmailedAgentMessages,
  type MessageRow,
  markMailed,
  recordMailFailure,
} from "./chat-repository.ts";
import { chatTexts } from "./chat-texts.ts";

// The conversation continues by mail: an agent reply the customer has not read within
// CHAT_OFFLINE_MAIL_AFTER_SECONDS (they closed the site, or no agent was online when they wrote)
// is mailed to the player's address or the one the visitor gave, in the conversation's language.
// Every node runs the job every MAIL_RETRY_INTERVAL_MS; a due conversation is claimed with a
// lease (row lock, skip locked), so one node mails it once. A failed send is retried.

const MAX_ATTEMPTS = 5;
const LEASE_MS = 10 * 60_000;
const PLAIN_ADDRESS = /^[^\s,;<>"()@]+@[^\s,;<>"()@]+$/;

export interface ChatMailDelivery {
  /** Mails every conversation whose time has come; answers how many were handled. */
  runDue(): Promise<number>;
  stop(): Promise<void>;
}

export function composeChatMail(conversation: Conversation, to: string, messages: MessageRow[]): MailMessage {
  const texts = chatTexts(conversation.locale);
  return {
    to,
    subject: texts.mailSubject(conversation.id),
    text: [
      texts.mailIntro,
      "",
      ...messages.flatMap((message) => [message.text, ""]),
      texts.mailOutro,
      "",
      "--",
      texts.signature,
    ].join("\n"),
  };
}

export function createChatMailDelivery(app: FastifyInstance): ChatMailDelivery {
  const db = app.database.db;
  const intervalMs = app.config.mailRetryIntervalMs;
  const mailAfterMs = app.config.chat.offlineMailAfterMs;
  const messageHost = new URL(app.config.publicOrigin).hostname || "croupier.invalid";
  let running: Promise<number> | null = null;

  async function recipientOf(conversation: Conversation): Promise<string | null> {
    const email =
      conversation.playerId !== null
        ? ((await findUserEmails(db, [conversation.playerId])).get(conversation.playerId) ?? null)
        : await findVisitorEmail(db, conversation.visitorId ?? "");
    return email && PLAIN_ADDRESS.test(email) ? email : null;
  }

  async function handle(conversation: Conversation): Promise<void> {
    const messages = await listUnmailedAgentMessages(db, conversation);
    const to = await recipientOf(conversation);
    const last = messages.at(-1);
    if (!to || !last) {
      await clearMailDue(db, conversation.id);
      return;
    }
    try {
      await app.mailer.send({
        ...composeChatMail(conversation, to, messages),
        replyTo: app.config.supportEmail,
        messageId: `<chat-${conversation.id}-${last.id}@${messageHost}>`,
      });
      await markMailed(db, conversation.id, last.id, mailAfterMs);
    } catch (error) {
      app.log.warn({ err: error, chatConversationId: conversation.id }, "chat mail not sent; will retry");
      await recordMailFailure(db, conversation.id, intervalMs, MAX_ATTEMPTS);
    }
  }

  async function runOnce(): Promise<number> {
    let count = 0;
    for (let due = await claimDueMail(db, LEASE_MS); due; due = await claimDueMail(db, LEASE_MS)) {
      await handle(due);
      count += 1;
    }
    return count;
  }

  function runDue(): Promise<number> {
    if (!running) {
      running = runOnce().finally(() => {
        running = null;
      });
    }
    return running;
  }

  const timer = setInterval(() => {
    runDue().catch((error: unknown) => app.log.error({ err: error }, "chat mail run failed"));
  }, intervalMs);
  timer.unref();

  return {
    runDue,
    stop: async () => {
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}

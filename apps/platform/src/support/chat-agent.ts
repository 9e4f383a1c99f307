import { operatorCan } from "@croupier/contract";
import type { ChatMessage } from "@croupier/contract/schemas/chat";
import type { Db } from "../db/database.ts";
import { AppError } from "../errors/app-error.ts";
import { writeAuditEntry } from "../operators/audit-log.ts";
import { findStaff } from "../operators/staff-repository.ts";
import { findConversation, insertMessage, updateConversation } from "./chat-repository.ts";
import { chatTexts } from "./chat-texts.ts";
import { publishConversation, publishMessage, publishToCustomer, toMessages } from "./chat-views.ts";

// The agents' side of the live chat: reply, assign, close, typing, read. A reply is stored and
// published in one transaction, takes an unassigned conversation for the agent, and, while the
// customer does not read it, is due to be mailed to them (chat-offline-mail.ts). Assigning and
// closing are audited (`chat.assigned`, `chat.closed`) with the state before and after.

export interface AgentActor {
  operatorId: number;
  ip: string | null;
}

export async function replyAsAgent(
  db: Db,
  id: number,
  text: string,
  actor: AgentActor,
  mailAfterMs: number,
): Promise<ChatMessage> {
  const row = await db.transaction(async (tx) => {
    const conversation = await findConversation(tx, id, { forUpdate: true });
    if (!conversation) throw new AppError("not_found");
    if (conversation.status !== "open") {
      throw new AppError("validation_failed", undefined, { fields: { base: [chatTexts("en").conversationClosed] } });
    }
    if (conversation.assignedOperatorId === null) {
      await updateConversation(tx, id, { assignedOperatorId: actor.operatorId });
    }
    const stored = await insertMessage(
      tx,
      { conversationId: id, author: "agent", operatorId: actor.operatorId, text },
      { preview: text, fromCustomer: false, mailAfterMs },
    );
    await publishMessage(tx, conversation, stored);
    return stored;
  });
  const [view] = await toMessages(db, [row], "agent");
  if (!view) throw new Error("message not shown");
  return view;
}

/** Assigns to `operatorId` (null: nobody); only an active agent (role with `support.chat`) may take one. */
export async function assignConversation(db: Db, id: number, operatorId: number | null, actor: AgentActor) {
  if (operatorId !== null) {
    const staff = await findStaff(db, operatorId);
    if (!staff || staff.operator.disabledAt || !operatorCan(staff.operator.role, "support.chat")) {
      throw new AppError("validation_failed", undefined, { fields: { operator_id: ["is not an active chat agent"] } });
    }
  }
  await db.transaction(async (tx) => {
    const conversation = await findConversation(tx, id, { forUpdate: true });
    if (!conversation) throw new AppError("not_found");
    const before = conversation.assignedOperatorId;
    if (before === operatorId) return;
    await updateConversation(tx, id, { assignedOperatorId: operatorId });
    await writeAuditEntry(tx, {
      operatorId: actor.operatorId,
      action: "chat.assigned",
      target: { type: "chat_conversation", id },
      details: {
        ...(conversation.playerId !== null ? { player_id: conversation.playerId } : {}),
        before: { assigned_operator_id: before },
        after: { assigned_operator_id: operatorId },
      },
      ip: actor.ip,
    });
    await publishConversation(tx, id);
  });
}

/** Closes the conversation: a closing note in the customer's language, the customer notified live. */
export async function closeConversation(db: Db, id: number, actor: AgentActor): Promise<void> {
  await db.transaction(async (tx) => {
    const conversation = await findConversation(tx, id, { forUpdate: true });
    if (!conversation) throw new AppError("not_found");
    if (conversation.status === "closed") return;
    const note = await insertMessage(
      tx,
      { conversationId: id, author: "system", text: chatTexts(conversation.locale).closedNote },
      { preview: chatTexts(conversation.locale).closedNote, fromCustomer: false },
    );
    const closed = await updateConversation(tx, id, {
      status: "closed",
      closedAt: new Date(),
      mailDueAt: null,
    });
    await writeAuditEntry(tx, {
      operatorId: actor.operatorId,
      action: "chat.closed",
      target: { type: "chat_conversation", id },
      details: {
        ...(conversation.playerId !== null ? { player_id: conversation.playerId } : {}),
        before: { status: "open" },
        after: { status: "closed" },
      },
      ip: actor.ip,
    });
    await publishMessage(tx, closed, note);
    await publishToCustomer(tx, closed, { type: "closed", conversation_id: id });
  });
}

/** The agent read the conversation: the customer sees it live. */
export async function markAgentRead(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const conversation = await findConversation(tx, id, { forUpdate: true });
    if (!conversation?.lastMessageId || conversation.agentReadMessageId === conversation.lastMessageId) return;
    const updated = await updateConversation(tx, id, { agentReadMessageId: conversation.lastMessageId });
    await publishToCustomer(tx, updated, { type: "read", conversation_id: id, message_id: conversation.lastMessageId });
    await publishConversation(tx, id);
  });
}

export async function publishAgentTyping(db: Db, id: number, active: boolean): Promise<void> {
  const conversation = await findConversation(db, id);
  if (!conversation) throw new AppError("not_found");
  if (conversation.status !== "open") return;
  await db.transaction((tx) => publishToCustomer(tx, conversation, { type: "typing", conversation_id: id, active }));
}

import { errorBody, operatorCan, operatorForbiddenBody, validationErrorBody } from "@croupier/contract";
import {
  CHAT_INBOX_CHANNEL,
  CHAT_PRESENCE_TTL_SECONDS,
  cannedAnswer,
  cannedAnswerBody,
  cannedAnswers,
  cannedAnswersQuery,
  chatAgentRealtime,
  chatAgents,
  chatAssignBody,
  chatConversationView,
  chatIdParams,
  chatMessage,
  chatMessagesPage,
  chatMessagesQuery,
  chatPresence,
  chatPresenceBody,
  chatQueue,
  chatQueueQuery,
  chatSendBody,
  chatTypingBody,
} from "@croupier/contract/schemas/chat";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../errors/app-error.ts";
import { currentOperator, requireOperator } from "../operators/operator-sessions.ts";
import { listStaff } from "../operators/staff-repository.ts";
import {
  type AgentActor,
  assignConversation,
  closeConversation,
  markAgentRead,
  publishAgentTyping,
  replyAsAgent,
} from "./chat-agent.ts";
import { sendImage } from "./chat-attachments.ts";
import { createChatMailDelivery } from "./chat-offline-mail.ts";
import {
  anyAgentOnline,
  type CannedAnswerRow,
  deleteCannedAnswer,
  findAttachment,
  findQueueRow,
  insertCannedAnswer,
  listCannedAnswers,
  listMessages,
  listQueue,
  recordAgentPresence,
  updateCannedAnswer,
} from "./chat-repository.ts";
import { toMessages, toQueueItems } from "./chat-views.ts";

const signedOut = { 401: errorBody, 403: operatorForbiddenBody };
const tags = ["operator"];
const permission = requireOperator("support.chat");

function toCannedAnswer(row: CannedAnswerRow) {
  return { id: row.id, locale: row.locale, title: row.title, text: row.text, updated_at: row.updatedAt.toISOString() };
}

/**
 * `/api/operator/chat/*`: the agents' live chat inbox (permission `support.chat`): the queue,
 * a conversation with its messages, reply, assign, close, typing, the presence heartbeat that
 * makes `agents_online` true, the realtime token for CHAT_INBOX_CHANNEL, and canned answers.
 */
export const operatorChatRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const mailAfterMs = app.config.chat.offlineMailAfterMs;
  const mail = createChatMailDelivery(app);
  app.addHook("onClose", async () => mail.stop());
  const actorOf = async (request: FastifyRequest): Promise<AgentActor> => {
    const { operator } = await currentOperator(request);
    return { operatorId: operator.id, ip: request.clientIp };
  };

  async function conversationView(id: number, messagesQuery: { before?: number; limit: number }) {
    const row = await findQueueRow(db, id, CHAT_PRESENCE_TTL_SECONDS);
    if (!row) throw new AppError("not_found");
    const [item] = await toQueueItems(db, [row]);
    if (!item) throw new AppError("not_found");
    const { rows, nextBefore } = await listMessages(db, id, messagesQuery.before, messagesQuery.limit);
    return {
      ...item,
      closed_at: row.conversation.closedAt?.toISOString() ?? null,
      customer_online: row.customerOnline,
      customer_read_message_id: row.conversation.customerReadMessageId,
      messages: { data: await toMessages(db, rows, "agent"), next_before: nextBefore },
    };
  }

  app.get(
    "/operator/chat/conversations",
    {
      onRequest: permission,
      schema: {
        tags,
        summary: "The live chat queue: open conversations, unassigned first, then the longest waiting",
        description: "`status=closed`: the latest closed; `mine=true`: only those assigned to me.",
        querystring: chatQueueQuery,
        response: { 200: chatQueue, 422: validationErrorBody, ...signedOut },
      },
    },
    async (request) => {
      const { operatorId } = await actorOf(request);
      const rows = await listQueue(db, {
        status: request.query.status,
        ...(request.query.mine === "true" ? { assignedTo: operatorId } : {}),
        limit: request.query.limit,
        onlineTtlSeconds: CHAT_PRESENCE_TTL_SECONDS,
      });
      return { data: await toQueueItems(db, rows), agents_online: await anyAgentOnline(db, CHAT_PRESENCE_TTL_SECONDS) };
    },
  );

  app.get(
    "/operator/chat/conversations/:id",
    {
      onRequest: permission,
      schema: {
        tags,
        summary: "One conversation with its latest messages; the agents have now read it",
        description: "`player_id` names the player whose 360 view goes beside it (null for a visitor).",
        params: chatIdParams,
        response: { 200: chatConversationView, 404: errorBody, 422: validationErrorBody, ...signedOut },
      },
    },
    async (request) => {
      await markAgentRead(db, request.params.id);
      return conversationView(request.params.id, { limit: 50 });
    },
  );

  app.get(
    "/operator/chat/conversations/:id/messages",
    {
      onRequest: permission,
      schema: {
        tags,
        summary: "A page of a conversation's messages, oldest first",
        params: chatIdParams,
        querystring: chatMessagesQuery,
        response: { 200: chatMessagesPage, 404: errorBody, 422: validationErrorBody, ...signedOut },
      },
    },
    async (request) => {
      const row = await findQueueRow(db, request.params.id, CHAT_PRESENCE_TTL_SECONDS);
      if (!row) throw new AppError("not_found");
      const { rows, nextBefore } = await listMessages(db, request.params.id, request.query.before, request.query.limit);
      return { data: await toMessages(db, rows, "agent"), next_before: nextBefore };
    },
  );

  app.post(
    "/operator/chat/conversations/:id/messages",
    {
      onRequest: permission,
      schema: {
        tags,
        summary: "Reply in a conversation (plain text); an unassigned conversation becomes mine",
        description:
          "Delivered live to the player or visitor; unread after CHAT_OFFLINE_MAIL_AFTER_SECONDS it is mailed to " +
          "them in the conversation's language. A closed conversation: 422 `errors.base`.",
        params: chatIdParams,
        body: chatSendBody,
        response: { 201: chatMessage, 404: errorBody, 422: validationErrorBody, ...signedOut },
      },
    },
    async (request, reply) => {
      const message = await replyAsAgent(
        db,
        request.params.id,
        request.body.message.text,
        await actorOf(request),
        mailAfterMs,
      );
      return reply.code(201).send(message);
    },
  );

  app.post(
    "/operator/chat/conversations/:id/assign",
    {
      onRequest: permission,
      schema: {
        tags,
        summary: "Assign a conversation to me (no operator_id), to another agent, or to nobody (null)",
        description: "Audited `chat.assigned` with the agent before and after.",
        params: chatIdParams,
        body: chatAssignBody,
        response: { 200: chatConversationView, 404: errorBody, 422: validationErrorBody, ...signedOut },
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      const target = request.body.assign.operator_id;
      await assignConversation(db, request.params.id, target === undefined ? actor.operatorId : target, actor);
      return conversationView(request.params.id, { limit: 50 });
    },
  );

  app.post(
    "/operator/chat/conversations/:id/close",
    {
      onRequest: permission,
      schema: {
        tags,
        summary: "Close a conversation; the player or visitor is told in the chat",
        description: "Audited `chat.closed`. Closing a closed conversation changes nothing.",
        params: chatIdParams,
        response: { 200: chatConversationView, 404: errorBody, 422: validationErrorBody, ...signedOut },
      },
    },
    async (request) => {
      await closeConversation(db, request.params.id, await actorOf(request));
      return conversationView(request.params.id, { limit: 50 });
    },
  );

  app.post(
    "/operator/chat/conversations/:id/typing",
    {
      onRequest: permission,
      schema: {
        tags,
        summary: "I am typing (or stopped) in this conversation: published to the customer, not stored",
        params: chatIdParams,
        body: chatTypingBody,
        response: { 204: z.null(), 404: errorBody, 422: validationErrorBody, ...signedOut },
      },
    },
    async (request, reply) => {
      await publishAgentTyping(db, request.params.id, request.body.typing.active);
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/operator/chat/attachments/:id",
    {
      onRequest: permission,
      schema: {
        tags,
        summary: "An image sent in a conversation",
        params: chatIdParams,
        response: {
          200: z.string().meta({ format: "binary" }),
          404: errorBody,
          422: validationErrorBody,
          ...signedOut,
        },
      },
    },
    async (request, reply) => {
      const attachment = await findAttachment(db, request.params.id);
      if (!attachment) throw new AppError("not_found");
      return sendImage(reply, attachment);
    },
  );

  app.post(
    "/operator/chat/presence",
    {
      onRequest: permission,
      schema: {
        tags,
        summary: "The inbox's heartbeat: I am online (every 30 s while the inbox is open) or leaving",
        body: chatPresenceBody,
        response: { 200: chatPresence, 422: validationErrorBody, ...signedOut },
      },
    },
    async (request) => {
      const { operatorId } = await actorOf(request);
      await recordAgentPresence(db, operatorId, request.body.online);
      return { agents_online: await anyAgentOnline(db, CHAT_PRESENCE_TTL_SECONDS) };
    },
  );

  app.get(
    "/operator/chat/realtime",
    {
      onRequest: permission,
      schema: {
        tags,
        summary: `The agent's realtime connection: a token (subject agent-<id>) to subscribe ${CHAT_INBOX_CHANNEL}`,
        response: { 200: chatAgentRealtime, ...signedOut },
      },
    },
    async (request) => {
      const { operatorId } = await actorOf(request);
      return {
        url: app.config.realtime.url,
        token: await app.realtime.subjectToken(`agent-${operatorId}`),
        channel: CHAT_INBOX_CHANNEL,
      };
    },
  );

  app.get(
    "/operator/chat/agents",
    {
      onRequest: permission,
      schema: {
        tags,
        summary: "The agents a conversation may be assigned to (active staff whose role has support.chat)",
        response: { 200: chatAgents, ...signedOut },
      },
    },
    async () =>
      (await listStaff(db))
        .filter(({ operator }) => !operator.disabledAt && operatorCan(operator.role, "support.chat"))
        .map(({ operator }) => ({ id: operator.id, name: operator.name })),
  );

  app.get(
    "/operator/chat/canned_answers",
    {
      onRequest: permission,
      schema: {
        tags,
        summary: "Canned answers, all or one locale's",
        querystring: cannedAnswersQuery,
        response: { 200: cannedAnswers, 422: validationErrorBody, ...signedOut },
      },
    },
    async (request) => (await listCannedAnswers(db, request.query.locale)).map(toCannedAnswer),
  );

  app.post(
    "/operator/chat/canned_answers",
    {
      onRequest: permission,
      schema: {
        tags,
        summary: "Add a canned answer in one locale",
        body: cannedAnswerBody,
        response: { 201: cannedAnswer, 422: validationErrorBody, ...signedOut },
      },
    },
    async (request, reply) =>
      reply.code(201).send(toCannedAnswer(await insertCannedAnswer(db, request.body.canned_answer))),
  );

  app.put(
    "/operator/chat/canned_answers/:id",
    {
      onRequest: permission,
      schema: {
        tags,
        summary: "Change a canned answer",
        params: chatIdParams,
        body: cannedAnswerBody,
        response: { 200: cannedAnswer, 404: errorBody, 422: validationErrorBody, ...signedOut },
      },
    },
    async (request) => {
      const row = await updateCannedAnswer(db, request.params.id, request.body.canned_answer);
      if (!row) throw new AppError("not_found");
      return toCannedAnswer(row);
    },
  );

  app.delete(
    "/operator/chat/canned_answers/:id",
    {
      onRequest: permission,
      schema: {
        tags,
        summary: "Delete a canned answer",
        params: chatIdParams,
        response: { 204: z.null(), 404: errorBody, 422: validationErrorBody, ...signedOut },
      },
    },
    async (request, reply) => {
      if (!(await deleteCannedAnswer(db, request.params.id))) throw new AppError("not_found");
      return reply.code(204).send(null);
    },
  );
};

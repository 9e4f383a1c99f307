import { errorBody, operatorForbiddenBody, validationErrorBody } from "@croupier/contract";
import {
  supportMessage,
  supportMessageParams,
  supportMessagesPage,
  supportMessagesQuery,
  supportReplyBody,
  supportStatusBody,
} from "@croupier/contract/schemas/support-inbox";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentOperator, requireOperator } from "../operators/operator-sessions.ts";
import { operatorChatRoutes } from "./chat-operator-routes.ts";
import { changeMessageStatus, type InboxActor, replyToMessage, viewInboxMessage } from "./inbox.ts";
import { listInboxMessages } from "./inbox-repository.ts";
import { createReplyDelivery } from "./reply-delivery.ts";

const signedOut = { 401: errorBody, 403: operatorForbiddenBody };

/**
 * `/api/operator/support/messages*`: the contact form's messages as the staff's inbox (status new,
 * open, answered, closed) and replies mailed to the sender (permissions `support.read`,
 * `support.reply`). Registered under the operator routes (operators/routes.ts).
 */
export const operatorSupportRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const delivery = createReplyDelivery(app);
  app.addHook("onClose", async () => delivery.stop());
  // The live chat's agents' inbox (chat-operator-routes.ts).
  await app.register(operatorChatRoutes);
  const actorOf = async (request: FastifyRequest): Promise<InboxActor> => {
    const { operator } = await currentOperator(request);
    return { operatorId: operator.id, ip: request.clientIp };
  };

  app.get(
    "/operator/support/messages",
    {
      onRequest: requireOperator("support.read"),
      schema: {
        tags: ["operator"],
        summary: "The support inbox: contact-form messages, newest first, one page at a time",
        description: "`status` filters by the inbox status; each row carries the first 200 characters.",
        querystring: supportMessagesQuery,
        response: { 200: supportMessagesPage, 422: validationErrorBody, ...signedOut },
      },
    },
    async (request) => {
      const { status, page, page_size: pageSize } = request.query;
      const { rows, total } = await listInboxMessages(db, {
        status,
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return {
        data: rows.map((row) => ({
          id: row.id,
          email: row.email,
          locale: row.locale,
          status: row.inboxStatus,
          delivery_status: row.status,
          preview: row.preview,
          replies_count: row.repliesCount,
          created_at: row.createdAt.toISOString(),
        })),
        pagination: { page, per_page: pageSize, total_count: total },
      };
    },
  );

  app.get(
    "/operator/support/messages/:id",
    {
      onRequest: requireOperator("support.read"),
      schema: {
        tags: ["operator"],
        summary: "One support message with its replies, oldest first",
        params: supportMessageParams,
        response: { 200: supportMessage, 404: errorBody, 422: validationErrorBody, ...signedOut },
      },
    },
    async (request) => viewInboxMessage(db, request.params.id),
  );

  app.post(
    "/operator/support/messages/:id/replies",
    {
      onRequest: requireOperator("support.reply"),
      schema: {
        tags: ["operator"],
        summary: "Reply to a support message by mail; the message becomes answered",
        description:
          "201 with the message and its replies. The plain-text reply is mailed to the message's sender " +
          "(in their language, with their message quoted) after the answer, and retried while the mail " +
          "server is down (`delivery_status`). Audited `support.replied`.",
        params: supportMessageParams,
        body: supportReplyBody,
        response: { 201: supportMessage, 404: errorBody, 422: validationErrorBody, ...signedOut },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const stored = await replyToMessage(
        db,
        id,
        request.body.reply.text,
        await actorOf(request),
        app.config.mailRetryIntervalMs,
      );
      delivery.deliverInBackground(stored);
      return reply.code(201).send(await viewInboxMessage(db, id));
    },
  );

  app.post(
    "/operator/support/messages/:id/status",
    {
      onRequest: requireOperator("support.reply"),
      schema: {
        tags: ["operator"],
        summary: "Set a support message's inbox status (new, open, answered, closed)",
        description:
          "Audited `support.status_changed` with the status before and after; the same status changes nothing.",
        params: supportMessageParams,
        body: supportStatusBody,
        response: { 200: supportMessage, 404: errorBody, 422: validationErrorBody, ...signedOut },
      },
    },
    async (request) => {
      const { id } = request.params;
      await changeMessageStatus(db, id, request.body.status, await actorOf(request));
      return viewInboxMessage(db, id);
    },
  );
};

import { errorBody, validationErrorBody } from "@croupier/contract";
import {
  CHAT_TEXT_MAX,
  chatEmailBody,
  chatIdParams,
  chatImageForm,
  chatMessage,
  chatMessagesPage,
  chatMessagesQuery,
  chatReadBody,
  chatSendBody,
  chatState,
  chatTypingBody,
  chatUnread,
} from "@croupier/contract/schemas/chat";
import multipart from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../errors/app-error.ts";
import { createRateLimiter } from "../identity/rate-limiter.ts";
import { getSignedIn } from "../identity/sessions.ts";
import { checkImageUpload, readImageUpload, sendImage } from "./chat-attachments.ts";
import {
  type Customer,
  chatStateOf,
  markCustomerRead,
  openCustomerConversation,
  partyOf,
  publishCustomerTyping,
  sendCustomerMessage,
} from "./chat-customer.ts";
import {
  findAttachment,
  findConversation,
  findLatestConversation,
  listMessages,
  setVisitorEmail,
  touchCustomer,
} from "./chat-repository.ts";
import { toMessages } from "./chat-views.ts";
import { createVisitorCookies, resolveChatKey } from "./chat-visitor-cookie.ts";

/** Typing notices per IP per minute (the widget sends one every few seconds while typing). */
const TYPING_PER_IP_PER_MINUTE = 60;
const DOCUMENTED_IMAGE_MAX = "CHAT_ATTACHMENT_MAX_BYTES (2 MB unless configured)";

/**
 * `/api/chat*`: the site's live chat for signed-in players and visitors (the signed visitor
 * cookie, chat-visitor-cookie.ts). The contract (`@croupier/contract/schemas/chat`) describes the
 * flow; the rules are in chat-customer.ts.
 */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const config = app.config.chat;
  const cookies = createVisitorCookies(await resolveChatKey(db), app.config.publicOrigin);
  const perIp = createRateLimiter(app.database.db, 60_000, app.clock);
  const realtime = { url: app.config.realtime.url, token: (subject: string) => app.realtime.subjectToken(subject) };
  const tags = ["support"];
  await app.register(multipart, {
    limits: { fileSize: config.attachmentMaxBytes, files: 1 },
    throwFileSizeLimit: false,
  });
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  /** The player signed in, else the visitor of a valid cookie, else null. */
  async function customerOf(request: FastifyRequest): Promise<Customer | null> {
    const signedIn = await getSignedIn(request);
    if (signedIn) return { kind: "player", playerId: signedIn.user.id, email: signedIn.user.email };
    const visitorId = cookies.read(request);
    return visitorId ? { kind: "visitor", visitorId, email: null } : null;
  }

  async function requireCustomer(request: FastifyRequest): Promise<Customer> {
    const customer = await customerOf(request);
    if (!customer) throw new AppError("unauthorized");
    return customer;
  }

  /** The customer, made a visitor now (cookie set) when the request has neither session nor cookie. */
  async function customerOrNewVisitor(request: FastifyRequest, reply: Parameters<typeof cookies.issue>[1]) {
    return (
      (await customerOf(request)) ?? { kind: "visitor" as const, visitorId: cookies.issue(request, reply), email: null }
    );
  }

  async function limitIp(request: FastifyRequest): Promise<void> {
    await perIp.hit(`chat:${request.clientIp}`, config.messagesPerIpPerMinute);
  }

  app.get(
    "/chat",
    {
      schema: {
        tags,
        summary: "The live chat's state: agents online, my conversation, unread count, realtime connection",
        description:
          "Known by the session (players) or the signed visitor cookie; neither: `identity: stranger`, nothing opened. " +
          "`realtime.token` is a fresh connection token (call again to refresh it).",
        response: { 200: chatState },
      },
    },
    async (request) => {
      const customer = await customerOf(request);
      const state = await chatStateOf(db, customer, realtime);
      if (state.conversation?.status === "open") await touchCustomer(db, state.conversation.id);
      return state;
    },
  );

  app.post(
    "/chat",
    {
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: "Open my conversation (a visitor gets the signed cookie)",
        response: { 200: chatState, 429: errorBody },
      },
    },
    async (request, reply) => {
      const customer = await customerOrNewVisitor(request, reply);
      await openCustomerConversation(db, customer, request.locale);
      return chatStateOf(db, customer, realtime);
    },
  );

  app.get(
    "/chat/messages",
    {
      schema: {
        tags,
        summary: "A page of my conversation's messages, oldest first",
        description: "`before`: the previous page's `next_before`. A stranger: 401.",
        querystring: chatMessagesQuery,
        response: { 200: chatMessagesPage, 401: errorBody, 422: validationErrorBody },
      },
    },
    async (request) => {
      const customer = await requireCustomer(request);
      const conversation = await findLatestConversation(db, partyOf(customer));
      if (!conversation) return { data: [], next_before: null };
      const { rows, nextBefore } = await listMessages(db, conversation.id, request.query.before, request.query.limit);
      await touchCustomer(db, conversation.id);
      return { data: await toMessages(db, rows, "customer"), next_before: nextBefore };
    },
  );

  app.post(
    "/chat/messages",
    {
      schema: {
        tags,
        summary: "Send a message to support (plain text)",
        description:
          `At most ${CHAT_TEXT_MAX} characters, never rendered as HTML. Opens a conversation when none is open ` +
          "(a visitor gets the signed cookie). More than CHAT_MESSAGE_RATE_LIMIT messages a minute in a " +
          "conversation, or CHAT_IP_RATE_LIMIT from an IP: 429.",
        body: chatSendBody,
        response: { 201: chatMessage, 422: validationErrorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      await limitIp(request);
      const customer = await customerOrNewVisitor(request, reply);
      const message = await sendCustomerMessage(
        db,
        customer,
        { text: request.body.message.text, ip: request.clientIp, locale: request.locale },
        config,
      );
      return reply.code(201).send(message);
    },
  );

  app.post(
    "/chat/messages/image",
    {
      validatorCompiler: () => (data) => ({ value: data }),
      schema: {
        tags,
        summary: "Send an image (multipart/form-data) with an optional text",
        description:
          "Parts `message[attachment]` (PNG, JPEG, WebP or GIF recognised by content; at most " +
          `${DOCUMENTED_IMAGE_MAX}) and \`message[text]\`. Refusals: 422 \`errors.attachment\` / \`errors.text\` ` +
          "in the request's language.",
        consumes: ["multipart/form-data"],
        body: chatImageForm,
        response: { 201: chatMessage, 422: validationErrorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      await limitIp(request);
      const upload = await readImageUpload(request, config.attachmentMaxBytes);
      const checked = checkImageUpload(upload, config.attachmentMaxBytes, request.locale, CHAT_TEXT_MAX);
      const customer = await customerOrNewVisitor(request, reply);
      const message = await sendCustomerMessage(
        db,
        customer,
        { ...checked, ip: request.clientIp, locale: request.locale },
        config,
      );
      return reply.code(201).send(message);
    },
  );

  app.get(
    "/chat/attachments/:id",
    {
      schema: {
        tags,
        summary: "An image of my conversation",
        description: "Inline, as the type its bytes were checked to be, with nosniff. Another's: 404.",
        params: chatIdParams,
        response: {
          200: z.string().meta({ format: "binary" }),
          401: errorBody,
          404: errorBody,
          422: validationErrorBody,
        },
      },
    },
    async (request, reply) => {
      const customer = await requireCustomer(request);
      const attachment = await findAttachment(db, request.params.id);
      const conversation = attachment ? await findConversation(db, attachment.conversationId) : null;
      const party = partyOf(customer);
      const owns =
        conversation !== null &&
        ("playerId" in party ? conversation.playerId === party.playerId : conversation.visitorId === party.visitorId);
      if (!attachment || !owns) throw new AppError("not_found");
      return sendImage(reply, attachment);
    },
  );

  app.post(
    "/chat/read",
    {
      schema: {
        tags,
        summary: "Mark the agents' messages read (all, or up to `message_id`)",
        body: chatReadBody,
        response: { 200: chatUnread, 401: errorBody, 422: validationErrorBody },
      },
    },
    async (request) => {
      const customer = await requireCustomer(request);
      return { unread_count: await markCustomerRead(db, customer, request.body.read.message_id) };
    },
  );

  app.post(
    "/chat/typing",
    {
      schema: {
        tags,
        summary: "I am typing (or stopped): published to the agents, not stored",
        body: chatTypingBody,
        response: { 204: z.null(), 401: errorBody, 422: validationErrorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const customer = await requireCustomer(request);
      // Typing is published, not stored: still bounded, so nobody floods the agents' channel.
      await perIp.hit(`chat-typing:${request.clientIp}`, TYPING_PER_IP_PER_MINUTE);
      await publishCustomerTyping(db, customer, request.body.typing.active);
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/chat/email",
    {
      schema: {
        tags,
        summary: "A visitor's e-mail, where agent replies go while the visitor is away",
        description: "Players are answered at their account's address: for them this changes nothing.",
        body: chatEmailBody,
        response: { 200: chatState, 401: errorBody, 422: validationErrorBody },
      },
    },
    async (request) => {
      const customer = await requireCustomer(request);
      if (customer.kind === "visitor") await setVisitorEmail(db, customer.visitorId, request.body.visitor.email);
      return chatStateOf(db, customer, realtime);
    },
  );
};

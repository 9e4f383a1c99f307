import {
  chatConversationView,
  chatEvent,
  chatMessage,
  chatQueue,
  chatState,
  inboxEvent,
} from "@croupier/contract/schemas/chat";
import type { Centrifuge } from "centrifuge";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { auditRows, signedInOperator } from "../operators/operator-test-helpers.ts";
import { connectedClient, socketUrl, subscribe } from "../realtime/test-clients.ts";
import { call, signUp, waitForMailTo } from "../test/identity-helpers.ts";
import { type SmtpSink, startSmtpSink } from "../test/smtp-sink.ts";
import { createTestDatabase, MANY_SIGN_UPS, type TestDatabase } from "../test/test-app.ts";
import { imageBody, newVisitor, sendImage, TINY_PNG } from "./chat-test-helpers.ts";

// The live chat on one platform: a visitor (signed cookie) or a player and a support agent, the
// messages live both ways through the official `centrifuge` client, unread counts, typing, images,
// limits, and an unread reply mailed (the mail caught by a real SMTP server on loopback).
// The same exchange across two platform nodes: chat-two-nodes.test.ts.

let tdb: TestDatabase;
let smtp: SmtpSink;
let app: FastifyInstance;
let agent: { cookie: string; id: number };
const clients: Centrifuge[] = [];

beforeAll(async () => {
  tdb = await createTestDatabase();
  smtp = await startSmtpSink();
  app = await tdb.buildApp({
    ...MANY_SIGN_UPS,
    SMTP_URL: smtp.url,
    SIGN_IN_RATE_LIMIT_IP: "1000",
    CHAT_ATTACHMENT_MAX_BYTES: "2048",
    CHAT_MESSAGE_RATE_LIMIT: "4",
    CHAT_OFFLINE_MAIL_AFTER_SECONDS: "0",
    MAIL_RETRY_INTERVAL_MS: "100",
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  agent = await signedInOperator(app, tdb.database.db, "support");
});
afterEach(() => {
  for (const client of clients.splice(0)) client.disconnect();
});
afterAll(async () => {
  await tdb.close();
  await smtp.close();
});

const asAgent = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown) =>
  call(app, method, url, { cookie: agent.cookie, payload });

async function say(cookie: string, text: string, locale = "en") {
  const response = await call(app, "POST", `/api/chat/messages?l=${locale}`, {
    cookie,
    payload: { message: { text } },
  });
  expect(response.statusCode, response.body).toBe(201);
  return chatMessage.parse(response.json());
}

async function stateOf(cookie?: string) {
  const response = await call(app, "GET", "/api/chat", cookie ? { cookie } : {});
  expect(response.statusCode, response.body).toBe(200);
  return chatState.parse(response.json());
}

async function connect(token: string) {
  const client = await connectedClient(socketUrl(app), { token });
  clients.push(client);
  return client;
}

async function agentInbox() {
  const realtime = (await asAgent("GET", "/api/operator/chat/realtime")).json();
  const inbox = subscribe(await connect(realtime.token), realtime.channel);
  await inbox.subscribed();
  return inbox;
}

describe("the live chat between a visitor and an agent", () => {
  it("carries messages live both ways, with unread counts, typing and read marks", async () => {
    expect((await stateOf()).identity).toBe("stranger");
    const cookie = await newVisitor(app);
    const state = await stateOf(cookie);
    expect(state).toMatchObject({ identity: "visitor", unread_count: 0, conversation: { status: "open" } });
    const conversationId = state.conversation?.id ?? 0;
    const realtime = state.realtime;
    if (!realtime) throw new Error("no realtime for the visitor");
    expect(realtime.channel).toMatch(/^chat#visitor-[A-Za-z0-9_-]{22}$/);

    const visitorEvents = subscribe(await connect(realtime.token), realtime.channel);
    await visitorEvents.subscribed();
    const inbox = await agentInbox();

    // Visitor → agent: the message, then the conversation's queue state.
    const sent = await say(cookie, "<b>Hello</b>, is my deposit late?");
    expect(sent).toMatchObject({ author: "customer", text: "<b>Hello</b>, is my deposit late?" });
    expect(inboxEvent.parse((await inbox.next()).data)).toMatchObject({ type: "message", message: { id: sent.id } });
    expect(inboxEvent.parse((await inbox.next()).data)).toMatchObject({
      type: "conversation",
      conversation: { id: conversationId, unread_count: 1, assigned_operator_id: null },
    });
    expect(chatEvent.parse((await visitorEvents.next()).data)).toMatchObject({
      type: "message",
      message: { id: sent.id },
    });

    const queue = chatQueue.parse((await asAgent("GET", "/api/operator/chat/conversations")).json());
    const item = queue.data.find((row) => row.id === conversationId);
    expect(item).toMatchObject({ player_id: null, unread_count: 1, last_message_preview: sent.text });
    expect(item?.waiting_since).not.toBeNull();

    // Typing, both ways, never stored.
    expect(
      (await call(app, "POST", "/api/chat/typing", { cookie, payload: { typing: { active: true } } })).statusCode,
    ).toBe(204);
    expect((await inbox.next()).data).toEqual({ type: "typing", conversation_id: conversationId, active: true });
    const typing = await asAgent("POST", `/api/operator/chat/conversations/${conversationId}/typing`, {
      typing: { active: true },
    });
    expect(typing.statusCode).toBe(204);
    expect((await visitorEvents.next()).data).toEqual({
      type: "typing",
      conversation_id: conversationId,
      active: true,
    });

    // The agent opens it (read mark to the visitor) and replies: assigned to them, live to the visitor.
    const view = chatConversationView.parse(
      (await asAgent("GET", `/api/operator/chat/conversations/${conversationId}`)).json(),
    );
    expect(view.messages.data.map((message) => message.text)).toEqual([sent.text]);
    expect((await visitorEvents.next()).data).toEqual({
      type: "read",
      conversation_id: conversationId,
      message_id: sent.id,
    });
    const reply = await asAgent("POST", `/api/operator/chat/conversations/${conversationId}/messages`, {
      message: { text: "It arrived a minute ago." },
    });
    expect(reply.statusCode, reply.body).toBe(201);
    const pushed = chatEvent.parse((await visitorEvents.next()).data);
    expect(pushed).toMatchObject({
      type: "message",
      message: { author: "agent", agent_name: "Test support", text: "It arrived a minute ago." },
    });

    expect((await stateOf(cookie)).unread_count).toBe(1);
    const read = await call(app, "POST", "/api/chat/read", { cookie, payload: { read: {} } });
    expect(read.json()).toEqual({ unread_count: 0 });
    const page = (await call(app, "GET", "/api/chat/messages?limit=1", { cookie })).json();
    expect(page.data.map((message: { text: string }) => message.text)).toEqual(["It arrived a minute ago."]);
    const older = (await call(app, "GET", `/api/chat/messages?limit=5&before=${page.next_before}`, { cookie })).json();
    expect(older).toMatchObject({ data: [{ id: sent.id }], next_before: null });

    const afterReply = chatQueue.parse((await asAgent("GET", "/api/operator/chat/conversations")).json());
    expect(afterReply.data.find((row) => row.id === conversationId)).toMatchObject({
      assigned_operator_id: agent.id,
      waiting_since: null,
      unread_count: 0,
    });
  });

  it("refuses a stranger, a forged cookie, and another visitor's channel or images", async () => {
    for (const cookie of [
      undefined,
      "_croupier_chat_visitor=AAAAAAAAAAAAAAAAAAAAAA.forged",
      "_croupier_chat_visitor=x",
    ]) {
      const response = await call(app, "GET", "/api/chat/messages", cookie ? { cookie } : {});
      expect(response.statusCode).toBe(401);
      expect((await stateOf(cookie)).identity).toBe("stranger");
    }
    const alice = await newVisitor(app);
    const bob = await newVisitor(app);
    // Bob's cookie with Alice's id and Bob's signature is no cookie.
    const [aliceId] = alice.split("=")[1]?.split(".") ?? [];
    const [, bobMac] = bob.split("=")[1]?.split(".") ?? [];
    const spliced = `_croupier_chat_visitor=${aliceId}.${bobMac}`;
    expect((await call(app, "GET", "/api/chat/messages", { cookie: spliced })).statusCode).toBe(401);

    const aliceImage = await sendImage(app, alice, imageBody({ content: TINY_PNG }));
    expect(aliceImage.statusCode, aliceImage.body).toBe(201);
    const url = aliceImage.json().attachment.url as string;
    expect((await call(app, "GET", url, { cookie: bob })).statusCode).toBe(404);
    const image = await call(app, "GET", url, { cookie: alice });
    expect(image.statusCode).toBe(200);
    expect(image.headers).toMatchObject({ "content-type": "image/png", "x-content-type-options": "nosniff" });
    expect(image.headers["content-disposition"]).toMatch(/^inline; filename="chat-\d+\.png"$/);
    expect(image.rawPayload.equals(TINY_PNG)).toBe(true);

    // Bob's connection may subscribe his own channel only; never Alice's, never the agents' inbox.
    const bobState = await stateOf(bob);
    const aliceChannel = (await stateOf(alice)).realtime?.channel ?? "";
    const client = await connect(bobState.realtime?.token ?? "");
    for (const channel of [aliceChannel, "chat_inbox"]) {
      const subscription = client.newSubscription(channel);
      const refused = new Promise<{ code: number }>((resolve) => subscription.once("unsubscribed", resolve));
      subscription.subscribe();
      expect((await refused).code).toBe(103);
      client.removeSubscription(subscription);
    }
    // A visitor's token cannot be turned into an agent's channel by its subject.
    expect(aliceChannel).not.toBe(bobState.realtime?.channel);
  });

  it("refuses wrong images with field errors in the request's language", async () => {
    const cookie = await newVisitor(app, "es");
    const html = await sendImage(
      app,
      cookie,
      imageBody({ content: Buffer.from("<html><script>alert(1)</script>"), type: "image/png" }),
      "es",
    );
    expect(html.statusCode).toBe(422);
    expect(html.json()).toEqual({ errors: { attachment: ["Envía una imagen PNG, JPEG, WebP o GIF."] } });
    const large = await sendImage(
      app,
      cookie,
      imageBody({ content: Buffer.concat([TINY_PNG, Buffer.alloc(4096)]) }),
      "ru",
    );
    expect(large.statusCode).toBe(422);
    expect(large.json().errors.attachment[0]).toMatch(/^Изображение слишком большое/);
    const longText = await sendImage(app, cookie, imageBody({ content: TINY_PNG }, "x".repeat(2001)));
    expect(Object.keys(longText.json().errors)).toEqual(["text"]);
    const none = await call(app, "POST", "/api/chat/messages/image", { cookie, payload: { message: { text: "hi" } } });
    expect(none.statusCode).toBe(422);
    const empty = await call(app, "POST", "/api/chat/messages?l=pt", { cookie, payload: { message: { text: "  " } } });
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors)).toEqual(["text"]);
  });

  it("limits the messages of one conversation per minute", async () => {
    const cookie = await newVisitor(app);
    for (let index = 0; index < 4; index++) await say(cookie, `message ${index}`);
    const limited = await call(app, "POST", "/api/chat/messages", {
      cookie,
      payload: { message: { text: "one more" } },
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(/Too many requests/);
  });

  it("says whether an agent is online, from the inbox's heartbeat", async () => {
    await asAgent("POST", "/api/operator/chat/presence", { online: false });
    expect((await stateOf()).agents_online).toBe(false);
    expect((await asAgent("POST", "/api/operator/chat/presence", { online: true })).json()).toEqual({
      agents_online: true,
    });
    expect((await stateOf()).agents_online).toBe(true);
    await asAgent("POST", "/api/operator/chat/presence", { online: false });
  });

  it("mails an unread reply to the visitor's given address, in the conversation's language", async () => {
    const cookie = await newVisitor(app, "es");
    const email = await call(app, "POST", "/api/chat/email", {
      cookie,
      payload: { visitor: { email: "ana@example.com" } },
    });
    expect(email.json()).toMatchObject({ identity: "visitor", email: "ana@example.com" });
    await say(cookie, "¿Hola?", "es");
    const { conversation } = await stateOf(cookie);
    await asAgent("POST", `/api/operator/chat/conversations/${conversation?.id}/messages`, {
      message: { text: "Su retiro está aprobado." },
    });
    const mail = await waitForMailTo(smtp, "ana@example.com", /Soporte respondió a tu chat/);
    expect(mail.text).toContain("Su retiro está aprobado.");
  });

  it("lets a player chat, assigns and closes with an audit trail, and tells the player", async () => {
    const player = await signUp(app);
    const state = chatState.parse(
      (await call(app, "POST", "/api/chat", { cookie: player.cookie, payload: {} })).json(),
    );
    expect(state).toMatchObject({
      identity: "player",
      email: player.email,
      realtime: { channel: `chat#${player.id}` },
    });
    const events = subscribe(await connect(state.realtime?.token ?? ""), `chat#${player.id}`);
    await events.subscribed();
    await say(player.cookie, "Please close my chat");
    await events.next();
    const id = state.conversation?.id ?? 0;

    const assigned = await asAgent("POST", `/api/operator/chat/conversations/${id}/assign`, { assign: {} });
    expect(chatConversationView.parse(assigned.json())).toMatchObject({
      player_id: player.id,
      assigned_operator_id: agent.id,
    });
    const closed = await asAgent("POST", `/api/operator/chat/conversations/${id}/close`);
    expect(closed.json()).toMatchObject({ status: "closed" });
    expect(chatEvent.parse((await events.next()).data)).toMatchObject({
      type: "message",
      message: { author: "system" },
    });
    expect((await events.next()).data).toEqual({ type: "closed", conversation_id: id });
    const reply = await asAgent("POST", `/api/operator/chat/conversations/${id}/messages`, {
      message: { text: "late" },
    });
    expect(reply.statusCode).toBe(422);

    const audit = await auditRows(tdb.database.db, { target: { type: "chat_conversation", id } });
    expect(audit.map((row) => row.action)).toEqual(["chat.assigned", "chat.closed"]);
    expect(audit[0]?.details).toMatchObject({ player_id: player.id, after: { assigned_operator_id: agent.id } });

    // Writing again opens a new conversation.
    await say(player.cookie, "One more question");
    expect((await stateOf(player.cookie)).conversation).toMatchObject({ status: "open" });
    expect((await stateOf(player.cookie)).conversation?.id).not.toBe(id);
  });

  it("keeps canned answers per locale", async () => {
    const created = await asAgent("POST", "/api/operator/chat/canned_answers", {
      canned_answer: { locale: "ru", title: "Привет", text: "Здравствуйте! Чем помочь?" },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    const russian = (await asAgent("GET", "/api/operator/chat/canned_answers?locale=ru")).json();
    expect(russian.map((row: { id: number }) => row.id)).toContain(id);
    const changed = await asAgent("PUT", `/api/operator/chat/canned_answers/${id}`, {
      canned_answer: { locale: "ru", title: "Привет", text: "Добрый день!" },
    });
    expect(changed.json()).toMatchObject({ text: "Добрый день!" });
    expect((await asAgent("DELETE", `/api/operator/chat/canned_answers/${id}`)).statusCode).toBe(204);
    const bad = await asAgent("POST", "/api/operator/chat/canned_answers", {
      canned_answer: { locale: "de", title: "", text: "x" },
    });
    expect(Object.keys(bad.json().errors).sort()).toEqual(["locale", "title"]);
  });
});

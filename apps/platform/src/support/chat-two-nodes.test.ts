import { chatEvent, chatState, inboxEvent } from "@croupier/contract/schemas/chat";
import type { Centrifuge } from "centrifuge";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database.ts";
import { signedInOperator } from "../operators/operator-test-helpers.ts";
import { connectedClient, socketUrl, subscribe } from "../realtime/test-clients.ts";
import { API_HEADERS } from "../test/identity-helpers.ts";
import { startTwoNodes, type TwoNodes } from "../test/two-nodes.ts";

// A visitor on node B and an agent on node A, one PostgreSQL server, a fresh schema: the visitor's
// cookie (signed with the key both nodes read from the database), the messages both ways and the
// typing indicator cross the nodes through LISTEN/NOTIFY, received with the official client.
// Like realtime/two-nodes.test.ts, this always uses the PostgreSQL server beside the suite
// (test/two-nodes.ts).

let nodes: TwoNodes;
let nodeA: FastifyInstance;
let nodeBUrl: string;
let database: Database;
const clients: Centrifuge[] = [];

beforeAll(async () => {
  nodes = await startTwoNodes({ configA: { SIGN_IN_RATE_LIMIT_IP: "1000" }, listenA: true });
  ({ nodeA, nodeBUrl, database } = nodes);
}, 120_000);

afterAll(async () => {
  for (const client of clients) client.disconnect();
  await nodes?.stop();
});

/** A call to node B over HTTP, as the visitor's browser makes it (the cookie kept by the caller). */
async function onNodeB(method: "GET" | "POST", url: string, cookie: string, body?: unknown) {
  const response = await fetch(`${nodeBUrl}${url}`, {
    method,
    headers: { ...API_HEADERS, cookie, ...(body ? { "content-type": "application/json" } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  return { response, json: (text ? JSON.parse(text) : null) as Record<string, unknown> | null };
}

describe("the live chat across two platform nodes", () => {
  it("carries a visitor's and an agent's messages and typing both ways", async () => {
    const agent = await signedInOperator(nodeA, database.db, "support");
    const asAgent = (method: "GET" | "POST", url: string, payload?: unknown) =>
      nodeA.inject({ method, url, headers: { ...API_HEADERS, cookie: agent.cookie }, payload: payload as object });

    // The visitor opens the chat on node B; the cookie it sets is honoured by node A too.
    const opened = await onNodeB("POST", "/api/chat", "", {});
    const cookie = (opened.response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const state = chatState.parse(opened.json);
    const conversationId = state.conversation?.id ?? 0;
    const stateOnA = await nodeA.inject({ method: "GET", url: "/api/chat", headers: { ...API_HEADERS, cookie } });
    expect(stateOnA.json()).toMatchObject({ identity: "visitor", conversation: { id: conversationId } });

    const visitor = await connectedClient(`${nodeBUrl.replace(/^http/, "ws")}/connection/websocket`, {
      token: state.realtime?.token ?? "",
    });
    clients.push(visitor);
    const visitorEvents = subscribe(visitor, state.realtime?.channel ?? "");
    await visitorEvents.subscribed();
    const realtime = (await asAgent("GET", "/api/operator/chat/realtime")).json();
    const agentClient = await connectedClient(socketUrl(nodeA), { token: realtime.token });
    clients.push(agentClient);
    const inbox = subscribe(agentClient, realtime.channel);
    await inbox.subscribed();

    // Visitor (node B) → agent (node A).
    const sent = await onNodeB("POST", "/api/chat/messages", cookie, { message: { text: "Hi from node B" } });
    expect(sent.response.status).toBe(201);
    expect(inboxEvent.parse((await inbox.next()).data)).toMatchObject({
      type: "message",
      message: { conversation_id: conversationId, author: "customer", text: "Hi from node B" },
    });
    await onNodeB("POST", "/api/chat/typing", cookie, { typing: { active: true } });
    // The conversation's queue state comes between.
    expect(inboxEvent.parse((await inbox.next()).data).type).toBe("conversation");
    expect((await inbox.next()).data).toEqual({ type: "typing", conversation_id: conversationId, active: true });

    // Agent (node A) → visitor (node B).
    expect(chatEvent.parse((await visitorEvents.next()).data)).toMatchObject({
      type: "message",
      message: { text: "Hi from node B" },
    });
    await asAgent("POST", `/api/operator/chat/conversations/${conversationId}/typing`, { typing: { active: true } });
    expect((await visitorEvents.next()).data).toEqual({
      type: "typing",
      conversation_id: conversationId,
      active: true,
    });
    const reply = await asAgent("POST", `/api/operator/chat/conversations/${conversationId}/messages`, {
      message: { text: "Hello from node A" },
    });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(chatEvent.parse((await visitorEvents.next()).data)).toMatchObject({
      type: "message",
      message: { author: "agent", text: "Hello from node A" },
    });
    const unread = await onNodeB("GET", "/api/chat", cookie);
    expect(unread.json).toMatchObject({ unread_count: 1 });
  });
});

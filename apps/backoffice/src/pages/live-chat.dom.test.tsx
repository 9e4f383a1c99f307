// @vitest-environment happy-dom
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LiveChatPage } from "./live-chat.tsx";

// The inbox page in a simulated document: the queue and a conversation from the API (fetch
// answered here), messages shown as text (never HTML), a reply sent, the presence heartbeat on.
// The realtime client is a stand-in: the live path is proven end to end (e2e/support/chat.spec.ts).

vi.mock("centrifuge", () => ({
  Centrifuge: class {
    on() {}
    newSubscription() {
      return { on() {}, subscribe() {} };
    }
    connect() {}
    disconnect() {}
  },
}));
vi.mock("@refinedev/core", () => ({
  useGetIdentity: () => ({ data: { id: 7, permissions: ["support.chat"] } }),
  useOne: () => ({ query: { isLoading: false }, result: undefined }),
}));

const item = {
  id: 5,
  status: "open",
  locale: "es",
  player_id: null,
  email: null,
  label: "Visitor AbCdEf",
  assigned_operator_id: null,
  assigned_operator_name: null,
  last_message_preview: "<b>hola</b>",
  last_message_at: "2026-11-27T10:00:00.000Z",
  waiting_since: "2026-11-27T10:00:00.000Z",
  unread_count: 1,
  created_at: "2026-11-27T09:59:00.000Z",
};
const message = {
  id: 11,
  conversation_id: 5,
  author: "customer",
  agent_name: null,
  text: "<b>hola</b>",
  attachment: null,
  created_at: "2026-11-27T10:00:00.000Z",
};

function answer(path: string, init?: RequestInit): unknown {
  if (path === "/api/operator/chat/conversations") return { data: [item], agents_online: true };
  if (path === "/api/operator/chat/conversations/5") {
    return {
      ...item,
      closed_at: null,
      customer_online: true,
      customer_read_message_id: null,
      messages: { data: [message], next_before: null },
    };
  }
  if (path === "/api/operator/chat/conversations/5/messages" && init?.method === "POST") {
    return {
      ...message,
      id: 12,
      author: "agent",
      agent_name: "Cleo",
      text: JSON.parse(String(init.body)).message.text,
    };
  }
  if (path.startsWith("/api/operator/chat/canned_answers")) {
    return [{ id: 1, locale: "es", title: "Saludo", text: "¡Hola!", updated_at: "2026-11-27T10:00:00.000Z" }];
  }
  if (path === "/api/operator/chat/agents") return [{ id: 7, name: "Cleo" }];
  if (path === "/api/operator/chat/realtime")
    return { url: "ws://localhost/connection/websocket", token: "t", channel: "chat_inbox" };
  return { agents_online: true };
}

describe("LiveChatPage", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the queue and the conversation as text, sends a reply and keeps the agent online", async () => {
    // The reply box grows with its text (react-textarea-autosize listens to the document's fonts).
    if (!("fonts" in document))
      Object.defineProperty(document, "fonts", { value: new EventTarget(), configurable: true });
    const calls: { path: string; init?: RequestInit }[] = [];
    vi.stubGlobal("fetch", async (path: string, init?: RequestInit) => {
      calls.push({ path, init });
      return new Response(JSON.stringify(answer(path, init)), { status: 200 });
    });
    render(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter initialEntries={["/chat?conversation=5"]}>
            <LiveChatPage />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    );

    const queue = await screen.findByRole("list", { name: "Conversations" });
    expect(within(queue).getByRole("button", { name: /Visitor AbCdEf/ })).toBeTruthy();
    const log = await screen.findByRole("log", { name: "Messages" });
    // The customer's markup is text on the page, never an element.
    expect(within(log).getByText("<b>hola</b>")).toBeTruthy();
    expect(log.querySelector("b")).toBeNull();

    fireEvent.change(screen.getByRole("textbox", { name: /Reply/ }), { target: { value: "Buenos días" } });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(within(log).getByText("Buenos días")).toBeTruthy());
    const sent = calls.find((call) => call.path === "/api/operator/chat/conversations/5/messages");
    expect(JSON.parse(String(sent?.init?.body))).toEqual({ message: { text: "Buenos días" } });
    expect(
      calls.some((call) => call.path === "/api/operator/chat/presence" && call.init?.body === '{"online":true}'),
    ).toBe(true);
  });
});

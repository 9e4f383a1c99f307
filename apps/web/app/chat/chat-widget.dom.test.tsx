// @vitest-environment happy-dom
import type { ChatMessage, ChatState } from "@croupier/contract/schemas/chat";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ChatLauncher } from "../shell/chat-launcher.tsx";
import { CHAT_STARTED_KEY, chatLauncher } from "../shell/chat-launcher-state.ts";
import { renderPage } from "../test/render-page.tsx";
import { stubApi } from "../test/stub-api.ts";

// The launcher and the panel it loads, against a stubbed /api/chat (no live channel: `realtime`
// is null, so no WebSocket is opened).

function chatState(overrides: Partial<ChatState> = {}): ChatState {
  return {
    agents_online: true,
    identity: "stranger",
    email: null,
    conversation: null,
    unread_count: 0,
    realtime: null,
    ...overrides,
  };
}

const conversation = {
  id: 7,
  status: "open" as const,
  locale: "en",
  created_at: "2026-11-27T10:00:00Z",
  closed_at: null,
};

function message(id: number, author: ChatMessage["author"], text: string): ChatMessage {
  return {
    id,
    conversation_id: 7,
    author,
    agent_name: author === "agent" ? "Sam" : null,
    text,
    attachment: null,
    created_at: "2026-11-27T10:00:00Z",
  };
}

function Page() {
  return (
    <>
      <p>Page</p>
      <ChatLauncher />
    </>
  );
}

async function openPanel() {
  const user = userEvent.setup();
  renderPage(Page);
  await user.click(await screen.findByRole("button", { name: "Live chat" }));
  const panel = await screen.findByRole("dialog", { name: "Live chat" });
  return { user, panel };
}

beforeEach(() => {
  localStorage.clear();
  act(() => chatLauncher.reset());
  vi.stubGlobal("requestIdleCallback", (run: () => void) => window.setTimeout(run, 0));
});

afterEach(() => {
  act(() => chatLauncher.reset());
  vi.unstubAllGlobals();
});

describe("the live chat widget", () => {
  it("opens a dialog with focus in the message box, and Escape closes it back to the launcher", async () => {
    stubApi({ "GET /api/chat": () => Response.json(chatState()) });
    const { user, panel } = await openPanel();
    const box = await within(panel).findByRole("textbox", { name: "Your message" });
    await waitFor(() => expect(document.activeElement).toBe(box));
    const launcher = screen.getByRole("button", { name: "Live chat" });
    expect(launcher.getAttribute("aria-expanded")).toBe("true");
    expect(await within(panel).findByText("Support is online")).toBeTruthy();

    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Live chat" })).toBeNull());
    expect(launcher.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(launcher);
  });

  it("counts unread replies on the launcher while closed, and reads them when opened", async () => {
    localStorage.setItem(CHAT_STARTED_KEY, "1");
    const fetch = stubApi({
      "GET /api/chat": () => Response.json(chatState({ identity: "visitor", conversation, unread_count: 2 })),
      "GET /api/chat/messages": () =>
        Response.json({ data: [message(1, "customer", "Hi"), message(2, "agent", "Hello!")], next_before: null }),
      "POST /api/chat/read": () => Response.json({ unread_count: 0 }),
    });
    const user = userEvent.setup();
    renderPage(Page);
    // Loaded on idle (a conversation is going): the badge without a press.
    const launcher = await screen.findByRole("button", { name: "Live chat: 2 unread messages" });
    expect(launcher.textContent).toBe("2");

    await user.click(launcher);
    const panel = await screen.findByRole("dialog", { name: "Live chat" });
    expect(await within(panel).findByText("Hello!")).toBeTruthy();
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url).startsWith("/api/chat/read"))).toBe(true));
    expect(screen.getByRole("button", { name: "Live chat" }).textContent).not.toContain("2");
  });

  it("says when no agent is online and offers the contact form", async () => {
    stubApi({ "GET /api/chat": () => Response.json(chatState({ agents_online: false })) });
    const { user, panel } = await openPanel();
    expect(await within(panel).findByText("No agent online right now")).toBeTruthy();
    expect(within(panel).getByText(/the conversation continues by e-mail/)).toBeTruthy();
    await user.click(within(panel).getByRole("button", { name: "Use the contact form" }));
    expect(within(panel).getByRole("form", { name: "Write to us" })).toBeTruthy();
    expect(within(panel).getAllByLabelText("Email").length).toBeGreaterThan(0);
  });

  it("shows a message holding HTML as plain text", async () => {
    const html = '<img src=x onerror="alert(1)"><b>bold</b>';
    stubApi({
      "GET /api/chat": () => Response.json(chatState({ identity: "player", conversation })),
      "GET /api/chat/messages": () => Response.json({ data: [message(3, "agent", html)], next_before: null }),
      "POST /api/chat/read": () => Response.json({ unread_count: 0 }),
    });
    const { panel } = await openPanel();
    const text = await within(panel).findByText(html);
    expect(text.children).toHaveLength(0);
    expect(panel.querySelector("b")).toBeNull();
    expect(panel.querySelector("img[src='x']")).toBeNull();
  });

  it("sends with Enter, keeps Shift+Enter as a new line, and shows the server's field error", async () => {
    stubApi({
      "GET /api/chat": () => Response.json(chatState({ identity: "player", conversation })),
      "GET /api/chat/messages": () => Response.json({ data: [], next_before: null }),
      "POST /api/chat/messages": async () =>
        Response.json(message(9, "customer", "Line one\nLine two"), { status: 201 }),
      "POST /api/chat/typing": () => new Response(null, { status: 204 }),
      "POST /api/chat/messages/image": () =>
        Response.json({ errors: { attachment: ["is not a PNG, JPEG, WebP or GIF image"] } }, { status: 422 }),
    });
    const { user, panel } = await openPanel();
    const box = await within(panel).findByRole("textbox", { name: "Your message" });
    await user.type(box, "Line one{Shift>}{Enter}{/Shift}Line two");
    expect((box as HTMLTextAreaElement).value).toBe("Line one\nLine two");
    await user.type(box, "{Enter}");
    expect(await within(panel).findByText(/Line one\s+Line two/)).toBeTruthy();
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(""));

    const input = panel.querySelector<HTMLInputElement>("input[type=file]");
    if (!input) throw new Error("no file input");
    await user.upload(input, new File(["GIF89a"], "cat.gif", { type: "image/gif" }));
    expect(await within(panel).findByRole("img", { name: "Attachment to send: cat.gif" })).toBeTruthy();
    await user.click(within(panel).getByRole("button", { name: "Send" }));
    expect(await within(panel).findByText("is not a PNG, JPEG, WebP or GIF image")).toBeTruthy();
  });

  it("refuses a file that is not an image before sending it", async () => {
    stubApi({ "GET /api/chat": () => Response.json(chatState()) });
    const { panel } = await openPanel();
    const input = panel.querySelector<HTMLInputElement>("input[type=file]");
    if (!input) throw new Error("no file input");
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, new File(["%PDF"], "statement.pdf", { type: "application/pdf" }));
    expect(await within(panel).findByText("Only PNG, JPEG, WebP or GIF images can be sent.")).toBeTruthy();
  });
});

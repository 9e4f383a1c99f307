import type { ApiResult } from "@croupier/contract/client/call";
import type { ChatEvent, ChatMessage, ChatState } from "@croupier/contract/schemas/chat";
import { useCallback, useEffect, useRef, useState } from "react";
import { writeStorage } from "../lib/storage-keys.ts";
import { CHAT_STARTED_KEY, chatLauncher } from "../shell/chat-launcher-state.ts";
import { useShellData } from "../shell/use-shell-data.ts";
import { type ChatApi, chatApi } from "./chat-api.ts";

// One tab's side of the conversation: the chat state and messages from /api/chat, the live events
// from the conversation's channel, the unread count while the panel is closed, and the typing
// signal (throttled: at most one "typing" every TYPING_EVERY_MS, "stopped" after TYPING_IDLE_MS).

export const TYPING_EVERY_MS = 3000;
export const TYPING_IDLE_MS = 4000;
/** An agent's "typing" with no follow-up (a lost "stopped") fades after this long. */
const AGENT_TYPING_MAX_MS = 6000;
/** How often an open panel without a live channel asks for new messages. */
const POLL_EVERY_MS = 15_000;

export interface ChatSession {
  status: "loading" | "ready" | "failed";
  chat: ChatState | null;
  messages: ChatMessage[];
  /** Pass to load older messages; null when the oldest is shown. */
  olderBefore: number | null;
  isAgentTyping: boolean;
  /** The newest agent or system message that arrived live (the panel announces it). */
  lastIncoming: ChatMessage | null;
}

const isIncoming = (message: ChatMessage) => message.author !== "customer";

function merge(messages: ChatMessage[], added: ChatMessage[]): ChatMessage[] {
  const byId = new Map(messages.map((message) => [message.id, message]));
  for (const message of added) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

export function useChatSession(isOpen: boolean) {
  const { locale } = useShellData();
  const api = useRef<ChatApi>(chatApi(locale));
  api.current = chatApi(locale);
  const [session, setSession] = useState<ChatSession>({
    status: "loading",
    chat: null,
    messages: [],
    olderBefore: null,
    isAgentTyping: false,
    lastIncoming: null,
  });
  const openRef = useRef(isOpen);
  openRef.current = isOpen;
  const latest = useRef(session);
  latest.current = session;

  const markRead = useCallback(async (messageId?: number) => {
    chatLauncher.setUnread(0);
    await api.current.markRead(messageId);
  }, []);

  const loadMessages = useCallback(async () => {
    const page = await api.current.getMessages();
    if (!page.ok) return;
    setSession((current) => ({
      ...current,
      messages: merge(current.messages, page.data.data),
      olderBefore: current.messages.length === 0 ? page.data.next_before : current.olderBefore,
    }));
  }, []);

  /** Reads the chat state (and, with a conversation, its latest messages). */
  const refresh = useCallback(async (): Promise<ChatState | null> => {
    const result = await api.current.getState();
    if (!result.ok) {
      setSession((current) => ({ ...current, status: current.chat ? current.status : "failed" }));
      return null;
    }
    const chat = result.data;
    writeStorage(CHAT_STARTED_KEY, chat.conversation ? "1" : null);
    if (!openRef.current) chatLauncher.setUnread(chat.unread_count);
    setSession((current) => ({ ...current, status: "ready", chat }));
    if (chat.conversation) await loadMessages();
    return chat;
  }, [loadMessages]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  // Opened: what was unread is read now (and again when the conversation changes).
  const conversationId = session.chat?.conversation?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the panel opens or the conversation changes.
  useEffect(() => {
    const { chat, messages } = latest.current;
    if (!isOpen || !chat?.conversation) return;
    const last = messages.at(-1);
    if (chat.unread_count > 0 || (last && isIncoming(last))) void markRead(last?.id);
  }, [isOpen, conversationId, markRead]);

  // The live channel, once the state names one.
  const channel = session.chat?.realtime?.channel ?? null;
  useEffect(() => {
    const realtime = latest.current.chat?.realtime;
    if (!channel || !realtime) return;
    let stop: (() => void) | undefined;
    let isStopped = false;
    let typingTimer: number | undefined;
    const onEvent = (event: ChatEvent) => {
      if (event.type === "message") {
        const message = event.message;
        const incoming = isIncoming(message);
        setSession((current) => ({
          ...current,
          messages: merge(current.messages, [message]),
          isAgentTyping: incoming ? false : current.isAgentTyping,
          lastIncoming: incoming ? message : current.lastIncoming,
        }));
        if (!incoming) return;
        if (openRef.current && document.visibilityState === "visible") void markRead(message.id);
        else chatLauncher.setUnread(chatLauncher.getSnapshot().unread + 1);
      } else if (event.type === "typing") {
        window.clearTimeout(typingTimer);
        if (event.active) typingTimer = window.setTimeout(() => setTyping(false), AGENT_TYPING_MAX_MS);
        setTyping(event.active);
      } else if (event.type === "closed") {
        setSession((current) => {
          const conversation = current.chat?.conversation;
          if (!current.chat || conversation?.id !== event.conversation_id) return current;
          return { ...current, chat: { ...current.chat, conversation: { ...conversation, status: "closed" } } };
        });
      }
    };
    const setTyping = (isAgentTyping: boolean) => setSession((current) => ({ ...current, isAgentTyping }));
    import("./chat-connection.ts")
      .then(({ connectChat }) => {
        if (isStopped) return;
        stop = connectChat({
          realtime,
          refreshToken: async () => {
            const result = await api.current.getState();
            if (!result.ok || !result.data.realtime) throw new Error("chat: no connection");
            return result.data.realtime.token;
          },
          onEvent,
          onGap: () => void loadMessages(),
        });
      })
      .catch(() => {
        // No live channel (chunk failed): the messages still send; replies show on the next open.
      });
    return () => {
      isStopped = true;
      window.clearTimeout(typingTimer);
      stop?.();
    };
    // A new channel (a visitor's first message made one) connects again; a new token does not.
  }, [channel, loadMessages, markRead]);

  // Without a live channel (the platform gave none) an open panel reads new messages now and then.
  useEffect(() => {
    if (!isOpen || !conversationId || channel) return;
    const timer = window.setInterval(() => void loadMessages(), POLL_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [isOpen, conversationId, channel, loadMessages]);

  // The visitor's typing, throttled.
  const typing = useRef({ sentAt: 0, timer: 0 });
  const stopTyping = useCallback(() => {
    window.clearTimeout(typing.current.timer);
    if (typing.current.sentAt === 0) return;
    typing.current.sentAt = 0;
    void api.current.setTyping(false);
  }, []);
  const notifyTyping = useCallback(() => {
    if (!latest.current.chat?.conversation) return;
    const now = Date.now();
    if (now - typing.current.sentAt >= TYPING_EVERY_MS) {
      typing.current.sentAt = now;
      void api.current.setTyping(true);
    }
    window.clearTimeout(typing.current.timer);
    typing.current.timer = window.setTimeout(stopTyping, TYPING_IDLE_MS);
  }, [stopTyping]);
  useEffect(() => () => window.clearTimeout(typing.current.timer), []);

  /** After the first message or e-mail: the conversation exists; read the state for its channel. */
  const afterStart = useCallback(async () => {
    writeStorage(CHAT_STARTED_KEY, "1");
    const chat = latest.current.chat;
    if (!chat?.conversation || chat.conversation.status === "closed" || !chat.realtime) await refresh();
  }, [refresh]);

  const send = useCallback(
    async (text: string, image: File | null): Promise<ApiResult<ChatMessage>> => {
      stopTyping();
      const result = image ? await api.current.sendImage(image, text) : await api.current.send(text);
      if (result.ok) {
        const message = result.data;
        setSession((current) => ({ ...current, messages: merge(current.messages, [message]) }));
        // The box empties now; the first message's channel connects meanwhile.
        void afterStart();
      }
      return result;
    },
    [afterStart, stopTyping],
  );

  const setEmail = useCallback(
    async (email: string): Promise<ApiResult<ChatState>> => {
      if (!latest.current.chat?.conversation) {
        const opened = await api.current.openConversation();
        if (!opened.ok) return opened;
      }
      const result = await api.current.setEmail(email);
      if (result.ok) {
        const chat = result.data;
        setSession((current) => ({ ...current, chat }));
        await afterStart();
      }
      return result;
    },
    [afterStart],
  );

  const loadOlder = useCallback(async () => {
    const before = latest.current.olderBefore;
    if (!before) return;
    const page = await api.current.getMessages(before);
    if (!page.ok) return;
    setSession((current) => ({
      ...current,
      messages: merge(current.messages, page.data.data),
      olderBefore: page.data.next_before,
    }));
  }, []);

  return { session, send, setEmail, notifyTyping, loadOlder, retry: refresh };
}

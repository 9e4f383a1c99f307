import { type ApiResult, createCall } from "@croupier/contract/client/call";
import type { Locale } from "@croupier/contract/i18n/locales";
import type { ChatMessage, ChatState } from "@croupier/contract/schemas/chat";
import { postMultipart } from "../lib/post-multipart.ts";

// The widget's calls to /api/chat (packages/contract/src/schemas/chat.ts describes them). Types
// only from the contract: its schemas (and zod) stay out of the chat's chunk.

export interface ChatMessagesPage {
  data: ChatMessage[];
  next_before: number | null;
}

/** Image types an attachment may be, and the platform's default size limit (the server decides). */
export const ATTACHMENT_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"];
export const ATTACHMENT_MAX_BYTES = 2 * 1024 * 1024;
/** The longest message text (CHAT_TEXT_MAX). */
export const TEXT_MAX = 2000;

export function chatApi(locale: Locale) {
  const call = createCall({ locale });
  return {
    getState: () => call<ChatState>("GET", "/api/chat"),
    openConversation: () => call<ChatState>("POST", "/api/chat"),
    getMessages: (before?: number) =>
      call<ChatMessagesPage>("GET", `/api/chat/messages?limit=50${before ? `&before=${before}` : ""}`),
    send: (text: string) => call<ChatMessage>("POST", "/api/chat/messages", { message: { text } }),
    sendImage: (file: File, text: string) => sendImage(locale, file, text),
    markRead: (messageId?: number) =>
      call<{ unread_count: number }>("POST", "/api/chat/read", { read: messageId ? { message_id: messageId } : {} }),
    setTyping: (active: boolean) => call<Record<string, never>>("POST", "/api/chat/typing", { typing: { active } }),
    setEmail: (email: string) => call<ChatState>("POST", "/api/chat/email", { visitor: { email } }),
  };
}
export type ChatApi = ReturnType<typeof chatApi>;

/** The image upload is multipart (lib/post-multipart.ts). */
async function sendImage(locale: Locale, file: File, text: string): Promise<ApiResult<ChatMessage>> {
  const body = new FormData();
  if (text) body.append("message[text]", text);
  body.append("message[attachment]", file, file.name);
  return postMultipart<ChatMessage>(locale, "/api/chat/messages/image", body);
}

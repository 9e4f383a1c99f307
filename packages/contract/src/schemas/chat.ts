import { z } from "zod";
import { LOCALES } from "../i18n/locales.ts";
import { requiredEmail, requiredText } from "../validation/rules.ts";

// Live chat (support 24/7): one conversation per player or visitor with the casino's support
// agents, kept in the database and delivered live both ways over the realtime WebSocket.
// Imported by path (`@croupier/contract/schemas/chat`), not from the package's index.
//
// Who is who
// - A signed-in player is known by the session cookie.
// - A visitor is known by the HttpOnly, SameSite=Lax cookie `_croupier_chat_visitor` (path
//   `/api/chat`): a random visitor id signed with a server secret (HMAC-SHA256). The platform
//   sets it on the first POST /api/chat (or the first message). A missing, forged or altered
//   cookie is a stranger: GET answers `conversation: null`, the other calls 401.
// - An agent is an operator with the permission `support.chat` (roles support and admin).
//
// The site's calls (state-changing ones pass the site's origin checks, like every other call)
// - GET  /api/chat                 ChatState: agents online?, my conversation (or null), unread
//                                  count, realtime connection (null for a stranger).
// - POST /api/chat                 opens my conversation (sets the visitor cookie); ChatState.
// - GET  /api/chat/messages        ?before=<id>&limit=<1..100>: a page of messages, oldest first
//                                  within the page, `next_before` for the older page (null: none).
// - POST /api/chat/messages        { message: { text } } → 201 ChatMessage (opens the
//                                  conversation when none is open).
// - POST /api/chat/messages/image  multipart/form-data: `message[attachment]` (PNG, JPEG, WebP or
//                                  GIF by content, ≤ CHAT_ATTACHMENT_MAX_BYTES) and optional
//                                  `message[text]` → 201 ChatMessage; 422 `errors.attachment`.
// - GET  /api/chat/attachments/{id} the image (participants only; agents use the operator path).
// - POST /api/chat/read            { read: { message_id? } } → { unread_count }.
// - POST /api/chat/typing          { typing: { active } } → 204; published to the agents, not stored.
// - POST /api/chat/email           { visitor: { email } } → ChatState (visitors; where agent
//                                  replies are mailed when the visitor is away).
// Errors: 422 `{ errors: { text | attachment | email | base: [...] } }` worded in the request's
// language; 429 `{ error }` past the message rate limits (per conversation and per IP).
//
// Realtime (Centrifugo protocol, /connection/websocket, the official `centrifuge` client)
// - ChatState.realtime gives `url`, a connection `token` and the `channel` to subscribe:
//   `chat#<user>` where <user> is the token's subject — the player id, or `visitor-<visitorId>`
//   for a visitor (only a connection with that subject may subscribe it). Fetch a fresh state
//   (GET /api/chat) in the client's `getToken` to refresh.
// - Publications on that channel: ChatEvent (message, typing, read, closed).
// - Agents connect with GET /api/operator/chat/realtime's token (subject `agent-<operatorId>`)
//   and subscribe CHAT_INBOX_CHANNEL: InboxEvent (message, typing, conversation changed).
//
// The agents' calls: /api/operator/chat/* (see the schemas below, permission `support.chat`).
// An agent with the inbox open sends POST /api/operator/chat/presence every
// CHAT_PRESENCE_INTERVAL_SECONDS; `agents_online` is true while any heartbeat is younger than
// CHAT_PRESENCE_TTL_SECONDS (on any node). With no agent online the widget says so and offers the
// contact form; messages are still stored, and a reply the player or visitor has not read within
// CHAT_OFFLINE_MAIL_AFTER_SECONDS goes to their e-mail (the player's, or the one the visitor gave).

/** The longest message text (characters, after trimming). */
export const CHAT_TEXT_MAX = 2000;
/** The image types an attachment may be, recognised by their first bytes. */
export const CHAT_ATTACHMENT_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"] as const;
export type ChatAttachmentType = (typeof CHAT_ATTACHMENT_TYPES)[number];
/** The largest attachment unless the platform sets CHAT_ATTACHMENT_MAX_BYTES: 2 MB. */
export const CHAT_ATTACHMENT_MAX_BYTES_DEFAULT = 2 * 1024 * 1024;
/** The agents' inbox sends its heartbeat this often … */
export const CHAT_PRESENCE_INTERVAL_SECONDS = 30;
/** … and counts as online this long after the last one. */
export const CHAT_PRESENCE_TTL_SECONDS = 75;
/** The realtime channel every agent subscribes. */
export const CHAT_INBOX_CHANNEL = "chat_inbox";
/** The user-limited channel name of a conversation's player or visitor: `chat#<token subject>`. */
export const CHAT_CHANNEL_NAME = "chat";
/** The visitor cookie (HttpOnly; the browser sends it, scripts never read it). */
export const CHAT_VISITOR_COOKIE = "_croupier_chat_visitor";

export const CHAT_CONVERSATION_STATUSES = ["open", "closed"] as const;
export type ChatConversationStatus = (typeof CHAT_CONVERSATION_STATUSES)[number];

/** Who wrote a message: the player or visitor, an agent, or the system (closing note). */
export const CHAT_AUTHORS = ["customer", "agent", "system"] as const;
export type ChatAuthor = (typeof CHAT_AUTHORS)[number];

const recordId = z.coerce
  .number("format")
  .int("format")
  .min(1, "format")
  .max(2 ** 53 - 1, "format");

export const chatAttachment = z
  .object({
    id: z.number().int(),
    content_type: z.enum(CHAT_ATTACHMENT_TYPES),
    size_bytes: z.number().int(),
    /** Relative URL of the image for the caller (site: /api/chat/…, back office: /api/operator/chat/…). */
    url: z.string(),
  })
  .meta({ id: "ChatAttachment" });

/** One message. `text` is plain text: render it as text, never as HTML. */
export const chatMessage = z
  .object({
    id: z.number().int(),
    conversation_id: z.number().int(),
    author: z.enum(CHAT_AUTHORS),
    /** The agent's display name for agent messages; null otherwise. */
    agent_name: z.string().nullable(),
    text: z.string(),
    attachment: chatAttachment.nullable(),
    created_at: z.string(),
  })
  .meta({ id: "ChatMessage" });
export type ChatMessage = z.infer<typeof chatMessage>;

export const chatConversation = z
  .object({
    id: z.number().int(),
    status: z.enum(CHAT_CONVERSATION_STATUSES),
    /** The site language the conversation runs in (replies by mail use it). */
    locale: z.string(),
    created_at: z.string(),
    closed_at: z.string().nullable(),
  })
  .meta({ id: "ChatConversation" });

/** Where and how to receive the conversation's events live. */
export const chatRealtime = z
  .object({
    url: z.string(),
    /** Connection token (JWT); its subject is the player id or `visitor-<id>`. */
    token: z.string(),
    /** `chat#<subject>`: subscribe it; publications are ChatEvent. */
    channel: z.string(),
  })
  .meta({ id: "ChatRealtime" });

/** GET and POST /api/chat. */
export const chatState = z
  .object({
    /** Whether an agent has the inbox open now (else: offer the contact form; replies come by mail). */
    agents_online: z.boolean(),
    /** "player" signed in, "visitor" with a valid cookie, "stranger" neither (nothing opened yet). */
    identity: z.enum(["player", "visitor", "stranger"]),
    /** Where agent replies are mailed when away: the player's address, or the one the visitor gave. */
    email: z.string().nullable(),
    /** The open conversation, else the last closed one, else null. */
    conversation: chatConversation.nullable(),
    /** Agent and system messages after the last one marked read. */
    unread_count: z.number().int(),
    realtime: chatRealtime.nullable(),
  })
  .meta({ id: "ChatState" });
export type ChatState = z.infer<typeof chatState>;

/** GET /api/chat/messages and GET /api/operator/chat/conversations/{id}/messages. */
export const chatMessagesQuery = z.object({
  /** Messages with an id below this (the previous page's `next_before`); omitted: the latest. */
  before: recordId.optional(),
  limit: z.coerce.number("format").int("format").min(1, "format").max(100, "format").default(50),
});

export const chatMessagesPage = z
  .object({
    /** Oldest first. */
    data: z.array(chatMessage),
    /** Pass as `before` for older messages; null when there are none. */
    next_before: z.number().int().nullable(),
  })
  .meta({ id: "ChatMessagesPage" });

/** POST /api/chat/messages and POST /api/operator/chat/conversations/{id}/messages. */
export const chatSendBody = z
  .object({ message: z.object({ text: requiredText(CHAT_TEXT_MAX) }) })
  .meta({ id: "ChatSendBody" });

/**
 * POST /api/chat/messages/image (multipart/form-data), described for the API document; the
 * platform reads the parts as they stream and checks the file by its first bytes.
 */
export const chatImageForm = z
  .object({
    "message[attachment]": z.string().max(CHAT_ATTACHMENT_MAX_BYTES_DEFAULT).meta({
      format: "binary",
      description: "PNG, JPEG, WebP or GIF (by content), CHAT_ATTACHMENT_MAX_BYTES (2 MB) at most",
    }),
    "message[text]": z.string().max(CHAT_TEXT_MAX).optional(),
  })
  .meta({ id: "ChatImageForm" });

/** POST /api/chat/read: marks read up to `message_id` (omitted: everything so far). */
export const chatReadBody = z
  .object({ read: z.object({ message_id: recordId.optional() }) })
  .meta({ id: "ChatReadBody" });
export const chatUnread = z.object({ unread_count: z.number().int() }).meta({ id: "ChatUnread" });

/** POST /api/chat/typing and POST /api/operator/chat/conversations/{id}/typing. */
export const chatTypingBody = z
  .object({ typing: z.object({ active: z.boolean("format") }) })
  .meta({ id: "ChatTypingBody" });

/** POST /api/chat/email (visitors): where agent replies go while the visitor is away. */
export const chatEmailBody = z.object({ visitor: z.object({ email: requiredEmail() }) }).meta({ id: "ChatEmailBody" });

export const chatIdParams = z.object({ id: recordId });

/**
 * Publications on `chat#<subject>` (the player's or visitor's channel):
 * - message: a new message in the conversation (theirs too, for their other tabs);
 * - typing: an agent starts or stops typing (never stored);
 * - read: the agent read the customer's messages up to `message_id`;
 * - closed: the agent closed the conversation (a system message precedes it).
 */
export const chatEvent = z
  .discriminatedUnion("type", [
    z.object({ type: z.literal("message"), message: chatMessage }),
    z.object({ type: z.literal("typing"), conversation_id: z.number().int(), active: z.boolean() }),
    z.object({ type: z.literal("read"), conversation_id: z.number().int(), message_id: z.number().int() }),
    z.object({ type: z.literal("closed"), conversation_id: z.number().int() }),
  ])
  .meta({ id: "ChatEvent" });
export type ChatEvent = z.infer<typeof chatEvent>;

// ——— The agents' side: /api/operator/chat/* (permission `support.chat`) ———

/** One conversation in the agents' queue. */
export const chatQueueItem = z
  .object({
    id: z.number().int(),
    status: z.enum(CHAT_CONVERSATION_STATUSES),
    locale: z.string(),
    /** The player's id (show their 360), or null for a visitor. */
    player_id: z.number().int().nullable(),
    /** The player's e-mail, the visitor's given e-mail, or null. */
    email: z.string().nullable(),
    /** "Player #42", "Visitor 3f9a…": a label for the list. */
    label: z.string(),
    assigned_operator_id: z.number().int().nullable(),
    assigned_operator_name: z.string().nullable(),
    /** The last message's start (200 characters) and time. */
    last_message_preview: z.string(),
    last_message_at: z.string(),
    /** Since the oldest customer message no agent has answered; null when none waits. */
    waiting_since: z.string().nullable(),
    /** Customer messages after the agents' last read mark. */
    unread_count: z.number().int(),
    created_at: z.string(),
  })
  .meta({ id: "ChatQueueItem" });
export type ChatQueueItem = z.infer<typeof chatQueueItem>;

/**
 * GET /api/operator/chat/conversations: `status=open` (default) is the queue — unassigned first,
 * then the longest waiting; `status=closed` the recently closed; `mine=true` only mine.
 */
export const chatQueueQuery = z.object({
  status: z.enum(CHAT_CONVERSATION_STATUSES, "format").default("open"),
  mine: z.enum(["true", "false"], "format").optional(),
  limit: z.coerce.number("format").int("format").min(1, "format").max(200, "format").default(100),
});

export const chatQueue = z
  .object({
    data: z.array(chatQueueItem),
    /** Whether any agent (this one included) is online now. */
    agents_online: z.boolean(),
  })
  .meta({ id: "ChatQueue" });
export type ChatQueueView = z.infer<typeof chatQueue>;

/** GET /api/operator/chat/conversations/{id}: the queue item with the latest page of messages. */
export const chatConversationView = chatQueueItem
  .extend({
    closed_at: z.string().nullable(),
    /** Whether the player or visitor has the chat open now (else replies are mailed after a while). */
    customer_online: z.boolean(),
    /** The customer has read the agents' messages up to this id. */
    customer_read_message_id: z.number().int().nullable(),
    messages: chatMessagesPage,
  })
  .meta({ id: "ChatConversationView" });
export type ChatConversationView = z.infer<typeof chatConversationView>;

/** POST /api/operator/chat/conversations/{id}/assign: to me (omitted) or another agent. */
export const chatAssignBody = z
  .object({ assign: z.object({ operator_id: recordId.nullable().optional() }) })
  .meta({ id: "ChatAssignBody" });

/** POST /api/operator/chat/presence: the inbox's heartbeat (`online: false` when leaving). */
export const chatPresenceBody = z.object({ online: z.boolean("format") }).meta({ id: "ChatPresenceBody" });
export const chatPresence = z.object({ agents_online: z.boolean() }).meta({ id: "ChatPresence" });

/** GET /api/operator/chat/realtime: the agent's connection to CHAT_INBOX_CHANNEL. */
export const chatAgentRealtime = chatRealtime.meta({ id: "ChatAgentRealtime" });
export type ChatAgentRealtimeView = z.infer<typeof chatAgentRealtime>;

/** The agents who may take a conversation (GET /api/operator/chat/agents). */
export const chatAgents = z.array(z.object({ id: z.number().int(), name: z.string() })).meta({ id: "ChatAgents" });

/**
 * Publications on CHAT_INBOX_CHANNEL:
 * - message: a new message in any conversation (customer's or an agent's);
 * - typing: the customer of a conversation starts or stops typing;
 * - conversation: a conversation was opened, assigned, read or closed (its queue item now).
 */
export const inboxEvent = z
  .discriminatedUnion("type", [
    z.object({ type: z.literal("message"), message: chatMessage }),
    z.object({ type: z.literal("typing"), conversation_id: z.number().int(), active: z.boolean() }),
    z.object({ type: z.literal("conversation"), conversation: chatQueueItem }),
  ])
  .meta({ id: "InboxEvent" });
export type InboxEvent = z.infer<typeof inboxEvent>;

// Canned answers: short texts per locale an agent inserts into the reply box.

export const CANNED_TITLE_MAX = 100;

export const cannedAnswer = z
  .object({ id: z.number().int(), locale: z.string(), title: z.string(), text: z.string(), updated_at: z.string() })
  .meta({ id: "ChatCannedAnswer" });
export type CannedAnswer = z.infer<typeof cannedAnswer>;
export const cannedAnswers = z.array(cannedAnswer).meta({ id: "ChatCannedAnswers" });

/** GET /api/operator/chat/canned_answers?locale=: all, or those of one locale. */
export const cannedAnswersQuery = z.object({ locale: z.enum(LOCALES, "format").optional() });

/** POST (create) and PUT /api/operator/chat/canned_answers[/{id}]. */
export const cannedAnswerBody = z
  .object({
    canned_answer: z.object({
      locale: z.enum(LOCALES, "format"),
      title: requiredText(CANNED_TITLE_MAX),
      text: requiredText(CHAT_TEXT_MAX),
    }),
  })
  .meta({ id: "ChatCannedAnswerBody" });

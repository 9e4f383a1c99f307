import { CHAT_INBOX_CHANNEL } from "@croupier/contract/schemas/chat";

// The parts of the Centrifugo client protocol (JSON, bidirectional, v2) that the built-in server
// speaks. Names and codes follow Centrifugo so the official `centrifuge` client and a real
// Centrifugo server are interchangeable.

/** Error codes of command replies. */
export const ErrorCode = {
  internal: 100,
  unauthorized: 101,
  unknownChannel: 102,
  permissionDenied: 103,
  methodNotFound: 104,
  alreadySubscribed: 105,
  limitExceeded: 106,
  badRequest: 107,
  notAvailable: 108,
  tokenExpired: 109,
} as const;

export const ERROR_MESSAGES: Record<number, string> = {
  100: "internal server error",
  101: "unauthorized",
  102: "unknown channel",
  103: "permission denied",
  104: "method not found",
  105: "already subscribed",
  106: "limit exceeded",
  107: "bad request",
  108: "not available",
  109: "token expired",
};

/**
 * WebSocket close codes: 3000–3499 the client reconnects, 3500–3999 it does not (the reason is
 * a plain text).
 */
export const Disconnect = {
  shutdown: { code: 3001, reason: "shutdown" },
  serverError: { code: 3004, reason: "internal server error" },
  expired: { code: 3005, reason: "expired" },
  slow: { code: 3008, reason: "slow" },
  insufficientState: { code: 3010, reason: "insufficient state" },
  noPong: { code: 3012, reason: "no pong" },
  invalidToken: { code: 3500, reason: "invalid token" },
  badRequest: { code: 3501, reason: "bad request" },
  stale: { code: 3502, reason: "stale" },
} as const;

export type DisconnectReason = (typeof Disconnect)[keyof typeof Disconnect];

/** Unsubscribe push code that makes the client subscribe again, recovering from its position. */
export const UNSUBSCRIBE_INSUFFICIENT_STATE = 2500;

export interface ConnectRequest {
  token?: string;
  data?: unknown;
  name?: string;
  version?: string;
}

export interface SubscribeRequest {
  channel?: unknown;
  recover?: boolean;
  offset?: number | string;
  epoch?: string;
}

/** One command of a frame (each frame holds commands separated by newlines). */
export interface Command {
  id?: number;
  connect?: ConnectRequest;
  subscribe?: SubscribeRequest;
  unsubscribe?: { channel?: unknown };
  refresh?: { token?: unknown };
  ping?: object;
  send?: object;
  rpc?: object;
  publish?: object;
  presence?: object;
  presence_stats?: object;
  history?: object;
  sub_refresh?: object;
}

/** Methods the built-in server does not offer (answered 108, not available). */
export const UNAVAILABLE_METHODS = ["rpc", "publish", "presence", "presence_stats", "history", "sub_refresh"] as const;

/** A user-limited channel's user (`name#42` → "42"), or null for a channel with no `#`. */
export function channelUser(channel: string): string | null {
  const at = channel.lastIndexOf("#");
  return at < 0 ? null : channel.slice(at + 1);
}

/** Whether a connection of `user` ("" anonymous) may subscribe `channel`. */
export function maySubscribe(user: string, channel: string): boolean {
  if (channel.startsWith("public:") && !channel.includes("#")) return true;
  // The live chat's agents' inbox: only connections whose token names a support agent.
  if (channel === CHAT_INBOX_CHANNEL) return user.startsWith("agent-");
  const owner = channelUser(channel);
  return owner !== null && user !== "" && owner === user;
}

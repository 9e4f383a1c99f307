import type { ChatEvent, ChatState } from "@croupier/contract/schemas/chat";
import { Centrifuge } from "centrifuge";
import { websocketUrl } from "../realtime/channels.ts";

// The conversation's live events on its own WebSocket (the official Centrifugo client), for a
// player or a visitor alike: ChatState.realtime names the address, the token and the channel
// (`chat#<subject>`). A token is refreshed by asking for the chat state again.

type Realtime = NonNullable<ChatState["realtime"]>;

export interface ChatConnectionOptions {
  realtime: Realtime;
  /** A fresh connection token (GET /api/chat); throws when there is none any more. */
  refreshToken: () => Promise<string>;
  onEvent: (event: ChatEvent) => void;
  /** Subscribed without the server filling the gap before it: read the messages afresh. */
  onGap: () => void;
}

export function connectChat(options: ChatConnectionOptions): () => void {
  const client = new Centrifuge(websocketUrl(options.realtime.url), {
    token: options.realtime.token,
    getToken: options.refreshToken,
  });
  const subscription = client.newSubscription(options.realtime.channel, { recoverable: true });
  // Not recovered (the first subscription too: a reply may have come between reading the messages
  // and subscribing): read them again.
  subscription.on("subscribed", (context) => {
    if (!context.recovered) options.onGap();
  });
  subscription.on("publication", (context) => {
    const event = context.data as ChatEvent | null;
    if (event && typeof event === "object" && typeof event.type === "string") options.onEvent(event);
  });
  subscription.subscribe();
  client.connect();
  return () => client.disconnect();
}

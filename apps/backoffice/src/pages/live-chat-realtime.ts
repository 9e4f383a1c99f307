import type { ChatAgentRealtimeView, InboxEvent } from "@croupier/contract/schemas/chat";
import { Centrifuge } from "centrifuge";
import { useEffect, useRef, useState } from "react";
import { api } from "../api/http.ts";

// The agents' live data: the inbox channel over the platform's realtime WebSocket (the official
// `centrifuge` client, with a token from GET /api/operator/chat/realtime), and the presence
// heartbeat that makes the site say an agent is online while this page is open. When the socket
// is down the page polls instead (`connected` false).

/** The contract's CHAT_PRESENCE_INTERVAL_SECONDS (a value import would bring zod into the bundle). */
const PRESENCE_INTERVAL_MS = 30_000;

export function useInboxChannel(onEvent: (event: InboxEvent) => void): { connected: boolean } {
  const [connected, setConnected] = useState(false);
  const handler = useRef(onEvent);
  handler.current = onEvent;

  useEffect(() => {
    let client: Centrifuge | null = null;
    let stopped = false;
    const token = async () => (await api<ChatAgentRealtimeView>("/api/operator/chat/realtime")).token;
    api<ChatAgentRealtimeView>("/api/operator/chat/realtime")
      .then((realtime) => {
        if (stopped) return;
        client = new Centrifuge(realtime.url, { token: realtime.token, getToken: token });
        client.on("connected", () => setConnected(true));
        client.on("disconnected", () => setConnected(false));
        client.on("connecting", () => setConnected(false));
        const subscription = client.newSubscription(realtime.channel);
        subscription.on("publication", (context) => handler.current(context.data as InboxEvent));
        subscription.subscribe();
        client.connect();
      })
      .catch(() => setConnected(false));
    return () => {
      stopped = true;
      client?.disconnect();
    };
  }, []);

  return { connected };
}

/** Marks this agent online while the inbox is open (and offline when it closes). */
export function usePresenceHeartbeat(): void {
  useEffect(() => {
    const beat = (online: boolean) =>
      api("/api/operator/chat/presence", { method: "POST", body: { online } }).catch(() => undefined);
    beat(true);
    const timer = setInterval(() => beat(true), PRESENCE_INTERVAL_MS);
    return () => {
      clearInterval(timer);
      beat(false);
    };
  }, []);
}

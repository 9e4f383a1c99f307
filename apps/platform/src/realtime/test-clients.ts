import type { AddressInfo } from "node:net";
import { Centrifuge, type PublicationContext, type SubscribedContext, type Subscription } from "centrifuge";
import type { FastifyInstance } from "fastify";
import { call } from "../test/identity-helpers.ts";

// Helpers of the realtime tests: the official `centrifuge` client against a listening platform.

/** The WebSocket URL of a platform listening on a loopback port. */
export function socketUrl(app: FastifyInstance): string {
  const { port } = app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}/connection/websocket`;
}

/** A fresh connection token from GET /api/player/settings, as the site gets it. */
export async function settingsToken(app: FastifyInstance, cookie: string): Promise<string> {
  const response = await call(app, "GET", "/api/player/settings", { cookie });
  if (response.statusCode !== 200) throw new Error(`settings: ${response.statusCode}`);
  return (response.json() as { cent: { token: string } }).cent.token;
}

/** A client that is connected (resolves on its `connected` event). */
export async function connectedClient(url: string, options: ConstructorParameters<typeof Centrifuge>[1] = {}) {
  const client = new Centrifuge(url, {
    websocket: WebSocket,
    minReconnectDelay: 50,
    maxReconnectDelay: 200,
    ...options,
  });
  const connected = new Promise<void>((resolve) => client.once("connected", () => resolve()));
  client.connect();
  await connected;
  return client;
}

/** Publications of a subscription, awaited one by one in arrival order. */
export interface Inbox {
  subscription: Subscription;
  /** The next publication not yet taken. */
  next(): Promise<PublicationContext>;
  /** The next `subscribed` event not yet taken. */
  subscribed(): Promise<SubscribedContext>;
}

export function subscribe(client: Centrifuge, channel: string): Inbox {
  const subscription = client.newSubscription(channel);
  const publications = queue<PublicationContext>();
  const subscribedEvents = queue<SubscribedContext>();
  subscription.on("publication", publications.push);
  subscription.on("subscribed", subscribedEvents.push);
  subscription.subscribe();
  return { subscription, next: publications.take, subscribed: subscribedEvents.take };
}

/** An unbounded queue whose `take` waits for the next item. */
export function queue<T>() {
  const items: T[] = [];
  const waiting: Array<(item: T) => void> = [];
  return {
    push: (item: T) => {
      const waiter = waiting.shift();
      if (waiter) waiter(item);
      else items.push(item);
    },
    take: (): Promise<T> => {
      const item = items.shift();
      if (item !== undefined) return Promise.resolve(item);
      return new Promise<T>((resolve) => waiting.push(resolve));
    },
    size: () => items.length,
  };
}

/// <reference lib="webworker" />

// Web Push in the site's service worker: shows what the platform sends and opens its link. The
// payload is `{ title, body, url, tag? }` (url: a path on this site); anything else is ignored.

declare const self: ServiceWorkerGlobalScope;

export interface PushMessage {
  title: string;
  body: string;
  url: string;
  tag?: string;
}

const ICON = "/icons/icon-192.png";
const BADGE = "/icons/icon-192.png";
const MAX_TITLE = 200;
const MAX_BODY = 1000;

/** The message in a push's payload, or null when it is not one of ours. */
export function parsePushMessage(text: string | null | undefined): PushMessage | null {
  if (!text || text.length > 8192) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const { title, body, url, tag } = value as Record<string, unknown>;
  if (typeof title !== "string" || !title || typeof body !== "string") return null;
  return {
    title: title.slice(0, MAX_TITLE),
    body: body.slice(0, MAX_BODY),
    url: typeof url === "string" ? url : "/",
    ...(typeof tag === "string" && tag ? { tag: tag.slice(0, 100) } : {}),
  };
}

/**
 * The page a notification opens: a path on this site ("/es/promotions?x=1"), never another origin
 * ("//evil.example", "https://…", "javascript:"); anything else opens the home page.
 */
export function notificationTarget(url: unknown, origin: string): string {
  if (typeof url !== "string" || !url.startsWith("/") || url.startsWith("//") || url.includes("\\")) return "/";
  try {
    const resolved = new URL(url, origin);
    return resolved.origin === origin ? `${resolved.pathname}${resolved.search}${resolved.hash}` : "/";
  } catch {
    return "/";
  }
}

async function showPush(event: PushEvent): Promise<void> {
  let text: string | null = null;
  try {
    text = event.data?.text() ?? null;
  } catch {
    text = null;
  }
  const message = parsePushMessage(text);
  if (!message) return;
  await self.registration.showNotification(message.title, {
    body: message.body,
    icon: ICON,
    badge: BADGE,
    data: { url: notificationTarget(message.url, self.location.origin) },
    ...(message.tag ? { tag: message.tag } : {}),
  });
}

/** Focuses a window of the site (navigated to the target) or opens one. */
async function openTarget(event: NotificationEvent): Promise<void> {
  event.notification.close();
  const target = notificationTarget((event.notification.data as { url?: unknown } | null)?.url, self.location.origin);
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (open) {
    const focused = await open.focus();
    await focused.navigate(target).catch(() => null);
    return;
  }
  await self.clients.openWindow(target);
}

/** The event browsers fire when the push service renews or drops a subscription (no DOM type yet). */
interface PushSubscriptionChangeEvent extends ExtendableEvent {
  readonly oldSubscription: PushSubscription | null;
  readonly newSubscription: PushSubscription | null;
}

/**
 * The push service renewed or dropped this browser's subscription: subscribe again with the same
 * server key and give the platform the new one (the player's session cookie goes with it). The
 * platform forgets the old one when its push service answers that it is gone.
 */
async function renewSubscription(event: PushSubscriptionChangeEvent): Promise<void> {
  const key = event.oldSubscription?.options.applicationServerKey;
  const subscription =
    event.newSubscription ??
    (key ? await self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }) : null);
  if (!subscription) return;
  await fetch("/api/player/push_subscriptions", {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(subscription.toJSON()),
  }).catch(() => undefined);
}

/** Registers the push handlers on the worker's global scope. */
export function listenForPushes(): void {
  self.addEventListener("push", (event) => event.waitUntil(showPush(event)));
  self.addEventListener("notificationclick", (event) => event.waitUntil(openTarget(event)));
  self.addEventListener("pushsubscriptionchange", (event) =>
    (event as PushSubscriptionChangeEvent).waitUntil(renewSubscription(event as PushSubscriptionChangeEvent)),
  );
}

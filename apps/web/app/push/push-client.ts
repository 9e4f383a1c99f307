import { pushCalls } from "@croupier/contract/client/push";
import type { Locale } from "@croupier/contract/i18n/locales";
import { browserApi } from "../lib/api.client.ts";

// This browser's side of Web Push: the permission, the service worker's push subscription (the
// worker is registered by the site's PWA code at /sw.js), and the platform's copy of it.

/** How long to wait for the service worker before giving up (it may be blocked or not installed). */
const WORKER_WAIT_MS = 10_000;

export function isPushSupported(): boolean {
  return (
    typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window
  );
}

export function pushPermission(): NotificationPermission | null {
  return isPushSupported() ? Notification.permission : null;
}

async function readyRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!isPushSupported()) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), WORKER_WAIT_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** This browser's push subscription, or null (none, no worker, or no support). */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  const registration = await readyRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const text = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let index = 0; index < text.length; index++) bytes[index] = text.charCodeAt(index);
  return bytes;
}

export type EnableOutcome = "subscribed" | "denied" | "failed";

/**
 * Asks for the permission (call it straight from a click: browsers require the gesture), subscribes
 * the service worker with the platform's VAPID key and stores the subscription for the player.
 */
export async function enablePush(locale: Locale): Promise<EnableOutcome> {
  if (!isPushSupported()) return "failed";
  const permission = await Notification.requestPermission();
  if (permission !== "granted") return "denied";
  const api = browserApi(locale, pushCalls);
  const [registration, key] = await Promise.all([readyRegistration(), api.getPushPublicKey()]);
  if (!registration || !key.ok) return "failed";
  const options = { userVisibleOnly: true, applicationServerKey: keyBytes(key.data.public_key) };
  let subscription: PushSubscription;
  try {
    subscription = await registration.pushManager.subscribe(options);
  } catch {
    // A subscription made with another key (the server's keys changed): replace it.
    try {
      await (await registration.pushManager.getSubscription())?.unsubscribe();
      subscription = await registration.pushManager.subscribe(options);
    } catch {
      return "failed";
    }
  }
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) return "failed";
  const stored = await api.subscribePush({ endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } });
  return stored.ok ? "subscribed" : "failed";
}

/** Stops pushes to this browser: the platform forgets the subscription, the browser drops it. */
export async function disablePush(locale: Locale): Promise<boolean> {
  const subscription = await currentPushSubscription();
  if (!subscription) return true;
  const removed = await browserApi(locale, pushCalls).unsubscribePush(subscription.endpoint);
  if (!removed.ok && removed.status !== 404) return false;
  await subscription.unsubscribe().catch(() => false);
  return true;
}

/**
 * At sign-out: this browser stops receiving the player's pushes, so a shared computer shows no one
 * their money once they left. Quick (the worker's registration is read, never waited for) and
 * bounded: sign-out never waits more than a moment for it.
 */
export async function forgetPushOnSignOut(locale: Locale): Promise<void> {
  if (!isPushSupported() || Notification.permission !== "granted") return;
  const forget = async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    const subscription = await registration?.pushManager.getSubscription();
    if (!subscription) return;
    await browserApi(locale, pushCalls).unsubscribePush(subscription.endpoint);
    await subscription.unsubscribe();
  };
  await Promise.race([forget().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 3_000))]);
}

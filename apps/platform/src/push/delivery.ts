import http from "node:http";
import https from "node:https";
import type { FastifyBaseLogger } from "fastify";
import webPush from "web-push";
import type { PushConfig } from "../config.ts";
import type { Db } from "../db/database.ts";
import { checkEndpoint, publicOnlyLookup } from "./endpoint.ts";
import {
  claimDuePushMessage,
  deleteSubscriptionById,
  findSubscription,
  markPushSent,
  recordPushFailure,
  trimPushMessages,
} from "./repository.ts";
import type { PushMessageRow } from "./schema.ts";
import type { VapidKeys } from "./vapid-keys.ts";

/** Attempts before a push is given up (`failed`), the wait doubling from PUSH_RETRY_INTERVAL_MS. */
export const PUSH_MAX_ATTEMPTS = 6;
const MAX_BACKOFF_MS = 3_600_000;
/** How long a claimed push is left to the node sending it (well beyond one request's timeout). */
const SEND_LEASE_MS = 60_000;
const REQUEST_TIMEOUT_MS = 10_000;
/** How long the push service keeps a push for a browser that is offline. */
const TTL_SECONDS = 24 * 60 * 60;
const TRIM_INTERVAL_MS = 60 * 60_000;
const KEEP_SENT_MS = 7 * 24 * 60 * 60_000;

/** What the push service answered: accepted, the subscription is gone, try again later, or never. */
type Outcome = "sent" | "gone" | "retry" | "refused";

export interface PushDelivery {
  /** Sends every push whose time has come (claimed one at a time, so nodes share the work). */
  deliverDue(): Promise<number>;
  /** Runs `deliverDue` soon (a push was committed); a run in progress runs once more after. */
  kick(): void;
  /** Stops the timers and waits for the run in flight. */
  stop(): Promise<void>;
}

export interface PushDeliveryDeps {
  db: Db;
  keys: VapidKeys;
  config: PushConfig;
  log: FastifyBaseLogger;
}

export function createPushDelivery({ db, keys, config, log }: PushDeliveryDeps): PushDelivery {
  const backoffMs = (attempts: number) =>
    Math.min(config.retryIntervalMs * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);

  async function deliver(message: PushMessageRow): Promise<void> {
    const subscription = await findSubscription(db, message.subscriptionId);
    if (!subscription) return;
    let outcome: { kind: Outcome; detail: string };
    try {
      outcome = await send(subscription, message);
    } catch (error) {
      outcome = { kind: "retry", detail: error instanceof Error ? error.message : String(error) };
    }
    if (outcome.kind === "sent") {
      await markPushSent(db, message);
    } else if (outcome.kind === "gone") {
      log.info({ subscriptionId: subscription.id }, "push subscription gone; removed");
      await deleteSubscriptionById(db, subscription.id);
    } else {
      log.warn({ pushMessageId: message.id, detail: outcome.detail }, "push not delivered");
      const maxAttempts = outcome.kind === "refused" ? 1 : PUSH_MAX_ATTEMPTS;
      await recordPushFailure(db, message, outcome.detail, maxAttempts, backoffMs);
    }
  }

  async function send(
    subscription: { endpoint: string; p256dh: string; auth: string },
    message: PushMessageRow,
  ): Promise<{ kind: Outcome; detail: string }> {
    const url = checkEndpoint(subscription.endpoint, config.allowPrivateEndpoints);
    if (!url) return { kind: "gone", detail: "endpoint not allowed" };
    const details = webPush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(message.payload),
      { vapidDetails: keys, TTL: TTL_SECONDS, contentEncoding: "aes128gcm", urgency: "normal" },
    );
    const status = await post(url, details.headers as Record<string, string | number>, details.body);
    if (status >= 200 && status < 300) return { kind: "sent", detail: "" };
    if (status === 404 || status === 410) return { kind: "gone", detail: `HTTP ${status}` };
    if (status === 429 || status >= 500) return { kind: "retry", detail: `HTTP ${status}` };
    return { kind: "refused", detail: `HTTP ${status}` };
  }

  /** POSTs to the push service: no redirect followed, public addresses only (endpoint.ts), bounded time. */
  function post(url: URL, headers: Record<string, string | number>, body: Buffer | null): Promise<number> {
    return new Promise((resolve, reject) => {
      const transport = url.protocol === "https:" ? https : http;
      const request = transport.request(
        url,
        {
          method: "POST",
          headers,
          timeout: REQUEST_TIMEOUT_MS,
          ...(config.allowPrivateEndpoints ? {} : { lookup: publicOnlyLookup }),
        },
        (response) => {
          response.resume();
          response.on("end", () => resolve(response.statusCode ?? 0));
          response.on("error", reject);
        },
      );
      request.on("timeout", () => request.destroy(new Error("push service timed out")));
      request.on("error", reject);
      request.end(body ?? undefined);
    });
  }

  async function deliverDue(): Promise<number> {
    let tried = 0;
    for (let message = await claimDuePushMessage(db, SEND_LEASE_MS); message; tried++) {
      await deliver(message);
      message = await claimDuePushMessage(db, SEND_LEASE_MS);
    }
    return tried;
  }

  let running: Promise<void> | null = null;
  let again = false;
  function kick(): void {
    if (running) {
      again = true;
      return;
    }
    running = deliverDue()
      .then(
        () => undefined,
        (error: unknown) => log.error({ err: error }, "push delivery failed; retried at the next run"),
      )
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          kick();
        }
      });
  }

  const retry = setInterval(kick, config.retryIntervalMs);
  retry.unref();
  const trim = setInterval(() => {
    trimPushMessages(db, KEEP_SENT_MS).catch((error: unknown) => log.warn({ err: error }, "push outbox trim failed"));
  }, TRIM_INTERVAL_MS);
  trim.unref();

  return {
    deliverDue,
    kick,
    stop: async () => {
      clearInterval(retry);
      clearInterval(trim);
      again = false;
      await running;
    },
  };
}

import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { SANDBOX_SIGNATURE_HEADER } from "./signed-callback.ts";

// The sandbox's server-to-server callbacks, sent in the background with retries like a real
// provider's webhooks. Delivery is an HTTP request to the platform's own callback route, made
// in-process (`inject`), so it passes through the same parsing and signature check as any other.

export const CALLBACK_PATH = "/api/payments/callbacks/sandbox";
/** Waits before each retry; a callback that still fails after these is logged and dropped. */
export const RETRY_DELAYS_MS = [200, 1_000, 5_000, 25_000, 60_000];

export interface CallbackDelivery {
  /** Sends a signed body to a callback route (default: the card callbacks'; the chain's has its own). */
  deliver(body: string, signature: string, path?: string): void;
  /** Resolves when every callback under way has been delivered or given up (tests, shutdown). */
  settled(): Promise<void>;
  close(): Promise<void>;
}

export function createCallbackDelivery(app: FastifyInstance, log: FastifyBaseLogger): CallbackDelivery {
  const inFlight = new Set<Promise<void>>();
  const stop = new AbortController();

  async function send(body: string, signature: string, path: string): Promise<void> {
    for (let attempt = 0; attempt <= RETRY_DELAYS_MS.length; attempt++) {
      if (attempt > 0) {
        try {
          await sleep(RETRY_DELAYS_MS[attempt - 1], undefined, { signal: stop.signal });
        } catch {
          return; // shutting down
        }
      }
      try {
        const response = await app.inject({
          method: "POST",
          url: path,
          headers: {
            "content-type": "application/json",
            accept: "application/json",
            [SANDBOX_SIGNATURE_HEADER]: signature,
          },
          payload: body,
        });
        if (response.statusCode < 300) return;
        // A refused signature or a malformed body will not get better by retrying.
        if (response.statusCode === 400 || response.statusCode === 401) {
          log.error({ status: response.statusCode }, "sandbox gateway: callback refused");
          return;
        }
        log.warn({ status: response.statusCode, attempt }, "sandbox gateway: callback failed, will retry");
      } catch (error) {
        log.warn({ err: error, attempt }, "sandbox gateway: callback failed, will retry");
      }
    }
    log.error("sandbox gateway: callback given up after retries");
  }

  return {
    deliver(body, signature, path = CALLBACK_PATH) {
      const task = send(body, signature, path).finally(() => inFlight.delete(task));
      inFlight.add(task);
    },
    async settled() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
    async close() {
      stop.abort();
      await Promise.allSettled([...inFlight]);
    },
  };
}

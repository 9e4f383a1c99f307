import { asc, inArray, isNull, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { type Db, type Executor, selectRows } from "../db/database.ts";
import { realtimePublications } from "./schema.ts";

// The Centrifugo relay (REALTIME_PUBLISH_URL): publications not yet relayed are posted, oldest
// first, to Centrifugo's HTTP publish API; the table is the outbox, so a publication committed
// while Centrifugo is down is posted when it is back. One node relays at a time (an advisory
// lock), so each channel's publications arrive in order.

// Arbitrary constant shared by all Croupier nodes: the advisory lock of the relay.
const RELAY_LOCK_KEY = 7_310_2025;
const BATCH = 100;
const REQUEST_TIMEOUT_MS = 5_000;

export interface RelayOptions {
  db: Db;
  publishUrl: string;
  apiKey: string | undefined;
  log: FastifyBaseLogger;
  /** Take the advisory lock in a transaction (PostgreSQL server: several nodes may relay). */
  exclusiveLock: boolean;
  /** How often to look for publications even when no notification came (default 5 s). */
  pollIntervalMs?: number;
}

export interface Relay {
  /** Relays what is waiting now (a notification came); runs are never concurrent on one node. */
  kick(): void;
  /** Resolves when the run under way (if any) is over. */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

export function createRelay(options: RelayOptions): Relay {
  const { db, publishUrl, apiKey, log } = options;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const run = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        if (stopped) return;
        await relayBatches();
      } while (again);
    })()
      .catch((error: unknown) => log.warn({ err: error }, "realtime relay failed; retried later"))
      .finally(() => {
        running = null;
      });
    return running;
  };

  /** Posts batches until nothing waits or a post fails (then the next run retries). */
  const relayBatches = async (): Promise<void> => {
    for (;;) {
      const outcome = await withRelayLock(async (tx) => {
        const rows = await tx
          .select({
            id: realtimePublications.id,
            channel: realtimePublications.channel,
            data: realtimePublications.data,
          })
          .from(realtimePublications)
          .where(isNull(realtimePublications.relayedAt))
          .orderBy(asc(realtimePublications.id))
          .limit(BATCH);
        const relayed: number[] = [];
        let failure: unknown = null;
        for (const row of rows) {
          try {
            await post(row.channel, row.data, `croupier-${row.id}`);
          } catch (error) {
            failure = error;
            break;
          }
          relayed.push(row.id);
        }
        if (relayed.length > 0) {
          await tx
            .update(realtimePublications)
            .set({ relayedAt: sql`now()` })
            .where(inArray(realtimePublications.id, relayed));
        }
        return { more: failure === null && rows.length === BATCH, failure };
      });
      if (!outcome) return;
      if (outcome.failure !== null) throw outcome.failure;
      if (!outcome.more || stopped) return;
    }
  };

  /**
   * Runs `task` as the only relaying node: on a server, in a transaction holding the relay's
   * advisory lock (null when another node holds it); the embedded database has one node and one
   * connection, which a transaction would hold during the HTTP calls, so it runs without.
   */
  const withRelayLock = async <T>(task: (executor: Executor) => Promise<T>): Promise<T | null> => {
    if (!options.exclusiveLock) return task(db);
    return db.transaction(async (tx) => {
      const [lock] = await selectRows<{ locked: boolean }>(
        tx,
        sql`select pg_try_advisory_xact_lock(${RELAY_LOCK_KEY}) as locked`,
      );
      return lock?.locked ? task(tx) : null;
    });
  };

  const post = async (channel: string, data: unknown, idempotencyKey: string): Promise<void> => {
    const response = await fetch(publishUrl, {
      method: "POST",
      headers: { "content-type": "application/json", ...(apiKey ? { "x-api-key": apiKey } : {}) },
      body: JSON.stringify({ channel, data, idempotency_key: idempotencyKey }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`Centrifugo answered ${response.status}`);
    const body = text ? (JSON.parse(text) as { error?: { code: number; message: string } }) : {};
    if (body.error) throw new Error(`Centrifugo refused the publication: ${body.error.code} ${body.error.message}`);
  };

  const timer = setInterval(() => void run(), options.pollIntervalMs ?? 5_000);
  timer.unref();

  return {
    kick: () => void run(),
    idle: async () => {
      while (running) await running;
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      while (running) await running;
    },
  };
}

import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { type Database, selectRows } from "../db/database.ts";

// Caches of data an operator changes are kept per node; when the data changes, the node that
// changed it NOTIFYs the cache's name on the schema's channel and every node (this one at once)
// drops its copy. PGlite is one process: its LISTEN hears the NOTIFY of the same database. A lost
// LISTEN connection drops every cache when it is back, since notifications sent meanwhile are lost.

/** The caches that are invalidated across nodes (their names travel in the notification). */
export type CacheName = "catalog";

const CACHE_NAMES: readonly CacheName[] = ["catalog"];

export interface CacheInvalidation {
  /** Calls `listener` whenever `cache`'s data changed on any node; returns the function that stops. */
  on(cache: CacheName, listener: () => void): () => void;
  /** Tells every node that `cache`'s data changed (call it after the change committed). */
  invalidate(cache: CacheName): Promise<void>;
  /** Stops listening. */
  close(): Promise<void>;
}

/** The NOTIFY channel of the schema in use, so schemas sharing one server never hear each other. */
const channelSql = () => sql`left('croupier_cache_' || current_schema(), 63)`;

export async function createCacheInvalidation(database: Database, log: FastifyBaseLogger): Promise<CacheInvalidation> {
  // This service's id: its own notifications come back through LISTEN and are already applied.
  const self = randomBytes(8).toString("hex");
  const listeners = new Map<CacheName, Set<() => void>>();
  const fire = (cache: CacheName) => {
    for (const listener of listeners.get(cache) ?? []) {
      try {
        listener();
      } catch (error) {
        log.error({ err: error, cache }, "cache invalidation listener failed");
      }
    }
  };
  const [row] = await selectRows<{ name: string }>(database.db, sql`select ${channelSql()} as name`);
  if (!row) throw new Error("no notification channel");
  const unlisten = await database.listen(
    row.name,
    (payload) => {
      const [sender, cache] = payload.split(" ");
      if (sender !== self && CACHE_NAMES.includes(cache as CacheName)) fire(cache as CacheName);
    },
    () => {
      log.warn("cache invalidation LISTEN re-established; every cache is dropped");
      for (const cache of CACHE_NAMES) fire(cache);
    },
  );
  return {
    on(cache, listener) {
      const set = listeners.get(cache) ?? new Set();
      listeners.set(cache, set);
      set.add(listener);
      return () => set.delete(listener);
    },
    async invalidate(cache) {
      fire(cache);
      await database.db.execute(sql`select pg_notify(${channelSql()}, ${`${self} ${cache}`})`);
    },
    close: unlisten,
  };
}

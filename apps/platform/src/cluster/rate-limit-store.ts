import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor, RateLimitOptions } from "@fastify/rate-limit";
import { sql } from "drizzle-orm";
import { type Executor, selectRows } from "../db/database.ts";

// The store of @fastify/rate-limit (`config.rateLimit` on a route) kept in PostgreSQL, so a limit
// holds across every node behind the load balancer instead of multiplying by their number. One
// statement per hit: an upsert that counts the hit in the key's fixed window, or starts a new
// window once the old one has passed (the same rule as the plugin's in-memory store). The window
// is kept in the database's clock, which every node shares. Expired windows are pruned by a
// scheduled job (cluster-plugin.ts).

interface Hits {
  current: number;
  ttl: number;
}

type Callback = (error: Error | null, result: Hits) => void;

/** The store class the plugin instantiates; `db` is read at the first hit (the database opens later). */
export function sharedRateLimitStore(db: () => Executor): FastifyRateLimitStoreCtor {
  class SharedRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(_options: RateLimitOptions, prefix = "") {
      this.prefix = prefix;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      countHit(db(), this.prefix + key, timeWindow).then(
        (hits) => callback(null, hits),
        (error: Error) => callback(error, { current: 0, ttl: 0 }),
      );
    }

    read(key: string, callback: Callback): void {
      readHits(db(), this.prefix + key).then(
        (hits) => callback(null, hits),
        (error: Error) => callback(error, { current: 0, ttl: 0 }),
      );
    }

    // The plugin passes the route's merged settings with `routeInfo` (its types say otherwise).
    child(options: object): FastifyRateLimitStore {
      const route = (options as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo ?? {};
      // One counter per route and visitor, as the in-memory store's per-route maps are.
      return new SharedRateLimitStore(options as RateLimitOptions, `${String(route.method)} ${String(route.url)} `);
    }
  }
  return SharedRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}

/**
 * Counts one hit for `key` in its window of `windowMs`; answers the hits so far and the time left.
 * `at` is the time of the hit when the caller keeps its own clock (the identity limits read the
 * app's clock, which tests move); else the database's.
 */
export async function countHit(db: Executor, key: string, windowMs: number, at?: Date): Promise<Hits> {
  const window = sql`${`${Math.max(1, Math.round(windowMs))} milliseconds`}::interval`;
  const now = clock(at);
  // A window has passed once it ends, or when it starts after the hit (another node's clock, or a
  // test's, is ahead): either way the hit opens a new one.
  const passed = sql`(c.resets_at <= ${now} or c.window_started_at > ${now})`;
  const [row] = await selectRows<{ hits: number; ttl: number }>(
    db,
    sql`insert into rate_limit_counters as c (key, hits, window_started_at, resets_at)
        values (${key}, 1, ${now}, ${now} + ${window})
        on conflict (key) do update set
          hits = case when ${passed} then 1 else c.hits + 1 end,
          window_started_at = case when ${passed} then ${now} else c.window_started_at end,
          resets_at = case when ${passed} then ${now} + ${window} else c.resets_at end
        returning c.hits as hits,
          greatest(0, ceil(extract(epoch from c.resets_at - ${now}) * 1000))::bigint as ttl`,
  );
  if (!row) throw new Error("rate-limit upsert answered no row");
  return { current: Number(row.hits), ttl: Number(row.ttl) };
}

/** The hits counted for `key` in its current window (none once it has passed), counting nothing. */
export async function readHits(db: Executor, key: string, at?: Date): Promise<Hits> {
  const now = clock(at);
  const [row] = await selectRows<{ hits: number; ttl: number }>(
    db,
    sql`select hits, greatest(0, ceil(extract(epoch from resets_at - ${now}) * 1000))::bigint as ttl
        from rate_limit_counters where key = ${key} and resets_at > ${now} and window_started_at <= ${now}`,
  );
  return row ? { current: Number(row.hits), ttl: Number(row.ttl) } : { current: 0, ttl: 0 };
}

/** Forgets `key`'s window: its next hit opens a new one. */
export async function resetHits(db: Executor, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limit_counters where key = ${key}`);
}

/** The time of a hit: the caller's, or the database's `now()`. */
const clock = (at: Date | undefined) => (at ? sql`${at.toISOString()}::timestamptz` : sql`now()`);

/** Deletes the windows that have passed; answers how many. */
export async function pruneRateLimitCounters(db: Executor): Promise<number> {
  const [row] = await selectRows<{ pruned: number }>(
    db,
    sql`with pruned as (delete from rate_limit_counters where resets_at <= now() returning 1)
        select count(*)::integer as pruned from pruned`,
  );
  return Number(row?.pruned ?? 0);
}

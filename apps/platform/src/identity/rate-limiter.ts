import { countHit, readHits } from "../cluster/rate-limit-store.ts";
import type { Executor } from "../db/database.ts";
import { AppError } from "../errors/app-error.ts";

export const TOO_MANY_REQUESTS = "Too many requests, try again later.";

export interface RateLimiter {
  /** Counts one hit for `key`; throws 429 once more than `max` hits fall in the current window. */
  hit(key: string, max: number): Promise<void>;
  /** Throws 429 when `max` hits were already counted for `key` in the current window (counts nothing). */
  refuseOver(key: string, max: number): Promise<void>;
  /** Counts one hit for `key` without checking (failures, counted after the fact). */
  record(key: string): Promise<void>;
}

/**
 * Fixed-window counters for limits keyed on more than the IP (an e-mail, IP plus e-mail), kept in
 * PostgreSQL with the routes' limits (cluster/rate-limit-store.ts), so a limit holds across every
 * node. Windows are timed by the app's clock, so tests can move time.
 */
export function createRateLimiter(db: Executor, windowMs: number, now: () => Date): RateLimiter {
  const counted = (key: string) => `limiter:${key}`;
  return {
    async hit(key, max) {
      const { current } = await countHit(db, counted(key), windowMs, now());
      if (current > max) throw new AppError("too_many_requests", TOO_MANY_REQUESTS);
    },
    async refuseOver(key, max) {
      const { current } = await readHits(db, counted(key), now());
      if (current >= max) throw new AppError("too_many_requests", TOO_MANY_REQUESTS);
    },
    async record(key) {
      await countHit(db, counted(key), windowMs, now());
    },
  };
}

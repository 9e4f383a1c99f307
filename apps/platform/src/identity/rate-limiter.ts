import { AppError } from "../errors/app-error.ts";

export const TOO_MANY_REQUESTS = "Too many requests, try again later.";

export interface RateLimiter {
  /** Counts one hit for `key`; throws 429 once more than `max` hits fall in the current window. */
  hit(key: string, max: number): void;
  /** Throws 429 when `max` hits were already counted for `key` in the current window (counts nothing). */
  refuseOver(key: string, max: number): void;
  /** Counts one hit for `key` without checking (failures, counted after the fact). */
  record(key: string): void;
}

/**
 * Fixed-window counters in memory, per node, for limits keyed on more than the IP (an e-mail, IP
 * plus e-mail). Reads the app's clock, so tests can move time. Old windows are swept as it goes.
 */
export function createRateLimiter(windowMs: number, now: () => Date): RateLimiter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  let nextSweep = 0;

  function current(key: string, create: boolean): { count: number; endsAt: number } | undefined {
    const time = now().getTime();
    if (time >= nextSweep) {
      for (const [name, window] of windows) if (window.endsAt <= time) windows.delete(name);
      nextSweep = time + windowMs;
    }
    let window = windows.get(key);
    if (window && window.endsAt <= time) {
      windows.delete(key);
      window = undefined;
    }
    if (!window && create) {
      window = { count: 0, endsAt: time + windowMs };
      windows.set(key, window);
    }
    return window;
  }

  return {
    hit(key, max) {
      const window = current(key, true) as { count: number };
      window.count += 1;
      if (window.count > max) throw new AppError("too_many_requests", TOO_MANY_REQUESTS);
    },
    refuseOver(key, max) {
      if ((current(key, false)?.count ?? 0) >= max) throw new AppError("too_many_requests", TOO_MANY_REQUESTS);
    },
    record(key) {
      (current(key, true) as { count: number }).count += 1;
    },
  };
}

import { LIMIT_PERIOD_MS, type LimitPeriod } from "@croupier/contract";
import type { Executor } from "../db/database.ts";
import { listCountedDeposits } from "../payments/repository.ts";
import { listPlayIntervals, type MoveSums, sumMovesSince } from "../provider-wallet/limit-reads.ts";
import { sumSportsbookSince } from "../sportsbook/limit-reads.ts";

// What each limit counts now, in its rolling window (the last 24 hours, 7 days or 30 days before
// `now`). Deposits from payments (credited or on their way), stakes and wins from the wallet's
// record of play, play time from the game sessions (limits/README in apps/platform/README.md).

export type MoneyLimitType = "deposit" | "loss" | "wager";

export interface MoneyUse {
  /** Deposits, stakes, or stakes − wins (may be below zero after net wins). */
  used: bigint;
  /** When the use next falls: the oldest counted movement leaves the window. Null when none. */
  resetsAt: Date | null;
}

export function windowStart(period: LimitPeriod, now: Date): Date {
  return new Date(now.getTime() - LIMIT_PERIOD_MS[period]);
}

/** A money limit type's use in one currency for each period asked. */
export async function moneyUse(
  db: Executor,
  playerId: number,
  type: MoneyLimitType,
  currency: string,
  periods: readonly LimitPeriod[],
  now: Date,
): Promise<Map<LimitPeriod, MoneyUse>> {
  const result = new Map<LimitPeriod, MoneyUse>();
  if (periods.length === 0) return result;
  const starts = periods.map((period) => windowStart(period, now));
  if (type === "deposit") {
    const earliest = new Date(Math.min(...starts.map((start) => start.getTime())));
    const deposits = await listCountedDeposits(db, playerId, currency, earliest);
    periods.forEach((period, i) => {
      const start = starts[i] ?? now;
      const counted = deposits.filter((deposit) => deposit.createdAt.getTime() > start.getTime());
      const used = counted.reduce((sum, deposit) => sum + deposit.amountCents, 0n);
      const oldest = Math.min(...counted.map((deposit) => deposit.createdAt.getTime()));
      result.set(period, { used, resetsAt: counted.length ? new Date(oldest + LIMIT_PERIOD_MS[period]) : null });
    });
    return result;
  }
  // Casino and sportsbook alike: one wager or loss limit covers every product.
  const sums = await sumMovesSince(db, playerId, currency, starts);
  const sports = await sumSportsbookSince(db, playerId, currency, starts);
  periods.forEach((period, i) => {
    const sum = addSums(sums[i], sports[i]);
    const used = type === "wager" ? sum.bets : sum.bets - sum.wins;
    const resetsAt = sum.oldest ? new Date(sum.oldest.getTime() + LIMIT_PERIOD_MS[period]) : null;
    result.set(period, { used, resetsAt });
  });
  return result;
}

function addSums(a: MoveSums | undefined, b: MoveSums | undefined): MoveSums {
  const times = [a?.oldest, b?.oldest].filter((time): time is Date => time instanceof Date);
  return {
    bets: (a?.bets ?? 0n) + (b?.bets ?? 0n),
    wins: (a?.wins ?? 0n) + (b?.wins ?? 0n),
    oldest: times.length ? new Date(Math.min(...times.map((time) => time.getTime()))) : null,
  };
}

export interface PlayUse {
  /** Play time in the window, in milliseconds. */
  usedMs: number;
  /** Whole minutes of it (what a session limit compares). */
  minutes: number;
  /** The merged stretches of play inside the window, oldest first. */
  stretches: { start: number; end: number }[];
}

/**
 * The player's play time in the period's window: every game session from its launch to its last
 * bet or win, clipped to the window; sessions open at the same time (two tabs) count once.
 * `playingNow`: a session taking a bet now counts up to now.
 */
export async function playUse(
  db: Executor,
  playerId: number,
  period: LimitPeriod,
  now: Date,
  playingNow?: { sessionId: number; startedAt: Date },
): Promise<PlayUse> {
  const start = windowStart(period, now).getTime();
  const end = now.getTime();
  const intervals = (await listPlayIntervals(db, playerId, new Date(start))).map((interval) => ({
    sessionId: interval.sessionId,
    start: interval.start.getTime(),
    end: interval.end.getTime(),
  }));
  if (playingNow) {
    const current = intervals.find((interval) => interval.sessionId === playingNow.sessionId);
    if (current) current.end = end;
    else intervals.push({ sessionId: playingNow.sessionId, start: playingNow.startedAt.getTime(), end });
  }
  const clipped = intervals
    .map((interval) => ({ start: Math.max(interval.start, start), end: Math.min(interval.end, end) }))
    .filter((interval) => interval.end > interval.start)
    .sort((a, b) => a.start - b.start);
  const stretches: { start: number; end: number }[] = [];
  for (const interval of clipped) {
    const last = stretches.at(-1);
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else stretches.push({ ...interval });
  }
  const usedMs = stretches.reduce((sum, stretch) => sum + (stretch.end - stretch.start), 0);
  return { usedMs, minutes: Math.floor(usedMs / 60_000), stretches };
}

/**
 * When a session limit of `minutes` lets the player play again (no play meanwhile): the moment
 * enough of the oldest play has left the window for the time counted to fall below the limit.
 * While the limit is not used up: when the counted time next falls (null when none is counted).
 */
export function playResetsAt(use: PlayUse, minutes: number, period: LimitPeriod): Date | null {
  const first = use.stretches[0];
  if (!first) return null;
  const window = LIMIT_PERIOD_MS[period];
  const excess = use.usedMs - minutes * 60_000;
  if (excess < 0) return new Date(first.start + window);
  // The window's start must pass the point where more than `excess` of play lies behind it.
  let behind = 0;
  for (const stretch of use.stretches) {
    const length = stretch.end - stretch.start;
    if (behind + length > excess) return new Date(stretch.start + (excess - behind) + 1 + window);
    behind += length;
  }
  const last = use.stretches.at(-1) ?? first;
  return new Date(last.end + window);
}

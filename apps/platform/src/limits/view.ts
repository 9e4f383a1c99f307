import {
  LIMIT_PERIODS,
  LIMIT_TYPES,
  type LimitPeriod,
  type UserLimit,
  type UserLimitAccount,
} from "@croupier/contract";
import { toCentsNumber } from "../currencies/amounts.ts";
import type { Executor } from "../db/database.ts";
import { getPlayRules } from "../settings/play-rules.ts";
import { listLimits, type StoredLimit } from "./repository.ts";
import { type MoneyLimitType, type MoneyUse, moneyUse, playResetsAt, playUse } from "./usage.ts";

// The player's limits in the contract's shape (packages/contract/src/schemas/limits.ts), each with
// what its window counts now and which one binds (the least still allowed of its type and currency).

const iso = (time: Date | null) => time?.toISOString() ?? null;

/** The cooling-off before a raised or removed limit can be confirmed (play rules `limit_cooling_off_hours`). */
export async function coolingOffMs(db: Executor): Promise<number> {
  return (await getPlayRules(db)).limit_cooling_off_hours * 60 * 60 * 1000;
}

/** The money a limit still allows: its amount less the use (a net win allows no more than the amount). */
export function allowedBy(amount: bigint, used: bigint): bigint {
  const counted = used > 0n ? used : 0n;
  return amount > counted ? amount - counted : 0n;
}

export async function viewLimits(db: Executor, playerId: number, now: Date): Promise<UserLimit[]> {
  const stored = (await listLimits(db, playerId)).sort(
    (a, b) =>
      LIMIT_TYPES.indexOf(a.row.type) - LIMIT_TYPES.indexOf(b.row.type) ||
      LIMIT_PERIODS.indexOf(a.row.period) - LIMIT_PERIODS.indexOf(b.row.period),
  );
  // One read per (type, currency) covers all its periods.
  const uses = new Map<string, Map<LimitPeriod, MoneyUse>>();
  for (const limit of stored) {
    if (limit.row.type === "session") continue;
    for (const amount of limit.amounts) {
      const key = `${limit.row.type}:${amount.currency}`;
      if (uses.has(key)) continue;
      const periods = stored
        .filter(
          (other) => other.row.type === limit.row.type && other.amounts.some((a) => a.currency === amount.currency),
        )
        .map((other) => other.row.period);
      uses.set(key, await moneyUse(db, playerId, limit.row.type, amount.currency, periods, now));
    }
  }
  const coolingOff = stored.some((limit) => limit.row.pendingToken) ? await coolingOffMs(db) : 0;
  const views: UserLimit[] = [];
  for (const limit of stored) views.push(await viewLimit(db, limit, uses, now, coolingOff));
  markBinding(views);
  return views;
}

async function viewLimit(
  db: Executor,
  { row, amounts }: StoredLimit,
  uses: Map<string, Map<LimitPeriod, MoneyUse>>,
  now: Date,
  coolingOff: number,
): Promise<UserLimit> {
  const accounts: UserLimitAccount[] = amounts.map((amount) => {
    const use = uses.get(`${row.type}:${amount.currency}`)?.get(row.period) ?? { used: 0n, resetsAt: null };
    return {
      currency: amount.currency,
      amount_cents: toCentsNumber(amount.amountCents),
      current_value_amount_cents: toCentsNumber(use.used > 0n ? use.used : 0n),
      active_until: iso(use.resetsAt),
      remaining_amount_cents: toCentsNumber(allowedBy(amount.amountCents, use.used)),
      resets_at: iso(use.resetsAt),
      binding: false,
    };
  });
  let currentMinutes: number | null = null;
  let resetsAt: Date | null = null;
  if (row.type === "session" && row.minutes !== null) {
    const use = await playUse(db, row.playerId, row.period, now);
    currentMinutes = use.minutes;
    resetsAt = playResetsAt(use, row.minutes, row.period);
  }
  return {
    id: row.id,
    type: row.type as (typeof LIMIT_TYPES)[number],
    period: row.period,
    status: row.removalRequestedAt ? "pending_removal" : "active",
    strategy: "rolling",
    disable_at: row.removalRequestedAt ? iso(new Date(row.removalRequestedAt.getTime() + coolingOff)) : null,
    confirm_until: null,
    created_at: row.createdAt.toISOString(),
    accounts,
    minutes: row.minutes,
    current_minutes: currentMinutes,
    resets_at: iso(resetsAt),
    pending: pendingOf({ row, amounts }, now, coolingOff),
  };
}

function pendingOf({ row, amounts }: StoredLimit, now: Date, coolingOff: number): UserLimit["pending"] {
  const requestedAt = row.removalRequestedAt ?? row.increaseRequestedAt;
  if (!requestedAt || !row.pendingToken) return null;
  const appliesAt = new Date(requestedAt.getTime() + coolingOff);
  const isRemoval = row.removalRequestedAt !== null;
  return {
    kind: isRemoval ? "removal" : "increase",
    accounts: isRemoval
      ? []
      : amounts.flatMap((amount) =>
          amount.pendingAmountCents === null
            ? []
            : [{ currency: amount.currency, amount_cents: toCentsNumber(amount.pendingAmountCents) }],
        ),
    minutes: isRemoval ? null : row.pendingMinutes,
    requested_at: requestedAt.toISOString(),
    applies_at: appliesAt.toISOString(),
    confirmable: now.getTime() >= appliesAt.getTime(),
    token: row.pendingToken,
  };
}

/** The lowest binds: per type and currency, the limit allowing the least (the shortest period on a tie). */
function markBinding(views: UserLimit[]): void {
  const best = new Map<string, UserLimitAccount>();
  for (const view of views) {
    for (const account of view.accounts) {
      const key = `${view.type}:${account.currency}`;
      const current = best.get(key);
      if (!current || account.remaining_amount_cents < current.remaining_amount_cents) best.set(key, account);
    }
  }
  for (const account of best.values()) account.binding = true;
}

export type { MoneyLimitType };

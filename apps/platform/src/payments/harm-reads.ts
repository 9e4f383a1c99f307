import { sql } from "drizzle-orm";
import { type Executor, selectRows } from "../db/database.ts";

// The payments figures behind the compliance team's markers of harm (reports/harm-markers.ts),
// summed by the database: each player's succeeded deposits per currency in a recent window and
// in the window before it, their recalled (cancelled) withdrawals, and the payment methods used.

export interface DepositWindows {
  playerId: number;
  currency: string;
  recentCount: number;
  recentCents: bigint;
  /** The largest single deposit of the recent window. */
  recentMaxCents: bigint;
  previousCount: number;
  previousCents: bigint;
}

export interface Windows {
  /** Start of the window before (included). */
  previousFrom: Date;
  /** Start of the recent window (included); the window before ends here. */
  recentFrom: Date;
  /** End of the recent window (excluded). */
  before: Date;
}

/** Per player and currency with a deposit in either window: the two windows' counts and sums. */
export async function sumDepositWindows(db: Executor, windows: Windows): Promise<DepositWindows[]> {
  const recent = sql`p.created_at >= ${windows.recentFrom.toISOString()}::timestamptz`;
  const rows = await selectRows<{
    player_id: string;
    currency: string;
    recent_count: number;
    recent_cents: string;
    recent_max: string;
    previous_count: number;
    previous_cents: string;
  }>(
    db,
    sql`select p.player_id::text, p.currency,
               (count(*) filter (where ${recent}))::int as recent_count,
               coalesce(sum(p.amount_cents) filter (where ${recent}), 0)::text as recent_cents,
               coalesce(max(p.amount_cents) filter (where ${recent}), 0)::text as recent_max,
               (count(*) filter (where not ${recent}))::int as previous_count,
               coalesce(sum(p.amount_cents) filter (where not ${recent}), 0)::text as previous_cents
          from payments p
         where p.action = 'deposit' and p.state = 'succeeded'
           and p.created_at >= ${windows.previousFrom.toISOString()}::timestamptz
           and p.created_at < ${windows.before.toISOString()}::timestamptz
         group by p.player_id, p.currency`,
  );
  return rows.map((row) => ({
    playerId: Number(row.player_id),
    currency: row.currency,
    recentCount: Number(row.recent_count),
    recentCents: BigInt(row.recent_cents),
    recentMaxCents: BigInt(row.recent_max),
    previousCount: Number(row.previous_count),
    previousCents: BigInt(row.previous_cents),
  }));
}

/** Players with at least `atLeast` withdrawals they recalled in the period, with the count. */
export async function countRecalledWithdrawals(
  db: Executor,
  period: { from: Date; before: Date },
  atLeast: number,
): Promise<{ playerId: number; recalled: number; requested: number }[]> {
  const rows = await selectRows<{ player_id: string; recalled: number; requested: number }>(
    db,
    sql`select p.player_id::text, (count(*) filter (where p.state = 'recalled'))::int as recalled,
               count(*)::int as requested
          from payments p
         where p.action = 'cashout'
           and p.created_at >= ${period.from.toISOString()}::timestamptz
           and p.created_at < ${period.before.toISOString()}::timestamptz
         group by p.player_id
        having count(*) filter (where p.state = 'recalled') >= ${atLeast}`,
  );
  return rows.map((row) => ({
    playerId: Number(row.player_id),
    recalled: Number(row.recalled),
    requested: Number(row.requested),
  }));
}

/**
 * Players who used at least `atLeast` payment methods or withdrawal destinations in the period
 * (succeeded or pending payments): a method counts once; a cash-out destination (the account or
 * address the player typed) once per distinct value.
 */
export async function countPaymentMethodsUsed(
  db: Executor,
  period: { from: Date; before: Date },
  atLeast: number,
): Promise<{ playerId: number; methods: number; destinations: number }[]> {
  const rows = await selectRows<{ player_id: string; methods: number; destinations: number }>(
    db,
    sql`select p.player_id::text, count(distinct p.method_id)::int as methods,
               (count(distinct p.method_id || ':' || coalesce(p.method_fields_data::text, ''))
                 filter (where p.action = 'cashout'))::int as destinations
          from payments p
         where p.state in ('succeeded', 'pending', 'processing')
           and p.created_at >= ${period.from.toISOString()}::timestamptz
           and p.created_at < ${period.before.toISOString()}::timestamptz
         group by p.player_id
        having greatest(count(distinct p.method_id),
                        count(distinct p.method_id || ':' || coalesce(p.method_fields_data::text, ''))
                          filter (where p.action = 'cashout')) >= ${atLeast}`,
  );
  return rows.map((row) => ({
    playerId: Number(row.player_id),
    methods: Number(row.methods),
    destinations: Number(row.destinations),
  }));
}

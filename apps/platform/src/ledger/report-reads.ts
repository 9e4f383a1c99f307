import { sql } from "drizzle-orm";
import { type Executor, selectRows } from "../db/database.ts";
import type { LedgerAccountKind } from "./schema.ts";

// The ledger read for the back office's dashboard (reports/): over a period, the legs on the
// casino's own accounts (house, clearing, bonus: no player) summed per currency, account kind and
// posting kind, by the database in one pass. The house sees bets and wins, clearing the money
// in and out, bonus the promotional money given and taken back.

export interface SystemLegTotal {
  currency: string;
  accountKind: LedgerAccountKind;
  /** The posting's kind (`deposit`, `bet`, `bonus_credit`…). */
  postingKind: string;
  /** Signed minor units on the system account (a deposit is negative on clearing). */
  total: bigint;
}

/** Legs on the system accounts of `accountKinds` in postings from `from` (included) to `before` (excluded). */
export async function sumSystemLegsByKind(
  db: Executor,
  period: { from: Date; before: Date },
  accountKinds: readonly LedgerAccountKind[],
): Promise<SystemLegTotal[]> {
  if (accountKinds.length === 0) return [];
  const kinds = `{${accountKinds.join(",")}}`;
  const rows = await selectRows<{ currency: string; account_kind: LedgerAccountKind; kind: string; total: string }>(
    db,
    sql`select x.currency, a.kind as account_kind, t.kind, sum(x.amount)::text as total
          from ledger_transactions t
          cross join lateral unnest(t.account_ids, t.currencies, t.amounts) as x(account_id, currency, amount)
          join ledger_accounts a on a.id = x.account_id
         where t.created_at >= ${period.from.toISOString()}::timestamptz
           and t.created_at < ${period.before.toISOString()}::timestamptz
           and a.player_id is null and a.kind = any(${kinds}::text[])
         group by x.currency, a.kind, t.kind
         order by x.currency, a.kind, t.kind`,
  );
  return rows.map((row) => ({
    currency: row.currency,
    accountKind: row.account_kind,
    postingKind: row.kind,
    total: BigInt(row.total),
  }));
}

export interface DailySystemLegTotal extends SystemLegTotal {
  /** The posting's UTC day, `YYYY-MM-DD`. */
  day: string;
}

/**
 * The same legs summed per UTC day too (the reports' NGR by day); `currency` keeps one currency
 * only. Ordered by day, currency, account kind and posting kind.
 */
export async function sumSystemLegsByDay(
  db: Executor,
  period: { from: Date; before: Date; currency?: string | undefined },
  accountKinds: readonly LedgerAccountKind[],
): Promise<DailySystemLegTotal[]> {
  if (accountKinds.length === 0) return [];
  const kinds = `{${accountKinds.join(",")}}`;
  const rows = await selectRows<{
    day: string;
    currency: string;
    account_kind: LedgerAccountKind;
    kind: string;
    total: string;
  }>(
    db,
    sql`select to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD') as day, x.currency,
               a.kind as account_kind, t.kind, sum(x.amount)::text as total
          from ledger_transactions t
          cross join lateral unnest(t.account_ids, t.currencies, t.amounts) as x(account_id, currency, amount)
          join ledger_accounts a on a.id = x.account_id
         where t.created_at >= ${period.from.toISOString()}::timestamptz
           and t.created_at < ${period.before.toISOString()}::timestamptz
           and a.player_id is null and a.kind = any(${kinds}::text[])
           ${period.currency ? sql`and x.currency = ${period.currency}` : sql``}
         group by 1, 2, 3, 4
         order by 1, 2, 3, 4`,
  );
  return rows.map((row) => ({
    day: row.day,
    currency: row.currency,
    accountKind: row.account_kind,
    postingKind: row.kind,
    total: BigInt(row.total),
  }));
}

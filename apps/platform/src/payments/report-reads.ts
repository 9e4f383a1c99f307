import { sql } from "drizzle-orm";
import { type Executor, selectRows } from "../db/database.ts";

// Deposits and withdrawals summed for the back office's payments report (reports/), by the
// database in one query: per method, currency and direction, and per UTC day unless asked for the
// whole period. A payment counts on the day it was decided (`finished_at`, stamped in the same
// transaction as its ledger posting), or on the day it was asked for while it still waits: the
// succeeded sums equal the ledger's deposit and payout postings on the clearing account per day.

export type PaymentsReportGroup = "day" | "method";

export interface PaymentTotals {
  /** The UTC day `YYYY-MM-DD`; null over the whole period. */
  day: string | null;
  currency: string;
  methodId: string;
  direction: "deposit" | "withdrawal";
  succeededCount: number;
  succeededCents: bigint;
  /** Pending, or a payout under way (processing). */
  pendingCount: number;
  pendingCents: bigint;
  /** Declined by the gateway or rejected by staff. */
  failedCount: number;
  /** Canceled, or recalled by the player. */
  canceledCount: number;
}

/** Deposits first, then withdrawals, per day (or not), currency and method. */
export async function sumPayments(
  db: Executor,
  period: { from: Date; before: Date; currency?: string | undefined },
  group: PaymentsReportGroup,
): Promise<PaymentTotals[]> {
  const at = sql`coalesce(p.finished_at, p.created_at)`;
  const day = group === "day" ? sql`to_char(${at} at time zone 'UTC', 'YYYY-MM-DD')` : sql`null::text`;
  const rows = await selectRows<{
    day: string | null;
    currency: string;
    method_id: string;
    action: "deposit" | "cashout";
    succeeded_count: number;
    succeeded_cents: string;
    pending_count: number;
    pending_cents: string;
    failed_count: number;
    canceled_count: number;
  }>(
    db,
    sql`select ${day} as day, p.currency, p.method_id, p.action,
               (count(*) filter (where p.state = 'succeeded'))::int as succeeded_count,
               coalesce(sum(p.amount_cents) filter (where p.state = 'succeeded'), 0)::text as succeeded_cents,
               (count(*) filter (where p.state in ('pending', 'processing')))::int as pending_count,
               coalesce(sum(p.amount_cents) filter (where p.state in ('pending', 'processing')), 0)::text as pending_cents,
               (count(*) filter (where p.state in ('declined', 'rejected')))::int as failed_count,
               (count(*) filter (where p.state in ('canceled', 'recalled')))::int as canceled_count
          from payments p
         where ${at} >= ${period.from.toISOString()}::timestamptz
           and ${at} < ${period.before.toISOString()}::timestamptz
           ${period.currency ? sql`and p.currency = ${period.currency}` : sql``}
         group by 1, 2, 3, 4
         order by 1, 2, 3, 4 desc`,
  );
  return rows.map((row) => ({
    day: row.day,
    currency: row.currency,
    methodId: row.method_id,
    direction: row.action === "deposit" ? "deposit" : "withdrawal",
    succeededCount: Number(row.succeeded_count),
    succeededCents: BigInt(row.succeeded_cents),
    pendingCount: Number(row.pending_count),
    pendingCents: BigInt(row.pending_cents),
    failedCount: Number(row.failed_count),
    canceledCount: Number(row.canceled_count),
  }));
}

import { inArray, sql } from "drizzle-orm";
import type { Executor } from "../db/database.ts";
import { payments } from "./schema.ts";

// A player's money in and out, summed by the database (the back office's withdrawal risk hints).

export interface PlayerPaymentTotals {
  depositsCents: bigint;
  depositsCount: number;
  /** Withdrawals paid out. */
  withdrawalsCents: bigint;
  /** Withdrawals waiting (pending or processing). */
  pendingWithdrawalsCents: bigint;
}

/** The key of a player's totals in a currency. */
export const totalsKey = (playerId: number, currency: string) => `${playerId}:${currency}`;

/** Each player's totals per currency, keyed by totalsKey (no payment in a currency: absent). */
export async function sumPlayerPayments(
  db: Executor,
  playerIds: readonly number[],
): Promise<Map<string, PlayerPaymentTotals>> {
  if (playerIds.length === 0) return new Map();
  const sumWhere = (condition: ReturnType<typeof sql>) =>
    sql<string>`coalesce(sum(${payments.amountCents}) filter (where ${condition}), 0)::text`;
  const rows = await db
    .select({
      playerId: payments.playerId,
      currency: payments.currency,
      deposits: sumWhere(sql`${payments.action} = 'deposit' and ${payments.state} = 'succeeded'`),
      depositsCount: sql<number>`(count(*) filter (where ${payments.action} = 'deposit' and ${payments.state} = 'succeeded'))::int`,
      withdrawals: sumWhere(sql`${payments.action} = 'cashout' and ${payments.state} = 'succeeded'`),
      pending: sumWhere(sql`${payments.action} = 'cashout' and ${payments.state} in ('pending', 'processing')`),
    })
    .from(payments)
    .where(inArray(payments.playerId, [...playerIds]))
    .groupBy(payments.playerId, payments.currency);
  return new Map(
    rows.map((row) => [
      totalsKey(row.playerId, row.currency),
      {
        depositsCents: BigInt(row.deposits),
        depositsCount: Number(row.depositsCount),
        withdrawalsCents: BigInt(row.withdrawals),
        pendingWithdrawalsCents: BigInt(row.pending),
      },
    ]),
  );
}

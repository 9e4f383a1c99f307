import { sql } from "drizzle-orm";
import { type Executor, selectRows } from "../db/database.ts";

// The ledger read for a player's account statement (statements/): the movements of some
// player-owned accounts, one line per posting and account (its legs on that account summed), newest
// first, paged by position; and the totals per account and posting kind (net deposits).

/** The accounts whose movements a player sees: their money (`player`) and bonus money (`player_bonus`). */
export interface BalanceAccount {
  id: number;
  kind: "player" | "player_bonus";
  currency: string;
}

export async function listPlayerBalanceAccounts(db: Executor, playerId: number): Promise<BalanceAccount[]> {
  const rows = await selectRows<{ id: string; kind: "player" | "player_bonus"; currency: string }>(
    db,
    sql`select a.id::text, a.kind, a.currency from ledger_accounts a
         where a.player_id = ${playerId} and a.kind in ('player', 'player_bonus') order by a.id`,
  );
  return rows.map((row) => ({ id: Number(row.id), kind: row.kind, currency: row.currency }));
}

/** One posting's legs on one account. */
export interface AccountMovement {
  transactionId: number;
  accountId: number;
  createdAt: Date;
  /** The posting's kind (`deposit`, `bet`, `bonus_credit`…). */
  kind: string;
  metadata: Record<string, unknown>;
  currency: string;
  /** Signed minor units on that account. */
  amount: bigint;
  /** The account's balance after the posting, as the posting recorded it. */
  balanceAfter: bigint | null;
}

export interface MovementQuery {
  accountIds: readonly number[];
  /** Postings at or after this instant. */
  from?: Date | undefined;
  /** Postings strictly before this instant. */
  before?: Date | undefined;
  /** Only postings of these kinds; or, with `exceptKinds`, of none of those. */
  kinds?: readonly string[] | undefined;
  exceptKinds?: readonly string[] | undefined;
  /** Lines strictly older than this position (posting id, then account id), for the next page. */
  after?: { transactionId: number; accountId: number } | undefined;
  limit: number;
}

const bigintArray = (values: readonly number[]) => `{${values.map((value) => Math.trunc(value)).join(",")}}`;
const textArray = (values: readonly string[]) => `{${values.map((value) => JSON.stringify(value)).join(",")}}`;

/** A page of movements, newest first (posting id descending, then account id descending). */
export async function listAccountMovements(db: Executor, query: MovementQuery): Promise<AccountMovement[]> {
  if (query.accountIds.length === 0) return [];
  const accounts = bigintArray(query.accountIds);
  const conditions = [sql`t.account_ids && ${accounts}::bigint[]`];
  if (query.from) conditions.push(sql`t.created_at >= ${query.from.toISOString()}::timestamptz`);
  if (query.before) conditions.push(sql`t.created_at < ${query.before.toISOString()}::timestamptz`);
  if (query.kinds) conditions.push(sql`t.kind = any(${textArray(query.kinds)}::text[])`);
  if (query.exceptKinds) conditions.push(sql`not (t.kind = any(${textArray(query.exceptKinds)}::text[]))`);
  if (query.after) {
    // The first bound lets the scan start at the position; the second is exact.
    conditions.push(sql`t.id <= ${query.after.transactionId}`);
    conditions.push(sql`(t.id < ${query.after.transactionId}
      or (t.id = ${query.after.transactionId} and l.account_id < ${query.after.accountId}))`);
  }
  const rows = await selectRows<{
    transaction_id: string;
    account_id: string;
    created_at: Date | string;
    kind: string;
    metadata: Record<string, unknown> | string;
    currency: string;
    amount: string;
    balance_after: string | null;
  }>(
    db,
    sql`select t.id::text as transaction_id, l.account_id::text, t.created_at, t.kind, t.metadata, l.currency,
               l.amount::text, l.balance_after::text
          from ledger_transactions t
          cross join lateral (
            select x.account_id, min(x.currency) as currency, sum(x.amount) as amount,
                   (array_agg(x.balance_after order by x.position desc))[1] as balance_after
              from unnest(t.account_ids, t.currencies, t.amounts, t.balances_after)
                   with ordinality as x(account_id, currency, amount, balance_after, position)
             where x.account_id = any(${accounts}::bigint[])
             group by x.account_id
          ) l
         where ${sql.join(conditions, sql` and `)} and l.amount <> 0
         order by t.id desc, l.account_id desc
         limit ${query.limit}`,
  );
  return rows.map((row) => ({
    transactionId: Number(row.transaction_id),
    accountId: Number(row.account_id),
    createdAt: new Date(row.created_at),
    kind: row.kind,
    metadata: typeof row.metadata === "string" ? (JSON.parse(row.metadata) as Record<string, unknown>) : row.metadata,
    currency: row.currency,
    amount: BigInt(row.amount),
    balanceAfter: row.balance_after === null ? null : BigInt(row.balance_after),
  }));
}

/** Each account's total per posting kind over all time (only the kinds asked for). */
export async function sumAccountMovementsByKind(
  db: Executor,
  accountIds: readonly number[],
  kinds: readonly string[],
): Promise<{ accountId: number; kind: string; total: bigint }[]> {
  if (accountIds.length === 0 || kinds.length === 0) return [];
  const accounts = bigintArray(accountIds);
  const rows = await selectRows<{ account_id: string; kind: string; total: string }>(
    db,
    sql`select x.account_id::text, t.kind, sum(x.amount)::text as total
          from ledger_transactions t
          cross join lateral unnest(t.account_ids, t.amounts) as x(account_id, amount)
         where t.account_ids && ${accounts}::bigint[] and t.kind = any(${textArray(kinds)}::text[])
           and x.account_id = any(${accounts}::bigint[])
         group by x.account_id, t.kind`,
  );
  return rows.map((row) => ({ accountId: Number(row.account_id), kind: row.kind, total: BigInt(row.total) }));
}

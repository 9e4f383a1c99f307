import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { type Executor, rowsOf } from "../db/database.ts";
import { nodePostgresClientOf } from "../db/node-postgres-client.ts";
import { LedgerError, toLedgerError } from "./ledger-error.ts";

export interface PostingEntry {
  /** A ledger account id. */
  account: number;
  /** Signed minor units: negative debits the account, positive credits it. */
  amount: bigint;
}

export interface Posting {
  /** Unique per business operation (game round, payment reference, request key). */
  idempotencyKey: string;
  /** What the posting is, e.g. `deposit`, `bet`, `win`, `withdrawal`, `fun_grant`. */
  kind: string;
  entries: PostingEntry[];
  metadata?: Record<string, unknown>;
}

export interface PostedEntry {
  accountId: number;
  currency: string;
  amount: bigint;
  /** The account's balance right after this posting (player-owned accounts; null for system ones). */
  balanceAfter: bigint | null;
}

export interface PostedTransaction {
  transactionId: number;
  /** True when the key had been posted before: nothing moved, the original result is answered. */
  replayed: boolean;
  entries: PostedEntry[];
}

const MAX_ENTRIES = 1000;

/**
 * Posts one double-entry transaction, atomically, through the database's `ledger_post` (one
 * statement: one round trip, one database transaction unless `db` is a caller's transaction).
 * A repeated idempotency key answers the original result; a changed request under the same key,
 * an overdraft, unbalanced entries or FUN mixed with real money throw a LedgerError.
 */
export async function postTransaction(db: Executor, posting: Posting): Promise<PostedTransaction> {
  validatePosting(posting);
  const accounts = `{${posting.entries.map((entry) => entry.account).join(",")}}`;
  const amounts = `{${posting.entries.map((entry) => entry.amount.toString()).join(",")}}`;
  const values = [
    posting.idempotencyKey,
    posting.kind,
    hashPosting(posting),
    JSON.stringify(posting.metadata ?? {}),
    accounts,
    amounts,
  ];
  let row: PostRow | undefined;
  try {
    const client = nodePostgresClientOf(db);
    if (client) {
      // The hot path on a PostgreSQL server: a named prepared statement (parsed and planned once
      // per connection), straight through node-postgres without the query builder.
      row = (await client.query<PostRow>({ name: "ledger_post", text: POST_SQL, values })).rows[0];
    } else {
      const [key, kind, hash, metadata] = values;
      const result = await db.execute(sql`
        select transaction_id::text, replayed, account_ids::text[], currencies, amounts::text[], balances_after::text[]
          from ledger_post(${key}, ${kind}, ${hash}, ${metadata}::jsonb, ${accounts}::bigint[], ${amounts}::bigint[])`);
      row = rowsOf<PostRow>(result)[0];
    }
  } catch (error) {
    throw toLedgerError(error) ?? error;
  }
  if (!row) throw new Error("ledger_post answered no row");
  const { account_ids: accountIds, currencies, amounts: postedAmounts, balances_after: balancesAfter } = row;
  return {
    transactionId: Number(row.transaction_id),
    replayed: row.replayed,
    entries: accountIds.map((accountId, index) => {
      const balanceAfter = balancesAfter[index];
      return {
        accountId: Number(accountId),
        currency: currencies[index] as string,
        amount: BigInt(postedAmounts[index] as string),
        balanceAfter: balanceAfter === null || balanceAfter === undefined ? null : BigInt(balanceAfter),
      };
    }),
  };
}

/** One row: the legs as parallel arrays (bigints as text, so neither driver rounds them). */
const POST_SQL = `select transaction_id::text, replayed, account_ids::text[], currencies, amounts::text[], balances_after::text[]
  from ledger_post($1, $2, $3, $4::jsonb, $5::bigint[], $6::bigint[])`;

interface PostRow {
  transaction_id: string;
  replayed: boolean;
  account_ids: string[];
  currencies: string[];
  amounts: string[];
  balances_after: (string | null)[];
}

/** The checks that need no database: shape, integer amounts, and a zero total. */
function validatePosting(posting: Posting): void {
  const invalid = (detail: string) => new LedgerError("invalid_request", detail);
  if (!posting.idempotencyKey || posting.idempotencyKey.length > 200) throw invalid("idempotency key");
  if (!posting.kind) throw invalid("kind");
  if (posting.entries.length < 2 || posting.entries.length > MAX_ENTRIES) throw invalid("2 to 1000 entries");
  let total = 0n;
  for (const entry of posting.entries) {
    if (!Number.isSafeInteger(entry.account) || entry.account <= 0) throw invalid("account id");
    if (typeof entry.amount !== "bigint" || entry.amount === 0n) throw invalid("amounts are non-zero bigints");
    total += entry.amount;
  }
  // Per-currency balance is the database's check (it knows each account's currency).
  if (total !== 0n) throw new LedgerError("unbalanced");
}

/** SHA-256 of the request in a canonical form: entry order and metadata key order do not matter. */
export function hashPosting(posting: Posting): string {
  const entries = posting.entries
    .map((entry) => `${entry.account}:${entry.amount}`)
    .sort()
    .join(",");
  return createHash("sha256")
    .update(`${posting.kind}\n${entries}\n${canonicalJson(posting.metadata ?? {})}`)
    .digest("hex");
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const keys = Object.keys(value).sort();
    const record = value as Record<string, unknown>;
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

import type { ProviderWalletWinRequest } from "@croupier/contract";
import { sql } from "drizzle-orm";
import { type Db, type Executor, rowsOf, selectRows } from "../db/database.ts";
import { nodePostgresClientOf } from "../db/node-postgres-client.ts";
import { MoveBatcher, newBatchTotals } from "./move-batcher.ts";
import type { WalletProvider } from "./providers.ts";
import { type Answer, moveHash } from "./request-context.ts";
import { hashGameToken } from "./sessions.ts";

type Move = ProviderWalletWinRequest;

/**
 * wallet_move's outcome: the answer (already stored under the request id), a stale provider, or a
 * first bet of a player holding a bet limit, which nothing moved (the caller checks it: bet-limits.ts).
 */
export type MoveOutcome = { answer: Answer } | { isProviderStale: true } | { isLimited: true };

/**
 * A bet (player → house) or a win (house → player; zero allowed, moves nothing). A plain first move
 * goes with the others arriving at the same time in one call of `wallet_move_batch` (one commit for
 * the batch); whatever that leaves out — refusals, repeats, a stale provider, a second move of one
 * account in the batch — is one call of `wallet_move` (both in sql/functions/), where every rule is
 * decided in one database transaction. This side only names the move.
 */
export async function betOrWin(
  db: Db,
  provider: WalletProvider,
  kind: "bet" | "win",
  move: Move,
  now: Date,
): Promise<MoveOutcome> {
  const params = moveParams(provider, kind, move, now);
  const applied = await batcherFor(db).apply(params);
  if (applied) return { answer: applied };
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await applyMove(db, params);
    } catch (error) {
      // A race the function settles by moving nothing (sql/functions/wallet_move.sql): calling again
      // answers from what the other request committed.
      if (attempt < MAX_MOVE_ATTEMPTS && isRetryableMove(error)) continue;
      throw error;
    }
  }
}

/** The move as wallet_move and wallet_move_batch take it. */
export function moveParams(
  provider: WalletProvider,
  kind: "bet" | "win",
  move: Move,
  now: Date,
  limitsChecked = false,
): MoveParams {
  return {
    provider: provider.id,
    digest: provider.secretDigest,
    request_id: move.request_uuid,
    token_hash: hashGameToken(move.token),
    kind,
    transaction_id: move.transaction_uuid,
    round: move.round,
    round_closed: move.round_closed,
    currency: move.currency,
    amount: String(move.amount),
    request_hash: moveHash(kind, move),
    at: now.toISOString(),
    limits_checked: limitsChecked,
  };
}

/** One call of wallet_move on `db` (a transaction's executor too: the move then commits with it). */
export async function applyMove(db: Executor, params: MoveParams): Promise<MoveOutcome> {
  const row = await callWalletMove(
    db,
    MOVE_PARAMS.map((name) => params[name]),
  );
  if (!row) throw new Error("wallet_move answered no row");
  if (row.outcome === "stale_provider") return { isProviderStale: true };
  if (row.outcome === "limited") return { isLimited: true };
  return { answer: row.answer as Answer };
}

/** A move as wallet_move takes it (in this order) and as wallet_move_batch reads it (by name). */
export interface MoveParams {
  provider: string;
  digest: string;
  request_id: string;
  token_hash: string;
  kind: "bet" | "win";
  transaction_id: string;
  round: string;
  round_closed: boolean;
  currency: string;
  amount: string;
  request_hash: string;
  at: string;
  /** The caller checked the player's bet limits in this transaction (bet-limits.ts). */
  limits_checked: boolean;
}

const MOVE_PARAMS = [
  "provider",
  "digest",
  "request_id",
  "token_hash",
  "kind",
  "transaction_id",
  "round",
  "round_closed",
  "currency",
  "amount",
  "request_hash",
  "at",
  "limits_checked",
] as const satisfies readonly (keyof MoveParams)[];

export const MAX_MOVE_ATTEMPTS = 5;

/**
 * GW409 and 23505 (a concurrent copy of the transaction, or a concurrent first move of the round,
 * committed first), LG402/LG409 from ledger_post, and deadlocks.
 */
const RETRYABLE = new Set(["GW409", "23505", "LG402", "LG409", "40P01"]);

export function isRetryableMove(error: unknown): boolean {
  for (let current: unknown = error; typeof current === "object" && current !== null; ) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && RETRYABLE.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

interface MoveRow {
  outcome: "answer" | "stale_provider" | "limited";
  answer: Answer | null;
}

const MOVE_SQL =
  "select outcome, answer from wallet_move($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::bigint, $11, $12, $13)";

async function callWalletMove(db: Executor, values: unknown[]): Promise<MoveRow | undefined> {
  const client = nodePostgresClientOf(db);
  if (client) {
    // On a PostgreSQL server: a named prepared statement (parsed and planned once per connection),
    // straight through node-postgres, as postTransaction does.
    return (await client.query<MoveRow>({ name: "wallet_move", text: MOVE_SQL, values })).rows[0];
  }
  const [p1, p2, p3, p4, p5, p6, p7, p8, p9, p10, p11, p12, p13] = values;
  const result = await db.execute(sql`select outcome, answer from wallet_move(${p1}, ${p2}, ${p3}, ${p4}, ${p5},
    ${p6}, ${p7}, ${p8}, ${p9}, ${p10}::bigint, ${p11}, ${p12}::timestamptz, ${p13}::boolean)`);
  return rowsOf<MoveRow>(result)[0];
}

const batchers = new WeakMap<Db, MoveBatcher<MoveParams, Answer>>();

/** This process's batches of bets and wins, for the metrics endpoint. */
export const walletBatchTotals = newBatchTotals();

/** One batcher per database, so moves from every request of this process share batches. */
function batcherFor(db: Db): MoveBatcher<MoveParams, Answer> {
  let batcher = batchers.get(db);
  if (!batcher) {
    batcher = new MoveBatcher((moves) => callWalletMoveBatch(db, moves), walletBatchTotals);
    batchers.set(db, batcher);
  }
  return batcher;
}

const BATCH_SQL = "select i, answer from wallet_move_batch($1::jsonb)";

async function callWalletMoveBatch(db: Db, moves: MoveParams[]): Promise<Map<number, Answer>> {
  const json = JSON.stringify(moves.map((move, i) => ({ i, ...move })));
  const client = nodePostgresClientOf(db);
  const rows = client
    ? (await client.query<BatchRow>({ name: "wallet_move_batch", text: BATCH_SQL, values: [json] })).rows
    : await selectRows<BatchRow>(db, sql`select i, answer from wallet_move_batch(${json}::jsonb)`);
  return new Map(rows.map((row) => [Number(row.i), row.answer]));
}

interface BatchRow {
  i: number;
  answer: Answer;
}

import { sql } from "drizzle-orm";
import { type Executor, selectRows } from "../db/database.ts";

// The studio's settled plays of some rounds (their round_ref is the protocol's round id), read for
// the last-game recall (statements/): each step's action, what it drew, stake, win and balances.

export interface RoundPlayRow {
  roundRef: string;
  action: Record<string, unknown>;
  /** The engine's result (JSON-safe: amounts as strings). */
  result: Record<string, unknown>;
  stake: bigint;
  win: bigint;
  balanceBefore: bigint | null;
  balanceAfter: bigint | null;
  createdAt: Date;
}

/** Oldest first within each round. */
export async function listRoundPlays(
  db: Executor,
  playerId: number,
  roundRefs: readonly string[],
): Promise<RoundPlayRow[]> {
  if (roundRefs.length === 0) return [];
  const rows = await selectRows<{
    round_ref: string;
    action: Record<string, unknown> | string;
    result: Record<string, unknown> | string;
    stake: string;
    win: string;
    balance_before: string | null;
    balance_after: string | null;
    created_at: Date | string;
  }>(
    db,
    sql`select p.round_ref, p.action, p.result, p.stake::text, p.win::text, p.balance_before::text,
               p.balance_after::text, p.created_at
          from studio_plays p
         where p.player_id = ${playerId} and p.status = 'settled'
           and p.round_ref in (${sql.join(
             roundRefs.map((ref) => sql`${ref}`),
             sql`, `,
           )})
         order by p.id`,
  );
  const json = (value: Record<string, unknown> | string) =>
    typeof value === "string" ? (JSON.parse(value) as Record<string, unknown>) : value;
  const amount = (value: string | null) => (value === null ? null : BigInt(value));
  return rows.map((row) => ({
    roundRef: row.round_ref,
    action: json(row.action),
    result: json(row.result),
    stake: BigInt(row.stake),
    win: BigInt(row.win),
    balanceBefore: amount(row.balance_before),
    balanceAfter: amount(row.balance_after),
    createdAt: new Date(row.created_at),
  }));
}

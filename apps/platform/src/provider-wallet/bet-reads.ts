import { sql } from "drizzle-orm";
import { type Executor, selectRows } from "../db/database.ts";

// Applied bets read in id order for other modules (loyalty's comp point accrual), with the game
// they were placed in (the session's catalog identifier; null when the session is unknown).

export interface AppliedBet {
  id: number;
  playerId: number;
  currency: string;
  /** The real-money part of the bet, in minor units. */
  amount: bigint;
  gameId: string | null;
}

/**
 * Bets after `afterId`, oldest first, at most `limit`, that are not rolled back and were written at
 * least `settleMs` ago: a bet whose transaction is still open when a later one commits would be
 * skipped by a reader that moved its cursor past it, so readers leave young ids for the next run.
 * Also answers the highest id looked at (bets and other actions), so a cursor can move past wins,
 * and how many actions were looked at (`limit` means more may follow).
 */
export async function listAppliedBetsAfter(
  db: Executor,
  afterId: number,
  limit: number,
  settleMs: number,
): Promise<{ bets: AppliedBet[]; lastId: number; scanned: number }> {
  const settled = sql`a.created_at <= now() - ${`${Math.max(0, Math.round(settleMs))} milliseconds`}::interval`;
  const rows = await selectRows<{
    id: string;
    kind: string;
    player_id: string;
    currency: string;
    amount: string;
    rolled_back: boolean;
    game_id: string | null;
  }>(
    db,
    // Only real money earns comp points: the part of a bet paid with bonus money is left out.
    sql`select a.id::text, a.kind, a.player_id::text, a.currency, (a.amount - a.bonus_amount)::text as amount,
               (a.tombstone or a.rolled_back_by is not null) as rolled_back, s.game_id
          from game_actions a
          left join game_sessions s on s.id = a.session_id
         where a.id > ${afterId} and ${settled}
         order by a.id
         limit ${limit}`,
  );
  const last = rows.at(-1);
  return {
    lastId: last ? Number(last.id) : afterId,
    scanned: rows.length,
    bets: rows
      .filter((row) => row.kind === "bet" && !row.rolled_back && BigInt(row.amount) > 0n)
      .map((row) => ({
        id: Number(row.id),
        playerId: Number(row.player_id),
        currency: row.currency,
        amount: BigInt(row.amount),
        gameId: row.game_id,
      })),
  };
}

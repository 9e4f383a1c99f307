import { sql } from "drizzle-orm";
import { type Executor, selectRows } from "../db/database.ts";

// Reads for competitions over rounds (tournaments): who played what since a cursor, and the settled
// rounds of some games in a currency and period, with their totals net of rollbacks (game_rounds'
// totals drop a rolled-back bet or win), whoever the provider.

/** A player's play seen in the game actions: the game (catalog identifier) and currency. */
export interface PlayedGame {
  playerId: number;
  gameId: string;
  currency: string;
}

/**
 * The distinct (player, game, currency) of the game actions (bets, wins, rollbacks) after
 * `afterId`, at most `limit` actions, written at least `settleMs` ago (see listAppliedBetsAfter:
 * a young id may still have an open transaction below it). Answers the highest id looked at and
 * how many were (`limit` means more may follow).
 */
export async function listPlaysAfter(
  db: Executor,
  afterId: number,
  limit: number,
  settleMs: number,
): Promise<{ plays: PlayedGame[]; lastId: number; scanned: number }> {
  const settled = sql`a.created_at <= now() - ${`${Math.max(0, Math.round(settleMs))} milliseconds`}::interval`;
  const rows = await selectRows<{ id: string; player_id: string; currency: string; game_id: string | null }>(
    db,
    sql`select a.id::text, a.player_id::text, a.currency, s.game_id
          from game_actions a
          left join game_sessions s on s.id = a.session_id
         where a.id > ${afterId} and ${settled}
         order by a.id
         limit ${limit}`,
  );
  const seen = new Map<string, PlayedGame>();
  for (const row of rows) {
    if (!row.game_id) continue;
    const play = { playerId: Number(row.player_id), gameId: row.game_id, currency: row.currency };
    seen.set(`${play.playerId} ${play.gameId} ${play.currency}`, play);
  }
  const last = rows.at(-1);
  return { plays: [...seen.values()], lastId: last ? Number(last.id) : afterId, scanned: rows.length };
}

/** A closed round with its bets and wins net of rollbacks. */
export interface SettledRound {
  id: number;
  playerId: number;
  startedAt: Date;
  bet: bigint;
  win: bigint;
}

export interface SettledRoundsQuery {
  /** Catalog identifiers. */
  games: readonly string[];
  currency: string;
  /** Rounds started at or after `from` and before `to`. */
  from: Date;
  to: Date;
  /** Only these players' rounds; every player's when omitted. */
  playerIds?: readonly number[];
}

/** Closed rounds of the games, by player then start (oldest first). */
export async function listSettledRounds(db: Executor, query: SettledRoundsQuery): Promise<SettledRound[]> {
  if (query.games.length === 0 || query.playerIds?.length === 0) return [];
  const games = sql.join(
    query.games.map((game) => sql`${game}`),
    sql`, `,
  );
  const players = query.playerIds
    ? sql`and r.player_id in (${sql.join(
        query.playerIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const rows = await selectRows<{
    id: string;
    player_id: string;
    created_at: Date | string;
    total_bet: string;
    total_win: string;
  }>(
    db,
    sql`select r.id::text, r.player_id::text, r.created_at, r.total_bet::text, r.total_win::text
          from game_rounds r
          join game_sessions s on s.id = r.session_id
         where r.closed and r.currency = ${query.currency} and s.game_id in (${games})
           and r.created_at >= ${query.from.toISOString()}::timestamptz
           and r.created_at < ${query.to.toISOString()}::timestamptz
           ${players}
         order by r.player_id, r.created_at, r.id`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    playerId: Number(row.player_id),
    startedAt: new Date(row.created_at),
    bet: BigInt(row.total_bet),
    win: BigInt(row.total_win),
  }));
}

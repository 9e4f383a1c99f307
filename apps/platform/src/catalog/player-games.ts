import type { GameDeviceKind, PlayedGame, PlayerGameRound, UnfinishedGame } from "@croupier/contract";
import { sql } from "drizzle-orm";
import { type Executor, rowsOf } from "../db/database.ts";

// The signed-in player's rounds as the protocol recorded them (game_rounds, one per provider
// round): the history of GET /api/player/games and the open rounds of /unfinished_games.

interface HistoryRow {
  id: string;
  closed: boolean;
  created_at: Date | string;
  updated_at: Date | string;
  currency: string;
  provider_id: string;
  identifier: string;
  title: string | null;
  total_bet: string;
  total_win: string;
  balance_after: string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** Newest first; the balance after a round is the one its last wallet answer carried. */
export async function listPlayerRounds(db: Executor, playerId: number, limit: number): Promise<PlayerGameRound[]> {
  const result = await db.execute(sql`
    select r.id::text, r.closed, r.created_at, r.updated_at, r.currency, r.provider_id, s.game_id as identifier,
           g.title, r.total_bet::text, r.total_win::text,
           (select a.response->>'balance' from game_actions a
             where a.player_id = r.player_id and a.provider_id = r.provider_id and a.round_id = r.round_id
               and a.response ? 'balance'
             order by a.id desc limit 1) as balance_after
      from game_rounds r
      join game_sessions s on s.id = r.session_id
      left join games g on g.identifier = s.game_id
     where r.player_id = ${playerId}
     order by r.created_at desc, r.id desc
     limit ${limit}`);
  return rowsOf<HistoryRow>(result).map((row) => {
    const bets = Number(row.total_bet);
    const wins = Number(row.total_win);
    return {
      bet_id: Number(row.id),
      bet_status: row.closed ? "closed" : "open",
      created_at: iso(row.created_at),
      finished_at: row.closed ? iso(row.updated_at) : null,
      currency: row.currency,
      provider: row.provider_id,
      game: row.identifier,
      title: row.title ?? row.identifier,
      total_bets: bets,
      total_wins: wins,
      total_losses: Math.max(bets - wins, 0),
      balance_after: row.balance_after === null ? null : Number(row.balance_after),
    };
  });
}

interface UnfinishedRow {
  identifier: string;
  title: string;
  provider_id: string;
  currency: string;
  game_currency_id: string;
  started_at: Date | string;
}

/** Open rounds of games launched on `device`, newest first, with the id to relaunch them. */
export async function listUnfinishedGames(
  db: Executor,
  playerId: number,
  device: GameDeviceKind,
): Promise<UnfinishedGame[]> {
  const result = await db.execute(sql`
    select g.identifier, g.title, g.provider_id, r.currency, gc.id::text as game_currency_id, r.created_at as started_at
      from game_rounds r
      join game_sessions s on s.id = r.session_id
      join games g on g.identifier = s.game_id
      join game_currencies gc on gc.game_id = g.id and gc.currency = r.currency
     where r.player_id = ${playerId} and not r.closed and s.device = ${device}
     order by r.created_at desc, r.id desc
     limit 100`);
  return rowsOf<UnfinishedRow>(result).map((row) => ({
    identifier: row.identifier,
    title: row.title,
    provider: row.provider_id,
    currency: row.currency,
    game_currency_id: Number(row.game_currency_id),
    round_started_at: iso(row.started_at),
  }));
}

/** Currencies in which the player has an open round of each game (games_info's unfinished_games_for). */
export async function listUnfinishedCurrencies(
  db: Executor,
  playerId: number,
  identifiers: readonly string[],
): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  if (identifiers.length === 0) return found;
  const result = await db.execute(sql`
    select distinct s.game_id as identifier, r.currency
      from game_rounds r join game_sessions s on s.id = r.session_id
     where r.player_id = ${playerId} and not r.closed
       and s.game_id in (${sql.join(
         identifiers.map((id) => sql`${id}`),
         sql`, `,
       )})
     order by r.currency`);
  for (const row of rowsOf<{ identifier: string; currency: string }>(result)) {
    found.set(row.identifier, [...(found.get(row.identifier) ?? []), row.currency]);
  }
  return found;
}

/**
 * GET /api/player/played_games: each game the player has played for money (a real-money session),
 * latest activity first — the last round's last move, or the session's start before any round.
 */
export async function listPlayedGames(db: Executor, playerId: number, limit: number): Promise<PlayedGame[]> {
  const result = await db.execute(sql`
    select s.game_id as identifier,
           max(greatest(s.created_at, coalesce(r.updated_at, s.created_at))) as last_activity_at
      from game_sessions s
      left join game_rounds r on r.player_id = s.player_id and r.session_id = s.id
     where s.player_id = ${playerId}
     group by s.game_id
     order by last_activity_at desc, s.game_id
     limit ${limit}`);
  return rowsOf<{ identifier: string; last_activity_at: Date | string }>(result).map((row) => ({
    identifier: row.identifier,
    last_activity_at: iso(row.last_activity_at),
  }));
}

import type { GameDeviceKind } from "@croupier/contract";
import { type SQL, sql } from "drizzle-orm";
import { type Executor, rowsOf } from "../db/database.ts";

// The rounds as the protocol recorded them (game_rounds, one per provider round, with the session
// that launched it), read for other modules: a player's history, open rounds and played games, and
// the winning rounds of the winners feed. Games are named by their catalog identifier (the
// session's game id); titles and per-currency ids are the catalog's to add.

/** A player's round, with the balance its last wallet answer carried. */
export interface PlayerRound {
  id: number;
  closed: boolean;
  createdAt: Date;
  updatedAt: Date;
  currency: string;
  providerId: string;
  identifier: string;
  totalBet: bigint;
  totalWin: bigint;
  balanceAfter: string | null;
}

const toDate = (value: Date | string) => new Date(value);

/** Newest first. */
export async function listPlayerRounds(db: Executor, playerId: number, limit: number): Promise<PlayerRound[]> {
  const result = await db.execute(sql`
    select r.id::text, r.closed, r.created_at, r.updated_at, r.currency, r.provider_id, s.game_id as identifier,
           r.total_bet::text, r.total_win::text,
           (select a.response->>'balance' from game_actions a
             where a.player_id = r.player_id and a.provider_id = r.provider_id and a.round_id = r.round_id
               and a.response ? 'balance'
             order by a.id desc limit 1) as balance_after
      from game_rounds r
      join game_sessions s on s.id = r.session_id
     where r.player_id = ${playerId}
     order by r.created_at desc, r.id desc
     limit ${limit}`);
  type Row = {
    id: string;
    closed: boolean;
    created_at: Date | string;
    updated_at: Date | string;
    currency: string;
    provider_id: string;
    identifier: string;
    total_bet: string;
    total_win: string;
    balance_after: string | null;
  };
  return rowsOf<Row>(result).map((row) => ({
    id: Number(row.id),
    closed: row.closed,
    createdAt: toDate(row.created_at),
    updatedAt: toDate(row.updated_at),
    currency: row.currency,
    providerId: row.provider_id,
    identifier: row.identifier,
    totalBet: BigInt(row.total_bet),
    totalWin: BigInt(row.total_win),
    balanceAfter: row.balance_after,
  }));
}

export interface OpenRound {
  identifier: string;
  currency: string;
  startedAt: Date;
}

/** A page of the player's open rounds of games launched on `device`, newest first. */
export async function listOpenRounds(
  db: Executor,
  playerId: number,
  device: GameDeviceKind,
  page: { offset: number; limit: number },
): Promise<OpenRound[]> {
  const result = await db.execute(sql`
    select s.game_id as identifier, r.currency, r.created_at as started_at
      from game_rounds r
      join game_sessions s on s.id = r.session_id
     where r.player_id = ${playerId} and not r.closed and s.device = ${device}
     order by r.created_at desc, r.id desc
     limit ${page.limit} offset ${page.offset}`);
  return rowsOf<{ identifier: string; currency: string; started_at: Date | string }>(result).map((row) => ({
    identifier: row.identifier,
    currency: row.currency,
    startedAt: toDate(row.started_at),
  }));
}

/** Currencies in which the player has an open round of each game, by game identifier. */
export async function listOpenRoundCurrencies(
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
 * Each game the player has played for money (a real-money session), latest activity first: the
 * last round's last move, or the session's start before any round.
 */
export async function listPlayedGames(
  db: Executor,
  playerId: number,
  limit: number,
): Promise<{ identifier: string; lastActivityAt: Date }[]> {
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
    lastActivityAt: toDate(row.last_activity_at),
  }));
}

/** A settled round that paid something. */
export interface WinningRound {
  id: number;
  finishedAt: Date;
  playerId: number;
  currency: string;
  identifier: string;
  totalBet: bigint;
  totalWin: bigint;
}

/** A currency the winners feed counts, with what turns its minor units into euros. */
export interface WinCurrency {
  code: string;
  subunitsToUnit: number;
  /** Units of the currency per euro (1 when unknown). */
  unitsPerEuro: number;
}

export interface WinningRoundsQuery {
  /** Only rounds in these currencies count (the caller leaves play money out). */
  currencies: readonly WinCurrency[];
  /** Only rounds settled since then; all when omitted. */
  since?: Date;
  /** `latest`: last settled first; `euro value`: biggest win in euros first. */
  order: "latest" | "euro value";
  offset: number;
  limit: number;
}

/** A page of settled rounds that paid something, in the order asked for (ties: newest id first). */
export async function listWinningRounds(db: Executor, query: WinningRoundsQuery): Promise<WinningRound[]> {
  if (query.currencies.length === 0) return [];
  const counted = sql.join(
    query.currencies.map(
      (currency) => sql`(${currency.code}, ${currency.subunitsToUnit}::int, ${currency.unitsPerEuro}::float8)`,
    ),
    sql`, `,
  );
  const since: SQL = query.since ? sql`r.updated_at >= ${query.since.toISOString()}::timestamptz` : sql`true`;
  const order: SQL =
    query.order === "latest"
      ? sql`r.updated_at desc, r.id desc`
      : sql`r.total_win::float8 / c.subunits_to_unit / c.units_per_euro desc, r.id desc`;
  const result = await db.execute(sql`
    select r.id::text, r.updated_at as finished_at, r.player_id::text, r.currency, s.game_id as identifier,
           r.total_bet::text, r.total_win::text
      from game_rounds r
      join game_sessions s on s.id = r.session_id
      join (values ${counted}) as c(code, subunits_to_unit, units_per_euro) on c.code = r.currency
     where r.closed and r.total_win > 0 and ${since}
     order by ${order}
     limit ${query.limit} offset ${query.offset}`);
  type Row = {
    id: string;
    finished_at: Date | string;
    player_id: string;
    currency: string;
    identifier: string;
    total_bet: string;
    total_win: string;
  };
  return rowsOf<Row>(result).map((row) => ({
    id: Number(row.id),
    finishedAt: toDate(row.finished_at),
    playerId: Number(row.player_id),
    currency: row.currency,
    identifier: row.identifier,
    totalBet: BigInt(row.total_bet),
    totalWin: BigInt(row.total_win),
  }));
}

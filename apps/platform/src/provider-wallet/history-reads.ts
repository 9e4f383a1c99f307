import { type SQL, sql } from "drizzle-orm";
import { type Executor, selectRows } from "../db/database.ts";

// A player's rounds and their wallet actions, read for the account history (statements/): closed
// rounds filtered and paged, the latest rounds for the last-game recall, each round's bets, wins and
// rollbacks, and the game each (provider, round) was played in.

export interface HistoryRoundRow {
  id: number;
  providerId: string;
  roundId: string;
  /** The session's catalog identifier ("provider/slug"). */
  identifier: string;
  currency: string;
  closed: boolean;
  totalBet: bigint;
  totalWin: bigint;
  createdAt: Date;
  updatedAt: Date;
}

export interface RoundFilter {
  from?: Date | undefined;
  before?: Date | undefined;
  currency?: string | undefined;
  identifier?: string | undefined;
  closedOnly: boolean;
  /** Rounds with a smaller id only (the next page). */
  beforeId?: number | undefined;
  limit: number;
}

/** The player's rounds matching `filter`, newest first (round id descending). */
export async function listHistoryRounds(
  db: Executor,
  playerId: number,
  filter: RoundFilter,
): Promise<HistoryRoundRow[]> {
  const conditions: SQL[] = [sql`r.player_id = ${playerId}`];
  if (filter.closedOnly) conditions.push(sql`r.closed`);
  if (filter.from) conditions.push(sql`r.created_at >= ${filter.from.toISOString()}::timestamptz`);
  if (filter.before) conditions.push(sql`r.created_at < ${filter.before.toISOString()}::timestamptz`);
  if (filter.currency) conditions.push(sql`r.currency = ${filter.currency}`);
  if (filter.identifier) conditions.push(sql`s.game_id = ${filter.identifier}`);
  if (filter.beforeId !== undefined) conditions.push(sql`r.id < ${filter.beforeId}`);
  const rows = await selectRows<{
    id: string;
    provider_id: string;
    round_id: string;
    identifier: string;
    currency: string;
    closed: boolean;
    total_bet: string;
    total_win: string;
    created_at: Date | string;
    updated_at: Date | string;
  }>(
    db,
    sql`select r.id::text, r.provider_id, r.round_id, s.game_id as identifier, r.currency, r.closed,
               r.total_bet::text, r.total_win::text, r.created_at, r.updated_at
          from game_rounds r
          join game_sessions s on s.id = r.session_id
         where ${sql.join(conditions, sql` and `)}
         order by r.id desc
         limit ${filter.limit}`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    providerId: row.provider_id,
    roundId: row.round_id,
    identifier: row.identifier,
    currency: row.currency,
    closed: row.closed,
    totalBet: BigInt(row.total_bet),
    totalWin: BigInt(row.total_win),
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  }));
}

/** A bet, win or rollback of a round, with the balance the wallet answered. */
export interface RoundActionRow {
  providerId: string;
  roundId: string;
  kind: "bet" | "win" | "rollback";
  amount: bigint;
  /** The balance in the wallet's answer (money and bonus money together); null when none. */
  balance: bigint | null;
  rolledBack: boolean;
  createdAt: Date;
}

/** The actions of some of the player's rounds, oldest first within each round (tombstones left out). */
export async function listRoundActions(
  db: Executor,
  playerId: number,
  rounds: readonly { providerId: string; roundId: string }[],
): Promise<RoundActionRow[]> {
  if (rounds.length === 0) return [];
  const keys = sql.join(
    rounds.map((round) => sql`(${round.providerId}, ${round.roundId})`),
    sql`, `,
  );
  const rows = await selectRows<{
    provider_id: string;
    round_id: string;
    kind: "bet" | "win" | "rollback";
    amount: string;
    balance: string | null;
    rolled_back: boolean;
    created_at: Date | string;
  }>(
    db,
    sql`select a.provider_id, a.round_id, a.kind, a.amount::text, a.response->>'balance' as balance,
               (a.rolled_back_by is not null) as rolled_back, a.created_at
          from game_actions a
         where a.player_id = ${playerId} and not a.tombstone
           and (a.provider_id, a.round_id) in (${keys})
         order by a.id`,
  );
  return rows.map((row) => ({
    providerId: row.provider_id,
    roundId: row.round_id,
    kind: row.kind,
    amount: BigInt(row.amount),
    balance: row.balance === null || !/^-?\d+$/.test(row.balance) ? null : BigInt(row.balance),
    rolledBack: row.rolled_back,
    createdAt: new Date(row.created_at),
  }));
}

/** The game ("provider/slug") each of the player's (provider, round) pairs was played in. */
export async function findRoundGames(
  db: Executor,
  playerId: number,
  rounds: readonly { providerId: string; roundId: string }[],
): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  if (rounds.length === 0) return found;
  const keys = sql.join(
    rounds.map((round) => sql`(${round.providerId}, ${round.roundId})`),
    sql`, `,
  );
  const rows = await selectRows<{ provider_id: string; round_id: string; identifier: string }>(
    db,
    sql`select r.provider_id, r.round_id, s.game_id as identifier
          from game_rounds r join game_sessions s on s.id = r.session_id
         where r.player_id = ${playerId} and (r.provider_id, r.round_id) in (${keys})`,
  );
  for (const row of rows) found.set(roundKey(row.provider_id, row.round_id), row.identifier);
  return found;
}

export const roundKey = (providerId: string, roundId: string) => `${providerId}\n${roundId}`;

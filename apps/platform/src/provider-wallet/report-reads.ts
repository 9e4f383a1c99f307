import { sql } from "drizzle-orm";
import { type Executor, selectRows } from "../db/database.ts";

// The wallet's record of play summed for the back office's reports (reports/): bets, wins and
// rounds per game, provider or UTC day and currency, and the players who bet, by the database in
// one query each. Rolled-back moves and tombstones never happened for anyone, as in limit-reads.ts;
// the ledger's bet, win and rollback postings net to the same sums.

export type PlayGroup = "game" | "provider" | "day";

export interface PlayTotals {
  /** The game id (`provider/slug`), the provider id, or the day `YYYY-MM-DD`. */
  key: string;
  currency: string;
  bets: bigint;
  wins: bigint;
  rounds: number;
}

export interface PlayPeriod {
  from: Date;
  before: Date;
  currency?: string | undefined;
}

function periodCondition(period: PlayPeriod) {
  return sql`a.created_at >= ${period.from.toISOString()}::timestamptz
    and a.created_at < ${period.before.toISOString()}::timestamptz
    and a.kind in ('bet', 'win') and not a.tombstone and a.rolled_back_by is null
    ${period.currency ? sql`and a.currency = ${period.currency}` : sql``}`;
}

/** Bets, wins and rounds with a bet per group and currency, ordered by key then currency. */
export async function sumPlayByGroup(db: Executor, period: PlayPeriod, group: PlayGroup): Promise<PlayTotals[]> {
  const key = {
    game: sql`coalesce(s.game_id, a.provider_id || '/?')`,
    provider: sql`a.provider_id`,
    day: sql`to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD')`,
  }[group];
  const rows = await selectRows<{ key: string; currency: string; bets: string; wins: string; rounds: number }>(
    db,
    sql`select ${key} as key, a.currency,
               coalesce(sum(a.amount) filter (where a.kind = 'bet'), 0)::text as bets,
               coalesce(sum(a.amount) filter (where a.kind = 'win'), 0)::text as wins,
               (count(distinct a.provider_id || ':' || a.round_id) filter (where a.kind = 'bet'))::int as rounds
          from game_actions a left join game_sessions s on s.id = a.session_id
         where ${periodCondition(period)}
         group by 1, 2
         order by 1, 2`,
  );
  return rows.map((row) => ({
    key: row.key,
    currency: row.currency,
    bets: BigInt(row.bets),
    wins: BigInt(row.wins),
    rounds: Number(row.rounds),
  }));
}

/** Per currency, the players who placed a bet in the period. */
export async function countActivePlayers(db: Executor, period: PlayPeriod): Promise<Map<string, number>> {
  const rows = await selectRows<{ currency: string; players: number }>(
    db,
    sql`select a.currency, count(distinct a.player_id)::int as players
          from game_actions a
         where ${periodCondition(period)} and a.kind = 'bet'
         group by a.currency`,
  );
  return new Map(rows.map((row) => [row.currency, Number(row.players)]));
}

import { and, eq, gt, inArray, sql } from "drizzle-orm";
import type { Executor } from "../db/database.ts";
import { sportsbookBets } from "./schema.ts";

// What the player limits (limits/) count from the sportsbook: the stakes of the bets placed in each
// rolling window (not discarded) and what their settlements paid back, so one wager or loss limit
// covers casino and sportsbook alike. Tombstones and discarded bets never happened for the player.

export interface SportsbookSums {
  bets: bigint;
  wins: bigint;
  /** The oldest bet counted; null when none. */
  oldest: Date | null;
}

/** The player's sportsbook stakes and returns in a currency after each of `starts` (in order). */
export async function sumSportsbookSince(
  db: Executor,
  playerId: number,
  currency: string,
  starts: readonly Date[],
): Promise<SportsbookSums[]> {
  if (starts.length === 0) return [];
  const earliest = new Date(Math.min(...starts.map((start) => start.getTime())));
  const columns: Record<string, ReturnType<typeof sql>> = {};
  starts.forEach((start, i) => {
    const after = sql`${sportsbookBets.createdAt} > ${start.toISOString()}::timestamptz`;
    columns[`bets${i}`] = sql`coalesce(sum(${sportsbookBets.stake}) filter (where ${after}), 0)::text`;
    columns[`wins${i}`] = sql`coalesce(sum(${sportsbookBets.settledAmount}) filter (where ${after}), 0)::text`;
    columns[`oldest${i}`] = sql`min(${sportsbookBets.createdAt}) filter (where ${after})`;
  });
  const [row] = (await db
    .select(columns)
    .from(sportsbookBets)
    .where(
      and(
        eq(sportsbookBets.playerId, playerId),
        eq(sportsbookBets.currency, currency),
        eq(sportsbookBets.tombstone, false),
        inArray(sportsbookBets.status, [
          "pending",
          "open",
          "won",
          "lost",
          "refund",
          "cashed_out",
          "half_won",
          "half_lost",
        ]),
        gt(sportsbookBets.createdAt, earliest),
      ),
    )) as Record<string, unknown>[];
  return starts.map((_, i) => {
    const oldest = row?.[`oldest${i}`];
    return {
      bets: BigInt(String(row?.[`bets${i}`] ?? "0")),
      wins: BigInt(String(row?.[`wins${i}`] ?? "0")),
      oldest: oldest == null ? null : new Date(oldest as string | Date),
    };
  });
}

import { and, eq, gt, inArray, sql } from "drizzle-orm";
import type { Executor } from "../db/database.ts";
import { earliestStart, readWindowSums, type WindowSums, windowSumColumns } from "../db/window-sums.ts";
import { sportsbookBets } from "./schema.ts";

// What the player limits (limits/) count from the sportsbook: the stakes of the bets placed in each
// rolling window (not discarded) and what their settlements paid back, so one wager or loss limit
// covers casino and sportsbook alike. Tombstones and discarded bets never happened for the player.

export type SportsbookSums = WindowSums;

/** The player's sportsbook stakes and returns in a currency after each of `starts` (in order). */
export async function sumSportsbookSince(
  db: Executor,
  playerId: number,
  currency: string,
  starts: readonly Date[],
): Promise<SportsbookSums[]> {
  if (starts.length === 0) return [];
  const columns = windowSumColumns(starts, sportsbookBets.createdAt, (after) => ({
    bets: sql`sum(${sportsbookBets.stake}) filter (where ${after})`,
    wins: sql`sum(${sportsbookBets.settledAmount}) filter (where ${after})`,
  }));
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
        gt(sportsbookBets.createdAt, earliestStart(starts)),
      ),
    )) as Record<string, unknown>[];
  return readWindowSums(row, starts.length);
}

import { and, eq, gt, inArray, isNull, max, sql } from "drizzle-orm";
import type { Executor } from "../db/database.ts";
import { earliestStart, readWindowSums, type WindowSums, windowSumColumns } from "../db/window-sums.ts";
import { gameActions, gameSessions } from "./schema.ts";

// What the player limits (limits/) count from the wallet's own record of play (game_actions):
// stakes and wins per rolling window, and the time the player spent in game sessions. Rolled-back
// moves and tombstones never happened for the player.

export type MoveSums = WindowSums;

/** The player's bets and wins in a currency after each of `starts` (one answer per start, in order). */
export async function sumMovesSince(
  db: Executor,
  playerId: number,
  currency: string,
  starts: readonly Date[],
): Promise<MoveSums[]> {
  if (starts.length === 0) return [];
  const columns = windowSumColumns(starts, gameActions.createdAt, (after) => ({
    bets: sql`sum(${gameActions.amount}) filter (where ${gameActions.kind} = 'bet' and ${after})`,
    wins: sql`sum(${gameActions.amount}) filter (where ${gameActions.kind} = 'win' and ${after})`,
  }));
  const [row] = (await db
    .select(columns)
    .from(gameActions)
    .where(
      and(
        eq(gameActions.playerId, playerId),
        eq(gameActions.currency, currency),
        inArray(gameActions.kind, ["bet", "win"]),
        eq(gameActions.tombstone, false),
        isNull(gameActions.rolledBackBy),
        gt(gameActions.createdAt, earliestStart(starts)),
      ),
    )) as Record<string, unknown>[];
  return readWindowSums(row, starts.length);
}

/** A stretch of play: a game session from its launch to its last bet or win. */
export interface PlayInterval {
  start: Date;
  end: Date;
  sessionId: number;
}

/**
 * The player's game sessions (any currency, any provider) with a bet or win after `since`, each
 * from its launch to its last bet or win. A session without a move is not play.
 */
export async function listPlayIntervals(db: Executor, playerId: number, since: Date): Promise<PlayInterval[]> {
  const rows = await db
    .select({ sessionId: gameSessions.id, start: gameSessions.createdAt, end: max(gameActions.createdAt) })
    .from(gameActions)
    .innerJoin(gameSessions, eq(gameSessions.id, gameActions.sessionId))
    .where(
      and(
        eq(gameActions.playerId, playerId),
        inArray(gameActions.kind, ["bet", "win"]),
        eq(gameActions.tombstone, false),
        gt(gameActions.createdAt, since),
      ),
    )
    .groupBy(gameSessions.id, gameSessions.createdAt);
  return rows.flatMap((row) =>
    row.end ? [{ sessionId: row.sessionId, start: row.start, end: new Date(row.end as Date | string) }] : [],
  );
}

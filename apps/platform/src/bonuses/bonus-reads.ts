import { and, count, inArray } from "drizzle-orm";
import type { Executor } from "../db/database.ts";
import { playerBonuses } from "./schema.ts";

// Aggregates of the players' bonuses for the back office (withdrawal risk hints), in one query.

/** Bonuses not yet finished: issued (waiting for activation) or wagering. */
export const OPEN_BONUS_STAGES = ["issued", "active", "handle_bets"] as const;

/** How many open bonuses each of `playerIds` holds (players with none are absent). */
export async function countOpenBonuses(db: Executor, playerIds: readonly number[]): Promise<Map<number, number>> {
  if (playerIds.length === 0) return new Map();
  const rows = await db
    .select({ playerId: playerBonuses.playerId, total: count() })
    .from(playerBonuses)
    .where(and(inArray(playerBonuses.playerId, [...playerIds]), inArray(playerBonuses.stage, [...OPEN_BONUS_STAGES])))
    .groupBy(playerBonuses.playerId);
  return new Map(rows.map((row) => [row.playerId, row.total]));
}

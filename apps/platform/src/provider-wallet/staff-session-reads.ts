import { and, eq, isNull } from "drizzle-orm";
import type { Executor } from "../db/database.ts";
import { gameSessions } from "./schema.ts";

// For the back office (player-admin/): a blocked player's game sessions end with their sign-in
// sessions, so a provider's later bets on those tokens are refused (wins and rollbacks still pay).

/** Closes every open game session of the player; answers how many were open. */
export async function closePlayerGameSessions(db: Executor, playerId: number, now: Date): Promise<number> {
  const rows = await db
    .update(gameSessions)
    .set({ closedAt: now })
    .where(and(eq(gameSessions.playerId, playerId), isNull(gameSessions.closedAt)))
    .returning({ id: gameSessions.id });
  return rows.length;
}

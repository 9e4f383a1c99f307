import type { GameSessionStats, OpenGameSession } from "@croupier/contract";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Executor } from "../db/database.ts";
import { gameActions, gameSessions, playerGameSettings } from "./schema.ts";

// The figures of one game session for the reality check and the session clock (UK RTS 2E/13C),
// from the wallet's own record of it (game_actions), and the player's reality-check interval.

export async function getSessionStats(
  db: Executor,
  playerId: number,
  sessionId: number,
): Promise<GameSessionStats | null> {
  const [session] = await db
    .select()
    .from(gameSessions)
    .where(and(eq(gameSessions.id, sessionId), eq(gameSessions.playerId, playerId)))
    .limit(1);
  if (!session) return null;
  // Rolled-back moves and tombstones never happened for the player.
  const [sums] = await db
    .select({
      rounds: sql<string>`count(distinct ${gameActions.roundId})`,
      wagered: sql<string>`coalesce(sum(${gameActions.amount}) filter (where ${gameActions.kind} = 'bet'), 0)`,
      won: sql<string>`coalesce(sum(${gameActions.amount}) filter (where ${gameActions.kind} = 'win'), 0)`,
    })
    .from(gameActions)
    .where(
      and(
        eq(gameActions.sessionId, sessionId),
        sql`${gameActions.kind} in ('bet', 'win')`,
        eq(gameActions.tombstone, false),
        isNull(gameActions.rolledBackBy),
      ),
    );
  const wagered = Number(sums?.wagered ?? 0);
  const won = Number(sums?.won ?? 0);
  return {
    id: session.id,
    identifier: session.gameId,
    currency: session.currency,
    started_at: session.createdAt.toISOString(),
    closed_at: session.closedAt?.toISOString() ?? null,
    rounds: Number(sums?.rounds ?? 0),
    wagered,
    won,
    net: won - wagered,
  };
}

/** At most this many open sessions are listed (the game page closes them all at once). */
const OPEN_SESSIONS_LIMIT = 20;

/**
 * The player's game sessions still taking bets (not closed, not expired), newest first: a game left
 * open in another tab or on another device, which the game page offers to close before a launch.
 */
export async function listOpenSessions(db: Executor, playerId: number, now: Date): Promise<OpenGameSession[]> {
  const lastActivity = db
    .select({ at: sql`max(${gameActions.createdAt})` })
    .from(gameActions)
    .where(eq(gameActions.sessionId, gameSessions.id));
  const rows = await db
    .select({
      id: gameSessions.id,
      identifier: gameSessions.gameId,
      currency: gameSessions.currency,
      device: gameSessions.device,
      createdAt: gameSessions.createdAt,
      lastActivityAt: sql<Date | string | null>`(${lastActivity})`,
    })
    .from(gameSessions)
    .where(and(eq(gameSessions.playerId, playerId), isNull(gameSessions.closedAt), gt(gameSessions.expiresAt, now)))
    .orderBy(desc(gameSessions.createdAt), desc(gameSessions.id))
    .limit(OPEN_SESSIONS_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    identifier: row.identifier,
    currency: row.currency,
    device: row.device,
    started_at: row.createdAt.toISOString(),
    last_activity_at: row.lastActivityAt === null ? null : new Date(row.lastActivityAt).toISOString(),
  }));
}

/** Closes the player's session: later bets on its token are refused (wins and rollbacks are not). */
export async function closeSession(db: Executor, playerId: number, sessionId: number, now: Date): Promise<boolean> {
  const [session] = await db
    .select({ id: gameSessions.id, closedAt: gameSessions.closedAt })
    .from(gameSessions)
    .where(and(eq(gameSessions.id, sessionId), eq(gameSessions.playerId, playerId)))
    .limit(1);
  if (!session) return false;
  if (session.closedAt === null) {
    await db
      .update(gameSessions)
      .set({ closedAt: now })
      .where(and(eq(gameSessions.id, sessionId), isNull(gameSessions.closedAt)));
  }
  return true;
}

export async function getRealityCheckMinutes(db: Executor, playerId: number): Promise<number | null> {
  const [row] = await db
    .select({ minutes: playerGameSettings.realityCheckMinutes })
    .from(playerGameSettings)
    .where(eq(playerGameSettings.playerId, playerId))
    .limit(1);
  return row?.minutes ?? null;
}

export async function setRealityCheckMinutes(
  db: Executor,
  playerId: number,
  minutes: number,
  now: Date,
): Promise<void> {
  await db
    .insert(playerGameSettings)
    .values({ playerId, realityCheckMinutes: minutes, updatedAt: now })
    .onConflictDoUpdate({ target: playerGameSettings.playerId, set: { realityCheckMinutes: minutes, updatedAt: now } });
}

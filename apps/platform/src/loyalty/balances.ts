import { eq, sql } from "drizzle-orm";
import type { Executor } from "../db/database.ts";
import { type LoyaltyLevel, levelForPoints, listLevels } from "./levels.ts";
import { loyaltyBalances } from "./schema.ts";

export type LoyaltyBalance = typeof loyaltyBalances.$inferSelect;

/** The player's comp points; a player who never earned any is at the first level with none. */
export async function findBalance(db: Executor, playerId: number): Promise<LoyaltyBalance | null> {
  const [row] = await db.select().from(loyaltyBalances).where(eq(loyaltyBalances.playerId, playerId)).limit(1);
  return row ?? null;
}

/** The player's balance row, created if missing, locked until the caller's transaction ends. */
export async function lockBalance(db: Executor, playerId: number, firstLevelId: string): Promise<LoyaltyBalance> {
  await db.insert(loyaltyBalances).values({ playerId, levelId: firstLevelId }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(loyaltyBalances)
    .where(eq(loyaltyBalances.playerId, playerId))
    .for("update")
    .limit(1);
  if (!row) throw new Error(`no comp point balance for player ${playerId}`);
  return row;
}

export async function updateBalance(
  db: Executor,
  playerId: number,
  values: Partial<Pick<LoyaltyBalance, "levelId" | "persistentPoints" | "chargeablePoints" | "millipoints">>,
): Promise<void> {
  await db
    .update(loyaltyBalances)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(loyaltyBalances.playerId, playerId));
}

export interface PlayerStanding {
  level: LoyaltyLevel;
  persistentPoints: number;
  chargeablePoints: number;
}

/** The player's level and comp points (the first level and none for a player who never earned any). */
export async function playerStanding(db: Executor, playerId: number): Promise<PlayerStanding> {
  const [levels, balance] = await Promise.all([listLevels(db), findBalance(db, playerId)]);
  const persistentPoints = balance?.persistentPoints ?? 0;
  const level =
    levels.find((candidate) => candidate.id === balance?.levelId) ?? levelForPoints(levels, persistentPoints);
  return { level, persistentPoints, chargeablePoints: balance?.chargeablePoints ?? 0 };
}

/** The player's VIP level as GET /api/player's `statuses[0]` shows it. */
export async function playerLevelStatus(db: Executor, playerId: number): Promise<{ id: string; name: string }> {
  const { level } = await playerStanding(db, playerId);
  return { id: level.id, name: level.name };
}

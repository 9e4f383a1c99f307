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
  const row = (await lockBalances(db, [playerId], firstLevelId)).get(playerId);
  if (!row) throw new Error(`no comp point balance for player ${playerId}`);
  return row;
}

/**
 * Several players' balance rows, created if missing, locked in player id order (so two callers
 * locking overlapping sets cannot deadlock) until the caller's transaction ends. Two statements
 * whatever the number of players: accrual locks every player of a batch of bets at once.
 */
export async function lockBalances(
  db: Executor,
  playerIds: readonly number[],
  firstLevelId: string,
): Promise<Map<number, LoyaltyBalance>> {
  if (playerIds.length === 0) return new Map();
  const ids = bigintArray(playerIds);
  await db.execute(sql`insert into loyalty_balances (player_id, level_id)
    select id, ${firstLevelId} from unnest(${ids}::bigint[]) as id
    on conflict do nothing`);
  const rows = await db
    .select()
    .from(loyaltyBalances)
    .where(sql`${loyaltyBalances.playerId} = any(${ids}::bigint[])`)
    .orderBy(loyaltyBalances.playerId)
    .for("update");
  return new Map(rows.map((row) => [row.playerId, row]));
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

/** Several players' points in one statement (their rows locked by lockBalances). */
export async function updatePoints(
  db: Executor,
  balances: readonly Pick<LoyaltyBalance, "playerId" | "persistentPoints" | "chargeablePoints" | "millipoints">[],
): Promise<void> {
  if (balances.length === 0) return;
  const column = (pick: (balance: (typeof balances)[number]) => number) => bigintArray(balances.map(pick));
  await db.execute(sql`update loyalty_balances b
       set persistent_points = v.persistent_points, chargeable_points = v.chargeable_points,
           millipoints = v.millipoints, updated_at = now()
      from unnest(${column((b) => b.playerId)}::bigint[], ${column((b) => b.persistentPoints)}::bigint[],
                  ${column((b) => b.chargeablePoints)}::bigint[], ${column((b) => b.millipoints)}::int[])
           as v(player_id, persistent_points, chargeable_points, millipoints)
     where b.player_id = v.player_id`);
}

/** A PostgreSQL array literal of integers (ids and points are whole numbers). */
const bigintArray = (values: readonly number[]) => `{${values.map((value) => Math.trunc(value)).join(",")}}`;

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

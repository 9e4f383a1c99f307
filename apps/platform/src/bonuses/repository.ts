import { and, desc, eq, gt, inArray, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../db/database.ts";
import {
  type BonusDefinition,
  type BonusKind,
  bonusDefinitions,
  type PlayerBonusRow,
  playerBonuses,
} from "./schema.ts";

// Row access for bonus definitions and player bonuses; the rules are in lifecycle.ts.

export async function findDefinition(db: Executor, id: number): Promise<BonusDefinition | null> {
  const [row] = await db.select().from(bonusDefinitions).where(eq(bonusDefinitions.id, id)).limit(1);
  return row ?? null;
}

/**
 * Live at `now` (migration 0032): enabled, started, not ended, not paused, not canceled. Only a live
 * definition is offered or issued by a code; one the operator paused, canceled or scheduled for
 * later is not (bonuses already held keep their terms).
 */
export function liveAt(now: Date): SQL {
  return and(
    eq(bonusDefinitions.enabled, true),
    isNull(bonusDefinitions.pausedAt),
    isNull(bonusDefinitions.canceledAt),
    or(isNull(bonusDefinitions.startsAt), lte(bonusDefinitions.startsAt, now)),
    or(isNull(bonusDefinitions.endsAt), gt(bonusDefinitions.endsAt, now)),
  ) as SQL;
}

/** The same as liveAt, for a definition already read. */
export function isLive(definition: BonusDefinition, now: Date): boolean {
  return (
    definition.enabled &&
    definition.pausedAt === null &&
    definition.canceledAt === null &&
    (definition.startsAt === null || definition.startsAt <= now) &&
    (definition.endsAt === null || definition.endsAt > now)
  );
}

/** The definition with this code (codes are stored upper case), of one of `kinds`, live or not. */
export async function findCodedDefinition(
  db: Executor,
  code: string,
  kinds: readonly BonusKind[],
): Promise<BonusDefinition | null> {
  const [row] = await db
    .select()
    .from(bonusDefinitions)
    .where(and(eq(bonusDefinitions.code, code.trim().toUpperCase()), inArray(bonusDefinitions.kind, [...kinds])))
    .limit(1);
  return row ?? null;
}

/** The definition with this code (codes are stored upper case), of one of `kinds`, live at `now`. */
export async function findDefinitionByCode(
  db: Executor,
  code: string,
  kinds: readonly BonusKind[],
  now: Date = new Date(),
): Promise<BonusDefinition | null> {
  const row = await findCodedDefinition(db, code, kinds);
  return row && isLive(row, now) ? row : null;
}

/** The definitions of `kinds` live at `now`, by id. */
export async function listDefinitions(
  db: Executor,
  kinds: readonly BonusKind[],
  now: Date = new Date(),
): Promise<BonusDefinition[]> {
  return db
    .select()
    .from(bonusDefinitions)
    .where(and(liveAt(now), inArray(bonusDefinitions.kind, [...kinds])))
    .orderBy(bonusDefinitions.id);
}

export async function listPlayerBonuses(db: Executor, playerId: number): Promise<PlayerBonusRow[]> {
  return db
    .select()
    .from(playerBonuses)
    .where(eq(playerBonuses.playerId, playerId))
    .orderBy(desc(playerBonuses.createdAt), desc(playerBonuses.id));
}

export async function findPlayerBonus(
  db: Executor,
  playerId: number,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<PlayerBonusRow | null> {
  const query = db
    .select()
    .from(playerBonuses)
    .where(and(eq(playerBonuses.id, id), eq(playerBonuses.playerId, playerId)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for("update") : await query;
  return row ?? null;
}

/** The player's bonus wagering in `currency` (at most one: a unique index). */
export async function findWageringBonus(
  db: Executor,
  playerId: number,
  currency: string,
): Promise<PlayerBonusRow | null> {
  const [row] = await db
    .select()
    .from(playerBonuses)
    .where(
      and(
        eq(playerBonuses.playerId, playerId),
        eq(playerBonuses.currency, currency),
        inArray(playerBonuses.stage, ["active", "handle_bets"]),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Whether the player already holds a bonus of this definition (any stage). */
export async function hasBonusOf(db: Executor, playerId: number, definitionId: number): Promise<boolean> {
  const rows = await db
    .select({ id: playerBonuses.id })
    .from(playerBonuses)
    .where(and(eq(playerBonuses.playerId, playerId), eq(playerBonuses.definitionId, definitionId)))
    .limit(1);
  return rows.length > 0;
}

export type NewPlayerBonus = typeof playerBonuses.$inferInsert;

/** Inserts a bonus; null when its source key was issued before (the issue is idempotent). */
export async function insertPlayerBonus(db: Executor, values: NewPlayerBonus): Promise<PlayerBonusRow | null> {
  const [row] = await db.insert(playerBonuses).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updatePlayerBonus(
  db: Executor,
  id: number,
  values: Partial<NewPlayerBonus>,
): Promise<PlayerBonusRow> {
  const [row] = await db.update(playerBonuses).set(values).where(eq(playerBonuses.id, id)).returning();
  if (!row) throw new Error(`player bonus ${id} vanished`);
  return row;
}

/** Open bonuses past their deadline (an issued bonus's valid_until is its activation deadline), oldest first. */
export async function listOverdueBonuses(db: Executor, now: Date, limit: number): Promise<PlayerBonusRow[]> {
  return db
    .select()
    .from(playerBonuses)
    .where(
      and(
        inArray(playerBonuses.stage, ["issued", "active", "handle_bets"]),
        sql`${playerBonuses.validUntil} <= ${now}`,
      ),
    )
    .orderBy(playerBonuses.validUntil)
    .limit(limit);
}

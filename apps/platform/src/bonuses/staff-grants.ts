import { and, asc, eq } from "drizzle-orm";
import type { Executor } from "../db/database.ts";
import { freespinBet, issueFreespins } from "./freespins.ts";
import { issueBonus } from "./lifecycle.ts";
import { isLive, liveAt } from "./repository.ts";
import {
  type BonusDefinition,
  bonusDefinitions,
  type PlayerBonusRow,
  type PlayerFreespinRow,
  playerBonuses,
  playerFreespins,
} from "./schema.ts";

// Bonuses and free spins that staff grant a player by hand (the back office's player 360, through
// player-admin/grants.ts): a definition's fixed bonus amount, or the free spins it grants, issued
// under a source key of the caller's choosing (`operator:<idempotency key>`) so a repeated grant
// issues nothing twice. A staff bonus waits `issued` for the player to activate it, as a coupon's
// does: no money moves until the player starts wagering it.

/** How staff-granted bonuses and free spins show their origin (`strategy`). */
/** The rows a grant answers with, for the player-admin module (which may not import schema files). */
export type { BonusDefinition, PlayerBonusRow, PlayerFreespinRow };

export const STAFF_GRANT_STRATEGY = "operator";

/** The definitions live at `now` (enabled, started, not ended, paused or canceled), by id. */
export async function listLiveDefinitions(db: Executor, now: Date): Promise<BonusDefinition[]> {
  return db.select().from(bonusDefinitions).where(liveAt(now)).orderBy(asc(bonusDefinitions.id));
}

/** Why staff may not grant under `definition` at `now` (null: it is live). */
export function notLiveReason(definition: BonusDefinition, now: Date): string | null {
  if (isLive(definition, now)) return null;
  if (!definition.enabled) return "This bonus definition is disabled.";
  if (definition.canceledAt !== null) return "This bonus definition is canceled.";
  if (definition.pausedAt !== null) return "This bonus definition is paused.";
  if (definition.startsAt !== null && definition.startsAt > now) return "This bonus definition has not started yet.";
  return "This bonus definition has ended.";
}

/** The fixed bonus money `definition` gives in `currency` (coupon, registration kinds), or null. */
export function fixedBonusAmount(definition: BonusDefinition, currency: string): bigint | null {
  const fixed = definition.amounts[currency]?.fixed_cents;
  return fixed === undefined || fixed <= 0 ? null : BigInt(fixed);
}

/** Whether `definition` grants free spins in `currency` on a playable studio slot (as issueFreespins requires). */
export async function grantsFreespinsIn(db: Executor, definition: BonusDefinition, currency: string): Promise<boolean> {
  const spins = definition.freespins;
  if (!spins || spins.count < 1 || !definition.amounts[currency]) return false;
  return (await freespinBet(db, spins.game, spins.bet_level)) !== null;
}

export async function findBonusBySource(
  db: Executor,
  playerId: number,
  sourceKey: string,
): Promise<PlayerBonusRow | null> {
  const [row] = await db
    .select()
    .from(playerBonuses)
    .where(and(eq(playerBonuses.playerId, playerId), eq(playerBonuses.sourceKey, sourceKey)))
    .limit(1);
  return row ?? null;
}

export async function findFreespinsBySource(
  db: Executor,
  playerId: number,
  sourceKey: string,
): Promise<PlayerFreespinRow | null> {
  const [row] = await db
    .select()
    .from(playerFreespins)
    .where(and(eq(playerFreespins.playerId, playerId), eq(playerFreespins.sourceKey, sourceKey)))
    .limit(1);
  return row ?? null;
}

export interface StaffGrant {
  playerId: number;
  definition: BonusDefinition;
  currency: string;
  sourceKey: string;
  now: Date;
}

/**
 * Issues the definition's fixed bonus in the caller's transaction, to activate within its
 * activation days (published to the player as every issue is). Null when it has no fixed amount in
 * the currency, the player is excluded or the key was used.
 */
export async function issueStaffBonus(tx: Executor, grant: StaffGrant): Promise<PlayerBonusRow | null> {
  const amount = fixedBonusAmount(grant.definition, grant.currency);
  if (amount === null) return null;
  return issueBonus(tx, {
    playerId: grant.playerId,
    definition: grant.definition,
    currency: grant.currency,
    amount,
    sourceKey: grant.sourceKey,
    strategy: STAFF_GRANT_STRATEGY,
    now: grant.now,
    activate: false,
  });
}

/** Issues the free spins the definition grants, to activate (null as issueFreespins answers it). */
export async function issueStaffFreespins(tx: Executor, grant: StaffGrant): Promise<PlayerFreespinRow | null> {
  return issueFreespins(tx, {
    playerId: grant.playerId,
    definition: grant.definition,
    currency: grant.currency,
    sourceKey: grant.sourceKey,
    now: grant.now,
  });
}

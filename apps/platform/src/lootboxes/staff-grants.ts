import { and, asc, eq, isNull } from "drizzle-orm";
import type { Executor } from "../db/database.ts";
import { awardLootbox } from "./award.ts";
import { type LootboxTemplate, lootboxTemplates, type PlayerLootboxRow, playerLootboxes } from "./schema.ts";

// Loot boxes that staff grant a player by hand (player-admin/grants.ts): a template's box awarded
// under the caller's source key (`operator:<idempotency key>`), so a repeated grant awards once.

/** The row a grant answers with, for the player-admin module (which may not import schema files). */
export type { PlayerLootboxRow };

export const STAFF_LOOTBOX_STRATEGY = "operator";

/** The templates a box can be awarded of (not paused), by key. */
export async function listAwardableTemplates(db: Executor): Promise<LootboxTemplate[]> {
  return db.select().from(lootboxTemplates).where(isNull(lootboxTemplates.pausedAt)).orderBy(asc(lootboxTemplates.key));
}

export async function findLootboxTemplate(db: Executor, key: string): Promise<LootboxTemplate | null> {
  const [row] = await db.select().from(lootboxTemplates).where(eq(lootboxTemplates.key, key)).limit(1);
  return row ?? null;
}

export async function findLootboxBySource(
  db: Executor,
  playerId: number,
  sourceKey: string,
): Promise<PlayerLootboxRow | null> {
  const [row] = await db
    .select()
    .from(playerLootboxes)
    .where(and(eq(playerLootboxes.playerId, playerId), eq(playerLootboxes.sourceKey, sourceKey)))
    .limit(1);
  return row ?? null;
}

/** Awards the template's box in the caller's transaction (published to the player); null as awardLootbox answers it. */
export function awardStaffLootbox(
  tx: Executor,
  grant: { playerId: number; templateKey: string; currency: string; sourceKey: string; now: Date },
): Promise<PlayerLootboxRow | null> {
  return awardLootbox(tx, { ...grant, strategy: STAFF_LOOTBOX_STRATEGY });
}

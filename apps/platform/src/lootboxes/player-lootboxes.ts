import type { Locale, PlayerLootbox } from "@croupier/contract";
import { desc, eq } from "drizzle-orm";
import type { Executor } from "../db/database.ts";
import { type LootboxTemplate, lootboxTemplates, type PlayerLootboxRow, playerLootboxes } from "./schema.ts";
import { toPlayerLootbox } from "./view.ts";

export async function listLootboxesOf(db: Executor, playerId: number, locale: Locale): Promise<PlayerLootbox[]> {
  const rows = await db
    .select()
    .from(playerLootboxes)
    .innerJoin(lootboxTemplates, eq(lootboxTemplates.key, playerLootboxes.templateKey))
    .where(eq(playerLootboxes.playerId, playerId))
    .orderBy(desc(playerLootboxes.createdAt), desc(playerLootboxes.id));
  return rows.map((row) => toPlayerLootbox(row.player_lootboxes, row.lootbox_templates, locale));
}

export async function viewLootbox(db: Executor, row: PlayerLootboxRow, locale: Locale): Promise<PlayerLootbox> {
  const [template] = await db.select().from(lootboxTemplates).where(eq(lootboxTemplates.key, row.templateKey));
  return toPlayerLootbox(row, template as LootboxTemplate, locale);
}

import { createServerSeed, hashServerSeed } from "@croupier/games";
import { and, eq } from "drizzle-orm";
import { readableAmountIn } from "../bonuses/readable-amounts.ts";
import { findDefinition } from "../bonuses/repository.ts";
import { findCurrency } from "../currencies/repository.ts";
import type { Executor } from "../db/database.ts";
import { publishToUser } from "../realtime/publish.ts";
import { type AwardedItem, lootboxTemplates, type PlayerLootboxRow, playerLootboxes } from "./schema.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface LootboxAward {
  playerId: number;
  templateKey: string;
  /** The currency its bonus prizes are paid in (the player's). */
  currency: string;
  /** Unique per player: `level:level_2`, `bonus:<id>`… A repeated award gives nothing twice. */
  sourceKey: string;
  strategy: string;
  now: Date;
}

/**
 * Awards a box in the caller's transaction: its prizes in the player's currency and a fresh server
 * seed, committed by its hash. Null when the template is unknown or paused (by an operator: no box
 * of it is awarded meanwhile), or the source awarded one before.
 */
export async function awardLootbox(tx: Executor, award: LootboxAward): Promise<PlayerLootboxRow | null> {
  const [template] = await tx
    .select()
    .from(lootboxTemplates)
    .where(eq(lootboxTemplates.key, award.templateKey))
    .limit(1);
  const currency = await findCurrency(tx, award.currency);
  if (!template || !currency || template.pausedAt !== null) return null;
  const items: AwardedItem[] = [];
  for (const { id, weight, prize } of template.items) {
    if (prize.kind === "comp_points") items.push({ id, weight, prize });
    if (prize.kind === "bonus") {
      const amount = readableAmountIn(prize.euros, currency.code, currency.subunitsToUnit);
      if (amount) items.push({ id, weight, prize: { kind: "bonus", amount_cents: amount } });
    }
    if (prize.kind === "freespins") {
      const spins = (await findDefinition(tx, prize.definition_id))?.freespins;
      if (spins) {
        const awarded = {
          kind: "freespins" as const,
          definition_id: prize.definition_id,
          count: spins.count,
          game: spins.game,
        };
        items.push({ id, weight, prize: awarded });
      }
    }
  }
  if (items.length === 0) return null;
  const serverSeed = createServerSeed();
  const [row] = await tx
    .insert(playerLootboxes)
    .values({
      playerId: award.playerId,
      templateKey: template.key,
      sourceKey: award.sourceKey,
      strategy: award.strategy,
      currency: currency.code,
      stage: "issued",
      items,
      serverSeed,
      serverSeedHash: hashServerSeed(serverSeed),
      createdAt: award.now,
      validUntil: new Date(award.now.getTime() + template.validDays * DAY_MS),
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return null;
  await publishLootboxChange(tx, row, template.titles.en ?? template.key);
  return row;
}

/** Every change of a box on the player's `lootboxes_changes` channel (never the unopened seed). */
export async function publishLootboxChange(tx: Executor, row: PlayerLootboxRow, title: string): Promise<void> {
  await publishToUser(tx, "lootboxes_changes", row.playerId, {
    id: row.id,
    title,
    stage: row.stage,
    currency: row.currency,
    prize_item_id: row.prizeItemId,
  });
}

export async function findPlayerLootbox(
  db: Executor,
  playerId: number,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<PlayerLootboxRow | null> {
  const query = db
    .select()
    .from(playerLootboxes)
    .where(and(eq(playerLootboxes.id, id), eq(playerLootboxes.playerId, playerId)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for("update") : await query;
  return row ?? null;
}

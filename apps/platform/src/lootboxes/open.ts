import { randomBytes } from "node:crypto";
import { formatMessage, type Locale } from "@croupier/contract";
import { drawWeighted, isClientSeed } from "@croupier/games";
import { eq } from "drizzle-orm";
import { issueFreespins } from "../bonuses/freespins.ts";
import { issueBonus } from "../bonuses/lifecycle.ts";
import { findDefinition } from "../bonuses/repository.ts";
import type { Db, Executor } from "../db/database.ts";
import { AppError } from "../errors/app-error.ts";
import { findPlayerLootbox, publishLootboxChange } from "./award.ts";
import { lootboxTemplates, type PlayerLootboxRow, playerLootboxes } from "./schema.ts";

/** The bonus definition a loot box's bonus prize is issued under (seeded with the bonuses). */
export const LOOTBOX_BONUS_DEFINITION_ID = 80;

/**
 * Grants comp points won in a box. Loyalty builds on loot boxes (a level-up awards one), so the
 * composition root hands its grant function in.
 */
export type GrantCompPoints = (tx: Executor, playerId: number, points: number, key: string) => Promise<void>;

/**
 * POST /api/player/lootboxes/{id}/activation: draws the prize with the committed server seed, the
 * player's client seed (or a made-up one) and nonce 0, grants it and reveals the seed, in one
 * transaction. A bonus prize starts wagering at once unless another bonus wagers in the currency.
 */
export async function openLootbox(
  db: Db,
  playerId: number,
  id: number,
  clientSeed: string | undefined,
  grantCompPoints: GrantCompPoints,
  now: Date,
  locale: Locale,
): Promise<PlayerLootboxRow> {
  if (clientSeed !== undefined && !isClientSeed(clientSeed)) {
    throw new AppError("validation_failed", undefined, { fields: { client_seed: [formatMessage("format", locale)] } });
  }
  return db.transaction(async (tx) => {
    const box = await findPlayerLootbox(tx, playerId, id, { forUpdate: true });
    if (!box) throw new AppError("not_found");
    if (box.stage !== "issued" || box.validUntil <= now) throw new AppError("lootbox_closed");
    const seed = clientSeed ?? randomBytes(8).toString("hex");
    const index = drawWeighted(
      { serverSeed: box.serverSeed, clientSeed: seed, nonce: box.nonce },
      box.items.map((item) => item.weight),
    );
    const item = box.items[index];
    if (!item) throw new Error(`loot box ${box.id}: no item ${index}`);
    const prizeKey = `lootbox:${box.id}`;
    if (item.prize.kind === "comp_points") {
      await grantCompPoints(tx, playerId, item.prize.points, prizeKey);
    } else if (item.prize.kind === "freespins") {
      const definition = await findDefinition(tx, item.prize.definition_id);
      if (!definition) throw new Error(`loot box ${box.id}: no bonus definition ${item.prize.definition_id}`);
      await issueFreespins(tx, { playerId, definition, currency: box.currency, sourceKey: prizeKey, now });
    } else {
      const definition = await findDefinition(tx, LOOTBOX_BONUS_DEFINITION_ID);
      if (!definition) throw new Error("the loot box bonus definition is not seeded");
      await issueBonus(tx, {
        playerId,
        definition,
        currency: box.currency,
        amount: BigInt(item.prize.amount_cents),
        sourceKey: prizeKey,
        strategy: "lootbox",
        now,
        activate: true,
      });
    }
    const [opened] = await tx
      .update(playerLootboxes)
      .set({ stage: "opened", clientSeed: seed, prizeItemId: item.id, openedAt: now })
      .where(eq(playerLootboxes.id, box.id))
      .returning();
    if (!opened) throw new Error(`loot box ${box.id} vanished`);
    const [template] = await tx.select().from(lootboxTemplates).where(eq(lootboxTemplates.key, box.templateKey));
    await publishLootboxChange(tx, opened, template?.titles.en ?? box.templateKey);
    return opened;
  });
}

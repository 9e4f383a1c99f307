import type { Executor } from "../db/database.ts";
import { publishToUser } from "../realtime/publish.ts";
import { findDefinition } from "./repository.ts";
import type { PlayerBonusRow } from "./schema.ts";

/**
 * Every transition of a player's bonus, on their `bonuses_changes` channel, in the transaction that
 * made it (delivered once it commits). The notification centre shows `title` (or `titles[locale]`);
 * the wallet's SQL also publishes `event: "progress"` as bets move the wagering (bonus_publish_change.sql).
 */
export async function publishBonusChange(tx: Executor, row: PlayerBonusRow): Promise<void> {
  const definition = await findDefinition(tx, row.definitionId);
  await publishToUser(tx, "bonuses_changes", row.playerId, {
    event: "stage",
    id: row.id,
    title: definition?.titles.en ?? "",
    titles: definition?.titles ?? {},
    stage: row.stage,
    currency: row.currency,
    amount_cents: Number(row.amount),
    amount_wager_cents: Number(row.wagered),
    amount_wager_requirement_cents: Number(row.wagerRequirement),
  });
}

import type { Executor } from "../db/database.ts";
import { lockBalance, updateBalance } from "./balances.ts";
import { listLevels } from "./levels.ts";
import { recordPointMove } from "./point-moves.ts";

/**
 * Chargeable comp points won elsewhere (a loot box), once per key, in the caller's transaction.
 * They are spendable points: they never count toward the VIP level.
 */
export async function grantChargeablePoints(
  tx: Executor,
  playerId: number,
  points: number,
  key: string,
): Promise<void> {
  const [first] = await listLevels(tx);
  if (!first) throw new Error("no VIP levels are seeded");
  const balance = await lockBalance(tx, playerId, first.id);
  const recorded = await recordPointMove(tx, {
    playerId,
    kind: "lootbox",
    key,
    persistentPoints: 0,
    chargeablePoints: points,
  });
  if (recorded !== null) await updateBalance(tx, playerId, { chargeablePoints: balance.chargeablePoints + points });
}

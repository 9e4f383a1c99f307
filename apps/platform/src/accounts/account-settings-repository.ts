import { and, eq } from "drizzle-orm";
import type { Executor } from "../db/database.ts";
import { walletAccountSettings } from "./schema.ts";

// The player's non-money choices per wallet account (wallet_account_settings): the lottery each
// currency's account takes part in. No row means no choice.

/** selected_lottery_id per currency, for the player's accounts list. */
export async function listSelectedLotteries(db: Executor, playerId: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ currency: walletAccountSettings.currency, lotteryId: walletAccountSettings.selectedLotteryId })
    .from(walletAccountSettings)
    .where(eq(walletAccountSettings.playerId, playerId));
  return new Map(rows.flatMap((row) => (row.lotteryId === null ? [] : [[row.currency, row.lotteryId] as const])));
}

export async function findSelectedLottery(db: Executor, playerId: number, currency: string): Promise<number | null> {
  const [row] = await db
    .select({ lotteryId: walletAccountSettings.selectedLotteryId })
    .from(walletAccountSettings)
    .where(and(eq(walletAccountSettings.playerId, playerId), eq(walletAccountSettings.currency, currency)))
    .limit(1);
  return row?.lotteryId ?? null;
}

/** Sets (or with null clears) the lottery of the player's account in a currency. */
export async function setSelectedLottery(
  db: Executor,
  playerId: number,
  currency: string,
  lotteryId: number | null,
): Promise<void> {
  await db
    .insert(walletAccountSettings)
    .values({ playerId, currency, selectedLotteryId: lotteryId })
    .onConflictDoUpdate({
      target: [walletAccountSettings.playerId, walletAccountSettings.currency],
      set: { selectedLotteryId: lotteryId },
    });
}

import { integer, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { currencyRef } from "../currencies/schema.ts";
import { playerRef } from "../identity/schema.ts";

/**
 * The player's choices per wallet account that are not money: the lottery the account takes part
 * in (`selected_lottery_id` of /api/player/accounts; PATCH /api/player/accounts/{id}/select_lottery).
 * One row per player and currency; no row means no choice.
 */
export const walletAccountSettings = pgTable(
  "wallet_account_settings",
  {
    playerId: playerRef().notNull(),
    currency: currencyRef(),
    selectedLotteryId: integer("selected_lottery_id"),
  },
  (table) => [primaryKey({ columns: [table.playerId, table.currency] })],
);

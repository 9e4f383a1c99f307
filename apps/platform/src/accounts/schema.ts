import { boolean, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { playerRef } from "../identity/schema.ts";

/** Currencies a player may hold. Amounts elsewhere are integers of `subunits_to_unit` minor units. */
export const currencies = pgTable("currencies", {
  code: text("code").primaryKey(),
  symbol: text("symbol").notNull(),
  subunitsToUnit: integer("subunits_to_unit").notNull(),
  fiat: boolean("fiat").notNull(),
  playMoney: boolean("play_money").notNull().default(false),
  isDefault: boolean("is_default").notNull().default(false),
  position: integer("position").notNull().default(0),
});

/** A row's currency: its code, one of the currencies. */
export const currencyRef = () =>
  text("currency")
    .notNull()
    .references(() => currencies.code);

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

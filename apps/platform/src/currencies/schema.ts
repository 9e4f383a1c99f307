import { boolean, integer, pgTable, text } from "drizzle-orm/pg-core";

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

import { jsonb, pgTable, primaryKey, serial, text } from "drizzle-orm/pg-core";

/** ISO 3166-1 countries with the currency a visitor from there starts with. */
export const countries = pgTable("countries", {
  code: text("code").primaryKey(),
  name: text("name").notNull(),
  defaultCurrency: text("default_currency").notNull(),
});

export interface RestrictionScope {
  provider?: string;
  identifier?: string[];
  currency?: string[];
  code?: string[];
}

/** What a mark hides: games by provider/identifier/currency, or currencies. */
export const restrictions = pgTable("restrictions", {
  id: serial("id").primaryKey(),
  mark: text("mark").notNull(),
  resource: text("resource").notNull(),
  scope: jsonb("scope").$type<RestrictionScope>().notNull(),
});

/** The marks that apply to visitors from a country. */
export const restrictedCountries = pgTable(
  "restricted_countries",
  {
    countryCode: text("country_code").notNull(),
    mark: text("mark").notNull(),
  },
  (table) => [primaryKey({ columns: [table.countryCode, table.mark] })],
);

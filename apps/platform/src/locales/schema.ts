import { boolean, integer, pgTable, text } from "drizzle-orm/pg-core";

/** The languages the site offers (GET /api/info/locales). */
export const locales = pgTable("locales", {
  code: text("code").primaryKey(),
  name: text("name").notNull(),
  nameInLocale: text("name_in_locale").notNull(),
  isDefault: boolean("is_default").notNull().default(false),
  position: integer("position").notNull().default(0),
});

import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Operator settings as JSON documents by key (project info, Google Tag Manager, jurisdiction rules). */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

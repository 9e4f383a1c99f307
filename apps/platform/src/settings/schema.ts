import { jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { at } from "../db/columns.ts";

/** Operator settings as JSON documents by key (project info, Google Tag Manager, jurisdiction rules). */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: at("updated_at").notNull().defaultNow(),
});

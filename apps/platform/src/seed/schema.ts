import { pgTable, text } from "drizzle-orm/pg-core";
import { at } from "../db/columns.ts";

/** One row per seed step that has run, so a restart never seeds (or wipes) twice. */
export const seeds = pgTable("seeds", {
  name: text("name").primaryKey(),
  appliedAt: at("applied_at").notNull().defaultNow(),
});

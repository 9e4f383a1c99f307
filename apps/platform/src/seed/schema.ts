import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** One row per seed step that has run, so a restart never seeds (or wipes) twice. */
export const seeds = pgTable("seeds", {
  name: text("name").primaryKey(),
  appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
});

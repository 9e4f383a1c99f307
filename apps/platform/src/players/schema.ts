import { boolean, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/** The profile fields and their rules (GET /api/info/player_fields). */
export const playerFields = pgTable("player_fields", {
  field: text("field").primaryKey(),
  type: text("type").notNull(),
  lengthMinimum: integer("length_minimum"),
  lengthMaximum: integer("length_maximum"),
  onceSet: boolean("once_set").notNull().default(false),
  ageMinimum: integer("age_minimum"),
  inclusion: text("inclusion").array(),
  position: integer("position").notNull().default(0),
});

/** Which fields a context (registration, edition, deposit, cashout, a provider) requires. */
export const playerFieldContexts = pgTable(
  "player_field_contexts",
  {
    context: text("context").notNull(),
    field: text("field").notNull(),
    position: integer("position").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.context, table.field] })],
);

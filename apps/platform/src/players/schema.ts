import { bigint, boolean, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { users } from "../identity/schema.ts";

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

/** Player groups (POST /api/player/groups); players may join or leave only `writable` ones. */
export const playerGroups = pgTable("player_groups", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  writable: boolean("writable").notNull().default(false),
  position: integer("position").notNull().default(0),
});

export const playerGroupMembers = pgTable(
  "player_group_members",
  {
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    groupId: text("group_id")
      .notNull()
      .references(() => playerGroups.id, { onDelete: "cascade" }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.groupId] })],
);

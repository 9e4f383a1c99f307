import { sql } from "drizzle-orm";
import { check, index, pgTable, text } from "drizzle-orm/pg-core";
import { at, createdAt, serialId } from "../db/columns.ts";
import { playerRef } from "../identity/schema.ts";

// The player's own exclusions (exclusions/): every time-out, self-exclusion and account closure a
// player asked for, one row each, never updated nor deleted. The one in force is the one that ends
// last (`ends_at` null: indefinite); a new request may only end later than it.

export const EXCLUSION_ROW_KINDS = ["timeout", "self_exclusion", "closed"] as const;
export type ExclusionRowKind = (typeof EXCLUSION_ROW_KINDS)[number];

export const playerExclusions = pgTable(
  "player_exclusions",
  {
    id: serialId(),
    playerId: playerRef().notNull(),
    kind: text("kind").notNull().$type<ExclusionRowKind>(),
    startsAt: at("starts_at").notNull(),
    /** Null: indefinite (an indefinite self-exclusion or a closed account). */
    endsAt: at("ends_at"),
    createdAt: createdAt(),
  },
  (table) => [
    index("player_exclusions_player_idx").on(table.playerId, table.endsAt),
    check("player_exclusions_kind_check", sql`${table.kind} in ('timeout', 'self_exclusion', 'closed')`),
    check("player_exclusions_times_check", sql`${table.endsAt} is null or ${table.endsAt} > ${table.startsAt}`),
  ],
);
export type PlayerExclusionRow = typeof playerExclusions.$inferSelect;

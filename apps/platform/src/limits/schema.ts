import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, primaryKey, text, unique } from "drizzle-orm/pg-core";
import { currencyRef } from "../currencies/schema.ts";
import { at, minorUnits, serialId } from "../db/columns.ts";
import { playerRef } from "../identity/schema.ts";

// Player limits (limits/): one row per (player, type, period); a money limit's amounts per currency
// in user_limit_amounts. A higher amount (or more minutes) waits in the pending columns, a removal
// in removal_requested_at, until the player confirms it with pending_token after 24 hours. Times
// are the app clock's.

export const USER_LIMIT_TYPES = ["deposit", "loss", "wager", "session"] as const;
export const USER_LIMIT_PERIODS = ["day", "week", "month"] as const;

export const userLimits = pgTable(
  "user_limits",
  {
    id: serialId(),
    playerId: playerRef().notNull(),
    type: text("type").notNull().$type<(typeof USER_LIMIT_TYPES)[number]>(),
    period: text("period").notNull().$type<(typeof USER_LIMIT_PERIODS)[number]>(),
    /** A session limit's minutes per period; null for money limits. */
    minutes: integer("minutes"),
    /** A session limit's higher minutes waiting for confirmation. */
    pendingMinutes: integer("pending_minutes"),
    /** When the pending increase was asked for (its 24 hours run from here); null when none. */
    increaseRequestedAt: at("increase_requested_at"),
    /** When the removal was asked for; null when none. */
    removalRequestedAt: at("removal_requested_at"),
    /** The token that confirms the pending change; null when nothing is pending. */
    pendingToken: text("pending_token"),
    createdAt: at("created_at").notNull(),
    updatedAt: at("updated_at").notNull(),
  },
  (table) => [
    unique("user_limits_player_type_period_key").on(table.playerId, table.type, table.period),
    unique("user_limits_pending_token_key").on(table.pendingToken),
    check("user_limits_type_check", sql`${table.type} in ('deposit', 'loss', 'wager', 'session')`),
    check("user_limits_period_check", sql`${table.period} in ('day', 'week', 'month')`),
    check(
      "user_limits_minutes_check",
      sql`(${table.type} = 'session') = (${table.minutes} is not null) and (${table.minutes} is null or ${table.minutes} > 0)`,
    ),
  ],
);

export type UserLimitRow = typeof userLimits.$inferSelect;

export const userLimitAmounts = pgTable(
  "user_limit_amounts",
  {
    limitId: bigint("limit_id", { mode: "number" })
      .notNull()
      .references(() => userLimits.id, { onDelete: "cascade" }),
    currency: currencyRef(),
    amountCents: minorUnits("amount_cents").notNull(),
    /** A higher amount waiting for confirmation; null when none. */
    pendingAmountCents: minorUnits("pending_amount_cents"),
  },
  (table) => [
    primaryKey({ columns: [table.limitId, table.currency] }),
    index("user_limit_amounts_currency_idx").on(table.currency),
    check("user_limit_amounts_amount_check", sql`${table.amountCents} > 0`),
    check(
      "user_limit_amounts_pending_check",
      sql`${table.pendingAmountCents} is null or ${table.pendingAmountCents} > ${table.amountCents}`,
    ),
  ],
);

export type UserLimitAmountRow = typeof userLimitAmounts.$inferSelect;

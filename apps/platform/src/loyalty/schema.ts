import { sql } from "drizzle-orm";
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text, unique } from "drizzle-orm/pg-core";
import { currencyRef } from "../currencies/schema.ts";
import { at, createdAt, minorUnits, serialId } from "../db/columns.ts";
import { playerRef } from "../identity/schema.ts";

export const LEAGUES = ["rookie", "premier", "high"] as const;
export type League = (typeof LEAGUES)[number];

/**
 * A reward a level grants once, when a player reaches it. Chargeable comp points today; other
 * kinds (a loot box) are added as a new variant and one granter in level-rewards.ts.
 */
export type LevelReward = { kind: "chargeable_points"; points: number } | { kind: "lootbox"; template: string };

/**
 * The VIP levels (status groups level_0 … level_5): a player is at the highest level whose
 * `min_points` their persistent comp points reach; `max_points` is where the next one starts
 * (null on the top level).
 */
export const loyaltyLevels = pgTable(
  "loyalty_levels",
  {
    id: text("id").primaryKey(),
    position: integer("position").notNull().unique(),
    name: text("name").notNull(),
    minPoints: integer("min_points").notNull(),
    maxPoints: integer("max_points"),
    league: text("league").notNull().$type<League>(),
    cashbackPercent: integer("cashback_percent").notNull().default(0),
    /** Monthly withdrawal limit in euros. */
    withdrawalLimitEur: integer("withdrawal_limit_eur").notNull(),
    /** Benefit keys, in display order (birthday_gift, vip_manager, …). */
    benefits: text("benefits").array().notNull(),
    rewards: jsonb("rewards").notNull().$type<LevelReward[]>().default([]),
  },
  (table) => [
    check("loyalty_levels_league_check", sql`${table.league} in ('rookie', 'premier', 'high')`),
    check(
      "loyalty_levels_points_check",
      sql`${table.minPoints} >= 0 and (${table.maxPoints} is null or ${table.maxPoints} > ${table.minPoints})`,
    ),
  ],
);

/** What `points` chargeable comp points are worth in a currency at a level (minor units). */
export const loyaltyExchangeRates = pgTable(
  "loyalty_exchange_rates",
  {
    levelId: text("level_id")
      .notNull()
      .references(() => loyaltyLevels.id),
    currency: currencyRef(),
    points: integer("points").notNull(),
    amount: minorUnits("amount").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.levelId, table.currency] }),
    check("loyalty_exchange_rates_positive_check", sql`${table.points} > 0 and ${table.amount} > 0`),
  ],
);

/**
 * How much real-money wager, in euro cents, earns one comp point, per game category; `default`
 * for games in none of the listed categories. A game in several listed categories earns at the
 * lowest of their rates.
 */
export const loyaltyAccrualRates = pgTable(
  "loyalty_accrual_rates",
  {
    category: text("category").primaryKey(),
    wagerEurCentsPerPoint: integer("wager_eur_cents_per_point").notNull(),
  },
  (table) => [check("loyalty_accrual_rates_positive_check", sql`${table.wagerEurCentsPerPoint} > 0`)],
);

/**
 * A player's comp points: persistent (status) points set the level and never decrease;
 * chargeable (redeemable) ones are exchanged for money. `millipoints` carries the fraction of a
 * point that wagers have earned so far.
 */
export const loyaltyBalances = pgTable(
  "loyalty_balances",
  {
    playerId: playerRef().primaryKey(),
    levelId: text("level_id")
      .notNull()
      .references(() => loyaltyLevels.id),
    persistentPoints: bigint("persistent_points", { mode: "number" }).notNull().default(0),
    chargeablePoints: bigint("chargeable_points", { mode: "number" }).notNull().default(0),
    millipoints: integer("millipoints").notNull().default(0),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (table) => [
    check(
      "loyalty_balances_points_check",
      sql`${table.persistentPoints} >= 0 and ${table.chargeablePoints} >= 0 and ${table.millipoints} between 0 and 999`,
    ),
  ],
);

export const POINT_MOVE_KINDS = ["accrual", "level_reward", "exchange", "lootbox"] as const;
export type PointMoveKind = (typeof POINT_MOVE_KINDS)[number];

/** Every change of a player's comp points, once per key (an accrual run, a level, an exchange). */
export const loyaltyPointMoves = pgTable(
  "loyalty_point_moves",
  {
    id: serialId(),
    playerId: playerRef().notNull(),
    kind: text("kind").notNull().$type<PointMoveKind>(),
    key: text("key").notNull(),
    persistentPoints: bigint("persistent_points", { mode: "number" }).notNull(),
    chargeablePoints: bigint("chargeable_points", { mode: "number" }).notNull(),
    metadata: jsonb("metadata").notNull().$type<Record<string, unknown>>().default({}),
    createdAt: createdAt(),
  },
  (table) => [
    unique("loyalty_point_moves_key_key").on(table.key),
    index("loyalty_point_moves_player_idx").on(table.playerId),
    check("loyalty_point_moves_kind_check", sql`${table.kind} in ('accrual', 'level_reward', 'exchange', 'lootbox')`),
  ],
);

/** How far a periodic step has read another module's rows (`bets`: game action ids). */
export const loyaltyCursors = pgTable("loyalty_cursors", {
  name: text("name").primaryKey(),
  lastId: bigint("last_id", { mode: "number" }).notNull().default(0),
  updatedAt: at("updated_at").notNull().defaultNow(),
});

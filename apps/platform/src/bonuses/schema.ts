import type { BonusStage, Locale } from "@croupier/contract";
import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { currencyRef } from "../currencies/schema.ts";
import { at, createdAt, minorUnits, serialId } from "../db/columns.ts";
import { playerRef } from "../identity/schema.ts";

// Bonuses (docs/architecture.md, bonuses/): the operator's bonus definitions and the bonuses
// players hold. A bonus's money sits in the player's `player_bonus` ledger account while it
// wagers; the provider wallet's SQL (wallet_move) spends it after real money, counts wagering and
// releases it (sql/functions/bonus_count_wager.sql).

/** What a definition is for, and so how a player gets it. */
export const BONUS_KINDS = ["welcome", "deposit", "registration", "no_deposit", "coupon"] as const;
export type BonusKind = (typeof BONUS_KINDS)[number];

/** Amounts of a definition in one currency, minor units. */
export interface BonusAmounts {
  /** A fixed bonus (no-deposit, registration, coupon). */
  fixed_cents?: number;
  /** Cap of a deposit match. */
  max_cents?: number;
  /** Smallest deposit that earns a deposit bonus. */
  min_deposit_cents?: number;
  /** Largest bet while wagering. */
  max_bet_cents?: number;
  /** Cap of free-spin winnings; a definition with free spins and no match is capped by `max_cents`. */
  freespins_max_win_cents?: number;
}

/** Free spins a definition grants with it (issued as their own bonus by the free-spins service). */
export interface BonusFreespins {
  count: number;
  game: string;
  bet_level: number;
}

export const bonusDefinitions = pgTable(
  "bonus_definitions",
  {
    id: integer("id").primaryKey(),
    kind: text("kind").notNull().$type<BonusKind>(),
    /** Deposit bonus code or coupon code, upper case; null for bonuses chosen by id. */
    code: text("code").unique(),
    titles: jsonb("titles").notNull().$type<Partial<Record<Locale, string>>>(),
    /** Percent of the deposit matched (deposit and welcome kinds). */
    matchPercent: integer("match_percent"),
    amounts: jsonb("amounts").notNull().$type<Record<string, BonusAmounts>>(),
    wagerMultiplier: integer("wager_multiplier").notNull(),
    /** Percent of a bet that counts toward wagering, per game category; `default` for the rest. */
    contributions: jsonb("contributions").notNull().$type<Record<string, number>>(),
    /** Days an issued bonus can be activated; deposit bonuses activate themselves. */
    activationDays: integer("activation_days").notNull(),
    /** Days an activated bonus has to be wagered. */
    validDays: integer("valid_days").notNull(),
    freespins: jsonb("freespins").$type<BonusFreespins>(),
    /** Only for players with no deposit yet (welcome offers). */
    firstDepositOnly: boolean("first_deposit_only").notNull().default(false),
    enabled: boolean("enabled").notNull().default(true),
    /** The schedule (migration 0032): offered from `starts_at` until `ends_at`; null = open. */
    startsAt: at("starts_at"),
    endsAt: at("ends_at"),
    /** Paused by an operator: not offered, its code refused, until resumed. */
    pausedAt: at("paused_at"),
    /** Canceled for good: never offered again; bonuses already held keep their terms. */
    canceledAt: at("canceled_at"),
    cancelReason: text("cancel_reason"),
    createdAt: createdAt(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (table) => [
    check(
      "bonus_definitions_kind_check",
      sql`${table.kind} in ('welcome', 'deposit', 'registration', 'no_deposit', 'coupon')`,
    ),
    check("bonus_definitions_wager_check", sql`${table.wagerMultiplier} >= 0`),
  ],
);

export type BonusDefinition = typeof bonusDefinitions.$inferSelect;

/**
 * A bonus a player holds. `source_key` makes issuing idempotent (`deposit:<payment id>`,
 * `coupon:<definition>`…, per player). The terms are copied at issue so a later change of the
 * definition never changes a bonus already offered.
 */
export const playerBonuses = pgTable(
  "player_bonuses",
  {
    id: serialId(),
    playerId: playerRef().notNull(),
    definitionId: integer("definition_id")
      .notNull()
      .references(() => bonusDefinitions.id),
    sourceKey: text("source_key").notNull(),
    strategy: text("strategy").notNull(),
    currency: currencyRef(),
    stage: text("stage").notNull().$type<BonusStage>(),
    amount: minorUnits("amount").notNull(),
    wagerRequirement: minorUnits("wager_requirement").notNull(),
    wagered: minorUnits("wagered").notNull().default(0n),
    maxBet: minorUnits("max_bet"),
    wagerMultiplier: integer("wager_multiplier").notNull(),
    contributions: jsonb("contributions").notNull().$type<Record<string, number>>(),
    validDays: integer("valid_days").notNull(),
    activatableUntil: at("activatable_until"),
    validUntil: at("valid_until").notNull(),
    /** Money moved to the real balance when wagering completed. */
    released: minorUnits("released"),
    createdAt: createdAt(),
    activatedAt: at("activated_at"),
    finishedAt: at("finished_at"),
  },
  (table) => [
    uniqueIndex("player_bonuses_source_key").on(table.playerId, table.sourceKey),
    index("player_bonuses_player_idx").on(table.playerId, table.createdAt),
    // One bonus wagers at a time per currency: its money is the player_bonus account's balance.
    uniqueIndex("player_bonuses_one_wagering")
      .on(table.playerId, table.currency)
      .where(sql`${table.stage} in ('active', 'handle_bets')`),
    index("player_bonuses_open_idx")
      .on(table.validUntil)
      .where(sql`${table.stage} in ('issued', 'active', 'handle_bets')`),
    check(
      "player_bonuses_stage_check",
      sql`${table.stage} in ('issued', 'active', 'handle_bets', 'wager_done', 'lost', 'expired', 'canceled')`,
    ),
    check("player_bonuses_amount_check", sql`${table.amount} >= 0 and ${table.wagered} >= 0`),
  ],
);

export type PlayerBonusRow = typeof playerBonuses.$inferSelect;

export const FREESPIN_ROW_STAGES = ["issued", "activated", "played", "expired", "canceled"] as const;
export type FreespinRowStage = (typeof FREESPIN_ROW_STAGES)[number];

/**
 * Free spins a player holds (bonuses/freespins-*.ts): `freespins_total` spins of `game` at `bet`
 * (minor units, the title's bet step × `bet_level`), played in the in-house slot at no cost once
 * activated. Each spin's win (with the slot's own free spins it triggers) adds to `win_total`;
 * after the last one the total, capped at `max_win`, becomes a bonus (`bonus_id`) wagering
 * `wager_multiplier` times. `round_ref` is the studio round a spin left open (its feature spins
 * still to play). The terms are copied at issue, as a player bonus's are.
 */
export const playerFreespins = pgTable(
  "player_freespins",
  {
    id: serialId(),
    playerId: playerRef().notNull(),
    definitionId: integer("definition_id")
      .notNull()
      .references(() => bonusDefinitions.id),
    sourceKey: text("source_key").notNull(),
    currency: currencyRef(),
    /** Catalog identifier of the game ("croupier-studio/<slug>"). */
    game: text("game").notNull(),
    freespinsTotal: integer("freespins_total").notNull(),
    freespinsPerformed: integer("freespins_performed").notNull().default(0),
    bet: minorUnits("bet").notNull(),
    betLevel: integer("bet_level").notNull(),
    stage: text("stage").notNull().$type<FreespinRowStage>(),
    activatableUntil: at("activatable_until").notNull(),
    /** The activation deadline while issued, the deadline to play the spins once activated. */
    validUntil: at("valid_until").notNull(),
    validDays: integer("valid_days").notNull(),
    winTotal: minorUnits("win_total").notNull().default(0n),
    wagerMultiplier: integer("wager_multiplier").notNull(),
    /** Cap of the winnings credited; null when uncapped. */
    maxWin: minorUnits("max_win"),
    roundRef: text("round_ref"),
    bonusId: bigint("bonus_id", { mode: "number" }).references(() => playerBonuses.id),
    createdAt: createdAt(),
    activatedAt: at("activated_at"),
    finishedAt: at("finished_at"),
  },
  (table) => [
    uniqueIndex("player_freespins_source_key").on(table.playerId, table.sourceKey),
    index("player_freespins_player_idx").on(table.playerId, table.createdAt),
    index("player_freespins_open_idx").on(table.validUntil).where(sql`${table.stage} in ('issued', 'activated')`),
    check(
      "player_freespins_stage_check",
      sql`${table.stage} in ('issued', 'activated', 'played', 'expired', 'canceled')`,
    ),
    check(
      "player_freespins_count_check",
      sql`${table.freespinsPerformed} >= 0 and ${table.freespinsPerformed} <= ${table.freespinsTotal} and ${table.bet} > 0 and ${table.winTotal} >= 0`,
    ),
  ],
);

export type PlayerFreespinRow = typeof playerFreespins.$inferSelect;

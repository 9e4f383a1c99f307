import type { BookEventStatus, BookMarketStatus, BookMarketType, BookSelectionResult } from "@croupier/contract";
import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, unique } from "drizzle-orm/pg-core";
import { currencies, currencyRef } from "../../currencies/schema.ts";
import { at, createdAt, minorUnits, serialId } from "../../db/columns.ts";
import { playerRef } from "../../identity/schema.ts";

// Our own pre-match book (migration 0040). A price is decimal odds stored exactly as a fraction
// (num/den, num > den). A bet of the book is also a `sportsbook_bets` row of vendor "house": its
// money moves only through the wallet (place, settle, roll back), these tables say what it was on.

export type BookBetRowStatus = "open" | "won" | "lost" | "void" | "half_won" | "half_lost" | "settled";

export const sportsbookSports = pgTable("sportsbook_sports", {
  id: serialId(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  position: integer("position").notNull().default(0),
  active: boolean("active").notNull().default(true),
  createdAt: createdAt(),
});

export const sportsbookCompetitions = pgTable(
  "sportsbook_competitions",
  {
    id: serialId(),
    sportId: bigint("sport_id", { mode: "number" })
      .notNull()
      .references(() => sportsbookSports.id),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    region: text("region").notNull().default(""),
    position: integer("position").notNull().default(0),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [unique("sportsbook_competitions_slug").on(table.sportId, table.slug)],
);

/** The demo results job's commitment: `seed_hash` public from creation, `seed` and the score once drawn. */
export interface DemoDraw {
  seed_hash: string;
  seed: string | null;
  /** Expected goals of each side (the Poisson means the score is drawn with). */
  home_rate: number;
  away_rate: number;
  score: { home: number; away: number } | null;
}

export const sportsbookEvents = pgTable(
  "sportsbook_events",
  {
    id: serialId(),
    competitionId: bigint("competition_id", { mode: "number" })
      .notNull()
      .references(() => sportsbookCompetitions.id),
    name: text("name").notNull(),
    home: text("home"),
    away: text("away"),
    startAt: at("start_at").notNull(),
    status: text("status").notNull().default("scheduled").$type<BookEventStatus>(),
    /** Set on the demo's own fixtures only (the secret seed is never answered before the draw). */
    demoDraw: jsonb("demo_draw").$type<DemoDraw & { secret?: string }>(),
    createdAt: createdAt(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (table) => [
    index("sportsbook_events_start").on(table.status, table.startAt),
    index("sportsbook_events_competition").on(table.competitionId, table.startAt),
    check("sportsbook_events_status_check", sql`${table.status} in ('scheduled', 'started', 'finished', 'cancelled')`),
  ],
);

export const sportsbookMarkets = pgTable(
  "sportsbook_markets",
  {
    id: serialId(),
    eventId: bigint("event_id", { mode: "number" })
      .notNull()
      .references(() => sportsbookEvents.id),
    type: text("type").notNull().$type<BookMarketType>(),
    name: text("name").notNull(),
    line: text("line"),
    status: text("status").notNull().default("open").$type<BookMarketStatus>(),
    main: boolean("main").notNull().default(false),
    position: integer("position").notNull().default(0),
    settledAt: at("settled_at"),
    createdAt: createdAt(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (table) => [
    index("sportsbook_markets_event").on(table.eventId, table.position),
    check("sportsbook_markets_status_check", sql`${table.status} in ('open', 'suspended', 'settled', 'void')`),
  ],
);

export const sportsbookSelections = pgTable(
  "sportsbook_selections",
  {
    id: serialId(),
    marketId: bigint("market_id", { mode: "number" })
      .notNull()
      .references(() => sportsbookMarkets.id),
    name: text("name").notNull(),
    priceNum: bigint("price_num", { mode: "bigint" }).notNull(),
    priceDen: bigint("price_den", { mode: "bigint" }).notNull(),
    active: boolean("active").notNull().default(true),
    position: integer("position").notNull().default(0),
    result: text("result").$type<BookSelectionResult>(),
    deadHeatNum: bigint("dead_heat_num", { mode: "bigint" }),
    deadHeatDen: bigint("dead_heat_den", { mode: "bigint" }),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (table) => [
    index("sportsbook_selections_market").on(table.marketId, table.position),
    check("sportsbook_selections_price_check", sql`${table.priceDen} > 0 AND ${table.priceNum} > ${table.priceDen}`),
    check(
      "sportsbook_selections_result_check",
      sql`${table.result} in ('won', 'lost', 'void', 'dead_heat', 'half_won', 'half_lost')`,
    ),
  ],
);

export const sportsbookPriceHistory = pgTable(
  "sportsbook_price_history",
  {
    id: serialId(),
    selectionId: bigint("selection_id", { mode: "number" })
      .notNull()
      .references(() => sportsbookSelections.id),
    priceNum: bigint("price_num", { mode: "bigint" }).notNull(),
    priceDen: bigint("price_den", { mode: "bigint" }).notNull(),
    operatorId: bigint("operator_id", { mode: "number" }),
    createdAt: createdAt(),
  },
  (table) => [index("sportsbook_price_history_selection").on(table.selectionId, table.id.desc())],
);

/** Per currency: the limits the betting rules state. A currency without a row takes no bets. */
export const sportsbookBookSettings = pgTable(
  "sportsbook_book_settings",
  {
    currency: text("currency")
      .primaryKey()
      .references(() => currencies.code),
    minStake: minorUnits("min_stake").notNull(),
    maxStake: minorUnits("max_stake").notNull(),
    maxEventStake: minorUnits("max_event_stake").notNull(),
    /** Winnings (return − stake) of one bet are capped at this. */
    maxPayout: minorUnits("max_payout").notNull(),
    /** A selection whose potential return in this currency reaches it suspends its market. */
    liabilityLimit: minorUnits("liability_limit").notNull(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (table) => [
    check(
      "sportsbook_book_settings_amounts_check",
      sql`${table.minStake} > 0 AND ${table.maxStake} >= ${table.minStake} AND ${table.maxEventStake} >= ${table.minStake} AND ${table.maxPayout} >= 0 AND ${table.liabilityLimit} > 0`,
    ),
  ],
);

/** A placed slip, unique per player and client key: a retry answers `receipt`. */
export const sportsbookBookSlips = pgTable(
  "sportsbook_book_slips",
  {
    id: serialId(),
    playerId: playerRef().notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    requestHash: text("request_hash").notNull(),
    receipt: jsonb("receipt"),
    createdAt: createdAt(),
  },
  (table) => [unique("sportsbook_book_slips_key").on(table.playerId, table.idempotencyKey)],
);

export const sportsbookBookBets = pgTable(
  "sportsbook_book_bets",
  {
    id: serialId(),
    slipId: bigint("slip_id", { mode: "number" })
      .notNull()
      .references(() => sportsbookBookSlips.id),
    /** The wallet's `sportsbook_bets` row (a foreign key in migration 0040; not named here, as ../schema.ts re-exports this file). */
    walletBetId: bigint("wallet_bet_id", { mode: "number" }).notNull(),
    /** The wallet's placement transaction id (what settleBet and rollbackSettlement name). */
    placementId: bigint("placement_id", { mode: "number" }).notNull(),
    playerId: playerRef().notNull(),
    currency: currencyRef(),
    stake: minorUnits("stake").notNull(),
    totalNum: bigint("total_num", { mode: "bigint" }).notNull(),
    totalDen: bigint("total_den", { mode: "bigint" }).notNull(),
    /** The maximum payout (winnings) in force at placement: the cap this bet settles under. */
    maxPayout: minorUnits("max_payout").notNull(),
    potentialReturn: minorUnits("potential_return").notNull(),
    capped: boolean("capped").notNull().default(false),
    status: text("status").notNull().default("open").$type<BookBetRowStatus>(),
    returnAmount: minorUnits("return_amount"),
    /** Settlements made so far (each has its wallet transaction id; a resettle rolls back the last). */
    settlements: integer("settlements").notNull().default(0),
    settledAt: at("settled_at"),
    createdAt: createdAt(),
  },
  (table) => [
    index("sportsbook_book_bets_player").on(table.playerId, table.id.desc()),
    check(
      "sportsbook_book_bets_status_check",
      sql`${table.status} in ('open', 'won', 'lost', 'void', 'half_won', 'half_lost', 'settled')`,
    ),
    check(
      "sportsbook_book_bets_amounts_check",
      sql`${table.stake} > 0 AND ${table.potentialReturn} >= 0 AND (${table.returnAmount} IS NULL OR ${table.returnAmount} >= 0)`,
    ),
  ],
);

export const sportsbookBookLegs = pgTable(
  "sportsbook_book_legs",
  {
    id: serialId(),
    betId: bigint("bet_id", { mode: "number" })
      .notNull()
      .references(() => sportsbookBookBets.id),
    selectionId: bigint("selection_id", { mode: "number" })
      .notNull()
      .references(() => sportsbookSelections.id),
    marketId: bigint("market_id", { mode: "number" })
      .notNull()
      .references(() => sportsbookMarkets.id),
    eventId: bigint("event_id", { mode: "number" })
      .notNull()
      .references(() => sportsbookEvents.id),
    priceNum: bigint("price_num", { mode: "bigint" }).notNull(),
    priceDen: bigint("price_den", { mode: "bigint" }).notNull(),
    result: text("result").$type<BookSelectionResult>(),
    deadHeatNum: bigint("dead_heat_num", { mode: "bigint" }),
    deadHeatDen: bigint("dead_heat_den", { mode: "bigint" }),
  },
  (table) => [
    index("sportsbook_book_legs_bet").on(table.betId),
    index("sportsbook_book_legs_market").on(table.marketId),
    index("sportsbook_book_legs_event").on(table.eventId),
  ],
);

/** Stakes and potential returns of the open bets on a selection, per currency (placement adds, settlement recounts: liability.ts). */
export const sportsbookLiability = pgTable(
  "sportsbook_liability",
  {
    selectionId: bigint("selection_id", { mode: "number" })
      .notNull()
      .references(() => sportsbookSelections.id),
    currency: currencyRef(),
    stake: minorUnits("stake").notNull().default(0n),
    potentialReturn: minorUnits("potential_return").notNull().default(0n),
    bets: integer("bets").notNull().default(0),
  },
  (table) => [primaryKey({ name: "sportsbook_liability_pk", columns: [table.selectionId, table.currency] })],
);

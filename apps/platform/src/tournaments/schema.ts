import type { Locale } from "@croupier/contract";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { currencyRef } from "../currencies/schema.ts";
import { at, createdAt, minorUnits, serialId } from "../db/columns.ts";
import { playerRef } from "../identity/schema.ts";

// Tournaments (apps/platform/README.md, tournaments): competitions over the settled rounds of some
// games in one currency between two times. The scoring job keeps each participant's totals and
// place; the closing job ends the tournament and pays each winning place exactly once.

export const TOURNAMENT_STRATEGY_VALUES = ["bet", "win", "rate", "spin", "points"] as const;
export type TournamentStrategyValue = (typeof TOURNAMENT_STRATEGY_VALUES)[number];
export const TOURNAMENT_STATUS_VALUES = ["new", "started", "ended", "canceled"] as const;
export type TournamentStatusValue = (typeof TOURNAMENT_STATUS_VALUES)[number];
export const TOURNAMENT_PRIZE_KINDS = ["money", "bonus", "freespins"] as const;
export type TournamentPrizeKind = (typeof TOURNAMENT_PRIZE_KINDS)[number];

export type LocalizedText = Partial<Record<Locale, string>>;

export const tournaments = pgTable(
  "tournaments",
  {
    id: serialId(),
    frontendIdentifier: text("frontend_identifier").notNull(),
    titles: jsonb("titles").notNull().$type<LocalizedText>(),
    descriptions: jsonb("descriptions").notNull().$type<LocalizedText>(),
    strategy: text("strategy").notNull().$type<TournamentStrategyValue>(),
    currency: currencyRef(),
    startAt: at("start_at").notNull(),
    endAt: at("end_at").notNull(),
    /** Rounds whose total bet is below this do not score. */
    minBet: minorUnits("min_bet").notNull().default(sql`0`),
    /** Rounds whose total bet is above this do not score; null: no cap. */
    maxBet: minorUnits("max_bet"),
    /** Catalog identifiers of the games whose rounds score. */
    games: jsonb("games").notNull().$type<string[]>(),
    /** Only a player's first this many scoring rounds count; 0: all. */
    gamesTakenLimit: integer("games_taken_limit").notNull().default(0),
    userConfirmationRequired: boolean("user_confirmation_required").notNull().default(false),
    status: text("status").notNull().$type<TournamentStatusValue>(),
    cancelReason: text("cancel_reason"),
    /** Demo data: the seed's key of this tournament (null for operators' ones). */
    seedKey: text("seed_key"),
    createdAt: createdAt(),
    finishedAt: at("finished_at"),
  },
  (table) => [
    uniqueIndex("tournaments_seed_key").on(table.seedKey),
    index("tournaments_status_idx").on(table.status, table.startAt),
    check("tournaments_strategy_check", sql`${table.strategy} in ('bet', 'win', 'rate', 'spin', 'points')`),
    check("tournaments_status_check", sql`${table.status} in ('new', 'started', 'ended', 'canceled')`),
    check("tournaments_period_check", sql`${table.startAt} < ${table.endAt}`),
  ],
);

export type TournamentRow = typeof tournaments.$inferSelect;

/**
 * A winning place and its prize. Paying it sets `player_id` and `paid_at` under the tournament's
 * row lock, in the transaction that posts the money (ledger key `tournament:<id>:place:<n>`), so a
 * place is paid once however many nodes close the tournament.
 */
export const tournamentPrizes = pgTable(
  "tournament_prizes",
  {
    tournamentId: bigint("tournament_id", { mode: "number" })
      .notNull()
      .references(() => tournaments.id),
    place: integer("place").notNull(),
    kind: text("kind").notNull().$type<TournamentPrizeKind>(),
    /** Money or bonus money in the tournament's currency (minor units); 0 for free spins. */
    amount: minorUnits("amount").notNull().default(sql`0`),
    wagerMultiplier: integer("wager_multiplier").notNull().default(0),
    freespinsCount: integer("freespins_count").notNull().default(0),
    playerId: playerRef(),
    paidAt: at("paid_at"),
  },
  (table) => [
    primaryKey({ columns: [table.tournamentId, table.place] }),
    check("tournament_prizes_kind_check", sql`${table.kind} in ('money', 'bonus', 'freespins')`),
    check("tournament_prizes_place_check", sql`${table.place} >= 1`),
    check("tournament_prizes_amount_check", sql`${table.amount} >= 0`),
  ],
);

export type TournamentPrizeRow = typeof tournamentPrizes.$inferSelect;

/** A participant: confirmed (when the tournament asks for it) or scored, with totals and place. */
export const tournamentPlayers = pgTable(
  "tournament_players",
  {
    tournamentId: bigint("tournament_id", { mode: "number" })
      .notNull()
      .references(() => tournaments.id),
    playerId: playerRef().notNull(),
    confirmed: boolean("confirmed").notNull().default(false),
    betTotal: minorUnits("bet_total").notNull().default(sql`0`),
    winTotal: minorUnits("win_total").notNull().default(sql`0`),
    /** The best single round's win over its bet. */
    rate: doublePrecision("rate").notNull().default(0),
    gamesTaken: integer("games_taken").notNull().default(0),
    points: bigint("points", { mode: "number" }).notNull().default(0),
    /** When the score reached its value: ties go to the earlier. */
    reachedAt: at("reached_at"),
    place: integer("place"),
    /** When this player's prize was paid (the prize row holds the payment's key). */
    prizePaidAt: at("prize_paid_at"),
    createdAt: createdAt(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tournamentId, table.playerId] }),
    index("tournament_players_player_idx").on(table.playerId),
  ],
);

export type TournamentPlayerRow = typeof tournamentPlayers.$inferSelect;

/** The scoring job's position in the game actions (provider-wallet's ids). */
export const tournamentCursors = pgTable("tournament_cursors", {
  name: text("name").primaryKey(),
  lastId: bigint("last_id", { mode: "number" }).notNull().default(0),
  updatedAt: at("updated_at").notNull().defaultNow(),
});

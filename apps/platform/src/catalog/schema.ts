import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { currencies } from "../currencies/schema.ts";
import { users } from "../identity/schema.ts";
import { gameProviders } from "../provider-wallet/schema.ts";

// The game catalog: what the lobby lists, filters and launches. A game is offered per currency
// (`game_currencies`): that row's id is the "per-currency game id" of the API (launch URLs,
// favourites); a `FUN` row means the game has a demo.

const at = (name: string) => timestamp(name, { withTimezone: true });

export const games = pgTable(
  "games",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** "<provider>/<slug>", the key of the allowed-games lists. */
    identifier: text("identifier").notNull().unique(),
    providerId: text("provider_id")
      .notNull()
      .references(() => gameProviders.id),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    /** Collection (category) slugs: slots, roulette, new, popular, … */
    categories: text("categories").array().notNull(),
    devices: text("devices").array().notNull(),
    lines: integer("lines"),
    ways: integer("ways"),
    volatilityRating: text("volatility_rating"),
    /** Percent with two decimals, as text ("24.31"), null when the provider does not publish it. */
    hitRate: text("hit_rate"),
    /** RTP in percent, as text ("96.12"). */
    payout: text("payout"),
    /** Rank in the lobby, 1 = first (the allowed lists' `collections.popularity`). */
    popularity: integer("popularity").notNull(),
    releasedAt: date("released_at", { mode: "string" }).notNull(),
    /** The packages/games title id for the in-house studio's games; null for other providers. */
    studioTitle: text("studio_title"),
    enabled: boolean("enabled").notNull().default(true),
    /** Shown as featured (set in the back office). */
    featured: boolean("featured").notNull().default(false),
    /** Bumped by every back-office change: part of the catalogue's fingerprint. */
    revision: integer("revision").notNull().default(0),
    /** Category slug → 1-based position within it, set in the back office (0033); others follow. */
    categoryPositions: jsonb("category_positions").$type<Record<string, number>>().notNull().default({}),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (table) => [
    unique("games_provider_slug_key").on(table.providerId, table.slug),
    index("games_provider_idx").on(table.providerId),
    index("games_popularity_idx").on(table.popularity),
  ],
);

/** A game offered in one currency; its id is the per-currency game id (`real[CUR].id`). */
export const gameCurrencies = pgTable(
  "game_currencies",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    gameId: bigint("game_id", { mode: "number" })
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    currency: text("currency")
      .notNull()
      .references(() => currencies.code),
    /** Current jackpot in minor units, for jackpot games. */
    jackpot: bigint("jackpot", { mode: "number" }),
  },
  (table) => [
    unique("game_currencies_game_currency_key").on(table.gameId, table.currency),
    index("game_currencies_currency_idx").on(table.currency),
    check("game_currencies_jackpot_check", sql`${table.jackpot} is null or ${table.jackpot} >= 0`),
  ],
);

export const favoriteGames = pgTable(
  "favorite_games",
  {
    playerId: bigint("player_id", { mode: "number" })
      .notNull()
      .references(() => users.id),
    gameCurrencyId: bigint("game_currency_id", { mode: "number" })
      .notNull()
      .references(() => gameCurrencies.id, { onDelete: "cascade" }),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.playerId, table.gameCurrencyId] })],
);

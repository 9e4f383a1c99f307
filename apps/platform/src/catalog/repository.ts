import { and, asc, eq, sql } from "drizzle-orm";
import { type Executor, rowsOf } from "../db/database.ts";
import { gameProviders } from "../provider-wallet/schema.ts";
import { gameCurrencies, games } from "./schema.ts";

// The catalog's reads: the whole catalog for the in-memory snapshot, the fingerprint that tells
// when it changed, and single-row lookups. Other modules' tables are only read (providers).

export type GameRow = typeof games.$inferSelect;
export type ProviderRow = Pick<
  typeof gameProviders.$inferSelect,
  "id" | "name" | "enabled" | "launchUrl" | "sortOrder"
>;
export interface OfferRow {
  id: number;
  gameId: number;
  currency: string;
  jackpot: number | null;
}

export function listProviders(db: Executor): Promise<ProviderRow[]> {
  return db
    .select({
      id: gameProviders.id,
      name: gameProviders.name,
      enabled: gameProviders.enabled,
      launchUrl: gameProviders.launchUrl,
      sortOrder: gameProviders.sortOrder,
    })
    .from(gameProviders)
    .orderBy(asc(gameProviders.sortOrder), asc(gameProviders.name));
}

/** Enabled games of enabled providers, lobby order. */
export function listListedGames(db: Executor): Promise<GameRow[]> {
  return db
    .select(gameColumns)
    .from(games)
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
    .where(and(eq(games.enabled, true), eq(gameProviders.enabled, true)))
    .orderBy(asc(games.popularity), asc(games.id));
}

const gameColumns = {
  id: games.id,
  identifier: games.identifier,
  providerId: games.providerId,
  slug: games.slug,
  title: games.title,
  categories: games.categories,
  devices: games.devices,
  lines: games.lines,
  ways: games.ways,
  volatilityRating: games.volatilityRating,
  hitRate: games.hitRate,
  payout: games.payout,
  popularity: games.popularity,
  releasedAt: games.releasedAt,
  studioTitle: games.studioTitle,
  enabled: games.enabled,
  createdAt: games.createdAt,
};

/** Every per-currency offer, in id order (the snapshot keeps those of listed games). */
export async function listOffers(db: Executor): Promise<OfferRow[]> {
  const rows = await db
    .select({
      id: gameCurrencies.id,
      gameId: gameCurrencies.gameId,
      currency: gameCurrencies.currency,
      jackpot: gameCurrencies.jackpot,
    })
    .from(gameCurrencies)
    .orderBy(asc(gameCurrencies.id));
  return rows;
}

/**
 * A short text that changes whenever anything the lists show changes (a game or provider added,
 * enabled or disabled, connected, reordered, a jackpot moved). Cheap: aggregates, no rows.
 */
export async function readCatalogFingerprint(db: Executor): Promise<string> {
  const result = await db.execute(sql`
    select
      (select coalesce(md5(string_agg(id || ':' || enabled || ':' || (launch_url is not null) || ':' || sort_order
                                      || ':' || name, ',' order by id)), '')
         from game_providers) as providers,
      (select count(*) || ':' || coalesce(max(id), 0) || ':' || count(*) filter (where enabled) || ':'
              || coalesce(sum(popularity), 0) from games) as games,
      (select count(*) || ':' || coalesce(max(id), 0) || ':' || coalesce(sum(jackpot), 0) from game_currencies) as offers`);
  const [row] = rowsOf<{ providers: string; games: string; offers: string }>(result);
  return row ? `${row.providers}|${row.games}|${row.offers}` : "";
}

/** The title and studio title id of a game by identifier (any game, listed or not), or null. */
export async function findGameArt(
  db: Executor,
  identifier: string,
): Promise<{ title: string; providerId: string; studioTitle: string | null } | null> {
  const [row] = await db
    .select({ title: games.title, providerId: games.providerId, studioTitle: games.studioTitle })
    .from(games)
    .where(eq(games.identifier, identifier))
    .limit(1);
  return row ?? null;
}

/** A per-currency game (the id a launch names) with its game's launch facts, or null. */
export interface GameCurrencyLaunchFacts {
  gameCurrencyId: number;
  currency: string;
  identifier: string;
  slug: string;
  devices: string[];
  studioTitle: string | null;
  enabled: boolean;
  providerId: string;
}

export async function findGameCurrency(db: Executor, gameCurrencyId: number): Promise<GameCurrencyLaunchFacts | null> {
  const [row] = await db
    .select({
      gameCurrencyId: gameCurrencies.id,
      currency: gameCurrencies.currency,
      identifier: games.identifier,
      slug: games.slug,
      devices: games.devices,
      studioTitle: games.studioTitle,
      enabled: games.enabled,
      providerId: games.providerId,
    })
    .from(gameCurrencies)
    .innerJoin(games, eq(games.id, gameCurrencies.gameId))
    .where(eq(gameCurrencies.id, gameCurrencyId))
    .limit(1);
  return row ?? null;
}

/** The packages/games title id of a provider's game by its catalog identifier (null: none). */
export async function findStudioTitleId(db: Executor, providerId: string, identifier: string): Promise<string | null> {
  const [row] = await db
    .select({ studioTitle: games.studioTitle })
    .from(games)
    .where(and(eq(games.identifier, identifier), eq(games.providerId, providerId)))
    .limit(1);
  return row?.studioTitle ?? null;
}

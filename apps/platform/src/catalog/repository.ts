import { and, eq, inArray, sql } from "drizzle-orm";
import { type Executor, rowsOf } from "../db/database.ts";
import { readProvidersFingerprint } from "../provider-wallet/repository.ts";
import { gameCurrencies, games } from "./schema.ts";

// The catalog's reads: the whole catalog for the in-memory snapshot, the fingerprint that tells
// when it changed, and single-row lookups. Providers belong to the provider wallet and are read
// through its functions.

/** A listed game as the snapshot holds it: every column but the creation time. */
export type GameRow = Omit<typeof games.$inferSelect, "createdAt">;
export interface OfferRow {
  id: number;
  gameId: number;
  currency: string;
  jackpot: number | null;
}

// The two lists below are read as one JSON text each, not row by row. The embedded PGlite decodes
// every field of every row in JavaScript on the event loop: the demo catalogue's 71,000 offers and
// 5,300 games took about a second, during which every other request of the node waited (the site's
// own calls for its menus timed out on a busy machine right after an operator's change). One text
// is parsed natively: about 0.2 s in all, measured on the same data.

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
  featured: games.featured,
  revision: games.revision,
  categoryPositions: games.categoryPositions,
} satisfies Record<keyof GameRow, unknown>;

/** `json_build_object('id', games.id, …)` with GameRow's keys: the JSON reads back as GameRow. */
const gameObject = sql`json_build_object(${sql.join(
  Object.entries(gameColumns).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
  sql`, `,
)})`;

/** Enabled games, lobby order (the snapshot keeps those of enabled providers). */
export async function listEnabledGames(db: Executor): Promise<GameRow[]> {
  const [row] = rowsOf<{ list: string }>(
    await db.execute(sql`
      select coalesce(json_agg(${gameObject} order by ${games.popularity}, ${games.id}), '[]')::text as list
      from ${games} where ${games.enabled}`),
  );
  return JSON.parse(row?.list ?? "[]") as GameRow[];
}

/** Every per-currency offer, in id order (the snapshot keeps those of listed games). */
export async function listOffers(db: Executor): Promise<OfferRow[]> {
  const { id, gameId, currency, jackpot } = gameCurrencies;
  const [row] = rowsOf<{ list: string }>(
    await db.execute(sql`
      select coalesce(json_agg(json_build_array(${id}, ${gameId}, ${currency}, ${jackpot}) order by ${id}), '[]')::text as list
      from ${gameCurrencies}`),
  );
  const tuples = JSON.parse(row?.list ?? "[]") as [number, number, string, number | null][];
  return tuples.map(([offerId, offerGameId, offerCurrency, offerJackpot]) => ({
    id: offerId,
    gameId: offerGameId,
    currency: offerCurrency,
    jackpot: offerJackpot,
  }));
}

/**
 * A short text that changes whenever anything the lists show changes (a game or provider added,
 * enabled or disabled, connected, reordered, a jackpot moved). Cheap: aggregates, no rows.
 */
export async function readCatalogFingerprint(db: Executor): Promise<string> {
  const [providers, result] = await Promise.all([
    readProvidersFingerprint(db),
    db.execute(sql`
      select
        (select count(*) || ':' || coalesce(max(id), 0) || ':' || count(*) filter (where enabled) || ':'
                || coalesce(sum(popularity), 0) || ':' || coalesce(sum(revision), 0) from games) as games,
        (select count(*) || ':' || coalesce(max(id), 0) || ':' || coalesce(sum(jackpot), 0) from game_currencies) as offers`),
  ]);
  const [row] = rowsOf<{ games: string; offers: string }>(result);
  return row ? `${providers}|${row.games}|${row.offers}` : "";
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

/** The titles of some games by identifier, listed or not (identifiers without a game are left out). */
export async function findGameTitles(db: Executor, identifiers: readonly string[]): Promise<Map<string, string>> {
  if (identifiers.length === 0) return new Map();
  const rows = await db
    .select({ identifier: games.identifier, title: games.title })
    .from(games)
    .where(inArray(games.identifier, [...new Set(identifiers)]));
  return new Map(rows.map((row) => [row.identifier, row.title]));
}

/** The categories (collection slugs) of some games by identifier (identifiers without a game are left out). */
export async function findGameCategories(db: Executor, identifiers: readonly string[]): Promise<Map<string, string[]>> {
  if (identifiers.length === 0) return new Map();
  const rows = await db
    .select({ identifier: games.identifier, categories: games.categories })
    .from(games)
    .where(inArray(games.identifier, [...new Set(identifiers)]));
  return new Map(rows.map((row) => [row.identifier, row.categories]));
}

/** A game's offer in one currency: the per-currency id and the game's title. */
export interface GameOffer {
  identifier: string;
  title: string;
  providerId: string;
  currency: string;
  gameCurrencyId: number;
}

/** The key of `findGameOffers`' answer. */
export const offerKey = (identifier: string, currency: string) => `${identifier} ${currency}`;

/**
 * The offers of some games in some currencies, listed or not, by `offerKey(identifier, currency)`;
 * a pair the catalog does not offer is left out. One query whatever the number of pairs.
 */
export async function findGameOffers(
  db: Executor,
  pairs: readonly { identifier: string; currency: string }[],
): Promise<Map<string, GameOffer>> {
  const found = new Map<string, GameOffer>();
  if (pairs.length === 0) return found;
  const wanted = new Set(pairs.map((pair) => offerKey(pair.identifier, pair.currency)));
  const rows = await db
    .select({
      identifier: games.identifier,
      title: games.title,
      providerId: games.providerId,
      currency: gameCurrencies.currency,
      gameCurrencyId: gameCurrencies.id,
    })
    .from(games)
    .innerJoin(gameCurrencies, eq(gameCurrencies.gameId, games.id))
    .where(
      and(
        inArray(games.identifier, [...new Set(pairs.map((pair) => pair.identifier))]),
        inArray(gameCurrencies.currency, [...new Set(pairs.map((pair) => pair.currency))]),
      ),
    );
  for (const row of rows) {
    const key = offerKey(row.identifier, row.currency);
    if (wanted.has(key)) found.set(key, row);
  }
  return found;
}

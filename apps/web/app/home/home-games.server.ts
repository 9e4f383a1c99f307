import type { ApiClient } from "@croupier/contract";
import { LOBBY_FILTER_COLLECTIONS, type LobbyFilter, type Winner } from "@croupier/contract/schemas/games";
import { getServerCatalog, providerTitles, requestDevice, requestPlayCurrency } from "../games/catalog.server.ts";
import type { CatalogGame } from "../games/catalog.ts";
import { NO_FILTERS } from "../games/lobby-filters.ts";
import { queryLobby } from "../games/lobby-query.ts";
import { type TileGame, toTileGame } from "../games/tile-game.ts";
import { dataOr } from "../lib/api.server.ts";

// The home page's game rows and winners, prepared by its loader so the browser gets finished tiles
// and lists (no catalog download, almost no script on the home page).

/** The rows, each a lobby filter (its "see all" link) in that filter's own order. */
export const HOME_ROWS = ["popularity", "novelty", "slots", "live", "table"] as const satisfies readonly LobbyFilter[];
/** Two rows of the widest home grid (8 columns); narrower grids hide the rest, phones scroll. */
export const HOME_ROW_SIZE = 16;

export interface HomeRow {
  filter: LobbyFilter;
  games: TileGame[];
}

export async function loadHomeRows(request: Request, api: ApiClient, locale: string): Promise<HomeRow[]> {
  const [games, providers, visitor] = await Promise.all([
    getServerCatalog(requestDevice(request)),
    dataOr(api.getGameProviders(), []),
    requestPlayCurrency(api),
  ]);
  const titles = providerTitles(Array.isArray(providers) ? providers : []);
  return homeRowGames(games, visitor.currency, locale)
    .map(({ filter, games: picked }) => ({
      filter,
      games: picked.map((game) => toTileGame(game, visitor.currency, titles)),
    }))
    .filter((row) => row.games.length > 0);
}

/**
 * Each row's games for one currency and locale. Querying thousands of games five times is most of
 * a home page's rendering time, and the answer only changes with the catalog copy (kept a minute,
 * catalog.server.ts), so it is kept per copy.
 */
const rowsByCatalog = new WeakMap<
  readonly CatalogGame[],
  Map<string, { filter: LobbyFilter; games: CatalogGame[] }[]>
>();

export function homeRowGames(games: readonly CatalogGame[], currency: string, locale: string) {
  let byVisitor = rowsByCatalog.get(games);
  if (!byVisitor) {
    byVisitor = new Map();
    rowsByCatalog.set(games, byVisitor);
  }
  const key = `${currency}|${locale}`;
  let rows = byVisitor.get(key);
  if (!rows) {
    const options = { currency, locale };
    // Featured games (set in the back office) lead the first row, in their lobby order; as in every
    // row, games that cannot be played (provider not connected) come after those that can.
    const featured = queryLobby(games, { collection: "featured", provider: null }, NO_FILTERS, options);
    rows = HOME_ROWS.map((filter, index) => {
      const scope = { collection: LOBBY_FILTER_COLLECTIONS[filter], provider: null };
      const listed = queryLobby(games, scope, NO_FILTERS, options);
      return { filter, games: playableFirst(index === 0 ? leading(featured, listed) : listed).slice(0, HOME_ROW_SIZE) };
    });
    byVisitor.set(key, rows);
  }
  return rows;
}

/** `first` then the rest of `games` (each game once). */
export function leading<T extends { identifier: string }>(first: readonly T[], games: readonly T[]): T[] {
  const seen = new Set(first.map((game) => game.identifier));
  return [...first, ...games.filter((game) => !seen.has(game.identifier))];
}

/** Games that can be played lead the row; each group keeps the filter's order. */
export function playableFirst<T extends { playable: boolean }>(games: readonly T[]): T[] {
  return [...games.filter((game) => game.playable), ...games.filter((game) => !game.playable)];
}

export interface HomeWinners {
  /** null: the list could not be loaded (an empty list is "no wins yet"). */
  top: Winner[] | null;
  latest: Winner[] | null;
}

/** How many winners each list shows. */
export const WINNERS_SHOWN = 8;

export async function loadHomeWinners(api: ApiClient): Promise<HomeWinners> {
  const list = async (kind: "top" | "latest") => {
    const result = await dataOr(api.getWinners(kind), null);
    return Array.isArray(result) ? result.slice(0, WINNERS_SHOWN) : null;
  };
  const [top, latest] = await Promise.all([list("top"), list("latest")]);
  return { top, latest };
}

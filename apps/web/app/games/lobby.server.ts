import { LOBBY_FILTER_COLLECTIONS, type LobbyFilter } from "@croupier/contract/schemas/games";
import { data } from "react-router";
import { decideRequestLocale } from "../i18n/request-locale.server.ts";
import { createServerApi, dataOr } from "../lib/api.server.ts";
import { getServerCatalog, providerTitles, requestDevice, requestPlayCurrency } from "./catalog.server.ts";
import { FIRST_PAGE_SIZE } from "./grid-window.ts";
import { parseLobbyFilters } from "./lobby-filters.ts";
import { catalogCurrencies, type LobbyScope, queryLobby } from "./lobby-query.ts";
import { type TileGame, toTileGame } from "./tile-game.ts";

export interface LobbyProvider {
  id: string;
  title: string;
}

export interface LobbyData {
  /** The URL filter (/games/slots → "slots") or null. */
  filter: LobbyFilter | null;
  /** The provider of /games/all/{provider}, with its display name. */
  provider: LobbyProvider | null;
  scope: LobbyScope;
  currency: string;
  /** The first page of tiles for the URL's filters: crawlers and the first paint see real games. */
  games: TileGame[];
  /** How many games match in all (null when the list could not be loaded). */
  total: number | null;
  providers: LobbyProvider[];
  currencies: string[];
}

function isLobbyFilter(filter: string): filter is LobbyFilter {
  return Object.hasOwn(LOBBY_FILTER_COLLECTIONS, filter);
}

/**
 * The lobby's first page: /games, /games/{filter} (unknown → 404) and /games/all/{provider}
 * (unknown provider → 404), narrowed by the query's filters and sorted, from the cached list.
 */
export async function loadLobby(request: Request, params: { filter?: string; provider?: string }): Promise<LobbyData> {
  const filter = params.filter ?? null;
  if (filter !== null && !isLobbyFilter(filter)) throw data(null, { status: 404 });
  const locale = decideRequestLocale(request);
  const api = createServerApi(request, locale);
  const url = new URL(request.url);
  const filters = parseLobbyFilters(url.searchParams);
  const [games, providers, visitor, favoriteIds] = await Promise.all([
    getServerCatalog(requestDevice(request)),
    dataOr(api.getGameProviders(), []),
    requestPlayCurrency(api),
    filters.favorites ? dataOr(api.getFavoriteGames(), []) : Promise.resolve([] as number[]),
  ]);
  const providerId = params.provider ?? null;
  const provider = providerId ? providers.find((entry) => entry.id === providerId) : undefined;
  // Without the providers list (platform down) the page still renders, named by the id.
  if (providerId && !provider && providers.length > 0) throw data(null, { status: 404 });
  const scope: LobbyScope = {
    collection: filter ? LOBBY_FILTER_COLLECTIONS[filter] : null,
    provider: providerId,
  };
  const titles = providerTitles(providers);
  const shown = queryLobby(games, scope, filters, {
    currency: visitor.currency,
    locale,
    favoriteIds: new Set(Array.isArray(favoriteIds) ? favoriteIds : []),
  });
  const currency = filters.currency ?? visitor.currency;
  return {
    filter: filter as LobbyFilter | null,
    provider: providerId ? { id: providerId, title: provider?.title ?? providerId } : null,
    scope,
    currency: visitor.currency,
    games: shown.slice(0, FIRST_PAGE_SIZE).map((game) => toTileGame(game, currency, titles)),
    total: games.length > 0 ? shown.length : null,
    providers: providers.map(({ id, title }) => ({ id, title })).sort((a, b) => a.title.localeCompare(b.title, locale)),
    currencies: catalogCurrencies(games),
  };
}

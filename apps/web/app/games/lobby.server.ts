import { LOBBY_FILTER_COLLECTIONS, type LobbyFilter } from "@croupier/contract/schemas/games";
import type { GamesFilterRequest } from "@croupier/contract/schemas/games-filter";
import { data } from "react-router";
import { decideRequestLocale } from "../i18n/request-locale.server.ts";
import { createServerApi, dataOr } from "../lib/api.server.ts";
import { providerTitles, requestDevice, requestPlayCurrency } from "./catalog.server.ts";
import { parseLobbyFilters } from "./lobby-filters.ts";
import {
  LOBBY_PAGE_SIZE,
  lobbyFilterRequest,
  MAX_RENDERED_PAGES,
  parseLobbyPage,
  tileFromGame,
} from "./lobby-pages.ts";
import type { LobbyScope } from "./lobby-query.ts";
import type { TileGame } from "./tile-game.ts";

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
  /** The play currency the tiles were built for (the filters' currency, else the visitor's). */
  currency: string;
  /** The visitor's own play currency (the currency filter's default). */
  playCurrency: string;
  /** Pages 1..`pages` of tiles for the URL's filters (`?page=` on a reload or a return). */
  games: TileGame[];
  pages: number;
  /** How many games match in all (null when the list could not be loaded). */
  total: number | null;
  /** The filter request behind the tiles: "Load more" asks the next page with it. */
  request: Omit<GamesFilterRequest, "page" | "page_size">;
  providers: LobbyProvider[];
  currencies: string[];
}

function isLobbyFilter(filter: string): filter is LobbyFilter {
  return Object.hasOwn(LOBBY_FILTER_COLLECTIONS, filter);
}

/**
 * The lobby: /games, /games/{filter} (unknown → 404) and /games/all/{provider} (unknown provider →
 * 404), narrowed by the query's filters, sorted and paged by the platform (POST /api/games_filter).
 */
export async function loadLobby(request: Request, params: { filter?: string; provider?: string }): Promise<LobbyData> {
  const filter = params.filter ?? null;
  if (filter !== null && !isLobbyFilter(filter)) throw data(null, { status: 404 });
  const locale = decideRequestLocale(request);
  const api = createServerApi(request, locale);
  const url = new URL(request.url);
  const filters = parseLobbyFilters(url.searchParams);
  const pages = Math.min(parseLobbyPage(url.searchParams), MAX_RENDERED_PAGES);
  const providerId = params.provider ?? null;
  const scope: LobbyScope = {
    collection: filter ? LOBBY_FILTER_COLLECTIONS[filter] : null,
    provider: providerId,
  };
  const [providers, visitor, currencies] = await Promise.all([
    dataOr(api.getGameProviders(), []),
    requestPlayCurrency(api),
    dataOr(api.getCurrencies(), []),
  ]);
  const provider = providerId ? providers.find((entry) => entry.id === providerId) : undefined;
  // Without the providers list (platform down) the page still renders, named by the id.
  if (providerId && !provider && providers.length > 0) throw data(null, { status: 404 });
  const currency = filters.currency ?? visitor.currency;
  const filterRequest = lobbyFilterRequest(scope, filters, visitor.currency, requestDevice(request));
  const answer = await api.filterGames({ ...filterRequest, page: 1, page_size: pages * LOBBY_PAGE_SIZE });
  const titles = providerTitles(providers);
  return {
    filter: filter as LobbyFilter | null,
    provider: providerId ? { id: providerId, title: provider?.title ?? providerId } : null,
    scope,
    currency,
    playCurrency: visitor.currency,
    games: answer.ok ? answer.data.data.map((game) => tileFromGame(game, currency, titles)) : [],
    pages,
    total: answer.ok ? answer.data.pagination.total_count : null,
    request: filterRequest,
    providers: providers.map(({ id, title }) => ({ id, title })).sort((a, b) => a.title.localeCompare(b.title, locale)),
    currencies: (Array.isArray(currencies) ? currencies : [])
      .filter((entry) => !entry.play_money)
      .map((entry) => entry.code)
      .sort(),
  };
}

import type { GameCategory, GameDeviceKind } from "@croupier/contract/games-catalog";
import type { GameInfo } from "@croupier/contract/schemas/games";
import type { GamesFilterRequest } from "@croupier/contract/schemas/games-filter";
import type { LobbyFilters } from "./lobby-filters.ts";
import type { LobbyScope } from "./lobby-query.ts";
import type { TileBadge, TileGame } from "./tile-game.ts";

// The lobby in pages: the platform filters and sorts (POST /api/games_filter), the site
// asks for 60 games at a time (whole rows at 2, 3, 4, 5 and 6 columns), and the number of pages shown lives in the URL (`?page=3`), so a
// reload or a return with Back renders the same pages 1..3 on the server and the place is kept.
// Pure: the loader, the lobby and the tests share it.

export const LOBBY_PAGE_SIZE = 60;
/** Pages a reload renders at most (960 tiles); past it "Load more" still goes on page by page. */
export const MAX_RENDERED_PAGES = 16;

/** The `page` query parameter: how many pages are shown (1 when absent or malformed). */
export function parseLobbyPage(params: URLSearchParams): number {
  const text = params.get("page") ?? "";
  if (!/^\d{1,6}$/.test(text)) return 1;
  return Math.max(1, Number(text));
}

/** The query with `page` set (left out for page 1, so the plain lobby URL stays plain). */
export function writeLobbyPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete("page");
  if (page > 1) next.set("page", String(page));
  return next;
}

type FilterBody = Omit<GamesFilterRequest, "page" | "page_size">;

/**
 * The games_filter request of a lobby page: its scope (a URL filter's collection or a provider),
 * the filters, and the play currency (the lobby hides games not offered in it).
 */
export function lobbyFilterRequest(
  scope: LobbyScope,
  filters: LobbyFilters,
  currency: string,
  device: GameDeviceKind,
): FilterBody {
  const categories = [
    ...new Set([scope.collection, filters.category, ...filters.collections].filter((id) => id !== null)),
  ] as string[];
  const providers = scope.provider ? [scope.provider] : filters.providers;
  const filter: NonNullable<GamesFilterRequest["filter"]> = { currencies: [filters.currency ?? currency] };
  if (providers.length > 0) filter.providers = providers;
  if (categories.length > 0) {
    filter.categories = { identifiers: categories as never[], strategy: "AND" };
  }
  if (filters.volatilityRating.length > 0) filter.volatility_rating = filters.volatilityRating as never[];
  if (filters.linesAndWays.length > 0) filter.lines_and_ways = filters.linesAndWays;
  if (filters.hitRate !== null) filter.hit_rate_min = filters.hitRate;
  if (filters.payout !== null) filter.payout_min = filters.payout;
  if (filters.favorites) filter.favorites = true;
  return { device, filter, sort: { type: lobbySortType(scope, filters), direction: "ASC" } };
}

/**
 * "Popularity" on /games/novelty is newest first (the page's own order), on another category's
 * page that category's order (the operators' places in it, then the global rank); else the global
 * rank.
 */
function lobbySortType(scope: LobbyScope, filters: LobbyFilters): "global" | "novelty" | "title" | GameCategory {
  if (filters.sort === "az") return "title";
  if (filters.sort === "newest" || scope.collection === "new") return "novelty";
  // A URL filter's collection (LOBBY_FILTER_COLLECTIONS) is always a category.
  if (scope.collection) return scope.collection as GameCategory;
  return "global";
}

/** The badges of the game collections, in a fixed order. */
function badgesOf(categories: readonly string[]): TileBadge[] {
  return (["new", "jackpot", "bonusbuy"] as const).filter((badge) => categories.includes(badge));
}

/** A tile from a GameV2 of the filter API. */
export function tileFromGame(
  game: Pick<GameInfo, "identifier" | "title" | "provider" | "currencies" | "categories" | "playable">,
  currency: string,
  providerTitles: Readonly<Record<string, string>> = {},
): TileGame {
  return {
    identifier: game.identifier,
    title: game.title,
    provider: game.provider,
    providerTitle: providerTitles[game.provider] ?? game.provider,
    playId: game.currencies[currency]?.id ?? null,
    demoId: game.currencies.FUN?.id ?? null,
    playable: game.playable,
    badges: badgesOf(game.categories),
  };
}

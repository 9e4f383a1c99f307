import { inLinesAndWays, reachesMinimum } from "@croupier/contract/games-catalog";
import type { AllowedGame } from "@croupier/contract/schemas/games";
import type { LobbyFilters, LobbySort } from "./lobby-filters.ts";

// What the lobby shows: the allowed games narrowed by the page (a collection from /games/{filter}
// or a provider from /games/all/{provider}), the currency (games without `real[currency]` are
// hidden) and the filters, then sorted. Pure; the loader runs it on the server for the first page
// and the browser runs it over the whole list.

export type LobbyGame = Pick<
  AllowedGame,
  "title" | "provider" | "collections" | "real" | "lines" | "ways" | "volatility_rating" | "hit_rate" | "payout"
> & { identifier: string };

export interface LobbyScope {
  /** The collection of a URL filter (/games/slots → "slots"), or null for every game. */
  collection: string | null;
  /** The provider of /games/all/{provider}, or null. */
  provider: string | null;
}

const LAST = Number.MAX_SAFE_INTEGER;

/** Whether a game passes the page scope, the currency and every filter. */
export function matchesLobby(
  game: LobbyGame,
  scope: LobbyScope,
  filters: LobbyFilters,
  currency: string,
  favoriteIds: ReadonlySet<number> = new Set(),
): boolean {
  if (scope.collection && game.collections[scope.collection] === undefined) return false;
  if (scope.provider && game.provider !== scope.provider) return false;
  if (game.real[currency] === undefined) return false;
  if (filters.providers.length > 0 && !filters.providers.includes(game.provider)) return false;
  if (filters.category && game.collections[filters.category] === undefined) return false;
  if (filters.collections.some((collection) => game.collections[collection] === undefined)) return false;
  if (filters.volatilityRating.length > 0 && !filters.volatilityRating.includes(game.volatility_rating ?? "")) {
    return false;
  }
  if (filters.linesAndWays.length > 0 && !inLinesAndWays(game, filters.linesAndWays)) return false;
  if (!reachesMinimum(game.hit_rate, filters.hitRate) || !reachesMinimum(game.payout, filters.payout)) return false;
  if (filters.favorites && !Object.values(game.real).some((entry) => favoriteIds.has(entry.id))) return false;
  return true;
}

/**
 * A comparator for a sort order. "popularity" follows the page's collection rank (the lobby of
 * /games/novelty is newest first, /games/popularity most played first), else the global rank;
 * "newest" the release order (`novelty` rank when the list has it, else the "new" collection's);
 * "az" the title in the reader's alphabet.
 */
export function lobbyComparator(
  sort: LobbySort,
  scope: LobbyScope,
  locale: string,
): (a: LobbyGame, b: LobbyGame) => number {
  const global = (game: LobbyGame) => game.collections.popularity ?? LAST;
  if (sort === "az") {
    const collator = new Intl.Collator(locale, { sensitivity: "base", numeric: true });
    return (a, b) => collator.compare(a.title, b.title) || global(a) - global(b);
  }
  if (sort === "newest") {
    const rank = (game: LobbyGame) => game.collections.novelty ?? game.collections.new ?? LAST;
    return (a, b) => rank(a) - rank(b) || global(a) - global(b);
  }
  const collection = scope.collection;
  if (!collection) return (a, b) => global(a) - global(b);
  const rank = (game: LobbyGame) => game.collections[collection] ?? LAST;
  return (a, b) => rank(a) - rank(b) || global(a) - global(b);
}

/** The lobby's games for a page, currency and filters, in the chosen order. */
export function queryLobby<Game extends LobbyGame>(
  games: readonly Game[],
  scope: LobbyScope,
  filters: LobbyFilters,
  options: { currency: string; locale: string; favoriteIds?: ReadonlySet<number> },
): Game[] {
  const currency = filters.currency ?? options.currency;
  const shown = games.filter((game) => matchesLobby(game, scope, filters, currency, options.favoriteIds));
  return shown.sort(lobbyComparator(filters.sort, scope, options.locale));
}

/** The currencies the list offers games in (FUN, the demo, is not one), alphabetically. */
export function catalogCurrencies(games: readonly LobbyGame[]): string[] {
  const codes = new Set<string>();
  for (const game of games) for (const code of Object.keys(game.real)) codes.add(code);
  codes.delete("FUN");
  return [...codes].sort();
}

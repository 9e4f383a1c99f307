import {
  GAME_CATEGORIES,
  LINES_AND_WAYS_BANDS,
  type LinesAndWaysBand,
  VOLATILITY_RATINGS,
} from "@croupier/contract/games-catalog";

export { LINES_AND_WAYS_BANDS, type LinesAndWaysBand };

// The lobby's filters (providers, currency, category, collections, volatilityRating,
// linesAndWays, hitRate, payout), its sort orders, and how both live in the URL's query so a
// filtered lobby can be shared and survives a reload. Pure: the lobby, the loader and tests use it.

export const LOBBY_SORTS = ["popularity", "newest", "az"] as const;
export type LobbySort = (typeof LOBBY_SORTS)[number];

/** Minimum hit rate and payout (RTP) choices, in percent. */
export const HIT_RATE_MINIMUMS = [20, 30, 40] as const;
export const PAYOUT_MINIMUMS = [95, 96, 97] as const;

/** Collections offered as "features" in the filters (the category tabs cover the rest). */
export const FEATURE_COLLECTIONS = ["new", "popular", "jackpot", "bonusbuy", "drops-and-wins"] as const;

export interface LobbyFilters {
  providers: string[];
  /** null: the player's (or visitor's) own currency. */
  currency: string | null;
  category: string | null;
  collections: string[];
  volatilityRating: string[];
  linesAndWays: LinesAndWaysBand[];
  hitRate: number | null;
  payout: number | null;
  /** Only the signed-in player's favourites. */
  favorites: boolean;
  sort: LobbySort;
}

export const NO_FILTERS: LobbyFilters = {
  providers: [],
  currency: null,
  category: null,
  collections: [],
  volatilityRating: [],
  linesAndWays: [],
  hitRate: null,
  payout: null,
  favorites: false,
  sort: "popularity",
};

/** The query keys the lobby owns; any other parameter (a modal flag…) is left alone. */
export const LOBBY_QUERY_KEYS = [
  "providers",
  "currency",
  "category",
  "collections",
  "volatilityRating",
  "linesAndWays",
  "hitRate",
  "payout",
  "favorites",
  "sort",
] as const;

function list(params: URLSearchParams, key: string): string[] {
  const values = params
    .getAll(key)
    .flatMap((value) => value.split(","))
    .map((value) => value.trim())
    .filter(Boolean);
  return [...new Set(values)];
}

function pick<T extends string | number>(allowed: readonly T[], value: string | null): T | null {
  return allowed.find((option) => String(option) === value) ?? null;
}

/** Reads the filters from a query string; unknown or malformed values are ignored, never an error. */
export function parseLobbyFilters(params: URLSearchParams): LobbyFilters {
  const slug = /^[a-z0-9-]+$/;
  const currency = params.get("currency")?.trim().toUpperCase() ?? "";
  return {
    providers: list(params, "providers").filter((id) => slug.test(id)),
    currency: /^[A-Z0-9]{2,6}$/.test(currency) ? currency : null,
    category: pick(GAME_CATEGORIES, params.get("category")),
    collections: list(params, "collections").filter((id) => (GAME_CATEGORIES as readonly string[]).includes(id)),
    volatilityRating: list(params, "volatilityRating").filter((id) =>
      (VOLATILITY_RATINGS as readonly string[]).includes(id),
    ),
    linesAndWays: list(params, "linesAndWays").filter((id): id is LinesAndWaysBand =>
      (LINES_AND_WAYS_BANDS as readonly string[]).includes(id),
    ),
    hitRate: pick(HIT_RATE_MINIMUMS, params.get("hitRate")),
    payout: pick(PAYOUT_MINIMUMS, params.get("payout")),
    favorites: params.get("favorites") === "1",
    sort: pick(LOBBY_SORTS, params.get("sort")) ?? "popularity",
  };
}

/** The query with the lobby's keys replaced by `filters` (defaults left out, so URLs stay short). */
export function writeLobbyFilters(params: URLSearchParams, filters: LobbyFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of LOBBY_QUERY_KEYS) next.delete(key);
  const set = (key: string, value: string | number | null | readonly string[]) => {
    const text = Array.isArray(value) ? value.join(",") : value === null ? "" : String(value);
    if (text) next.set(key, text);
  };
  set("providers", filters.providers);
  set("currency", filters.currency);
  set("category", filters.category);
  set("collections", filters.collections);
  set("volatilityRating", filters.volatilityRating);
  set("linesAndWays", filters.linesAndWays);
  set("hitRate", filters.hitRate);
  set("payout", filters.payout);
  if (filters.favorites) next.set("favorites", "1");
  if (filters.sort !== "popularity") next.set("sort", filters.sort);
  return next;
}

/** How many filters narrow the list (the sort and the currency default do not count). */
export function activeFilterCount(filters: LobbyFilters): number {
  return (
    filters.providers.length +
    (filters.currency ? 1 : 0) +
    (filters.category ? 1 : 0) +
    filters.collections.length +
    filters.volatilityRating.length +
    filters.linesAndWays.length +
    (filters.hitRate !== null ? 1 : 0) +
    (filters.payout !== null ? 1 : 0) +
    (filters.favorites ? 1 : 0)
  );
}

/** Every filter cleared, the sort kept (clearing filters should not reshuffle the order too). */
export function clearLobbyFilters(filters: LobbyFilters): LobbyFilters {
  return { ...NO_FILTERS, sort: filters.sort };
}

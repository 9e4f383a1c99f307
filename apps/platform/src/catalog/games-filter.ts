import type { GamesFilterQuery, Pagination } from "@croupier/contract";
import { inLinesAndWays, reachesMinimum } from "@croupier/contract/games-catalog";
import type { CatalogGame, CatalogSnapshot } from "./catalog-snapshot.ts";

// POST /api/games_filter's rules, pure over the in-memory snapshot: which games match a filter,
// in which order, and which page of them to answer. Whatever the order asked for, the games that
// can be played (connected providers) come first, so a player never pages past unplayable tiles
// to find one that opens.

type Filter = NonNullable<GamesFilterQuery["filter"]>;
type Sort = NonNullable<GamesFilterQuery["sort"]>;

export interface FilterContext {
  /** The signed-in player's favourite per-currency ids (empty when signed out). */
  favoriteIds: ReadonlySet<number>;
  /** The request's language, for the A–Z order. */
  locale: string;
}

/** Lower case with runs of spaces made one, as the site's search matches titles. */
export function foldTitle(text: string): string {
  return text.trim().replace(/\s+/g, " ").toLowerCase();
}

/** Whether a game passes every part of the filter (an absent or empty part passes all). */
export function matchesFilter(game: CatalogGame, filter: Filter, context: FilterContext): boolean {
  const title = filter.title === undefined ? "" : foldTitle(filter.title);
  if (title !== "" && !foldTitle(game.title).includes(title)) return false;
  if (filter.providers?.length && !filter.providers.includes(game.providerId)) return false;
  if (filter.currencies?.length && !filter.currencies.some((code) => game.offers[code] !== undefined)) return false;
  const categories = filter.categories;
  if (categories && categories.identifiers.length > 0) {
    const has = (id: string) => id === "all" || game.categories.includes(id);
    const ok = categories.strategy === "AND" ? categories.identifiers.every(has) : categories.identifiers.some(has);
    if (!ok) return false;
  }
  if (filter.volatility_rating?.length && !filter.volatility_rating.includes(game.volatilityRating as never)) {
    return false;
  }
  if (filter.lines_and_ways?.length && !inLinesAndWays(game, filter.lines_and_ways)) return false;
  if (!reachesMinimum(game.hitRate, filter.hit_rate_min) || !reachesMinimum(game.payout, filter.payout_min))
    return false;
  if (filter.favorites && !Object.values(game.offers).some((offer) => context.favoriteIds.has(offer.id))) return false;
  return true;
}

const collators = new Map<string, Intl.Collator>();
function collatorFor(locale: string): Intl.Collator {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale, { sensitivity: "base", numeric: true });
    collators.set(locale, collator);
  }
  return collator;
}

/**
 * The comparator of an order. `global` is the catalog's popularity rank; a category is its own
 * order: the games an operator placed in it first (by place, `category_positions`), then the
 * others by the global rank. `novelty` and the `new` category the release order, `title` the
 * collation of the request's language. Playable games always lead.
 */
export function filterComparator(
  sort: Sort,
  rankOf: ReadonlyMap<CatalogGame, number>,
  locale: string,
): (a: CatalogGame, b: CatalogGame) => number {
  const global = (game: CatalogGame) => rankOf.get(game) ?? Number.MAX_SAFE_INTEGER;
  const sign = sort.direction === "DESC" ? -1 : 1;
  let order: (a: CatalogGame, b: CatalogGame) => number;
  if (sort.type === "title") {
    const collator = collatorFor(locale);
    order = (a, b) => collator.compare(a.title, b.title);
  } else if (sort.type === "novelty" || sort.type === "new") {
    order = (a, b) => a.novelty - b.novelty;
  } else if (sort.type !== "global") {
    const category = sort.type;
    const place = (game: CatalogGame) => game.categoryPositions?.[category] ?? Number.MAX_SAFE_INTEGER;
    order = (a, b) => place(a) - place(b);
  } else {
    order = () => 0;
  }
  return (a, b) => Number(b.playable) - Number(a.playable) || sign * order(a, b) || sign * (global(a) - global(b));
}

const globalRanks = new WeakMap<CatalogSnapshot, Map<CatalogGame, number>>();
function ranksOf(snapshot: CatalogSnapshot): Map<CatalogGame, number> {
  let ranks = globalRanks.get(snapshot);
  if (!ranks) {
    ranks = new Map(snapshot.games.map((game, index) => [game, index]));
    globalRanks.set(snapshot, ranks);
  }
  return ranks;
}

/** The games of a device matching the request, in its order (every page of them). */
export function filterGames(snapshot: CatalogSnapshot, query: GamesFilterQuery, context: FilterContext): CatalogGame[] {
  const filter = query.filter ?? {};
  const matched = snapshot.games.filter(
    (game) => game.devices.includes(query.device) && matchesFilter(game, filter, context),
  );
  const sort = query.sort ?? { type: "global", direction: "ASC" };
  return matched.sort(filterComparator(sort, ranksOf(snapshot), context.locale));
}

/** One page of a list and where it sits among the pages (1-based; a page past the end is empty). */
export function pageOf<T>(items: readonly T[], page: number, pageSize: number): { items: T[]; pagination: Pagination } {
  const totalPages = Math.ceil(items.length / pageSize);
  const start = (page - 1) * pageSize;
  return {
    items: items.slice(start, start + pageSize),
    pagination: {
      current_page: page,
      next_page: page < totalPages ? page + 1 : null,
      prev_page: page > 1 ? Math.min(page - 1, Math.max(totalPages, 1)) : null,
      total_pages: totalPages,
      total_count: items.length,
    },
  };
}

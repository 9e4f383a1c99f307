import { z } from "zod";
import { GAME_CATEGORIES, GAME_DEVICES, LINES_AND_WAYS_BANDS, VOLATILITY_RATINGS } from "../games-catalog.ts";
import { gameIdentifier, gameInfo } from "./games.ts";

// The filter API: POST /api/games_filter (one page of games matching a filter,
// in an order), /select (games by identifier) and /select_by_seo_titles (games by slug), all in the
// GameV2 shape. Fields beyond the API family's (lines_and_ways, hit_rate_min, payout_min, favorites)
// are ours: the lobby's filters, answered by the server so a lobby page stays small.

/** The largest page: enough for a sitemap tool, small enough that one answer stays a few hundred KB. */
export const GAMES_FILTER_MAX_PAGE_SIZE = 1000;
export const GAMES_FILTER_DEFAULT_PAGE_SIZE = 24;

export { LINES_AND_WAYS_BANDS };
/**
 * Orders: `global` (the lobby's popularity rank), `novelty` (newest first), `title` (A–Z in the
 * request's language), or a category slug (the rank within that category). Whatever the order,
 * games that can be played (connected providers) come before those that cannot.
 */
export const GAMES_FILTER_SORTS = ["global", "novelty", "title", ...GAME_CATEGORIES] as const;

// The bounds abort: zod goes on to the pattern after a failed check unless told to stop.
const slug = z
  .string()
  .max(100, { error: "format", abort: true })
  .regex(/^[a-z0-9-]+$/, "format");
const currencyCode = z
  .string()
  .max(10, { error: "format", abort: true })
  .regex(/^[A-Z0-9]{2,6}$/, "format");
const percent = z.number("format").min(0, "too_small").max(100, "too_large");

export const gamesFilterRequest = z
  .object({
    device: z.enum(GAME_DEVICES, "format").default("desktop"),
    page: z.number("format").int("format").min(1, "too_small").max(100_000, "too_large").default(1),
    page_size: z
      .number("format")
      .int("format")
      .min(1, "too_small")
      .max(GAMES_FILTER_MAX_PAGE_SIZE, "too_large")
      .default(GAMES_FILTER_DEFAULT_PAGE_SIZE),
    /** Accepted for compatibility; every listed game is already open to the request's country. */
    without_territorial_restrictions: z.boolean("format").optional(),
    filter: z
      .object({
        /** A case-insensitive part of the title. */
        title: z.string().max(100, "too_long").optional(),
        providers: z.array(slug).max(500, "too_long").optional(),
        /** Games offered in at least one of these currencies. */
        currencies: z.array(currencyCode).max(50, "too_long").optional(),
        categories: z
          .object({
            identifiers: z.array(z.enum(GAME_CATEGORIES, "format")).max(GAME_CATEGORIES.length, "too_long"),
            strategy: z.enum(["OR", "AND"], "format").default("OR"),
          })
          .optional(),
        volatility_rating: z.array(z.enum(VOLATILITY_RATINGS, "format")).max(10, "too_long").optional(),
        lines_and_ways: z.array(z.enum(LINES_AND_WAYS_BANDS, "format")).max(10, "too_long").optional(),
        hit_rate_min: percent.optional(),
        payout_min: percent.optional(),
        /** Only the signed-in player's favourites (none when signed out). */
        favorites: z.boolean("format").optional(),
      })
      .optional(),
    sort: z
      .object({
        type: z.enum(GAMES_FILTER_SORTS, "format").default("global"),
        direction: z.enum(["ASC", "DESC"], "format").default("ASC"),
      })
      .optional(),
  })
  .meta({ id: "GamesFilterRequest" });
export type GamesFilterRequest = z.input<typeof gamesFilterRequest>;
export type GamesFilterQuery = z.output<typeof gamesFilterRequest>;

export const pagination = z
  .object({
    current_page: z.number().int(),
    next_page: z.number().int().nullable(),
    prev_page: z.number().int().nullable(),
    total_pages: z.number().int(),
    total_count: z.number().int(),
  })
  .meta({ id: "Pagination" });
export type Pagination = z.infer<typeof pagination>;

/** POST /api/games_filter: one page of GameV2 (v1 and v2 answer alike: the API family defines only v2). */
export const gamesFilterPage = z.object({ data: z.array(gameInfo), pagination }).meta({ id: "GamesFilterPage" });
export type GamesFilterPage = z.infer<typeof gamesFilterPage>;

/** POST /api/games_filter/select: identifier → GameV2; unknown identifiers are left out. */
export const gamesSelectRequest = z
  .object({
    game_ids: z.array(gameIdentifier).max(GAMES_FILTER_MAX_PAGE_SIZE, "too_long"),
    device: z.enum(GAME_DEVICES, "format").optional(),
  })
  .meta({ id: "GamesSelectRequest" });

/** POST /api/games_filter/select_by_seo_titles: by slug (`seo_title`), keyed by identifier. */
export const gamesSelectBySeoTitlesRequest = z
  .object({
    game_seo_titles: z.array(slug).max(GAMES_FILTER_MAX_PAGE_SIZE, "too_long"),
    device: z.enum(GAME_DEVICES, "format").optional(),
  })
  .meta({ id: "GamesSelectBySeoTitlesRequest" });

/**
 * GET /api/games/search_index/{device}/{currency}/{hash}: the compact list the game search runs
 * over, for one device and play currency, in lobby order. `games` rows are
 * `[provider index, title, per-currency id]` plus the slug when it is not the title's slug.
 * The URL carries the content hash, so the answer is immutable; GET /api/games/search_index
 * ?device=&currency= redirects to the current one.
 */
export const searchIndex = z
  .object({
    currency: z.string(),
    providers: z.array(z.string()),
    games: z.array(z.tuple([z.number().int(), z.string(), z.number().int()]).rest(z.string())),
  })
  .meta({ id: "SearchIndex" });
export type SearchIndex = z.infer<typeof searchIndex>;
export const searchIndexQuery = z.object({
  device: z.enum(GAME_DEVICES, "format").default("desktop"),
  currency: currencyCode,
});

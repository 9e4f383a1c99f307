import { trimOf } from "./text.ts";

// The game catalog's constants and path rules, without zod: the site's browser code imports this
// module directly (schemas/games.ts re-exports it for everyone else).

/** The lobby's game categories, as collection slugs ("all" is every game). */
export const GAME_CATEGORIES = [
  "all",
  "slots",
  "classicSlots",
  "popular",
  "liveCasino",
  "jackpot",
  "table",
  "live",
  "bonusbuy",
  "roulette",
  "new",
  "dice",
  "drops-and-wins",
] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

/**
 * The lobby's URL filters (/games/{filter}) and the collection each shows;
 * "popularity" and "novelty" are orders of the whole catalog rather than collections.
 */
export const LOBBY_FILTER_COLLECTIONS = {
  roulette: "roulette",
  popularity: "popular",
  jackpot: "jackpot",
  live: "live",
  table: "table",
  slots: "slots",
  bonusbuy: "bonusbuy",
  novelty: "new",
} as const satisfies Record<string, GameCategory>;
export type LobbyFilter = keyof typeof LOBBY_FILTER_COLLECTIONS;

export const GAME_DEVICES = ["desktop", "mobile"] as const;
export type GameDeviceKind = (typeof GAME_DEVICES)[number];

export const VOLATILITY_RATINGS = ["low", "medium", "high", "very-high"] as const;

/** The demo currency: a `FUN` entry in a game's currencies means it has a demo. */
export const DEMO_CURRENCY = "FUN";

/** What a game is played with: real money, or the demo's play money. */
export const PLAY_MODES = ["real", "demo"] as const;
export type PlayMode = (typeof PLAY_MODES)[number];

/** Thumbnail path of a game (webp, made locally): `/api/games/thumbnails/<provider>/<slug>.webp`. */
export function gameThumbnailPath(identifier: string): string {
  return `/api/games/thumbnails/${identifier}.webp`;
}

/** The slug of a title: a game's slug comes from its title. */
export function slugFromTitle(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-");
  return trimOf(slug, "-");
}

/** The lobby's lines-and-ways filter bands: a slot has paylines (in three bands) or ways to win. */
export const LINES_AND_WAYS_BANDS = ["lines-1-9", "lines-10-25", "lines-26-plus", "ways"] as const;
export type LinesAndWaysBand = (typeof LINES_AND_WAYS_BANDS)[number];

/** Whether a game falls in any of the bands; the server's filter and the site's lobby agree by sharing it. */
export function inLinesAndWays(
  game: { lines: number | null; ways: number | null },
  bands: readonly LinesAndWaysBand[],
): boolean {
  return bands.some((band) => {
    if (band === "ways") return game.ways !== null && game.ways > 0;
    const lines = game.lines;
    if (lines === null) return false;
    if (band === "lines-1-9") return lines >= 1 && lines <= 9;
    if (band === "lines-10-25") return lines >= 10 && lines <= 25;
    return lines >= 26;
  });
}

/** Whether a percentage given as text ("96.5") reaches a minimum; no minimum passes everything. */
export function reachesMinimum(value: string | null, minimum: number | null | undefined): boolean {
  if (minimum === null || minimum === undefined) return true;
  const number = value === null ? Number.NaN : Number.parseFloat(value);
  return Number.isFinite(number) && number >= minimum;
}

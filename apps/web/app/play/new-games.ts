import type { CatalogGame } from "../games/catalog.ts";

/** How many new games the "Game unavailable" message suggests. */
export const SUGGESTED_NEW_GAMES = 8;

/**
 * The suggestions under "Game unavailable": playable games of the `new` collection in its order,
 * never the game that could not open.
 */
export function pickNewGames(
  games: readonly CatalogGame[],
  exclude: string,
  limit = SUGGESTED_NEW_GAMES,
): CatalogGame[] {
  return games
    .filter((game) => game.playable && game.collections.new !== undefined && game.identifier !== exclude)
    .sort((a, b) => (a.collections.new ?? 0) - (b.collections.new ?? 0))
    .slice(0, limit);
}

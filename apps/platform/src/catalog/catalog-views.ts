import {
  type AllowedGame,
  type AllowedGames,
  DEMO_CURRENCY,
  type GameDeviceKind,
  type GameInfo,
  gameThumbnailPath,
} from "@croupier/contract";
import type { CatalogGame, CatalogSnapshot } from "./catalog-snapshot.ts";

// The snapshot in the contract's shapes: the allowed list of a device and
// GameInfo (GameV2 plus thumbnail, release date and playable).

/** The site's game page path of a per-currency id: /games/<provider>/<slug>/<id>. */
export function gamePagePath(identifier: string, gameCurrencyId: number): string {
  return `/games/${identifier}/${gameCurrencyId}`;
}

export function buildAllowedList(snapshot: CatalogSnapshot, device: GameDeviceKind): AllowedGames {
  const ranks = rankWithinCollections(snapshot.games);
  const list: AllowedGames = {};
  for (const game of snapshot.games) {
    if (!game.devices.includes(device)) continue;
    list[game.identifier] = allowedGame(game, ranks.get(game) ?? {});
  }
  return list;
}

function allowedGame(game: CatalogGame, collections: Record<string, number>): AllowedGame {
  const real: AllowedGame["real"] = {};
  for (const [currency, offer] of Object.entries(game.offers)) {
    real[currency] = offer.jackpot === null ? { id: offer.id } : { id: offer.id, jackpot: offer.jackpot };
  }
  const demo = game.offers[DEMO_CURRENCY];
  return {
    title: game.title,
    provider: game.providerId,
    collections,
    real,
    ...(demo ? { demo: gamePagePath(game.identifier, demo.id) } : {}),
    lines: game.lines,
    ways: game.ways,
    volatility_rating: game.volatilityRating,
    hit_rate: game.hitRate,
    payout: game.payout,
    playable: game.playable,
  };
}

/**
 * Each game's rank in every collection it belongs to (1 first; "new" by release date), plus `all`
 * and `popularity` (the global rank), `novelty` (newest first) and `featured` (the featured games,
 * in lobby order). Within a category the games an operator gave a position there come first (by
 * that position), then the others in lobby order.
 */
function rankWithinCollections(games: readonly CatalogGame[]): Map<CatalogGame, Record<string, number>> {
  const ranks = new Map<CatalogGame, Record<string, number>>();
  const members = new Map<string, { game: CatalogGame; index: number }[]>();
  let featured = 0;
  games.forEach((game, index) => {
    const collections: Record<string, number> = { popularity: index + 1, all: index + 1, novelty: game.novelty };
    if (game.featured) {
      featured += 1;
      collections.featured = featured;
    }
    for (const category of game.categories) {
      if (category === "new") continue;
      const list = members.get(category) ?? [];
      list.push({ game, index });
      members.set(category, list);
    }
    ranks.set(game, collections);
  });
  for (const [category, list] of members) {
    const pinned = (entry: { game: CatalogGame }) =>
      entry.game.categoryPositions?.[category] ?? Number.MAX_SAFE_INTEGER;
    list.sort((a, b) => pinned(a) - pinned(b) || a.index - b.index);
    list.forEach(({ game }, position) => {
      const collections = ranks.get(game);
      if (collections) collections[category] = position + 1;
    });
  }
  const newest = games.filter((game) => game.categories.includes("new")).sort((a, b) => a.novelty - b.novelty);
  newest.forEach((game, index) => {
    const collections = ranks.get(game);
    if (collections) collections.new = index + 1;
  });
  return ranks;
}

export function buildGameInfo(game: CatalogGame, unfinishedFor: string[]): GameInfo {
  const currencies: GameInfo["currencies"] = {};
  for (const [currency, offer] of Object.entries(game.offers))
    currencies[currency] = { id: offer.id, jackpot: offer.jackpot };
  return {
    identifier: game.identifier,
    title: game.title,
    provider: game.providerId,
    seo_title: game.slug,
    categories: game.categories,
    devices: game.devices.filter((device): device is GameDeviceKind => device === "desktop" || device === "mobile"),
    currencies,
    unfinished_games_for: unfinishedFor,
    lines: game.lines,
    ways: game.ways,
    volatility_rating: game.volatilityRating,
    hit_rate: game.hitRate,
    payout: game.payout,
    has_demo_mode: game.offers[DEMO_CURRENCY] !== undefined,
    playable: game.playable,
    thumbnail: gameThumbnailPath(game.identifier),
    released_at: game.releasedAt,
  };
}

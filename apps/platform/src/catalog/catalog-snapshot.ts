import { createHash } from "node:crypto";
import type { Executor } from "../db/database.ts";
import { listProviders, type ProviderListing } from "../provider-wallet/repository.ts";
import { type GameRow, listEnabledGames, listOffers } from "./repository.ts";

// The listed catalog held in memory: every enabled game of an enabled provider with its offers
// (per-currency ids), in lobby order. The lists, counts and games_info are answered from it; it is
// rebuilt only when the catalog's fingerprint changes (catalog-cache.ts).

export interface CatalogOffer {
  id: number;
  jackpot: number | null;
}

export interface CatalogGame extends GameRow {
  /** Currency (FUN = demo) → offer, in id order (the seed's currency order). */
  offers: Record<string, CatalogOffer>;
  /** The provider is connected (has a launch URL). */
  playable: boolean;
  /** 1-based rank by release date, newest first (the lobby's "novelty" order). */
  novelty: number;
}

export interface CatalogSnapshot {
  /** Short hash of the fingerprint: the ETag's heart. */
  version: string;
  games: CatalogGame[];
  byIdentifier: ReadonlyMap<string, CatalogGame>;
  /** Every provider (enabled or not), sort order then name. */
  providers: ProviderListing[];
}

export async function loadCatalogSnapshot(db: Executor, fingerprint: string): Promise<CatalogSnapshot> {
  const [providers, rows, offers] = await Promise.all([listProviders(db), listEnabledGames(db), listOffers(db)]);
  const enabled = new Set(providers.filter((provider) => provider.enabled).map((provider) => provider.id));
  const connected = new Set(providers.filter((provider) => provider.launchUrl !== null).map((provider) => provider.id));
  const byGameId = new Map<number, CatalogGame>();
  // Listed: an enabled game of an enabled provider, still in lobby order.
  const games = rows
    .filter((row) => enabled.has(row.providerId))
    .map((row) => {
      const game: CatalogGame = { ...row, offers: {}, playable: connected.has(row.providerId), novelty: 0 };
      byGameId.set(row.id, game);
      return game;
    });
  for (const offer of offers) {
    const game = byGameId.get(offer.gameId);
    if (game) game.offers[offer.currency] = { id: offer.id, jackpot: offer.jackpot };
  }
  const newestFirst = [...games].sort(
    (a, b) => b.releasedAt.localeCompare(a.releasedAt) || a.popularity - b.popularity,
  );
  newestFirst.forEach((game, index) => {
    game.novelty = index + 1;
  });
  return {
    version: createHash("sha256").update(fingerprint).digest("base64url").slice(0, 16),
    games,
    byIdentifier: new Map(games.map((game) => [game.identifier, game])),
    providers,
  };
}

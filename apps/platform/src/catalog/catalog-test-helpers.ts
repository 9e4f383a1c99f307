import type { Executor } from "../db/database.ts";
import { addProviders, connectProvider } from "../provider-wallet/repository.ts";
import { gameCurrencies, games } from "./schema.ts";

// Small catalogues the route tests make for themselves, so what they assert does not hang on the
// generated demo catalogue (its size, its providers, its invented titles) that every test database
// also carries. Providers go in through the provider wallet's functions, games into the catalog's
// own tables.

export interface FixtureGame {
  slug: string;
  title?: string;
  categories?: string[];
  devices?: string[];
  lines?: number | null;
  ways?: number | null;
  volatilityRating?: string | null;
  hitRate?: string | null;
  payout?: string | null;
  /** Lobby rank: below the demo catalogue's (which starts at 1) puts the game first. */
  popularity?: number;
  releasedAt?: string;
  studioTitle?: string | null;
  /** Currency → jackpot in minor units (null: an offer without jackpot). */
  offers?: Record<string, number | null>;
}

export interface FixtureProvider {
  id: string;
  name?: string;
  /** Connected when set: its games are playable. */
  launchUrl?: string;
  sortOrder?: number;
  games: FixtureGame[];
}

/** A fixture game as stored: its identifier and per-currency ids. */
export interface AddedGame {
  identifier: string;
  id: number;
  offers: Record<string, number>;
}

/** Adds the providers and their games; answers each game by identifier. */
export async function addFixtureCatalog(
  db: Executor,
  providers: readonly FixtureProvider[],
): Promise<Map<string, AddedGame>> {
  await addProviders(
    db,
    providers.map((provider) => ({
      id: provider.id,
      name: provider.name ?? provider.id,
      secret: `${provider.id}-secret`,
      sortOrder: provider.sortOrder ?? 1_000,
    })),
  );
  const added = new Map<string, AddedGame>();
  for (const provider of providers) {
    if (provider.launchUrl) await connectProvider(db, provider.id, provider.launchUrl, provider.sortOrder ?? 1_000);
    for (const game of provider.games) {
      const identifier = `${provider.id}/${game.slug}`;
      const [row] = await db
        .insert(games)
        .values({
          identifier,
          providerId: provider.id,
          slug: game.slug,
          title: game.title ?? game.slug,
          categories: game.categories ?? ["slots"],
          devices: game.devices ?? ["desktop", "mobile"],
          lines: game.lines ?? null,
          ways: game.ways ?? null,
          volatilityRating: game.volatilityRating ?? null,
          hitRate: game.hitRate ?? null,
          payout: game.payout ?? null,
          popularity: game.popularity ?? 100_000,
          releasedAt: game.releasedAt ?? "2020-01-01",
          studioTitle: game.studioTitle ?? null,
        })
        .returning({ id: games.id });
      if (!row) throw new Error(`fixture game ${identifier} not inserted`);
      const offers: Record<string, number> = {};
      for (const [currency, jackpot] of Object.entries(game.offers ?? { EUR: null })) {
        const [offer] = await db
          .insert(gameCurrencies)
          .values({ gameId: row.id, currency, jackpot })
          .returning({ id: gameCurrencies.id });
        if (offer) offers[currency] = offer.id;
      }
      added.set(identifier, { identifier, id: row.id, offers });
    }
  }
  return added;
}

import { and, eq } from "drizzle-orm";
import { gameCurrencies, games } from "../catalog/schema.ts";
import type { Executor } from "../db/database.ts";
import { gameProviders } from "./schema.ts";

// What a launch reads from the catalog: the per-currency game with its game and provider.

export interface LaunchableGame {
  gameCurrencyId: number;
  currency: string;
  identifier: string;
  slug: string;
  devices: string[];
  studioTitle: string | null;
  gameEnabled: boolean;
  providerId: string;
  providerEnabled: boolean;
  launchUrl: string | null;
}

export async function findLaunchableGame(db: Executor, gameCurrencyId: number): Promise<LaunchableGame | null> {
  const [row] = await db
    .select({
      gameCurrencyId: gameCurrencies.id,
      currency: gameCurrencies.currency,
      identifier: games.identifier,
      slug: games.slug,
      devices: games.devices,
      studioTitle: games.studioTitle,
      gameEnabled: games.enabled,
      providerId: gameProviders.id,
      providerEnabled: gameProviders.enabled,
      launchUrl: gameProviders.launchUrl,
    })
    .from(gameCurrencies)
    .innerJoin(games, eq(games.id, gameCurrencies.gameId))
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
    .where(eq(gameCurrencies.id, gameCurrencyId))
    .limit(1);
  return row ?? null;
}

/** The packages/games title id of a studio game by its catalog identifier (null: not a studio game). */
export async function findStudioTitleId(db: Executor, providerId: string, identifier: string): Promise<string | null> {
  const [row] = await db
    .select({ studioTitle: games.studioTitle })
    .from(games)
    .where(and(eq(games.identifier, identifier), eq(games.providerId, providerId)))
    .limit(1);
  return row?.studioTitle ?? null;
}

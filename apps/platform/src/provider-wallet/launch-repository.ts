import { eq } from "drizzle-orm";
import { findGameCurrency } from "../catalog/repository.ts";
import type { Executor } from "../db/database.ts";
import { gameProviders } from "./schema.ts";

// What a launch reads: the per-currency game from the catalog (through its functions) and the
// game's provider, which this module owns.

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
  const game = await findGameCurrency(db, gameCurrencyId);
  if (!game) return null;
  const [provider] = await db
    .select({ enabled: gameProviders.enabled, launchUrl: gameProviders.launchUrl })
    .from(gameProviders)
    .where(eq(gameProviders.id, game.providerId))
    .limit(1);
  if (!provider) return null;
  const { enabled, ...facts } = game;
  return { ...facts, gameEnabled: enabled, providerEnabled: provider.enabled, launchUrl: provider.launchUrl };
}

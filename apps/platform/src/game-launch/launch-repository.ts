import { findGameCurrency } from "../catalog/repository.ts";
import type { Executor } from "../db/database.ts";
import { findProvider } from "../provider-wallet/repository.ts";

// What a launch reads, each from its owner: the per-currency game from the catalog, and the game's
// provider (enabled, where it launches) from the provider wallet.

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
  const provider = await findProvider(db, game.providerId);
  if (!provider) return null;
  const { enabled, ...facts } = game;
  return { ...facts, gameEnabled: enabled, providerEnabled: provider.enabled, launchUrl: provider.launchUrl };
}

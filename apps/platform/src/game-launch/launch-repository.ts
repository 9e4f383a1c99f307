import { findGameCurrency, type GameCurrencyLaunchFacts } from "../catalog/repository.ts";
import type { Executor } from "../db/database.ts";
import { findProvider } from "../provider-wallet/repository.ts";

// What a launch reads, each from its owner: the per-currency game from the catalog, and the game's
// provider (enabled, where it launches) from the provider wallet.

/** The catalog's launch facts, with the game's and its provider's switches and where it launches. */
export type LaunchableGame = Omit<GameCurrencyLaunchFacts, "enabled"> & {
  gameEnabled: boolean;
  providerEnabled: boolean;
  launchUrl: string | null;
};

export async function findLaunchableGame(db: Executor, gameCurrencyId: number): Promise<LaunchableGame | null> {
  const game = await findGameCurrency(db, gameCurrencyId);
  if (!game) return null;
  const provider = await findProvider(db, game.providerId);
  if (!provider) return null;
  const { enabled, ...facts } = game;
  return { ...facts, gameEnabled: enabled, providerEnabled: provider.enabled, launchUrl: provider.launchUrl };
}

import { type ApiClient, createApiClient } from "@croupier/contract";
import type { GameDeviceKind, GameProviderInfo } from "@croupier/contract/schemas/games";
import { dataOr, getApiOrigin } from "../lib/api.server.ts";
import { type CatalogGame, toCatalogGames } from "./catalog.ts";
import { FALLBACK_CURRENCY, playerPlayCurrency } from "./play-currency.ts";

// The allowed games list as loaders see it. The list is several MB and the same for every visitor,
// so the renderer keeps each device's copy for a minute instead of asking the platform on every
// page view; a failed load is not kept (the next view retries) and reads as an empty list.

const TTL_MS = 60_000;
const cache = new Map<GameDeviceKind, { at: number; games: Promise<CatalogGame[]> }>();

export function getServerCatalog(device: GameDeviceKind): Promise<CatalogGame[]> {
  const hit = cache.get(device);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.games;
  const games = dataOr(createApiClient({ baseUrl: getApiOrigin() }).getAllowedGames(device), {}).then((list) => {
    const array = toCatalogGames(list ?? {});
    if (array.length === 0) cache.delete(device);
    return array;
  });
  cache.set(device, { at: Date.now(), games });
  return games;
}

/** The device list a request's first paint should use: phones and tablets get the mobile list. */
export function requestDevice(request: Request): GameDeviceKind {
  const agent = request.headers.get("user-agent") ?? "";
  return /Mobi|Android|iPhone|iPad|iPod/i.test(agent) ? "mobile" : "desktop";
}

/** The play currency of the request's visitor: the signed-in player's, else their country's default. */
export async function requestPlayCurrency(api: ApiClient): Promise<{ currency: string; signedIn: boolean }> {
  const [player, ip] = await Promise.all([dataOr(api.getPlayer(), null), dataOr(api.getCurrentIp(), null)]);
  if (player && player.id != null) return { currency: playerPlayCurrency(player), signedIn: true };
  return { currency: ip?.default_currency || FALLBACK_CURRENCY, signedIn: false };
}

/** Provider id → display name, for tiles. */
export function providerTitles(providers: readonly GameProviderInfo[]): Record<string, string> {
  return Object.fromEntries(providers.map((provider) => [provider.id, provider.title]));
}

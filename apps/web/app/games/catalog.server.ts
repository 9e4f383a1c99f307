import type { ApiClient } from "@croupier/contract";
import { MEDIA_TYPE_V1 } from "@croupier/contract/media-types";
import type { GameDeviceKind, GameProviderInfo } from "@croupier/contract/schemas/games";
import { dataOr, getApiOrigin } from "../lib/api.server.ts";
import { type CatalogGame, toCatalogGames } from "./catalog.ts";
import { FALLBACK_CURRENCY, playerPlayCurrency } from "./play-currency.ts";

// The allowed games list as loaders see it. The list is several MB and the same for every visitor,
// so the renderer keeps each device's copy and asks the platform again with its ETag at most every
// few seconds: an unchanged catalogue answers 304 (one fingerprint read there), and a change made
// in the back office shows on the next page view. A failed load keeps serving the last good list.

const RECHECK_MS = 2_000;

interface LoadedCatalog {
  etag: string | null;
  games: CatalogGame[];
}

const cache = new Map<GameDeviceKind, { checkedAt: number; loaded: Promise<LoadedCatalog> }>();

async function loadCatalog(device: GameDeviceKind, previous: LoadedCatalog | null): Promise<LoadedCatalog> {
  const headers: Record<string, string> = { Accept: MEDIA_TYPE_V1 };
  if (previous?.etag) headers["If-None-Match"] = previous.etag;
  const kept = previous ?? { etag: null, games: [] };
  try {
    const response = await fetch(`${getApiOrigin()}/api/games/allowed_${device}`, { headers });
    if (response.status === 304 || !response.ok) return kept;
    return { etag: response.headers.get("etag"), games: toCatalogGames((await response.json()) ?? {}) };
  } catch {
    return kept;
  }
}

export function getServerCatalog(device: GameDeviceKind): Promise<CatalogGame[]> {
  const hit = cache.get(device);
  if (hit && Date.now() - hit.checkedAt < RECHECK_MS) return hit.loaded.then((catalog) => catalog.games);
  const loaded = (hit?.loaded ?? Promise.resolve(null)).then((previous) => loadCatalog(device, previous));
  cache.set(device, { checkedAt: Date.now(), loaded });
  return loaded.then((catalog) => catalog.games);
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

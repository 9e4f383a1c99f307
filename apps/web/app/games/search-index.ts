import { type GameDeviceKind, slugFromTitle } from "@croupier/contract/games-catalog";
import type { SearchIndex } from "@croupier/contract/schemas/games-filter";
import { currentDevice } from "./catalog.ts";

// The game search's compact index (GET /api/games/search_index): fetched when the search opens,
// once per device, currency and page life. The pointer redirects to a URL named by the index's
// content hash, which the browser keeps for good, so a second visit costs one small request.

export interface SearchEntry {
  identifier: string;
  slug: string;
  title: string;
  provider: string;
  /** The per-currency id in the index's currency: the game page to open. */
  id: number;
}

const requests = new Map<string, Promise<SearchEntry[]>>();

/** The index's rows as entries, in lobby order (the most popular, playable games first). */
export function decodeSearchIndex(index: SearchIndex): SearchEntry[] {
  return index.games.map(([provider, title, id, slug]) => {
    const providerId = index.providers[provider] ?? "";
    const gameSlug = slug ?? slugFromTitle(title);
    return { identifier: `${providerId}/${gameSlug}`, slug: gameSlug, title, provider: providerId, id };
  });
}

/** The games offered in `currency` on this device; a failed load answers an empty list (retried next time). */
export function loadSearchIndex(currency: string, device: GameDeviceKind = currentDevice()): Promise<SearchEntry[]> {
  const key = `${device}:${currency}`;
  let request = requests.get(key);
  if (!request) {
    const query = new URLSearchParams({ device, currency });
    request = fetch(`/api/games/search_index?${query}`, { headers: { accept: "application/json" } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`search index: ${response.status}`);
        return decodeSearchIndex((await response.json()) as SearchIndex);
      })
      .catch(() => {
        requests.delete(key);
        return [];
      });
    requests.set(key, request);
  }
  return request;
}

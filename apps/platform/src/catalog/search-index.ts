import { createHash } from "node:crypto";
import { type GameDeviceKind, type SearchIndex, slugFromTitle } from "@croupier/contract";
import type { CatalogSnapshot } from "./catalog-snapshot.ts";
import { type EncodedJson, encodeJson } from "./encoded-json.ts";

// The game search's compact index: for one device and play currency, each
// offered game as [provider index, title, per-currency id] in lobby order, plus its slug only when
// the slug is not the title's own. About 45 KB gzip for 5,000 games, against 580 KB for the
// allowed list the search used to fetch. Built once per catalog version and kept compressed; its
// URL names its content hash, so browsers keep it for good and a new catalog gets a new URL.

export interface EncodedSearchIndex extends EncodedJson {
  hash: string;
}

export function buildSearchIndex(snapshot: CatalogSnapshot, device: GameDeviceKind, currency: string): SearchIndex {
  const providers: string[] = [];
  const providerIndex = new Map<string, number>();
  const games: SearchIndex["games"] = [];
  for (const game of snapshot.games) {
    const offer = game.offers[currency];
    if (!offer || !game.devices.includes(device)) continue;
    let index = providerIndex.get(game.providerId);
    if (index === undefined) {
      index = providers.length;
      providers.push(game.providerId);
      providerIndex.set(game.providerId, index);
    }
    games.push(
      game.slug === slugFromTitle(game.title)
        ? [index, game.title, offer.id]
        : [index, game.title, offer.id, game.slug],
    );
  }
  return { currency, providers, games };
}

export async function encodeSearchIndex(index: SearchIndex): Promise<EncodedSearchIndex> {
  const hash = createHash("sha256").update(JSON.stringify(index)).digest("base64url").slice(0, 16);
  return { ...(await encodeJson(index, `"${hash}"`)), hash };
}

/** The index's immutable address. */
export function searchIndexPath(device: GameDeviceKind, currency: string, hash: string): string {
  return `/api/games/search_index/${device}/${currency}/${hash}`;
}

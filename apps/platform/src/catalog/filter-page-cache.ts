import { createHash } from "node:crypto";
import type { CatalogSnapshot } from "./catalog-snapshot.ts";
import { type EncodedJson, encodeJson } from "./encoded-json.ts";

// Encoded answers kept per catalog snapshot: a new snapshot (any catalog change, on any node: the
// catalog cache reads its fingerprint) starts empty, so nothing outlives the data it was built
// from. At most `limit` answers per snapshot, the least recently asked leaving first.

export interface PageCache {
  /** The encoded answer of `key` in `snapshot`, built by `build` the first time it is asked. */
  get(snapshot: CatalogSnapshot, key: string, build: () => Promise<unknown>): Promise<EncodedJson>;
}

export function createPageCache(limit: number): PageCache {
  let current: { snapshot: CatalogSnapshot; pages: Map<string, Promise<EncodedJson>> } | null = null;
  return {
    get(snapshot, key, build) {
      if (current?.snapshot !== snapshot) current = { snapshot, pages: new Map() };
      const { pages } = current;
      let page = pages.get(key);
      if (page) {
        // Most recently asked: to the end of the map's order.
        pages.delete(key);
      } else {
        const etag = `W/"filter-${snapshot.version}-${createHash("sha256").update(key).digest("base64url").slice(0, 16)}"`;
        page = build().then((value) => encodeJson(value, etag));
        // A failed build is not kept: the next request tries again.
        page.catch(() => pages.delete(key));
        const oldest = pages.size >= limit ? pages.keys().next().value : undefined;
        if (oldest !== undefined) pages.delete(oldest);
      }
      pages.set(key, page);
      return page;
    },
  };
}

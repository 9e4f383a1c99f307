import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import type { CatalogSnapshot } from "./catalog-snapshot.ts";
import { createPageCache } from "./filter-page-cache.ts";

// The visitors' filter pages: built once per query and catalog snapshot, rebuilt for a new
// snapshot, the least recently asked evicted at the limit, a failed build not kept.

const snapshot = (version: string) => ({ version }) as unknown as CatalogSnapshot;
const read = (page: { gzip: Buffer }) => JSON.parse(gunzipSync(page.gzip).toString()) as unknown;

describe("filter page cache", () => {
  it("builds a page once per snapshot and query, and again for a new snapshot", async () => {
    const cache = createPageCache(10);
    const first = snapshot("v1");
    let builds = 0;
    const build = async () => ({ build: ++builds });
    const [a, b] = await Promise.all([cache.get(first, "q", build), cache.get(first, "q", build)]);
    expect(a).toBe(b);
    expect(read(a)).toEqual({ build: 1 });
    expect(a.etag).toMatch(/^W\/"filter-v1-[\w-]{16}"$/);
    expect(read(await cache.get(first, "other", build))).toEqual({ build: 2 });
    const next = await cache.get(snapshot("v2"), "q", build);
    expect(read(next)).toEqual({ build: 3 });
    expect(next.etag).not.toBe(a.etag);
  });

  it("keeps the most recently asked pages up to its limit", async () => {
    const cache = createPageCache(2);
    const current = snapshot("v1");
    let builds = 0;
    const build = async () => ({ build: ++builds });
    await cache.get(current, "a", build);
    await cache.get(current, "b", build);
    await cache.get(current, "a", build); // "a" asked again: "b" is now the oldest
    await cache.get(current, "c", build); // evicts "b"
    expect(builds).toBe(3);
    await cache.get(current, "a", build);
    expect(builds).toBe(3);
    await cache.get(current, "b", build);
    expect(builds).toBe(4);
  });

  it("does not keep a failed build", async () => {
    const cache = createPageCache(10);
    const current = snapshot("v1");
    await expect(cache.get(current, "q", async () => Promise.reject(new Error("database gone")))).rejects.toThrow(
      "database gone",
    );
    expect(read(await cache.get(current, "q", async () => ({ ok: true })))).toEqual({ ok: true });
  });
});

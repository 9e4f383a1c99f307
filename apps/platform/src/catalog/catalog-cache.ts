import type { GameDeviceKind } from "@croupier/contract";
import type { Executor } from "../db/database.ts";
import { type CatalogSnapshot, loadCatalogSnapshot } from "./catalog-snapshot.ts";
import { buildAllowedList } from "./catalog-views.ts";
import { type EncodedJson, encodeJson } from "./encoded-json.ts";
import { readCatalogFingerprint } from "./repository.ts";

// One snapshot per catalog version, shared by every request of this node. The fingerprint is read
// again at most every `recheckMs` (so a change made on another node or by an operator's SQL shows
// within seconds), and one load runs at a time however many requests wait for it.

export interface CatalogCache {
  snapshot(): Promise<CatalogSnapshot>;
  /** The device's allowed list as compressed JSON, built once per version. */
  allowedList(device: GameDeviceKind): Promise<EncodedJson>;
  /** Forget the snapshot now (this node changed the catalog). */
  invalidate(): void;
}

export function createCatalogCache(
  db: Executor,
  options: { recheckMs?: number; now?: () => number } = {},
): CatalogCache {
  const recheckMs = options.recheckMs ?? 2_000;
  const now = options.now ?? Date.now;
  let current: { fingerprint: string; snapshot: Promise<CatalogSnapshot>; checkedAt: number } | null = null;
  let checking: Promise<CatalogSnapshot> | null = null;
  const lists = new Map<string, Promise<EncodedJson>>();

  async function refresh(): Promise<CatalogSnapshot> {
    const fingerprint = await readCatalogFingerprint(db);
    if (current && current.fingerprint === fingerprint) {
      current.checkedAt = now();
      return current.snapshot;
    }
    const snapshot = loadCatalogSnapshot(db, fingerprint);
    current = { fingerprint, snapshot, checkedAt: now() };
    lists.clear();
    try {
      return await snapshot;
    } catch (error) {
      current = null;
      throw error;
    }
  }

  function snapshot(): Promise<CatalogSnapshot> {
    if (current && now() - current.checkedAt < recheckMs) return current.snapshot;
    if (!checking) checking = refresh().finally(() => (checking = null));
    return checking;
  }

  return {
    snapshot,
    async allowedList(device) {
      const value = await snapshot();
      const key = `${value.version}:${device}`;
      let list = lists.get(key);
      if (!list) {
        list = encodeJson(buildAllowedList(value, device), `W/"games-${value.version}-${device}"`);
        lists.set(key, list);
        list.catch(() => lists.delete(key));
      }
      return list;
    },
    invalidate() {
      current = null;
      lists.clear();
    },
  };
}

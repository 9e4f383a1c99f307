import { describe, expect, it, vi } from "vitest";
import { createFavoritesStore, type FavoritesApi } from "./favorites-store.ts";

function fakeApi(initial: number[], accept = true) {
  const server = new Set(initial);
  const api: FavoritesApi = {
    getFavoriteGames: vi.fn(async () => ({ ok: true as const, data: [...server] })),
    addFavoriteGame: vi.fn(async (id: number) => {
      if (accept) server.add(id);
      return { ok: accept };
    }),
    removeFavoriteGame: vi.fn(async (id: number) => {
      if (accept) server.delete(id);
      return { ok: accept };
    }),
  };
  return { api, server };
}

describe("favourites store", () => {
  it("loads the player's favourites once and empties them on sign-out", async () => {
    const { api } = fakeApi([7, 9]);
    const store = createFavoritesStore(() => api);
    await store.load("1");
    await store.load("1");
    expect([...store.getState().ids]).toEqual([7, 9]);
    expect(api.getFavoriteGames).toHaveBeenCalledTimes(1);
    await store.load(null);
    expect(store.getState().ids.size).toBe(0);
  });

  it("shows a toggle at once and keeps it when the platform agrees", async () => {
    const { api, server } = fakeApi([]);
    const store = createFavoritesStore(() => api);
    await store.load("1");
    const seen: boolean[] = [];
    store.subscribe(() => seen.push(store.getState().ids.has(5)));
    const done = store.toggle(5);
    expect(store.getState().ids.has(5)).toBe(true);
    expect(await done).toBe(true);
    expect(server.has(5)).toBe(true);
    expect(await store.toggle(5)).toBe(true);
    expect(store.getState().ids.has(5)).toBe(false);
    expect(server.has(5)).toBe(false);
    expect(seen).toEqual([true, false]);
    expect(api.addFavoriteGame).toHaveBeenCalledWith(5);
    expect(api.removeFavoriteGame).toHaveBeenCalledWith(5);
  });

  it("undoes a toggle the platform refuses", async () => {
    const { api } = fakeApi([3], false);
    const store = createFavoritesStore(() => api);
    await store.load("1");
    expect(await store.toggle(3)).toBe(false);
    expect(store.getState().ids.has(3)).toBe(true);
  });

  it("does nothing while signed out and ignores a double click in flight", async () => {
    const { api } = fakeApi([]);
    const store = createFavoritesStore(() => api);
    expect(await store.toggle(1)).toBe(false);
    expect(api.addFavoriteGame).not.toHaveBeenCalled();
    await store.load("2");
    const first = store.toggle(1);
    expect(await store.toggle(1)).toBe(false);
    await first;
    expect(api.addFavoriteGame).toHaveBeenCalledTimes(1);
    expect(store.getState().ids.has(1)).toBe(true);
  });

  it("keeps a star changed while the list is still loading (the list predates it)", async () => {
    const { api, server } = fakeApi([3]);
    let answerList: (() => void) | undefined;
    api.getFavoriteGames = vi.fn(async () => {
      const before = [...server];
      await new Promise<void>((resolve) => {
        answerList = resolve;
      });
      return { ok: true as const, data: before };
    });
    const store = createFavoritesStore(() => api);
    const loading = store.load("1");
    await Promise.resolve();
    expect(await store.toggle(5)).toBe(true);
    answerList?.();
    await loading;
    expect([...store.getState().ids].sort()).toEqual([3, 5]);
    expect([...server].sort()).toEqual([3, 5]);
  });
});

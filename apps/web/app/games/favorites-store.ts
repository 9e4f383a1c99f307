import { EMPTY_FAVORITES, type FavoritesState } from "./favorites-state.ts";

// The signed-in player's favourite games (GET /api/player/favorite_games: per-currency game ids),
// held once per page so every star on the page (tiles, search, the game page) agrees. A toggle
// shows at once and is undone if the platform refuses it. Plain module state; React reads it
// through use-favorite-games.ts.

export interface FavoritesApi {
  getFavoriteGames(): Promise<{ ok: true; data: number[] } | { ok: false }>;
  addFavoriteGame(id: number): Promise<{ ok: boolean }>;
  removeFavoriteGame(id: number): Promise<{ ok: boolean }>;
}

export function createFavoritesStore(api: () => FavoritesApi | Promise<FavoritesApi>) {
  let state = EMPTY_FAVORITES;
  const listeners = new Set<() => void>();
  const pending = new Set<number>();
  // Stars changed while the list was loading: the list may predate them, so they are laid over it.
  let changedWhileLoading = new Map<number, boolean>();

  function set(next: FavoritesState) {
    state = next;
    for (const listener of listeners) listener();
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Loads the player's list (once per player); signing out (null) empties it. */
    async load(playerId: string | null): Promise<void> {
      if (playerId === null) {
        if (state.playerId !== null || state.status !== "idle") set(EMPTY_FAVORITES);
        return;
      }
      if (state.playerId === playerId && state.status !== "failed") return;
      changedWhileLoading = new Map();
      set({ playerId, ids: new Set(), status: "loading" });
      const result = await (await api()).getFavoriteGames();
      if (state.playerId !== playerId) return;
      const ids = new Set(result.ok && Array.isArray(result.data) ? result.data : []);
      for (const [id, isAdded] of changedWhileLoading) {
        if (isAdded) ids.add(id);
        else ids.delete(id);
      }
      changedWhileLoading = new Map();
      set({ playerId, ids, status: result.ok ? "ready" : "failed" });
    },
    /** Adds or removes one per-currency id; answers whether the platform kept the change. */
    async toggle(id: number): Promise<boolean> {
      if (state.playerId === null || pending.has(id)) return false;
      const playerId = state.playerId;
      const adding = !state.ids.has(id);
      const flip = (ids: ReadonlySet<number>, add: boolean) => {
        const next = new Set(ids);
        if (add) next.add(id);
        else next.delete(id);
        return next;
      };
      pending.add(id);
      const isLoading = state.status === "loading";
      if (isLoading) changedWhileLoading.set(id, adding);
      set({ ...state, ids: flip(state.ids, adding) });
      try {
        const client = await api();
        const result = adding ? await client.addFavoriteGame(id) : await client.removeFavoriteGame(id);
        if (!result.ok && state.playerId === playerId) {
          if (isLoading) changedWhileLoading.delete(id);
          set({ ...state, ids: flip(state.ids, !adding) });
        }
        return result.ok;
      } finally {
        pending.delete(id);
      }
    },
  };
}

/** The favourites as the page holds them (favorites-store.ts changes them, React reads them). */
export interface FavoritesState {
  /** The player the ids belong to; null while signed out or not loaded yet. */
  playerId: string | null;
  ids: ReadonlySet<number>;
  status: "idle" | "loading" | "ready" | "failed";
}

export const EMPTY_FAVORITES: FavoritesState = { playerId: null, ids: new Set(), status: "idle" };

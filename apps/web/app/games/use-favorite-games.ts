import { useCallback, useEffect, useSyncExternalStore } from "react";
import { usePlayer } from "../shell/use-shell-data.ts";
import { EMPTY_FAVORITES, type FavoritesState } from "./favorites-state.ts";

// The page's favourites, mirrored from the store of favorites-store.ts. The store and the API
// client are loaded only for a signed-in player (a visitor's stars just open sign-in), which keeps
// the home page's first load light.

type Store = ReturnType<typeof import("./favorites-store.ts").createFavoritesStore>;

let mirrored: FavoritesState = EMPTY_FAVORITES;
const listeners = new Set<() => void>();
let store: Promise<Store> | null = null;

function getStore(): Promise<Store> {
  store ??= Promise.all([
    import("./favorites-store.ts"),
    import("@croupier/contract/client/call"),
    import("@croupier/contract/client/games"),
  ]).then(([{ createFavoritesStore }, { createCall }, { gameCalls }]) => {
    const created = createFavoritesStore(() => gameCalls(createCall()));
    created.subscribe(() => {
      mirrored = created.getState();
      for (const listener of listeners) listener();
    });
    return created;
  });
  return store;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export interface FavoriteGames {
  signedIn: boolean;
  /** Per-currency ids of the player's favourites (empty while signed out or loading). */
  ids: ReadonlySet<number>;
  isFavorite: (gameCurrencyId: number | null) => boolean;
  /** Adds or removes a favourite at once; resolves false if the platform refused (it is undone). */
  toggle: (gameCurrencyId: number) => Promise<boolean>;
}

/** The signed-in player's favourite games, shared by every star on the page (tiles, game page). */
export function useFavoriteGames(): FavoriteGames {
  const player = usePlayer();
  const playerId = player?.id != null ? String(player.id) : null;
  const state = useSyncExternalStore(
    subscribe,
    () => mirrored,
    () => EMPTY_FAVORITES,
  );
  useEffect(() => {
    if (playerId !== null || store) void getStore().then((loaded) => loaded.load(playerId));
  }, [playerId]);
  const ids = playerId !== null && state.playerId === playerId ? state.ids : EMPTY_FAVORITES.ids;
  const isFavorite = useCallback((id: number | null) => id !== null && ids.has(id), [ids]);
  // A star tapped before the list's first load started still counts: loading names the player
  // at once (and the list, when it comes, keeps the change).
  const toggle = useCallback(
    async (id: number) => {
      const loaded = await getStore();
      void loaded.load(playerId);
      return loaded.toggle(id);
    },
    [playerId],
  );
  return { signedIn: playerId !== null, ids, isFavorite, toggle };
}

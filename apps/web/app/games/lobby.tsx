import { Plural, useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { GameTile } from "../components/game-tile.tsx";
import { type CatalogGame, loadCatalogGames } from "./catalog.ts";
import { FiltersDrawer } from "./filters-drawer.tsx";
import type { LobbyData, LobbyProvider } from "./lobby.server.ts";
import {
  activeFilterCount,
  clearLobbyFilters,
  LOBBY_SORTS,
  type LobbyFilters,
  type LobbySort,
  parseLobbyFilters,
  writeLobbyFilters,
} from "./lobby-filters.ts";
import { LobbyFiltersPanel } from "./lobby-filters-panel.tsx";
import { queryLobby } from "./lobby-query.ts";
import { usePlayCurrency } from "./play-currency.ts";
import { loadProviders } from "./providers.ts";
import { type TileGame, toTileGame } from "./tile-game.ts";
import { useFavoriteGames } from "./use-favorite-games.ts";
import { WindowedGrid } from "./windowed-grid.tsx";
import "./lobby.css";

let catalogReady = false;

/** Whether this page holds the whole list (then filter changes need no server round trip). */
export function isLobbyCatalogReady(): boolean {
  return catalogReady;
}

/**
 * The lobby below its heading: toolbar (filters, favourites, sort, count), the filters (side panel
 * from 960 px, a drawer on phones) and the windowed grid. The first paint shows the loader's first
 * page; once the whole allowed list has arrived every filter and sort runs here, in the browser.
 */
export function Lobby({ data, heading }: { data: LobbyData; heading: string }) {
  const { t, i18n } = useLingui();
  // useLocation/useNavigate rather than useSearchParams: the shell already ships them.
  const location = useLocation();
  const navigate = useNavigate();
  const urlFilters = useMemo(() => parseLobbyFilters(new URLSearchParams(location.search)), [location.search]);
  // The controls answer at once; the URL (a navigation, committed in a transition) follows.
  const [filters, setFilters] = useState(urlFilters);
  useEffect(() => setFilters(urlFilters), [urlFilters]);
  const currency = usePlayCurrency(data.currency);
  const favorites = useFavoriteGames();
  const [catalog, setCatalog] = useState<CatalogGame[] | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);

  useEffect(() => {
    let active = true;
    void loadCatalogGames().then((games) => {
      if (games.length > 0) catalogReady = true;
      if (active && games.length > 0) setCatalog(games);
    });
    return () => {
      active = false;
    };
  }, []);

  // Without the loader's providers (the platform was slow), ask for them from here.
  const [fetchedProviders, setFetchedProviders] = useState<LobbyProvider[]>([]);
  useEffect(() => {
    if (data.providers.length > 0) return;
    let active = true;
    void loadProviders().then((list) => {
      if (active) setFetchedProviders([...list].sort((a, b) => a.title.localeCompare(b.title, i18n.locale)));
    });
    return () => {
      active = false;
    };
  }, [data.providers, i18n.locale]);
  const providers = data.providers.length > 0 ? data.providers : fetchedProviders;
  const titles = useMemo(
    () => Object.fromEntries(providers.map((provider) => [provider.id, provider.title])),
    [providers],
  );
  const results = useMemo(
    () =>
      catalog
        ? queryLobby(catalog, data.scope, filters, { currency, locale: i18n.locale, favoriteIds: favorites.ids })
        : null,
    [catalog, data.scope, filters, currency, i18n.locale, favorites.ids],
  );
  const tileCurrency = filters.currency ?? currency;
  const total = results ? results.length : data.total;

  const update = useCallback(
    (next: LobbyFilters) => {
      setFilters(next);
      const query = writeLobbyFilters(new URLSearchParams(location.search), next).toString();
      void navigate(`${location.pathname}${query ? `?${query}` : ""}${location.hash}`, {
        replace: true,
        preventScrollReset: true,
      });
    },
    [navigate, location],
  );

  const filterCount = activeFilterCount(filters);
  const panel = (
    <LobbyFiltersPanel
      filters={filters}
      onChange={update}
      providers={providers}
      currencies={data.currencies}
      currency={currency}
      showProviders={data.provider === null}
    />
  );
  const tile = (game: TileGame, index: number) => <GameTile game={game} eager={index < 4} />;

  return (
    <div className="lobby" data-catalog={catalog ? "ready" : "first-page"}>
      <aside className="lobby__aside" aria-label={t`Game filters`}>
        {panel}
      </aside>
      <div className="lobby__main">
        <div className="lobby__toolbar">
          <button
            type="button"
            className="button button--ghost button--small lobby__filters-button"
            aria-haspopup="dialog"
            onClick={() => setDrawerOpen(true)}
          >
            {filterCount > 0 ? t`Filters (${filterCount})` : t`Filters`}
          </button>
          {favorites.signedIn && (
            <button
              type="button"
              className="lobby__chip"
              aria-pressed={filters.favorites}
              onClick={() => update({ ...filters, favorites: !filters.favorites })}
            >
              {t`Favourites`}
            </button>
          )}
          <p className="lobby__count" aria-live="polite">
            {total !== null && <Plural value={total} one="# game" other="# games" />}
          </p>
          <label className="lobby__sort">
            <span>{t`Sort by`}</span>
            <select
              className="field__control"
              value={filters.sort}
              onChange={(event) => update({ ...filters, sort: event.target.value as LobbySort })}
            >
              {LOBBY_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {sort === "popularity" ? t`Popularity` : sort === "newest" ? t`Newest` : t`A–Z`}
                </option>
              ))}
            </select>
          </label>
        </div>
        {total === 0 ? (
          <div className="lobby__empty">
            <p>{filters.favorites ? t`No favourite games here yet.` : t`No games match these filters.`}</p>
            {filterCount > 0 && (
              <button type="button" className="button button--ghost" onClick={() => update(clearLobbyFilters(filters))}>
                {t`Clear filters`}
              </button>
            )}
          </div>
        ) : total === null ? (
          <p className="lobby__empty">{t`The games could not be loaded. Please try again in a moment.`}</p>
        ) : results ? (
          <WindowedGrid
            items={results}
            itemKey={(game) => game.identifier}
            label={heading}
            renderItem={(game, index) => tile(toTileGame(game, tileCurrency, titles), index)}
          />
        ) : (
          <WindowedGrid items={data.games} itemKey={(game) => game.identifier} label={heading} renderItem={tile} />
        )}
      </div>
      {drawerOpen && (
        <FiltersDrawer
          onClose={() => setDrawerOpen(false)}
          resultsLabel={
            total === null ? t`Show games` : <Plural value={total} one="Show # game" other="Show # games" />
          }
        >
          {panel}
        </FiltersDrawer>
      )}
    </div>
  );
}

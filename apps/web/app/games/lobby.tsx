import { Plural, useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useLocation, useNavigate, useRevalidator } from "react-router";
import { GameTile } from "../components/game-tile.tsx";
import { FiltersDrawer } from "./filters-drawer.tsx";
import type { LobbyData, LobbyProvider } from "./lobby.server.ts";
import {
  activeFilterCount,
  clearLobbyFilters,
  LOBBY_QUERY_KEYS,
  LOBBY_SORTS,
  type LobbyFilters,
  type LobbySort,
  parseLobbyFilters,
  writeLobbyFilters,
} from "./lobby-filters.ts";
import { LobbyFiltersPanel } from "./lobby-filters-panel.tsx";
import { LOBBY_PAGE_SIZE, tileFromGame, writeLobbyPage } from "./lobby-pages.ts";
import { usePlayCurrency } from "./play-currency.ts";
import { loadProviders } from "./providers.ts";
import type { TileGame } from "./tile-game.ts";
import { useFavoriteGames } from "./use-favorite-games.ts";
import { WindowedGrid } from "./windowed-grid.tsx";
import "./lobby.css";

/** The URL whose pages this page already shows (loaded by "Load more"): no loader run for it. */
let heldUrl: string | null = null;

/** What the loader's answer depends on: the lobby's filters and the page count (not a modal flag). */
function lobbyKey(url: URL): string {
  return [...LOBBY_QUERY_KEYS, "page"].map((key) => url.searchParams.getAll(key).join(",")).join("|");
}

/**
 * The lobby's part of shouldRevalidate: a page "Load more" already fetched, or a change of the
 * query that leaves the lobby's keys alone (a modal opening), needs no loader run. Undefined: the
 * default decides (another path, new filters, an explicit revalidation).
 */
export function shouldLobbyRevalidate(currentUrl: URL, nextUrl: URL): boolean | undefined {
  if (currentUrl.pathname !== nextUrl.pathname || currentUrl.search === nextUrl.search) return undefined;
  if (`${nextUrl.pathname}${nextUrl.search}` === heldUrl) return false;
  return lobbyKey(currentUrl) === lobbyKey(nextUrl) ? false : undefined;
}

interface More {
  base: LobbyData;
  games: TileGame[];
  pages: number;
}

/**
 * The lobby below its heading: toolbar (filters, favourites, sort, count), the filters (side panel
 * from 960 px, a drawer on phones), the grid of pages 1..N and "Load more". The platform filters,
 * sorts and pages (POST /api/games_filter); "Load more" fetches the next page here and writes it
 * into the URL (`?page=N`), so a reload or Back renders the same pages and keeps the place. Without
 * JavaScript "Load more" is a plain link to that URL.
 */
export function Lobby({ data, heading }: { data: LobbyData; heading: string }) {
  const { t, i18n } = useLingui();
  // useLocation/useNavigate rather than useSearchParams: the shell already ships them.
  const location = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const urlFilters = useMemo(() => parseLobbyFilters(new URLSearchParams(location.search)), [location.search]);
  // The controls answer at once; the URL (a navigation, committed in a transition) follows.
  const [filters, setFilters] = useState(urlFilters);
  useEffect(() => setFilters(urlFilters), [urlFilters]);
  const currency = usePlayCurrency(data.playCurrency);
  const favorites = useFavoriteGames();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [more, setMore] = useState<More>({ base: data, games: [], pages: data.pages });
  const [loadState, setLoadState] = useState<"idle" | "loading" | "failed">("idle");
  const gridRef = useRef<HTMLDivElement>(null);
  const focusIndex = useRef<number | null>(null);

  // A new loader answer (other filters, a reload) replaces whatever "Load more" had added.
  const held = more.base === data ? more : { base: data, games: [], pages: data.pages };
  const games = useMemo(() => (held.games.length > 0 ? [...data.games, ...held.games] : data.games), [data, held]);
  const total = data.total;

  // The play currency changed after the page loaded (the header's switch): ask the server again.
  const revalidatedFor = useRef<string | null>(null);
  useEffect(() => {
    if (currency === data.playCurrency || revalidatedFor.current === currency) return;
    revalidatedFor.current = currency;
    void revalidator.revalidate();
  }, [currency, data.playCurrency, revalidator]);

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

  const update = useCallback(
    (next: LobbyFilters) => {
      setFilters(next);
      // New filters start again at page 1.
      const params = writeLobbyPage(writeLobbyFilters(new URLSearchParams(location.search), next), 1);
      const query = params.toString();
      void navigate(`${location.pathname}${query ? `?${query}` : ""}${location.hash}`, {
        replace: true,
        preventScrollReset: true,
      });
    },
    [navigate, location],
  );

  const nextPage = held.pages + 1;
  const nextQuery = writeLobbyPage(new URLSearchParams(location.search), nextPage).toString();
  const nextHref = `${location.pathname}?${nextQuery}`;
  const shownCount = games.length;
  const hasMore = total !== null && shownCount < total;

  const loadMore = async () => {
    if (loadState === "loading") return;
    setLoadState("loading");
    const [{ createCall }, { gameCalls }] = await Promise.all([
      import("@croupier/contract/client/call"),
      import("@croupier/contract/client/games"),
    ]);
    const result = await gameCalls(createCall({ locale: i18n.locale as never })).filterGames({
      ...data.request,
      page: nextPage,
      page_size: LOBBY_PAGE_SIZE,
    });
    if (!result.ok) {
      setLoadState("failed");
      return;
    }
    const added = result.data.data.map((game) => tileFromGame(game, data.currency, titles));
    focusIndex.current = games.length;
    setMore({ base: data, games: [...held.games, ...added], pages: nextPage });
    setLoadState("idle");
    heldUrl = nextHref;
    void navigate(`${nextHref}${location.hash}`, { replace: true, preventScrollReset: true });
  };

  // Keyboard and screen-reader users land on the first game just loaded.
  useEffect(() => {
    const index = focusIndex.current;
    if (index === null || games.length <= index) return;
    focusIndex.current = null;
    gridRef.current?.querySelector<HTMLElement>(`[aria-posinset="${index + 1}"] a`)?.focus({ preventScroll: true });
  }, [games]);

  const filterCount = activeFilterCount(filters);
  const panel = (
    <LobbyFiltersPanel
      filters={filters}
      onChange={update}
      providers={providers}
      currencies={data.currencies}
      currency={data.playCurrency}
      showProviders={data.provider === null}
    />
  );
  // The provider's name from the list at hand (the loader's, or the one fetched here when the
  // platform was slow to give it to the loader).
  const tile = (game: TileGame, index: number) => (
    <GameTile game={{ ...game, providerTitle: titles[game.provider] ?? game.providerTitle }} eager={index < 4} />
  );

  return (
    <div className="lobby">
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
        ) : (
          <div ref={gridRef}>
            <WindowedGrid items={games} itemKey={(game) => game.identifier} label={heading} renderItem={tile} />
            <div className="lobby__more">
              <ShownCount shownCount={shownCount} total={total} />
              {hasMore && (
                <a
                  href={nextHref}
                  className="button button--ghost lobby__more-button"
                  aria-disabled={loadState === "loading" || undefined}
                  onClick={(event) => {
                    event.preventDefault();
                    void loadMore();
                  }}
                >
                  {loadState === "loading" ? t`Loading games…` : t`Load more games`}
                </a>
              )}
              {loadState === "failed" && (
                <p className="lobby__more-error" role="alert">
                  {t`More games could not be loaded. Please try again.`}
                </p>
              )}
            </div>
          </div>
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

/** "Showing 96 of 5,153", the figures in the reader's number format. */
function ShownCount(props: { shownCount: number; total: number }) {
  const { t, i18n } = useLingui();
  const format = new Intl.NumberFormat(i18n.locale);
  const shownCount = format.format(props.shownCount);
  const total = format.format(props.total);
  return <p className="lobby__shown">{t`Showing ${shownCount} of ${total}`}</p>;
}

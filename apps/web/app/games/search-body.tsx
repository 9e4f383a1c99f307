import { gameThumbnailPath } from "@croupier/contract/games-catalog";
import { Plural, useLingui } from "@lingui/react/macro";
import {
  type KeyboardEvent,
  type ReactNode,
  useDeferredValue,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import type { ModalBodyProps } from "../modals/modal-body-props.ts";
import { LocaleLink } from "../ui/locale-link.tsx";
import { readLastPlayed } from "./last-played.ts";
import { gamePagePath } from "./paths.ts";
import { usePlayCurrency } from "./play-currency.ts";
import { loadProviders } from "./providers.ts";
import { SEARCH_MAX_RESULTS, searchGames } from "./search.ts";
import { loadSearchIndex, type SearchEntry } from "./search-index.ts";
import "./search.css";

/** How many popular games the modal suggests before anything is typed. */
const POPULAR_PICKS = 6;

/**
 * Game search in the browser over the compact index of the games offered in the
 * play currency (fetched when the search opens), a case-insensitive substring of the title, at
 * most 10 matches, each opening its game page (a new path, so the modal closes by itself). Before
 * typing it suggests popular games; a failed load reads as an empty list.
 */
export function SearchBody(_props: ModalBodyProps) {
  const { t } = useLingui();
  const inputId = useId();
  const statusId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const currency = usePlayCurrency();
  const [index, setIndex] = useState<{ currency: string; games: SearchEntry[] } | null>(null);
  const [titles, setTitles] = useState<Record<string, string>>({});
  const [query, setQuery] = useState("");
  const [lastPlayed] = useState(readLastPlayed);
  // Typing stays responsive even on a slow phone: the list follows a frame behind if it must.
  const deferredQuery = useDeferredValue(query);

  // Opened by URL, the field is server-rendered before this lazy body loads, and a visitor may type
  // into it meanwhile. Hydration leaves their text in the field but not in `query` (the next render
  // would clear it), so take it over before the first paint and search it at once. The field also
  // takes the focus: when the server streamed the loading placeholder first, the dialog opened
  // with no field in it and focused its close button (seen in CI on a busy machine).
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    if (input.value !== "") setQuery(input.value);
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, []);

  useEffect(() => {
    let active = true;
    void loadSearchIndex(currency).then((list) => active && setIndex({ currency, games: list }));
    return () => {
      active = false;
    };
  }, [currency]);

  useEffect(() => {
    let active = true;
    void loadProviders().then(
      (providers) => active && setTitles(Object.fromEntries(providers.map(({ id, title }) => [id, title]))),
    );
    return () => {
      active = false;
    };
  }, []);

  // The index holds only the games offered in the play currency.
  const games = index?.currency === currency ? index.games : null;
  const offered = games;
  const isSearching = deferredQuery.trim() !== "";
  const results = useMemo(() => {
    if (!offered) return [];
    return isSearching ? searchGames(offered, deferredQuery, SEARCH_MAX_RESULTS) : offered.slice(0, POPULAR_PICKS);
  }, [offered, deferredQuery, isSearching]);
  // Before typing, the games this device opened last come first (the last-played ids).
  const recent = useMemo(() => {
    if (!offered || isSearching) return [];
    const byIdentifier = new Map(offered.map((game) => [game.identifier, game]));
    return lastPlayed.flatMap((identifier) => byIdentifier.get(identifier) ?? []).slice(0, POPULAR_PICKS);
  }, [offered, isSearching, lastPlayed]);
  const shown = recent.length > 0 ? recent : results;

  const links = () => [...(listRef.current?.querySelectorAll<HTMLAnchorElement>("a") ?? [])];
  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      links()[0]?.focus();
    } else if (event.key === "Enter") {
      event.preventDefault();
      links()[0]?.click();
    }
  };
  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    const all = links();
    const index = all.indexOf(document.activeElement as HTMLAnchorElement);
    const next = index + (event.key === "ArrowDown" ? 1 : -1);
    if (next < 0) document.getElementById(inputId)?.focus();
    else all[Math.min(next, all.length - 1)]?.focus();
  };

  const term = deferredQuery.trim();
  const pickHeading = recent.length > 0 ? t`Recently played` : t`Popular games`;
  let status: ReactNode = null;
  if (games === null) status = t`Loading games…`;
  else if (isSearching && results.length === 0) status = t`No games match “${term}”.`;
  else if (isSearching) status = <Plural value={results.length} one="# game found" other="# games found" />;

  return (
    <div className="game-search">
      <label htmlFor={inputId} className="field__label">
        {t`Game title`}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        className="field__control game-search__input"
        type="search"
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="go"
        // biome-ignore lint/a11y/noAutofocus: the modal exists to type a title; focus belongs in the field.
        autoFocus
        placeholder={t`Type a game title`}
        aria-describedby={statusId}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={onInputKeyDown}
      />
      <p id={statusId} className="game-search__status" aria-live="polite">
        {status}
      </p>
      {shown.length > 0 && (
        <section aria-label={isSearching ? t`Search results` : pickHeading}>
          {!isSearching && <h3 className="game-search__heading">{pickHeading}</h3>}
          <ul ref={listRef} className="game-search__results" onKeyDown={onListKeyDown}>
            {shown.map((game) => {
              const to = gamePagePath(game.identifier, game.id);
              return (
                <li key={game.identifier}>
                  <LocaleLink to={to} className="game-search__result">
                    <img src={gameThumbnailPath(game.identifier)} alt="" width={45} height={60} loading="lazy" />
                    <span className="game-search__text">
                      <span className="game-search__title">{game.title}</span>
                      <span className="game-search__provider">{titles[game.provider] ?? game.provider}</span>
                    </span>
                  </LocaleLink>
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </div>
  );
}

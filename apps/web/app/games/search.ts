// Game search: it runs in the browser over the allowed games list, matching a
// case-insensitive substring of the title, at most 10 matches, in the list's own order (lobby order:
// the most popular first). Pure, so the modal, its tests and bench/search-keystroke.ts share it.

/** The search shows at most this many matches. */
export const SEARCH_MAX_RESULTS = 10;

interface Titled {
  title: string;
}

/**
 * Lower-cased titles, computed once per list: a keystroke then costs one `includes` per game and no
 * allocation. Keyed weakly by the list, so a new list (another device, a reload) gets a new index.
 */
const folded = new WeakMap<readonly Titled[], string[]>();

function foldedTitles(games: readonly Titled[]): string[] {
  let titles = folded.get(games);
  if (!titles) {
    titles = games.map((game) => foldCase(game.title));
    folded.set(games, titles);
  }
  return titles;
}

/** Case folding for matching: lower case, so "ROULETTE" finds "Comet Roulette" (no regex: "(" is text). */
export function foldCase(text: string): string {
  return text.toLowerCase();
}

/** The query as it is matched: surrounding spaces dropped and inner runs of spaces made one. */
export function normalizeQuery(query: string): string {
  return foldCase(query.trim().replace(/\s+/g, " "));
}

/**
 * The games whose title contains the query (any case), in list order, at most `limit`. An empty or
 * blank query matches nothing: the modal shows its popular picks instead.
 */
export function searchGames<Game extends Titled>(
  games: readonly Game[],
  query: string,
  limit: number = SEARCH_MAX_RESULTS,
): Game[] {
  const needle = normalizeQuery(query);
  if (needle === "" || limit <= 0) return [];
  const titles = foldedTitles(games);
  const matches: Game[] = [];
  for (let index = 0; index < titles.length; index += 1) {
    if ((titles[index] as string).includes(needle)) {
      matches.push(games[index] as Game);
      if (matches.length === limit) break;
    }
  }
  return matches;
}

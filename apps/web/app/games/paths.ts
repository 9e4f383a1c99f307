// Site paths of the games feature. Bare paths: render them through LocaleLink or
// useLocalePath so they get the current locale prefix.

/** The single game page: /games/{provider}/{game}/{id}, `id` being the per-currency game id. */
export function gamePagePath(identifier: string, gameCurrencyId: number): string {
  return `/games/${identifier}/${gameCurrencyId}`;
}

/** The short game link /game/{game}: opens the game by its slug in the visitor's currency. */
export function gameLinkPath(slug: string): string {
  return `/game/${slug}`;
}

/** One provider's games: /games/all/{provider}. */
export function providerGamesPath(provider: string): string {
  return `/games/all/${provider}`;
}

/** The lobby, or one of its URL filters (/games/slots, /games/novelty, …). */
export function lobbyPath(filter?: string | null): string {
  return filter ? `/games/${filter}` : "/games";
}

/** "<provider>/<slug>" → its parts (null when it is not an identifier). */
export function parseIdentifier(identifier: string): { provider: string; slug: string } | null {
  const match = /^([a-z0-9-]+)\/([a-z0-9-]+)$/.exec(identifier);
  return match ? { provider: match[1] as string, slug: match[2] as string } : null;
}

import type { Locale } from "@croupier/contract/i18n/locales";
import {
  DEMO_CURRENCY,
  type GameInfo,
  type GameProviderInfo,
  gameThumbnailPath,
} from "@croupier/contract/schemas/games";
import { toCatalogGames } from "../games/catalog.ts";
import { parseIdentifier } from "../games/paths.ts";
import { createServerApi, dataOr } from "../lib/api.server.ts";
import type { GamePageData } from "./game-page-data.ts";
import { chooseLinkId, currencyOfId, modeOfCurrency } from "./play-mode.ts";
import { playRulesFrom } from "./play-rules.ts";

// What the game page needs from the platform, loaded on the server with the visitor's cookies.
// The launch itself happens in the browser (it starts a session, and a prefetch must not).

export type GamePageLoad = { found: true; page: GamePageData } | { found: false; status: 404 | 503 };

/** /games/{provider}/{game}/{id}: the game and the currency of `id` (404 when either is unknown). */
export async function loadGamePage(
  request: Request,
  locale: Locale,
  params: { provider: string; game: string; id: string },
): Promise<GamePageLoad> {
  const identifier = `${params.provider}/${params.game}`;
  const id = Number(params.id);
  if (!parseIdentifier(identifier) || !/^\d+$/.test(params.id) || !Number.isSafeInteger(id)) {
    return { found: false, status: 404 };
  }
  const api = createServerApi(request, locale);
  const [info, providers, project] = await Promise.all([
    api.getGamesInfo([identifier]).catch(() => null),
    dataOr(api.getGameProviders(), [] as GameProviderInfo[]),
    dataOr(api.getProject(), null),
  ]);
  if (!info?.ok) return { found: false, status: info?.status === 404 ? 404 : 503 };
  const game: GameInfo | undefined = info.data?.[identifier];
  const currency = game ? currencyOfId(game.currencies, id) : null;
  if (!game || !currency) return { found: false, status: 404 };
  const providerTitles = Object.fromEntries(
    (Array.isArray(providers) ? providers : []).map((provider) => [provider.id, provider.title]),
  );
  const providerTitle = providerTitles[game.provider] || game.provider;
  return {
    found: true,
    page: {
      game: {
        identifier,
        title: game.title,
        provider: game.provider,
        providerTitle,
        thumbnail: game.thumbnail || gameThumbnailPath(identifier),
        currencies: Object.fromEntries(Object.entries(game.currencies).map(([code, { id }]) => [code, { id }])),
        playable: game.playable,
      },
      id,
      currency,
      mode: modeOfCurrency(currency),
      rules: playRulesFrom(project),
      providerTitles,
    },
  };
}

/**
 * /game/{game}: the first game of the allowed list with that slug, opened in the signed-in
 * player's currency when offered, else the demo, else its first currency. Null: no such game.
 */
export async function findGameLink(
  request: Request,
  locale: Locale,
  slug: string,
): Promise<{ identifier: string; id: number } | null> {
  const api = createServerApi(request, locale);
  const [list, player] = await Promise.all([dataOr(api.getAllowedGames("desktop"), {}), dataOr(api.getPlayer(), null)]);
  const game = toCatalogGames(list).find((one) => one.slug === slug);
  if (!game) return null;
  // The allowed list keeps the demo as `demo` (its path ends with the FUN id) or as real.FUN.
  const currencies: Record<string, { id: number }> = { ...game.real };
  const demoId = game.demo ? Number(game.demo.split("/").pop()) : Number.NaN;
  if (!currencies[DEMO_CURRENCY] && Number.isInteger(demoId) && demoId > 0) currencies[DEMO_CURRENCY] = { id: demoId };
  const id = chooseLinkId(currencies, player && player.id != null ? player.currency : null);
  return id === null ? null : { identifier: game.identifier, id };
}

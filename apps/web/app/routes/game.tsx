import { localizePath } from "@croupier/contract/i18n/locales";
import { i18n } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { gamePagePath } from "../games/paths.ts";
import { loadFeatureCatalogue } from "../i18n/catalogs.ts";
import { decideRequestLocaleWithRedirect } from "../i18n/request-locale.server.ts";
import { findGameLink, loadGamePage } from "../play/game-page.server.ts";
import { GamePlay } from "../play/game-play.tsx";
import { PageMeta } from "../shell/page-meta.tsx";
import type { Route } from "./+types/game";
import "../play/play.css";
import { redirect } from "../lib/safe-redirect.ts";

// The single game page: /games/{provider}/{game}/{id} opens the game with the
// per-currency id `id` (FUN: the demo), and the game link /game/{game} redirects there with the
// id that suits the visitor. The launch itself runs in the browser (play/game-session.tsx).

export async function loader({ request, params }: Route.LoaderArgs) {
  const { locale } = decideRequestLocaleWithRedirect(request);
  // Two routes share this module: the game page has all three params, the game link only `game`.
  const { provider, game, id } = params as { provider?: string; game?: string; id?: string };
  if (!game) throw data(null, { status: 404 });
  if (!provider || !id) {
    const target = await findGameLink(request, locale, game);
    if (!target) throw data(null, { status: 404 });
    const url = new URL(request.url);
    throw redirect(`${localizePath(gamePagePath(target.identifier, target.id), locale)}${url.search}`);
  }
  const loaded = await loadGamePage(request, locale, { provider, game, id });
  if (!loaded.found) throw data(null, { status: loaded.status });
  return loaded.page;
}

/** Client-side navigations load the page's texts (the games catalogue) with its data. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [page] = await Promise.all([serverLoader(), loadFeatureCatalogue(i18n, "games")]);
  return page;
}

/**
 * The game must not reload under the player: modal flags over the page and root revalidations
 * (the header's balance after every round, sign-in) keep it; only another path loads anew.
 */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  return false;
}

export default function GamePage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { game, mode } = loaderData;
  const title = game.title;
  const provider = game.providerTitle;
  return (
    <div className="play-page">
      <PageMeta
        title={mode === "demo" ? t`${title} by ${provider} (demo)` : t`${title} by ${provider}`}
        description={t`Play ${title} by ${provider} for real money or in demo mode.`}
      />
      <GamePlay key={loaderData.id} page={loaderData} />
    </div>
  );
}

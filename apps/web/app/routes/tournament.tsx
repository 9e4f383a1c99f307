import { tournamentCalls } from "@croupier/contract/client/tournaments";
import type { TournamentPlayer } from "@croupier/contract/schemas/tournaments";
import { i18n } from "@lingui/core";
import { data } from "react-router";
import { loadFeatureCatalogue } from "../i18n/catalogs.ts";
import { decideRequestLocale } from "../i18n/request-locale.server.ts";
import { createServerApi, dataOr } from "../lib/api.server.ts";
import { keepDataUnderModals } from "../shell/keep-data-under-modals.ts";
import { TournamentPage } from "../tournaments/tournament-page.tsx";
import type { Route } from "./+types/tournament";

// One tournament (/tournaments/:id): timer, prize pool, taking part, the live leaderboard or the
// winners, the games and the rules. An id the platform does not know is the 404 page.

const NO_ROWS: TournamentPlayer[] = [];

export async function loader({ request, params }: Route.LoaderArgs) {
  if (!/^[1-9]\d{0,9}$/.test(params.id)) throw data(null, { status: 404 });
  const id = Number(params.id);
  const api = tournamentCalls(createServerApi(request, decideRequestLocale(request)).call);
  const [found, rows] = await Promise.all([
    api.getTournament(id).catch(() => null),
    // The player's own row; a visitor's call answers 401 and has none.
    dataOr(api.getStatus(id), NO_ROWS),
  ]);
  if (!found?.ok) throw data(null, { status: found?.status === 404 || found?.status === 422 ? 404 : 503 });
  return { tournament: found.data, own: (Array.isArray(rows) ? rows[0] : null) ?? null, serverNow: Date.now() };
}

/** Client-side navigations load the page's texts (the tournaments catalogue) with its data. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [loaded] = await Promise.all([serverLoader(), loadFeatureCatalogue(i18n, "tournaments")]);
  return loaded;
}

/** Opening or closing a modal over the page keeps its state (the leaderboard follows events itself). */
export const shouldRevalidate = keepDataUnderModals;

export default function TournamentRoute({ loaderData }: Route.ComponentProps) {
  return (
    <TournamentPage
      key={loaderData.tournament.id}
      initial={loaderData.tournament}
      initialOwn={loaderData.own}
      serverNow={loaderData.serverNow}
    />
  );
}

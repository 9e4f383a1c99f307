import { tournamentCalls } from "@croupier/contract/client/tournaments";
import type { Tournament } from "@croupier/contract/schemas/tournaments";
import { i18n } from "@lingui/core";
import { loadCmsPage } from "../cms/cms-page.server.ts";
import { loadFeatureCatalogue } from "../i18n/catalogs.ts";
import { decideRequestLocale } from "../i18n/request-locale.server.ts";
import { createServerApi, dataOr } from "../lib/api.server.ts";
import { TournamentsList } from "../tournaments/tournaments-list.tsx";
import type { Route } from "./+types/tournaments";

// The tournaments page: running and upcoming tournaments as cards, then the finished ones with
// their winners, and the site-structure page's text on how tournaments work.

const NONE: Tournament[] = [];

export async function loader({ request }: Route.LoaderArgs) {
  const api = tournamentCalls(createServerApi(request, decideRequestLocale(request)).call);
  const [current, recent, cms] = await Promise.all([
    dataOr(api.getTournaments(), NONE),
    dataOr(api.getRecentTournaments(), NONE),
    loadCmsPage(request, "tournaments", false),
  ]);
  return {
    current: Array.isArray(current) ? current : NONE,
    recent: Array.isArray(recent) ? recent : NONE,
    cms,
    serverNow: Date.now(),
  };
}

/** Client-side navigations load the page's texts (the tournaments catalogue) with its data. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadFeatureCatalogue(i18n, "tournaments")]);
  return data;
}

export default function TournamentsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <TournamentsList
      current={loaderData.current}
      recent={loaderData.recent}
      cms={loaderData.cms}
      serverNow={loaderData.serverNow}
    />
  );
}

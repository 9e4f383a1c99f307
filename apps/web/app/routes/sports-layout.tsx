import { i18n } from "@lingui/core";
import { Outlet, useLocation } from "react-router";
import { loadFeatureCatalogue } from "../i18n/catalogs.ts";
import { decideRequestLocale } from "../i18n/request-locale.server.ts";
import { createServerApi, dataOr } from "../lib/api.server.ts";
import { readCookie } from "../lib/cookies.ts";
import { sportsbookCalls } from "../sports/book-calls.ts";
import { ODDS_FORMAT_COOKIE, oddsFormatOr } from "../sports/odds-preference.tsx";
import { SportsShell } from "../sports/sports-shell.tsx";
import type { Route } from "./+types/sports-layout";

// /sports and below: whether an embedded vendor is configured (its widget, else our own book),
// the book's limits (the slip's minimum, maximum and maximum payout) and the player's odds format.

const OWN_BOOK = { vendor: null, widget: null };

export async function loader({ request }: Route.LoaderArgs) {
  const api = sportsbookCalls(createServerApi(request, decideRequestLocale(request)).call);
  const [provider, rules] = await Promise.all([dataOr(api.getProvider(), OWN_BOOK), dataOr(api.getRules(), null)]);
  return {
    provider: provider ?? OWN_BOOK,
    rules,
    oddsFormat: oddsFormatOr(readCookie(request.headers.get("cookie"), ODDS_FORMAT_COOKIE)),
  };
}

/** The sports pages speak from the `sports` catalogue: it loads with the section's data. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadFeatureCatalogue(i18n, "sports")]);
  return data;
}

/** The vendor and the limits do not change between sports pages; sign-in reloads the root. */
export function shouldRevalidate() {
  return false;
}

export default function SportsLayout({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  // The rules page is for reading: no slip beside it.
  const showSlip = !/\/sports\/rules\/?$/.test(pathname);
  return (
    <SportsShell data={loaderData} showSlip={showSlip}>
      <Outlet />
    </SportsShell>
  );
}

import type { Locale } from "@croupier/contract/i18n/locales";
import type { BookEventSummary, BookSport } from "@croupier/contract/schemas/sportsbook-book";
import { lazy, Suspense } from "react";
import { decideRequestLocale } from "../i18n/request-locale.server.ts";
import { createServerApi } from "../lib/api.server.ts";
import { usePlayer, useShellData } from "../shell/use-shell-data.ts";
import { sportsbookCalls } from "../sports/book-calls.ts";
import { sportsShouldRevalidate } from "../sports/revalidate.ts";
import { SportsLobby } from "../sports/sports-lobby.tsx";
import type { Route } from "./+types/sports-home";

/** The vendor's widget loads only where a vendor is configured (our own book's lobby never needs it). */
const VendorWidget = lazy(async () => ({ default: (await import("../sports/vendor-widget.tsx")).VendorWidget }));

// /sports: the vendor's widget when one is configured; else our own book's sports, competitions
// and upcoming events (?sport=<id>&competition=<id> narrow them).

const NO_SPORTS: BookSport[] = [];
const NO_EVENTS: BookEventSummary[] = [];

function idParam(value: string | null): number | null {
  return value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const api = sportsbookCalls(createServerApi(request, decideRequestLocale(request)).call);
  const provider = await api.getProvider().catch(() => null);
  if (provider?.ok && provider.data.vendor !== null) return { vendor: provider.data, lobby: null };
  const sportId = idParam(url.searchParams.get("sport"));
  const competitionId = idParam(url.searchParams.get("competition"));
  const [sports, events] = await Promise.all([
    api.getSports().catch(() => null),
    api.getEvents({ sportId: sportId ?? undefined, competitionId: competitionId ?? undefined }).catch(() => null),
  ]);
  return {
    vendor: null,
    lobby: {
      sports: sports?.ok && Array.isArray(sports.data) ? sports.data : NO_SPORTS,
      events: events?.ok && Array.isArray(events.data?.data) ? events.data.data : NO_EVENTS,
      sportId,
      competitionId,
      reachable: Boolean(sports?.ok && events?.ok),
    },
  };
}

export const shouldRevalidate = sportsShouldRevalidate;

export default function SportsHome({ loaderData }: Route.ComponentProps) {
  const { locale } = useShellData();
  const player = usePlayer();
  if (loaderData.vendor) {
    return (
      <Suspense fallback={null}>
        <VendorWidget provider={loaderData.vendor} locale={locale as Locale} signedIn={player !== null} />
      </Suspense>
    );
  }
  return loaderData.lobby ? <SportsLobby data={loaderData.lobby} locale={locale as Locale} /> : null;
}

import type { Locale } from "@croupier/contract/i18n/locales";
import { data } from "react-router";
import { decideRequestLocale } from "../i18n/request-locale.server.ts";
import { createServerApi } from "../lib/api.server.ts";
import { useShellData } from "../shell/use-shell-data.ts";
import { sportsbookCalls } from "../sports/book-calls.ts";
import { EventView } from "../sports/event-view.tsx";
import { sportsShouldRevalidate } from "../sports/revalidate.ts";
import type { Route } from "./+types/sports-event";

// /sports/events/:id: one event with all its markets. An id the book does not know is the 404 page.

export async function loader({ request, params }: Route.LoaderArgs) {
  if (!/^[1-9]\d{0,14}$/.test(params.id)) throw data(null, { status: 404 });
  const api = sportsbookCalls(createServerApi(request, decideRequestLocale(request)).call);
  const found = await api.getEvent(Number(params.id)).catch(() => null);
  if (!found?.ok) throw data(null, { status: found?.status === 404 || found?.status === 422 ? 404 : 503 });
  return { event: found.data };
}

export const shouldRevalidate = sportsShouldRevalidate;

export default function SportsEvent({ loaderData }: Route.ComponentProps) {
  const { locale } = useShellData();
  return <EventView key={loaderData.event.id} event={loaderData.event} locale={locale as Locale} />;
}

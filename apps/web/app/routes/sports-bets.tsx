import type { Locale } from "@croupier/contract/i18n/locales";
import type { BookBet } from "@croupier/contract/schemas/sportsbook-book";
import { decideRequestLocale } from "../i18n/request-locale.server.ts";
import { createServerApi } from "../lib/api.server.ts";
import { useShellData } from "../shell/use-shell-data.ts";
import { sportsbookCalls } from "../sports/book-calls.ts";
import { MyBets } from "../sports/my-bets.tsx";
import { sportsShouldRevalidate } from "../sports/revalidate.ts";
import type { Route } from "./+types/sports-bets";

// /sports/bets: the player's open bets (?status=settled: the settled ones), newest first.

const NONE: BookBet[] = [];

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const status = url.searchParams.get("status") === "settled" ? "settled" : "open";
  const pageText = url.searchParams.get("page");
  const page = pageText && /^[1-9]\d{0,3}$/.test(pageText) ? Number(pageText) : 1;
  const api = sportsbookCalls(createServerApi(request, decideRequestLocale(request)).call);
  const result = await api.getBets(status, page).catch(() => null);
  const ok = result?.ok === true;
  const bets = ok && Array.isArray(result.data.data) ? result.data.data : NONE;
  const pagination = ok ? result.data.pagination : null;
  const pages = pagination ? Math.max(1, Math.ceil(pagination.total_count / Math.max(1, pagination.per_page))) : 1;
  return { status, bets, page, pages, signedIn: result?.status !== 401 } as const;
}

export const shouldRevalidate = sportsShouldRevalidate;

export default function SportsBets({ loaderData }: Route.ComponentProps) {
  const { locale, currencies } = useShellData();
  return <MyBets data={loaderData} locale={locale as Locale} currencies={currencies} />;
}

import type { Locale } from "@croupier/contract/i18n/locales";
import { decideRequestLocale } from "../i18n/request-locale.server.ts";
import { createServerApi, dataOr } from "../lib/api.server.ts";
import { useShellData } from "../shell/use-shell-data.ts";
import { sportsbookCalls } from "../sports/book-calls.ts";
import { RulesPage } from "../sports/rules-page.tsx";
import type { Route } from "./+types/sports-rules";

// /sports/rules: the betting rules in the visitor's language, with the limits the platform states.

export async function loader({ request }: Route.LoaderArgs) {
  const api = sportsbookCalls(createServerApi(request, decideRequestLocale(request)).call);
  return { rules: await dataOr(api.getRules(), null) };
}

export default function SportsRules({ loaderData }: Route.ComponentProps) {
  const { locale, currencies } = useShellData();
  return <RulesPage rules={loaderData.rules} locale={locale as Locale} currencies={currencies} />;
}

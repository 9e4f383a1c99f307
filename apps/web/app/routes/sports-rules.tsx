import type { Locale } from "@croupier/contract/i18n/locales";
import { i18n } from "@lingui/core";
import { loadFeatureCatalogue } from "../i18n/catalogs.ts";
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

/** The rules' long texts have their own catalogue: it loads with the page. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadFeatureCatalogue(i18n, "rules")]);
  return data;
}

export default function SportsRules({ loaderData }: Route.ComponentProps) {
  const { locale, currencies } = useShellData();
  return <RulesPage rules={loaderData.rules} locale={locale as Locale} currencies={currencies} />;
}

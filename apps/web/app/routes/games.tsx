import { useLingui } from "@lingui/react/macro";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { CATEGORY_LABELS } from "../components/category-labels.ts";
import { CategoryTabs } from "../components/category-tabs.tsx";
import { loadLobby } from "../games/lobby.server.ts";
import { Lobby, shouldLobbyRevalidate } from "../games/lobby.tsx";
import { LOBBY_FILTERS } from "../lib/constants.ts";
import { PageMeta } from "../shell/page-meta.tsx";
import type { Route } from "./+types/games";

/** /games, /games/{filter} and /games/all/{provider}: an unknown filter or provider is a 404. */
export function loader({ request, params }: Route.LoaderArgs) {
  return loadLobby(request, params);
}

/**
 * New filters, a new sort or a new path ask the server for the games again; a modal flag opening
 * or a page "Load more" already fetched does not.
 */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return shouldLobbyRevalidate(currentUrl, nextUrl) ?? defaultShouldRevalidate;
}

export default function Games({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useLingui();
  const { filter, provider } = loaderData;
  const label = filter && CATEGORY_LABELS[filter];
  const providerTitle = provider?.title;
  const heading = providerTitle ? t`Games by ${providerTitle}` : label ? i18n._(label) : t`All games`;
  return (
    <div className="page">
      <PageMeta title={heading} description={t`Browse slots, live casino, roulette and table games.`} />
      <h1 className="page__title">{heading}</h1>
      <CategoryTabs categories={["all", ...LOBBY_FILTERS]} label={t`Game categories`} />
      <Lobby key={`${filter}/${provider?.id}`} data={loaderData} heading={heading} />
    </div>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import { data } from "react-router";
import { CATEGORY_LABELS } from "../components/category-labels.ts";
import { CategoryTabs } from "../components/category-tabs.tsx";
import { LOBBY_FILTERS } from "../lib/constants.ts";
import { ModalLink } from "../modals/modal-link.tsx";
import { PageMeta } from "../shell/page-meta.tsx";
import type { Route } from "./+types/games";

/** /games, /games/{filter} and /games/all/{provider}. An unknown filter is a 404. */
export function loader({ params }: Route.LoaderArgs) {
  const filter = "filter" in params ? params.filter : undefined;
  if (filter && !(LOBBY_FILTERS as readonly string[]).includes(filter)) throw data(null, { status: 404 });
  return { filter: filter ?? null, provider: ("provider" in params ? params.provider : undefined) ?? null };
}

export default function Games({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useLingui();
  const { filter, provider } = loaderData;
  const label = filter && CATEGORY_LABELS[filter];
  const heading = provider ? t`Games by ${provider}` : label ? i18n._(label) : t`All games`;
  return (
    <div className="page">
      <PageMeta title={heading} description={t`Browse slots, live casino, roulette and table games.`} />
      <h1 className="page__title">{heading}</h1>
      <CategoryTabs categories={["all", ...LOBBY_FILTERS]} label={t`Game categories`} />
      <section className="placeholder-card">
        <div className="placeholder-card__art" aria-hidden="true">
          <span>♠</span>
          <span>♥</span>
          <span>♦</span>
          <span>♣</span>
        </div>
        <h2>
          <Trans>Games lobby arrives soon</Trans>
        </h2>
        <p>
          <Trans>
            We are stocking the lobby with slots, live tables and roulette. Create an account now and be first in line.
          </Trans>
        </p>
        <ModalLink flag="sign-up" className="button button--primary">
          <Trans>Sign up</Trans>
        </ModalLink>
      </section>
    </div>
  );
}

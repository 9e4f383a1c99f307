import type { Locale } from "@croupier/contract/i18n/locales";
import type { PlayerBonus } from "@croupier/contract/schemas/bonuses";
import { i18n } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { bonusCalls } from "../bonuses/bonus-calls.ts";
import { BonusesView } from "../bonuses/bonuses-view.tsx";
import { SignInActions } from "../components/sign-in-actions.tsx";
import { loadFeatureCatalogue } from "../i18n/catalogs.ts";
import { decideRequestLocaleWithRedirect } from "../i18n/request-locale.server.ts";
import { createServerApi } from "../lib/api.server.ts";
import { keepDataUnderModals } from "../shell/keep-data-under-modals.ts";
import { PageMeta } from "../shell/page-meta.tsx";
import { usePlayer, useShellData } from "../shell/use-shell-data.ts";
import { LocaleLink } from "../ui/locale-link.tsx";
import type { Route } from "./+types/bonuses";

// The player's bonuses (a page of the profile): each bonus with its status, wagering progress and
// terms, activate and forfeit, free spins when there are some, and the coupon form. The list
// follows the realtime server's events after the first render.

const NO_BONUSES: PlayerBonus[] = [];

export async function loader({ request }: Route.LoaderArgs) {
  const decision = decideRequestLocaleWithRedirect(request);
  if (decision.redirectTo) return { bonuses: NO_BONUSES };
  const result = await bonusCalls(createServerApi(request, decision.locale).call).getPlayerBonuses();
  return { bonuses: result.ok && Array.isArray(result.data) ? result.data : NO_BONUSES };
}

/** Client-side navigations load the page's texts (the bonuses catalogue) with its data. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadFeatureCatalogue(i18n, "bonuses")]);
  return data;
}

/** Opening or closing a modal over the page keeps its list (which follows realtime events itself). */
export const shouldRevalidate = keepDataUnderModals;

export default function BonusesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const player = usePlayer();
  const { locale } = useShellData();
  const title = t`My bonuses`;
  return (
    <div className="page page--narrow bonuses-page">
      <PageMeta title={title} description={t`Your bonuses with their terms and wagering progress.`} />
      <div className="bonuses-page__head">
        <h1 className="page__title">{title}</h1>
        <LocaleLink to="/profile" className="button button--ghost button--small">
          <Trans>Back to profile</Trans>
        </LocaleLink>
      </div>
      {player?.id != null ? (
        <BonusesView locale={locale as Locale} playerId={player.id} initial={loaderData.bonuses} />
      ) : (
        <section className="bonuses-page__prompt">
          <p>
            <Trans>Sign in to see your bonuses, activate them and follow their wagering.</Trans>
          </p>
          <div className="bonuses-page__prompt-actions">
            <SignInActions />
          </div>
        </section>
      )}
      <p className="bonuses-page__legal">
        <LocaleLink to="/bonus-terms-and-conditions">
          <Trans>Bonus terms and conditions</Trans>
        </LocaleLink>
      </p>
    </div>
  );
}

import type { Locale } from "@croupier/contract/i18n/locales";
import type { PlayerLootbox } from "@croupier/contract/schemas/lootboxes";
import { i18n } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { SignInActions } from "../components/sign-in-actions.tsx";
import { loadFeatureCatalogue } from "../i18n/catalogs.ts";
import { decideRequestLocaleWithRedirect } from "../i18n/request-locale.server.ts";
import { createServerApi } from "../lib/api.server.ts";
import { lootboxCalls } from "../lootboxes/lootbox-calls.ts";
import { LootboxesView } from "../lootboxes/lootboxes-view.tsx";
import { keepDataUnderModals } from "../shell/keep-data-under-modals.ts";
import { PageMeta } from "../shell/page-meta.tsx";
import { usePlayer, useShellData } from "../shell/use-shell-data.ts";
import { LocaleLink } from "../ui/locale-link.tsx";
import type { Route } from "./+types/lootboxes";

// The player's loot boxes (a page of the profile): each box with its prizes and their chances and
// its fairness commitment, opened with the player's own seed, then the prize, the revealed seeds
// and a check of the draw. The list follows the realtime server's events after the first render.

const NO_LOOTBOXES: PlayerLootbox[] = [];

export async function loader({ request }: Route.LoaderArgs) {
  const decision = decideRequestLocaleWithRedirect(request);
  if (decision.redirectTo) return { lootboxes: NO_LOOTBOXES };
  const result = await lootboxCalls(createServerApi(request, decision.locale).call).getPlayerLootboxes();
  return { lootboxes: result.ok && Array.isArray(result.data) ? result.data : NO_LOOTBOXES };
}

/** Client-side navigations load the page's texts (the loot boxes catalogue) with its data. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadFeatureCatalogue(i18n, "lootboxes")]);
  return data;
}

/** Opening or closing a modal over the page keeps its list (which follows realtime events itself). */
export const shouldRevalidate = keepDataUnderModals;

export default function LootboxesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const player = usePlayer();
  const { locale } = useShellData();
  const title = t`My loot boxes`;
  return (
    <div className="page page--narrow lootboxes-page">
      <PageMeta title={title} description={t`Your loot boxes: open them with your own seed and check the draw.`} />
      <div className="lootboxes-page__head">
        <h1 className="page__title">{title}</h1>
        <LocaleLink to="/profile" className="button button--ghost button--small">
          <Trans>Back to profile</Trans>
        </LocaleLink>
      </div>
      {player?.id != null ? (
        <>
          <p className="lootboxes-page__intro">
            <Trans>
              Each box holds one prize, drawn when you open it. The chances are shown beside the prizes, and every draw
              can be checked.
            </Trans>
          </p>
          <LootboxesView locale={locale as Locale} playerId={player.id} initial={loaderData.lootboxes} />
        </>
      ) : (
        <section className="lootboxes-page__prompt">
          <p>
            <Trans>Sign in to see your loot boxes and open them.</Trans>
          </p>
          <SignInActions />
        </section>
      )}
    </div>
  );
}

import type { CompPoints } from "@croupier/contract";
import { i18n } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { loadCmsPage } from "../cms/cms-page.server.ts";
import { CmsPageView } from "../components/cms-page-view.tsx";
import { loadFeatureCatalogue } from "../i18n/catalogs.ts";
import { decideRequestLocale } from "../i18n/request-locale.server.ts";
import { createServerApi, dataOr } from "../lib/api.server.ts";
import { walletAccount } from "../lib/player.ts";
import { ExchangeForm } from "../loyalty/exchange-form.tsx";
import { VipLevels } from "../loyalty/vip-levels.tsx";
import { VipStatus } from "../loyalty/vip-status.tsx";
import { usePlayer } from "../shell/use-shell-data.ts";
import type { Route } from "./+types/vip";

export async function loader({ request }: Route.LoaderArgs) {
  const api = createServerApi(request, decideRequestLocale(request));
  const [page, levels, rates, points] = await Promise.all([
    loadCmsPage(request, "vip", false),
    dataOr(api.getStatuses(), []),
    dataOr(api.getCompPointsMoneyRates(), []),
    dataOr<CompPoints | null>(api.getCompPoints(), null),
  ]);
  return { ...page, levels, rates, points };
}

/** The page speaks from the `loyalty` catalogue: it loads with the page's data. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadFeatureCatalogue(i18n, "loyalty")]);
  return data;
}

/** The VIP page: the CMS text, the player's level, progress and exchange, and every level's benefits. */
export default function Vip({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const player = usePlayer();
  const [points, setPoints] = useState(loaderData.points);
  const current = player ? points : null;
  return (
    <CmsPageView data={loaderData} fallbackTitle={t`VIP`}>
      <div className="vip-page">
        {current && (
          <div className="vip-page__player">
            <VipStatus
              levels={loaderData.levels}
              levelId={current.level}
              points={current.persistent.points}
              chargeable={current.chargeable.points}
            />
            {player && (
              <ExchangeForm
                points={current}
                rates={loaderData.rates}
                currency={walletAccount(player).currency}
                onExchanged={setPoints}
              />
            )}
          </div>
        )}
        {loaderData.levels.length > 0 && (
          <section aria-labelledby="vip-levels-title">
            <h2 id="vip-levels-title" className="vip-page__title">
              <Trans>Levels and benefits</Trans>
            </h2>
            <VipLevels levels={loaderData.levels} currentId={current?.level} />
          </section>
        )}
      </div>
    </CmsPageView>
  );
}

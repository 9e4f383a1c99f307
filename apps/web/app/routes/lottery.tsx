import { lotteryCalls } from "@croupier/contract/client/lotteries";
import type { Locale } from "@croupier/contract/i18n/locales";
import type { Lottery, LotteryStatusItem } from "@croupier/contract/schemas/lotteries";
import { i18n } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { loadCmsPage } from "../cms/cms-page.server.ts";
import { CmsPageView } from "../components/cms-page-view.tsx";
import { loadFeatureCatalogue } from "../i18n/catalogs.ts";
import { decideRequestLocale } from "../i18n/request-locale.server.ts";
import { createServerApi, dataOr } from "../lib/api.server.ts";
import { LotteryView } from "../lottery/lottery-view.tsx";
import { keepDataUnderModals } from "../shell/keep-data-under-modals.ts";
import { usePlayer, useShellData } from "../shell/use-shell-data.ts";
import type { Route } from "./+types/lottery";

// The lottery page: the CMS text (title, description, introduction), then the open lottery with
// its countdown, prizes, deposit scale and the player's tickets, and the past draws with their
// winners and verification data.

const NONE: never[] = [];

export async function loader({ request }: Route.LoaderArgs) {
  const api = createServerApi(request, decideRequestLocale(request));
  const lotteries = lotteryCalls(api.call);
  const [page, current, recent, player] = await Promise.all([
    loadCmsPage(request, "lottery", false),
    dataOr<Lottery[]>(lotteries.getLotteries(), NONE),
    dataOr<Lottery[]>(lotteries.getRecentLotteries(), NONE),
    // Shared with the root loader's call: no second request to the platform.
    dataOr(api.getPlayer(), null),
  ]);
  const statuses = player?.id != null ? await dataOr<LotteryStatusItem[]>(lotteries.getStatuses(), NONE) : NONE;
  const list = (value: unknown) => (Array.isArray(value) ? value : NONE);
  return { ...page, lotteries: [...list(current), ...list(recent)] as Lottery[], statuses: list(statuses) };
}

/** The page speaks from the `lottery` catalogue: it loads with the page's data. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadFeatureCatalogue(i18n, "lottery")]);
  return data;
}

/** Opening or closing a modal over the page keeps its data; a deposit's return reloads the page. */
export const shouldRevalidate = keepDataUnderModals;

export default function LotteryPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const player = usePlayer();
  const { locale } = useShellData();
  return (
    <CmsPageView data={loaderData} fallbackTitle={t`Lottery`}>
      <LotteryView
        lotteries={loaderData.lotteries}
        statuses={loaderData.statuses}
        signedIn={player?.id != null}
        locale={locale as Locale}
      />
    </CmsPageView>
  );
}

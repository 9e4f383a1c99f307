import { useLingui } from "@lingui/react/macro";
import { Suspense } from "react";
import { parsePromos, parseSlides } from "../cms/cms-json.ts";
import { CmsHtml } from "../components/cms-html.tsx";
import { DepositBanner } from "../home/deposit-banner.tsx";
import { HeroSlider } from "../home/hero-slider.tsx";
import { loadHomeRows, loadHomeWinners } from "../home/home-games.server.ts";
import { decideRequestLocale } from "../i18n/request-locale.server.ts";
import { createServerApi, dataOr } from "../lib/api.server.ts";
import { HOME_CATEGORIES } from "../lib/constants.ts";
import { lazyUnderModal } from "../modals/modal-open.ts";
import { PageMeta } from "../shell/page-meta.tsx";
import { FALLBACK_BRAND } from "../shell/shell-data.ts";
import { useShellData } from "../shell/use-shell-data.ts";
import type { Route } from "./+types/home";
// The rows' styles load with the page (their script comes later, with the lazy chunk).
import "../components/game-tile.css";
import "../home/home-games.css";

// Below the fold: rendered by the server, hydrated from chunks of their own (see home-games.tsx)
// once no modal covers the page.
// The category links work as plain links until they hydrate.
const CategoryTabs = lazyUnderModal(() =>
  import("../components/category-tabs.tsx").then((module) => module.CategoryTabs),
);
const HomeGames = lazyUnderModal(() => import("../home/home-games.tsx").then((module) => module.HomeGames));
const HomeClosing = lazyUnderModal(() => import("../home/home-closing.tsx").then((module) => module.HomeClosing));

/**
 * The promotions teaser reads the promotions page's cards; snippets come with the shell data. Game
 * rows and winners are finished here too, so the browser gets tiles, not the games list.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const locale = decideRequestLocale(request);
  const api = createServerApi(request, locale);
  const [page, rows, winners] = await Promise.all([
    dataOr(api.getCmsPage("promotions"), null),
    loadHomeRows(request, api, locale),
    loadHomeWinners(api),
  ]);
  return { promos: parsePromos(page?.blocks?.json).slice(0, 3), rows, winners };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { snippets, project } = useShellData();
  const brand = project?.name || FALLBACK_BRAND;
  return (
    <div className="page page--home">
      <PageMeta
        title={t`Online casino: slots, live casino and table games`}
        description={t`Play slots, live casino and table games at ${brand}. Fast deposits, fair play, support 24/7.`}
      />
      <h1 className="visually-hidden">{t`${brand}: online casino`}</h1>
      {snippets["title-block"] && <CmsHtml html={snippets["title-block"]} className="cms-content title-block" />}
      <HeroSlider slides={parseSlides(snippets["home-slider"])} />
      <DepositBanner html={snippets["deposit-banner"]} />
      <Suspense fallback={null}>
        <CategoryTabs categories={HOME_CATEGORIES} label={t`Game categories`} />
      </Suspense>
      <Suspense fallback={null}>
        <HomeGames rows={loaderData.rows} winners={loaderData.winners} />
      </Suspense>
      <Suspense fallback={null}>
        <HomeClosing
          promos={loaderData.promos}
          vipCard={snippets["vip-level-card"]}
          collapseBlocks={snippets["collapse-blocks"]}
        />
      </Suspense>
    </div>
  );
}

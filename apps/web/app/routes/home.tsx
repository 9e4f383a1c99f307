import { useLingui } from "@lingui/react/macro";
import { CategoryTabs } from "../components/category-tabs.tsx";
import { CmsHtml } from "../components/cms-html.tsx";
import { CollapseBlocks } from "../home/collapse-blocks.tsx";
import { DepositBanner } from "../home/deposit-banner.tsx";
import { HeroSlider } from "../home/hero-slider.tsx";
import { PromotionsTeaser } from "../home/promotions-teaser.tsx";
import { VipTeaser } from "../home/vip-teaser.tsx";
import { decideRequestLocale } from "../i18n/request-locale.server.ts";
import { createServerApi, dataOr } from "../lib/api.server.ts";
import { parseCollapseBlocks, parsePromos, parseSlides } from "../lib/cms-json.ts";
import { HOME_CATEGORIES } from "../lib/constants.ts";
import { FALLBACK_BRAND } from "../lib/shell-data.ts";
import { useShellData } from "../lib/use-shell-data.ts";
import { PageMeta } from "../shell/page-meta.tsx";
import type { Route } from "./+types/home";

/** The promotions teaser reads the promotions page's cards; snippets come with the shell data. */
export async function loader({ request }: Route.LoaderArgs) {
  const api = createServerApi(request, decideRequestLocale(request));
  const page = await dataOr(api.getCmsPage("promotions"), null);
  return { promos: parsePromos(page?.blocks?.json).slice(0, 3) };
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
      <CategoryTabs categories={HOME_CATEGORIES} label={t`Game categories`} />
      <DepositBanner html={snippets["deposit-banner"]} />
      <PromotionsTeaser promos={loaderData.promos} />
      <VipTeaser html={snippets["vip-level-card"]} />
      <CollapseBlocks blocks={parseCollapseBlocks(snippets["collapse-blocks"])} />
    </div>
  );
}

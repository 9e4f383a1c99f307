import { useLingui } from "@lingui/react/macro";
import { parsePromos } from "../cms/cms-json.ts";
import { loadCmsPage } from "../cms/cms-page.server.ts";
import { CmsPageView } from "../components/cms-page-view.tsx";
import { PromoCard } from "../components/promo-card.tsx";
import type { Route } from "./+types/promotions";

export async function loader({ request }: Route.LoaderArgs) {
  const result = await loadCmsPage(request, "promotions", false);
  return { ...result, promos: parsePromos(result.page?.blocks?.json) };
}

export default function Promotions({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <CmsPageView data={loaderData} fallbackTitle={t`Promotions`}>
      {loaderData.promos.length > 0 && (
        <div className="promo-grid promo-grid--page">
          {loaderData.promos.map((promo, index) => (
            // The first card's picture is the page's largest paint on a phone: fetched at once.
            <PromoCard key={promo.id} promo={promo} headingLevel={2} eager={index === 0} />
          ))}
        </div>
      )}
    </CmsPageView>
  );
}

import { Trans } from "@lingui/react/macro";
import type { Promo } from "../cms/cms-json.ts";
import { PromoCard } from "../components/promo-card.tsx";
import { LocaleLink } from "../ui/locale-link.tsx";

export function PromotionsTeaser({ promos }: { promos: Promo[] }) {
  if (promos.length === 0) return null;
  return (
    <section className="teaser" aria-labelledby="promotions-teaser-title">
      <div className="teaser__head">
        <h2 id="promotions-teaser-title" className="section-title">
          <Trans>Promotions</Trans>
        </h2>
        <LocaleLink to="/promotions" className="teaser__more">
          <Trans>All promotions</Trans>
        </LocaleLink>
      </div>
      <div className="promo-grid">
        {promos.map((promo) => (
          <PromoCard key={promo.id} promo={promo} />
        ))}
      </div>
    </section>
  );
}

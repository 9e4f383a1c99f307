import { Trans } from "@lingui/react/macro";
import type { SafeHtml } from "../cms/safe-html.ts";
import { CmsHtml } from "../components/cms-html.tsx";
import { LocaleLink } from "../ui/locale-link.tsx";

/** The VIP teaser: the operator's vip-level-card snippet and a link to the VIP page. */
export function VipTeaser({ html }: { html: SafeHtml | undefined }) {
  return (
    <section className="vip-teaser" aria-labelledby="vip-teaser-title">
      <div className="vip-teaser__body">
        <h2 id="vip-teaser-title" className="section-title">
          <Trans>VIP club</Trans>
        </h2>
        {html ? (
          <CmsHtml html={html} />
        ) : (
          <p>
            <Trans>Climb six levels from Begin to Chosen One: cashback, a personal manager and birthday gifts.</Trans>
          </p>
        )}
        <LocaleLink to="/vip" className="button button--ghost">
          <Trans>Discover VIP levels</Trans>
        </LocaleLink>
      </div>
      <div className="vip-teaser__art" aria-hidden="true">
        <span>♛</span>
      </div>
    </section>
  );
}

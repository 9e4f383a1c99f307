import { Trans } from "@lingui/react/macro";
import { lazy, Suspense } from "react";
import type { SafeHtml } from "../cms/safe-html.ts";
import { CmsHtml } from "../components/cms-html.tsx";
import { usePlayer } from "../shell/use-shell-data.ts";
import { LocaleLink } from "../ui/locale-link.tsx";

// The player's card (the loyalty texts, maths and calls) loads only for a signed-in player.
const VipLevelCard = lazy(() =>
  import("../loyalty/vip-level-card.tsx").then((module) => ({ default: module.VipLevelCard })),
);

/** The snippet's placeholders (`{{vip.points}}`): a visitor has no value for them, so they go. */
function withoutPlaceholders(html: SafeHtml): SafeHtml {
  return html.replace(/\{\{\s*[\w.]+\s*\}\}/g, "").trim() as SafeHtml;
}

/**
 * The VIP teaser: the operator's vip-level-card snippet and a link to the VIP page; for a signed-in
 * player, their real level and progress in its place once loaded.
 */
export function VipTeaser({ html }: { html: SafeHtml | undefined }) {
  const player = usePlayer();
  const text = html ? (
    <CmsHtml html={withoutPlaceholders(html)} />
  ) : (
    <p>
      <Trans>Climb six levels from Begin to Chosen One: cashback, a personal manager and birthday gifts.</Trans>
    </p>
  );
  return (
    <section className="vip-teaser" aria-labelledby="vip-teaser-title">
      <div className="vip-teaser__body">
        <h2 id="vip-teaser-title" className="section-title">
          <Trans>VIP club</Trans>
        </h2>
        {player?.id != null ? (
          <Suspense fallback={text}>
            <VipLevelCard fallback={text} />
          </Suspense>
        ) : (
          text
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

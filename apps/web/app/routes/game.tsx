import { Trans, useLingui } from "@lingui/react/macro";
import { LocaleLink } from "../lib/locale-link.tsx";
import { PageMeta } from "../shell/page-meta.tsx";

/** /games/{provider}/{game}/{id} and /game/{game}: the game page opens with the games catalogue. */
export default function Game() {
  const { t } = useLingui();
  return (
    <div className="page">
      <PageMeta title={t`Game`} />
      <section className="placeholder-card">
        <h1>
          <Trans>This game opens with the games lobby</Trans>
        </h1>
        <p>
          <Trans>Game pages go live together with the catalogue. Have a look at our promotions meanwhile.</Trans>
        </p>
        <LocaleLink to="/games" className="button button--primary">
          <Trans>Browse games</Trans>
        </LocaleLink>
      </section>
    </div>
  );
}

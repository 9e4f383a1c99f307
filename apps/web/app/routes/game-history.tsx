import { Trans, useLingui } from "@lingui/react/macro";
import { LocaleLink } from "../lib/locale-link.tsx";
import { PageMeta } from "../shell/page-meta.tsx";

/** Game history is an external page in the specification; it arrives with the games lobby. */
export default function GameHistoryPlaceholder() {
  const { t } = useLingui();
  const title = t`Game history`;
  return (
    <div className="page page--narrow">
      <PageMeta title={title} />
      <section className="placeholder-card">
        <h1>{title}</h1>
        <p>
          <Trans>Your game history arrives with the games lobby. Every round you play will be listed here.</Trans>
        </p>
        <div className="placeholder-card__actions">
          <LocaleLink to="/games" className="button button--primary">
            <Trans>Browse games</Trans>
          </LocaleLink>
          <LocaleLink to="/profile" className="button button--ghost">
            <Trans>Back to profile</Trans>
          </LocaleLink>
        </div>
      </section>
    </div>
  );
}

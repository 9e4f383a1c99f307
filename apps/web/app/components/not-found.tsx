import { Trans, useLingui } from "@lingui/react/macro";
import { PageMeta } from "../shell/page-meta.tsx";
import { LocaleLink } from "../ui/locale-link.tsx";

/** "Oops,... page cannot be found", with a way home. */
export function NotFound() {
  const { t } = useLingui();
  return (
    <section className="status-page">
      <PageMeta title={t`Page not found`} />
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1 className="status-page__title">
        <Trans>Oops,... page cannot be found</Trans>
      </h1>
      <p className="status-page__text">
        <Trans>The page may have moved, or the link is mistyped.</Trans>
      </p>
      <LocaleLink to="/" className="button button--primary">
        <Trans>Back to home</Trans>
      </LocaleLink>
    </section>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import { LocaleLink } from "../ui/locale-link.tsx";
import { PageMeta } from "./page-meta.tsx";

/** What a visitor from a restricted country sees (HTTP 451). */
export function UnavailablePage() {
  const { t } = useLingui();
  return (
    <div className="status-page unavailable-page">
      <PageMeta title={t`Not available in your region`} />
      <p className="status-page__code" aria-hidden="true">
        451
      </p>
      <h1 className="status-page__title">
        <Trans>This service is not available in your region.</Trans>
      </h1>
      <p className="status-page__text">
        <Trans>
          Our licence does not allow us to offer games in your country. You can still read our terms or write to
          support.
        </Trans>
      </p>
      <div className="unavailable-page__links">
        <LocaleLink to="/terms-and-conditions" className="button button--ghost">
          <Trans>Terms and Conditions</Trans>
        </LocaleLink>
        <LocaleLink to="/privacy-policy" className="button button--ghost">
          <Trans>Privacy Policy</Trans>
        </LocaleLink>
        <LocaleLink to="/support" className="button button--ghost">
          <Trans>Support</Trans>
        </LocaleLink>
      </div>
    </div>
  );
}

import { stripLocale } from "@croupier/contract/i18n/locales";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { useLocation } from "react-router";
import { LocaleLink } from "../lib/locale-link.tsx";
import { PageMeta } from "../shell/page-meta.tsx";

const TITLES: Record<string, MessageDescriptor> = {
  "/users/forgot-password": msg`Forgot password`,
  "/users/password/edit": msg`Set a new password`,
  "/users/resend-unlock-instructions": msg`Resend unlock instructions`,
  "/users/resend-confirmation-instructions": msg`Resend confirmation instructions`,
};

/** The four account-recovery pages: their forms come with player accounts (issue 3). */
export default function AccountPlaceholder() {
  const { i18n } = useLingui();
  const { pathname } = useLocation();
  const descriptor = TITLES[stripLocale(pathname)];
  const title = descriptor ? i18n._(descriptor) : "";
  return (
    <div className="page page--narrow">
      <PageMeta title={title} />
      <section className="placeholder-card">
        <h1>{title}</h1>
        <p>
          <Trans>
            This form opens together with player accounts. No account can exist yet, so nothing needs recovering.
          </Trans>
        </p>
        <LocaleLink to="/support" className="button button--ghost">
          <Trans>Contact Support</Trans>
        </LocaleLink>
      </section>
    </div>
  );
}

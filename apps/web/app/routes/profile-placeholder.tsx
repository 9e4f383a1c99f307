import { stripLocale } from "@croupier/contract/i18n/locales";
import { Trans, useLingui } from "@lingui/react/macro";
import { useLocation } from "react-router";
import { usePlayer } from "../lib/use-shell-data.ts";
import { ModalLink } from "../modals/modal-link.tsx";
import { PageMeta } from "../shell/page-meta.tsx";

/** Profile and game history are external pages in the specification; they arrive later. */
export default function ProfilePlaceholder() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const player = usePlayer();
  const history = stripLocale(pathname).startsWith("/profile/history");
  const title = history ? t`Game history` : t`Profile`;
  return (
    <div className="page page--narrow">
      <PageMeta title={title} />
      <section className="placeholder-card">
        <h1>{title}</h1>
        <p>
          {history ? (
            <Trans>Your game history arrives with the games lobby. Every round you play will be listed here.</Trans>
          ) : (
            <Trans>Your profile page arrives soon. Meanwhile you can edit your personal details.</Trans>
          )}
        </p>
        <ModalLink flag={player ? "personal-info" : "sign-in"} className="button button--ghost">
          {player ? <Trans>Personal details</Trans> : <Trans>Sign in</Trans>}
        </ModalLink>
      </section>
    </div>
  );
}

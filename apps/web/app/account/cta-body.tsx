import { Trans } from "@lingui/react/macro";
import { CmsHtml } from "../components/cms-html.tsx";
import { ModalLink } from "../modals/modal-link.tsx";
import { Icon } from "../shell/icon.tsx";
import { useShellData } from "../shell/use-shell-data.ts";
import "../realtime/realtime.css";

/**
 * The idle call to action (`?cta=modal`, after 120 s without activity for a visitor): the welcome
 * offer the home deposit banner promises (the operator's banner text when there is one, else the
 * three gifts listed), and Sign up and Sign in.
 */
export function CtaBody() {
  const { snippets } = useShellData();
  const html = snippets["deposit-banner"];
  return (
    <div className="cta">
      <div className="cta__badge" aria-hidden="true">
        <Icon name="gift" size={32} />
      </div>
      {html ? (
        <CmsHtml html={html} className="cms-content cta__text" />
      ) : (
        <div className="cta__text">
          <h2>
            <Trans>Double your first deposit</Trans>
          </h2>
          <ul className="cta__perks">
            <li>
              <Trans>Double deposit bonus</Trans>
            </li>
            <li>
              <Trans>VIP bonus</Trans>
            </li>
            <li>
              <Trans>20 free spins</Trans>
            </li>
          </ul>
        </div>
      )}
      <div className="cta__actions">
        <ModalLink flag="sign-up" className="button button--primary button--large button--block">
          <Trans>Sign up and get the gift</Trans>
        </ModalLink>
        <ModalLink flag="sign-in" className="button button--ghost button--block">
          <Trans>I have an account: sign in</Trans>
        </ModalLink>
      </div>
    </div>
  );
}

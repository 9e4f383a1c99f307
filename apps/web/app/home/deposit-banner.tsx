import { Trans } from "@lingui/react/macro";
import { useDepositTarget } from "../account/use-account.ts";
import type { SafeHtml } from "../cms/safe-html.ts";
import { CmsHtml } from "../components/cms-html.tsx";
import { ModalLink } from "../modals/modal-link.tsx";
import { usePlayer } from "../shell/use-shell-data.ts";

/**
 * The home deposit banner: double deposit bonus, VIP bonus and 20 free spins for
 * starting a deposit mission. The operator's snippet wins; the catalogue text is the fallback.
 * Signed out, the action starts sign-up (a deposit needs an account); signed in, a deposit.
 */
export function DepositBanner({ html }: { html: SafeHtml | undefined }) {
  const player = usePlayer();
  const depositTarget = useDepositTarget();
  return (
    <section className="deposit-banner">
      <div className="deposit-banner__text">
        {html ? (
          <CmsHtml html={html} />
        ) : (
          <>
            <h2>
              <Trans>Double your first deposit</Trans>
            </h2>
            <p>
              <Trans>Start a deposit mission: a double deposit bonus, a VIP bonus and 20 free spins.</Trans>
            </p>
          </>
        )}
      </div>
      <ModalLink flag={depositTarget} className="button button--primary button--large">
        {player ? <Trans>Deposit</Trans> : <Trans>Get gift</Trans>}
      </ModalLink>
    </section>
  );
}

import { Trans } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { useDepositTarget } from "../account/use-account.ts";
import { recordOfferClosed } from "../cashier/first-deposit-offer.ts";
import { CmsHtml } from "../components/cms-html.tsx";
import type { ModalBodyProps } from "../modals/modal-body-props.ts";
import { ModalLink } from "../modals/modal-link.tsx";
import { Icon } from "../shell/icon.tsx";
import { usePlayer, useShellData } from "../shell/use-shell-data.ts";
import "../cashier/cashier.css";

/** The operator's offer text: its own snippet if there is one, else the home deposit banner's. */
const OFFER_SNIPPETS = ["first-deposit-offer", "deposit-banner"];

/**
 * The first-deposit offer: the deposit offer with a Deposit button that follows
 * the deposit-button rules. However it closes (Not now, the close button, Escape, Deposit), the
 * time is stored locally so the offer does not come straight back.
 */
export function FirstDepositBody({ close }: ModalBodyProps) {
  const { snippets } = useShellData();
  const player = usePlayer();
  const depositTarget = useDepositTarget();
  const playerId = useRef(player?.id);
  playerId.current = player?.id;
  useEffect(
    () => () => {
      if (playerId.current != null) recordOfferClosed(playerId.current);
    },
    [],
  );
  const html = OFFER_SNIPPETS.map((id) => snippets[id]).find(Boolean);
  return (
    <div className="offer">
      <div className="offer__badge" aria-hidden="true">
        <Icon name="gift" size={32} />
      </div>
      {html ? (
        <CmsHtml html={html} className="cms-content offer__text" />
      ) : (
        <div className="cms-content offer__text">
          <h2>
            <Trans>Double your first deposit</Trans>
          </h2>
          <p>
            <Trans>Start a deposit mission: a double deposit bonus, a VIP bonus and 20 free spins.</Trans>
          </p>
        </div>
      )}
      <div className="offer__actions">
        <ModalLink flag={depositTarget} className="button button--primary button--large button--block">
          <Trans>Deposit</Trans>
        </ModalLink>
        <button type="button" className="button button--ghost button--block" onClick={close}>
          <Trans>Not now</Trans>
        </button>
      </div>
    </div>
  );
}

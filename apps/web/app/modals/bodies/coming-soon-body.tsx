import { Trans } from "@lingui/react/macro";
import { LocaleLink } from "../../lib/locale-link.tsx";
import type { ModalFlag } from "../modal-flags.ts";
import type { ModalBodyProps } from "../modal-registry.ts";

const CASHIER: ModalFlag[] = [
  "fiat-deposit",
  "fiat-payment",
  "fiat-payment-credentials",
  "deposit-success",
  "feedback",
  "crypto-deposit",
  "crypto-payment",
  "first-deposit",
];

/** What this modal will do, said plainly: the feature is not live yet (no fake forms). */
function Lead({ flag }: { flag: ModalFlag }) {
  if (flag === "sign-in") return <Trans>Sign-in opens with player accounts.</Trans>;
  if (flag === "sign-up" || flag === "cta") return <Trans>Registration opens with player accounts.</Trans>;
  if (CASHIER.includes(flag)) return <Trans>Deposits open with the cashier, right after player accounts.</Trans>;
  if (flag === "player-status" || flag === "free-spins") {
    return <Trans>Bonuses, free spins and VIP levels arrive with player accounts.</Trans>;
  }
  return <Trans>Your profile and currencies arrive with player accounts.</Trans>;
}

export function ComingSoonBody({ flag, close }: ModalBodyProps) {
  return (
    <div className="coming-soon">
      <div className="coming-soon__badge" aria-hidden="true">
        ★
      </div>
      <p className="coming-soon__lead">
        <Lead flag={flag} />
      </p>
      <p className="coming-soon__text">
        <Trans>We are finishing this part of the casino. Meanwhile, look around the lobby and our promotions.</Trans>
      </p>
      <div className="coming-soon__actions">
        <LocaleLink to="/promotions" className="button button--primary" onClick={close}>
          <Trans>See promotions</Trans>
        </LocaleLink>
        <button type="button" className="button button--ghost" onClick={close}>
          <Trans>Close</Trans>
        </button>
      </div>
    </div>
  );
}

import { Trans } from "@lingui/react/macro";
import { LocaleLink } from "../ui/locale-link.tsx";
import type { ModalBodyProps } from "./modal-body-props.ts";
import type { ModalFlag } from "./modal-flags.ts";

/** What this modal will do, said plainly: the feature is not live yet (no fake forms). */
function Lead({ flag }: { flag: ModalFlag }) {
  if (flag === "cta") return <Trans>Welcome gifts arrive with the cashier.</Trans>;
  return <Trans>Bonuses, free spins and VIP levels arrive soon.</Trans>;
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

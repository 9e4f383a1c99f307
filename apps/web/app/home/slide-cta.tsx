import { Trans } from "@lingui/react/macro";
import { useDepositTarget } from "../account/use-account.ts";
import type { Slide } from "../cms/cms-json.ts";
import { ModalLink } from "../modals/modal-link.tsx";
import { usePlayer } from "../shell/use-shell-data.ts";
import { LocaleLink } from "../ui/locale-link.tsx";

/**
 * A slide's action. "sign-up" opens registration; "deposit" follows the deposit button's rules
 * (sign-up while signed out, the required-fields or the fiat/crypto deposit modal when signed in);
 * "link" goes to the operator's path. A signed-in player is never asked to sign up: a "sign-up"
 * slide offers the deposit instead.
 */
export function SlideCta({ slide }: { slide: Slide }) {
  const depositTarget = useDepositTarget();
  const player = usePlayer();
  if (player && slide.cta.action === "sign-up") {
    return (
      <ModalLink flag={depositTarget} className="button button--primary button--large">
        <Trans>Deposit</Trans>
      </ModalLink>
    );
  }
  const label = slide.cta.label || <Trans>Sign up</Trans>;
  if (slide.cta.action === "link" && slide.cta.href) {
    if (/^https?:\/\//.test(slide.cta.href)) {
      return (
        <a href={slide.cta.href} className="button button--primary button--large" rel="noopener noreferrer">
          {label}
        </a>
      );
    }
    return (
      <LocaleLink to={slide.cta.href} className="button button--primary button--large">
        {label}
      </LocaleLink>
    );
  }
  return (
    <ModalLink
      flag={slide.cta.action === "deposit" ? depositTarget : "sign-up"}
      className="button button--primary button--large"
    >
      {label}
    </ModalLink>
  );
}

import { Trans } from "@lingui/react/macro";
import type { Slide } from "../lib/cms-json.ts";
import { LocaleLink } from "../lib/locale-link.tsx";
import { ModalLink } from "../modals/modal-link.tsx";

/**
 * A slide's action. "sign-up" opens registration; "deposit" also starts sign-up while signed out
 * (spec: a deposit attempt by a visitor leads to sign-up); "link" goes to the operator's path.
 */
export function SlideCta({ slide }: { slide: Slide }) {
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
    <ModalLink flag="sign-up" className="button button--primary button--large">
      {label}
    </ModalLink>
  );
}

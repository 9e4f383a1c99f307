import { Trans } from "@lingui/react/macro";
import { ModalLink } from "../modals/modal-link.tsx";
import { FALLBACK_BRAND } from "../shell/shell-data.ts";
import { usePlayer, useShellData } from "../shell/use-shell-data.ts";
import { LocaleLink } from "../ui/locale-link.tsx";

/** Shown when the CMS has no slides (or cannot be reached): a calm welcome, same footprint. */
export function HeroFallback() {
  const { project } = useShellData();
  const brand = project?.name || FALLBACK_BRAND;
  const player = usePlayer();
  return (
    <section className="hero hero--fallback">
      <div className="hero__content">
        <p className="hero__title">
          <Trans>Welcome to {brand}</Trans>
        </p>
        <p className="hero__text">
          <Trans>Slots, live casino and table games, with fair play and support around the clock.</Trans>
        </p>
        {player ? (
          <LocaleLink to="/games" className="button button--primary button--large">
            <Trans>Play now</Trans>
          </LocaleLink>
        ) : (
          <ModalLink flag="sign-up" className="button button--primary button--large">
            <Trans>Sign up</Trans>
          </ModalLink>
        )}
      </div>
    </section>
  );
}

import { Trans } from "@lingui/react/macro";
import { type ReactNode, useId } from "react";
import type { ModalFlag } from "../modals/modal-flags.ts";
import { ModalLink } from "../modals/modal-link.tsx";
import { usePlayer } from "../shell/use-shell-data.ts";
import { LocaleLink } from "../ui/locale-link.tsx";
import "./protection.css";

/** The responsible-gambling page, where the break and self-exclusion modals open. */
export const RESPONSIBLE_GAMBLING_PAGE = "/responsible-gambling";

/**
 * The responsible-gambling tools, one click from the responsible-gambling page and the profile
 * (MGA): take a break, self-exclude, and the limits. Signed out, a link to sign in first. Elsewhere
 * than on that page (`onPage` false: the profile) the tools open over the responsible-gambling page,
 * which stays readable once the player is signed out.
 */
export function ProtectionTools({ headingLevel = 2, onPage = true }: { headingLevel?: 2 | 3; onPage?: boolean }) {
  const player = usePlayer();
  const headingId = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section className="protection-tools" aria-labelledby={headingId}>
      <Heading id={headingId} className="protection-tools__title">
        <Trans>Take a break or self-exclude</Trans>
      </Heading>
      <p className="protection-tools__text">
        <Trans>
          Pause your account for 24 hours up to 30 days, or exclude yourself for months, years or for good. Neither can
          be shortened once started.
        </Trans>
      </p>
      {player?.id != null ? (
        <div className="protection-tools__actions">
          <ToolLink flag="take-a-break" onPage={onPage} className="button button--primary">
            <Trans>Take a break</Trans>
          </ToolLink>
          <ToolLink flag="self-exclusion" onPage={onPage} className="button button--ghost">
            <Trans>Self-exclude</Trans>
          </ToolLink>
          <ModalLink flag="limits" className="button button--ghost">
            <Trans>Deposit and other limits</Trans>
          </ModalLink>
        </div>
      ) : (
        <p className="protection-tools__actions">
          <ModalLink flag="sign-in" className="button button--primary">
            <Trans>Sign in to use these tools</Trans>
          </ModalLink>
        </p>
      )}
    </section>
  );
}

function ToolLink({
  flag,
  onPage,
  className,
  children,
}: {
  flag: ModalFlag;
  onPage: boolean;
  className: string;
  children: ReactNode;
}) {
  if (onPage) {
    return (
      <ModalLink flag={flag} className={className}>
        {children}
      </ModalLink>
    );
  }
  return (
    <LocaleLink to={`${RESPONSIBLE_GAMBLING_PAGE}?${flag}=modal`} className={className}>
      {children}
    </LocaleLink>
  );
}

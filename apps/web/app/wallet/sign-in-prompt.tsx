import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { ModalLink } from "../modals/modal-link.tsx";

/** What a signed-out visitor sees instead of a wallet screen: why, then Sign in / Sign up. */
export function SignInPrompt({ children }: { children: ReactNode }) {
  return (
    <div className="wallet-prompt">
      <p className="wallet-prompt__text">{children}</p>
      <div className="wallet-prompt__actions">
        <ModalLink flag="sign-in" className="button button--primary">
          <Trans>Sign in</Trans>
        </ModalLink>
        <ModalLink flag="sign-up" className="button button--ghost">
          <Trans>Sign up</Trans>
        </ModalLink>
      </div>
    </div>
  );
}

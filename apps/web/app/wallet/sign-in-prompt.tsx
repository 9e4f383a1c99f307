import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { ModalLink } from "../modals/modal-link.tsx";
import { WalletPrompt } from "./wallet-prompt.tsx";

/** What a signed-out visitor sees instead of a wallet screen: why, then Sign in / Sign up. */
export function SignInPrompt({ children }: { children: ReactNode }) {
  return (
    <WalletPrompt
      actions={
        <>
          <ModalLink flag="sign-in" className="button button--primary">
            <Trans>Sign in</Trans>
          </ModalLink>
          <ModalLink flag="sign-up" className="button button--ghost">
            <Trans>Sign up</Trans>
          </ModalLink>
        </>
      }
    >
      {children}
    </WalletPrompt>
  );
}

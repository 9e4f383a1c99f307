import { Trans } from "@lingui/react/macro";
import { ModalLink } from "../modals/modal-link.tsx";

/** The pair every signed-out prompt ends with: Sign in (primary) and Sign up, opening their modals. */
export function SignInActions() {
  return (
    <>
      <ModalLink flag="sign-in" className="button button--primary">
        <Trans>Sign in</Trans>
      </ModalLink>
      <ModalLink flag="sign-up" className="button button--ghost">
        <Trans>Sign up</Trans>
      </ModalLink>
    </>
  );
}

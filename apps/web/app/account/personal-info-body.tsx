import { Trans } from "@lingui/react/macro";
import type { ModalBodyProps } from "../modals/modal-body-props.ts";
import { ModalLink } from "../modals/modal-link.tsx";
import { usePlayer, useShellData } from "../shell/use-shell-data.ts";
import { readyData, useLoad } from "../ui/use-load.ts";
import { formFields, PersonalDetailsForm } from "./personal-details-form.tsx";
import { loadPlayerFields } from "./reference-data.ts";

/** Personal details: only the fields the server lists as editable. */
export function PersonalInfoBody(_props: ModalBodyProps) {
  const { locale } = useShellData();
  const player = usePlayer();
  const definition = readyData(useLoad(() => loadPlayerFields(locale), `loadPlayerFields:${locale}`));
  if (!player) return <SignedOutNotice />;
  if (definition === undefined) return <div className="modal__loading" aria-hidden="true" />;
  return <PersonalDetailsForm player={player} definition={definition} fields={formFields(definition)} />;
}

export function SignedOutNotice() {
  return (
    <div className="coming-soon">
      <p className="coming-soon__lead">
        <Trans>Sign in to see your personal details.</Trans>
      </p>
      <div className="coming-soon__actions">
        <ModalLink flag="sign-in" className="button button--primary">
          <Trans>Sign in</Trans>
        </ModalLink>
      </div>
    </div>
  );
}

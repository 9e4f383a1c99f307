import { Trans } from "@lingui/react/macro";
import type { ModalBodyProps } from "../modals/modal-body-props.ts";
import { usePlayer, useShellData } from "../shell/use-shell-data.ts";
import { readyData, useLoad } from "../ui/use-load.ts";
import { formFields, PersonalDetailsForm } from "./personal-details-form.tsx";
import { usePersonalFieldLabels } from "./personal-field-labels.ts";
import { SignedOutNotice } from "./personal-info-body.tsx";
import { loadPlayerFields } from "./reference-data.ts";

/**
 * The required-fields modal: the player fills in the information a deposit
 * (or a game) needs. Lists the missing fields, then the personal-details form for exactly those.
 */
export function RequiredFieldsBody(_props: ModalBodyProps) {
  const { locale, missingFields } = useShellData();
  const player = usePlayer();
  const names = usePersonalFieldLabels();
  const definition = readyData(useLoad(() => loadPlayerFields(locale), `loadPlayerFields:${locale}`));
  if (!player) return <SignedOutNotice />;
  if (definition === undefined) return <div className="modal__loading" aria-hidden="true" />;
  const fields = formFields(definition, missingFields);
  return (
    <div className="required-fields">
      {fields.length > 0 ? (
        <>
          <p className="required-fields__lead">
            <Trans>Before your first deposit, please complete your profile:</Trans>
          </p>
          <ul className="required-fields__list">
            {fields.map((field) => (
              <li key={field}>{names[field] ?? field}</li>
            ))}
          </ul>
        </>
      ) : (
        <p className="required-fields__lead">
          <Trans>Your profile is complete.</Trans>
        </p>
      )}
      <PersonalDetailsForm player={player} definition={definition} fields={fields} />
    </div>
  );
}

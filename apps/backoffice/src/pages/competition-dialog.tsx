import { Modal, Stack, TextInput } from "@mantine/core";
import { type FormEvent, type ReactNode, useState } from "react";
import { DialogButtons, FormAlert } from "../components/form-feedback.tsx";
import { t } from "../i18n/messages.ts";
import {
  apiFieldErrors,
  type FormErrors,
  type PrizeDraft,
  PrizesField,
  type Translations,
  TranslationsField,
} from "./competition-form.tsx";

// The create (and edit) dialog the tournaments and lotteries pages share: the draft's state, the
// send that shows the API's refusal in place, and the dialog's frame. Each page puts its own
// fields (times, rules, games) between the texts and the prizes.

/** The draft fields every competition has. */
export interface CompetitionDraft {
  identifier: string;
  translations: Translations;
  currency: string;
  prizes: PrizeDraft[];
}

/**
 * A competition form's draft, its field errors and its busy flag. `send` posts once the local
 * checks found nothing: the answer on success (the draft starts afresh), null when refused (the
 * errors are then the local ones or the API's, field by field).
 */
export function useCompetitionDraft<Draft extends CompetitionDraft>(fresh: () => Draft) {
  const [draft, setDraft] = useState<Draft>(fresh);
  const [errors, setErrors] = useState<FormErrors>({});
  const [busy, setBusy] = useState(false);
  const set = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));
  const reset = () => {
    setDraft(fresh());
    setErrors({});
  };

  async function send<Answer>(local: FormErrors, call: () => Promise<Answer>): Promise<Answer | null> {
    if (Object.keys(local).length > 0) {
      setErrors(local);
      return null;
    }
    setErrors({});
    setBusy(true);
    try {
      const answer = await call();
      setDraft(fresh());
      return answer;
    } catch (error) {
      setErrors(apiFieldErrors(error));
      return null;
    } finally {
      setBusy(false);
    }
  }

  return { draft, setDraft, set, errors, setErrors, busy, reset, send };
}

/**
 * The dialog of a competition's form: the site identifier and the texts in five languages first,
 * the page's own fields (children), then the prizes, what no field shows, and the buttons.
 */
export function CompetitionDialog<Draft extends CompetitionDraft>({
  opened,
  title,
  submitLabel,
  draft,
  set,
  errors,
  leftover,
  busy,
  descriptionMax,
  onClose,
  onSubmit,
  children,
}: {
  opened: boolean;
  title: string;
  submitLabel: string;
  draft: Draft;
  set: (change: Partial<Draft>) => void;
  errors: FormErrors;
  /** The API errors shown under no field, joined. */
  leftover: string;
  busy: boolean;
  /** The longest rules text the API takes for this kind of competition. */
  descriptionMax: number;
  onClose: () => void;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="xl"
      closeButtonProps={{ "aria-label": t("common.cancel") }}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t("competition.identifier")}
            description={t("competition.identifierHint")}
            required
            maxLength={64}
            value={draft.identifier}
            onChange={(event) => set({ identifier: event.currentTarget.value } as Partial<Draft>)}
            error={errors.frontend_identifier}
          />
          <TranslationsField
            value={draft.translations}
            onChange={(translations) => set({ translations } as Partial<Draft>)}
            errors={errors}
            descriptionMax={descriptionMax}
          />
          {children}
          <PrizesField
            prizes={draft.prizes}
            onChange={(prizes) => set({ prizes } as Partial<Draft>)}
            currency={draft.currency}
            errors={errors}
          />
          <FormAlert message={leftover || undefined} />
          <DialogButtons submitLabel={submitLabel} busy={busy} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}

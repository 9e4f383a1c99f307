import type { ApiResult } from "@croupier/contract/client/call";
import type { ChatState } from "@croupier/contract/schemas/chat";
import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useId, useState } from "react";

/** Long enough for any address; the server checks it (and answers a field error). */
const EMAIL_MAX = 254;

/**
 * A visitor's optional e-mail: where the agent's replies go if the visitor leaves before they
 * arrive. A player's replies go to their account's address, so players do not see this.
 */
export function VisitorEmail({
  email,
  setEmail,
}: {
  email: string | null;
  setEmail: (email: string) => Promise<ApiResult<ChatState>>;
}) {
  const { t } = useLingui();
  const [isEditing, setEditing] = useState(false);
  const [value, setValue] = useState(email ?? "");
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  const id = useId();

  if (email && !isEditing) {
    return (
      <p className="chat-email chat-email--saved">
        <span>
          <Trans>If you leave, replies go to {email}.</Trans>
        </span>{" "}
        <button type="button" className="chat-email__change" onClick={() => setEditing(true)}>
          <Trans>Change</Trans>
        </button>
      </p>
    );
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = value.trim();
    if (!trimmed || isSaving) return;
    setSaving(true);
    const result = await setEmail(trimmed);
    setSaving(false);
    if (result.ok) {
      setError(null);
      setEditing(false);
      return;
    }
    setError(
      result.errors?.email?.[0] ?? result.errors?.base?.[0] ?? result.error ?? t`The e-mail could not be saved.`,
    );
  };

  return (
    <form className="chat-email" onSubmit={onSubmit} noValidate>
      <label htmlFor={`${id}-email`} className="chat-email__label">
        <Trans>Your e-mail (optional)</Trans>
      </label>
      <p id={`${id}-hint`} className="chat-email__hint">
        <Trans>So we can answer by e-mail if you leave.</Trans>
      </p>
      <div className="chat-email__row">
        <input
          id={`${id}-email`}
          className="field__control chat-email__input"
          type="email"
          autoComplete="email"
          maxLength={EMAIL_MAX}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
        />
        <button type="submit" className="button button--ghost button--small" disabled={isSaving}>
          <Trans>Save</Trans>
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="chat-composer__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { CheckMark } from "./deposit-steps.tsx";

/**
 * The bonus code of the next deposit (PATCH set_bonus_code / DELETE clear_bonus_code). Its own
 * small form inside the amount step: Enter applies the code instead of continuing the deposit.
 */
export function BonusCodeField({
  applied,
  busy,
  error,
  onApply,
  onRemove,
}: {
  applied: string;
  busy: boolean;
  error: string | null;
  onApply: (code: string) => Promise<boolean>;
  onRemove: () => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const [draft, setDraft] = useState("");

  if (applied) {
    return (
      <div className="bonus-code bonus-code--applied" role="status">
        <span className="bonus-code__badge" aria-hidden="true">
          <CheckMark />
        </span>
        <span className="bonus-code__text">
          <Trans>
            Bonus code <strong>{applied}</strong> applied
          </Trans>
        </span>
        <button type="button" className="bonus-code__remove" disabled={busy} aria-busy={busy} onClick={onRemove}>
          <Trans>Remove</Trans>
        </button>
      </div>
    );
  }

  const submit = async (event?: { preventDefault(): void }) => {
    event?.preventDefault();
    if (busy || !draft.trim()) return;
    if (await onApply(draft.trim())) setDraft("");
  };

  return (
    <div className={`field bonus-code${error ? " field--invalid" : ""}`}>
      <label htmlFor={id} className="field__label">
        {t`Bonus code`}
      </label>
      <div className="bonus-code__row">
        <input
          id={id}
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          className="field__control"
          placeholder={t`Optional`}
          value={draft}
          aria-invalid={error ? "true" : "false"}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") void submit(event);
          }}
        />
        <button
          type="button"
          className="button button--ghost bonus-code__apply"
          disabled={busy || !draft.trim()}
          aria-busy={busy}
          onClick={() => void submit()}
        >
          <Trans>Apply</Trans>
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

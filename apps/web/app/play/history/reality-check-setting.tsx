import { playerCalls } from "@croupier/contract/client/player";
import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useEffect, useId, useState } from "react";
import { formatMessage } from "../../i18n/validation-texts.ts";
import { browserApi } from "../../lib/api.client.ts";
import { useShellData } from "../../shell/use-shell-data.ts";
import { FormMessage, SubmitButton } from "../../ui/form-controls.tsx";
import { parseIntervalInput, REALITY_CHECK_MAX_MINUTES, REALITY_CHECK_MIN_MINUTES } from "../reality-check-schedule.ts";

/**
 * The player's reality-check interval (GET/PUT /api/player/reality_check, in the jurisdiction's range): how
 * often a real-money game stops to show the session's time, wins and losses.
 */
export function RealityCheckSetting({ defaultMinutes }: { defaultMinutes: number }) {
  const { t } = useLingui();
  const { locale } = useShellData();
  const headingId = useId();
  const fieldId = useId();
  const errorId = useId();
  const [value, setValue] = useState("");
  const [saved, setSaved] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  // The jurisdiction's range, as the platform answers it.
  const [range, setRange] = useState({ min: REALITY_CHECK_MIN_MINUTES, max: REALITY_CHECK_MAX_MINUTES });

  useEffect(() => {
    let current = true;
    void browserApi(locale, playerCalls)
      .getRealityCheck()
      .then((result) => {
        if (!current) return;
        setValue(String(result.ok ? result.data.interval_minutes : defaultMinutes));
        if (result.ok) setRange({ min: result.data.min_minutes, max: result.data.max_minutes });
      });
    return () => {
      current = false;
    };
  }, [locale, defaultMinutes]);

  const { min, max } = range;
  const rangeMessage = t`Enter a whole number of minutes from ${min} to ${max}.`;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    setFailed(false);
    const parsed = parseIntervalInput(value, range);
    if (!parsed.ok) {
      setError(parsed.error === "blank" ? formatMessage("required", locale) : rangeMessage);
      return;
    }
    setError(null);
    setBusy(true);
    const result = await browserApi(locale, playerCalls).setRealityCheck(parsed.minutes);
    setBusy(false);
    if (result.ok) {
      setSaved(result.data.interval_minutes);
      setValue(String(result.data.interval_minutes));
    } else if (result.errors?.interval_minutes?.[0]) {
      // The platform words its field errors in the player's language.
      setError(result.errors.interval_minutes[0]);
    } else {
      setFailed(true);
    }
  };

  return (
    <section id="reality-check" className="history-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="history-card__title">
        <Trans>Reality check</Trans>
      </h2>
      <p className="history-card__lead">
        <Trans>
          While you play for real money, the game pauses at this interval to show how long you have played and what you
          have won and lost.
        </Trans>
      </p>
      <form className="reality-setting" onSubmit={(event) => void onSubmit(event)} noValidate>
        <div className={`field reality-setting__field${error ? " field--invalid" : ""}`}>
          <label className="field__label" htmlFor={fieldId}>
            <Trans>Remind me every (minutes)</Trans>
          </label>
          <input
            id={fieldId}
            className="field__control"
            inputMode="numeric"
            autoComplete="off"
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setSaved(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          {error && (
            <p id={errorId} className="field__error">
              {error}
            </p>
          )}
        </div>
        <SubmitButton busy={busy}>
          <Trans>Save</Trans>
        </SubmitButton>
      </form>
      {saved !== null && (
        <FormMessage tone="success">
          <Trans>Saved. You will get a reality check every {saved} minutes.</Trans>
        </FormMessage>
      )}
      {failed && (
        <FormMessage tone="error">
          <Trans>Data not saved, check the completed fields for errors</Trans>
        </FormMessage>
      )}
    </section>
  );
}

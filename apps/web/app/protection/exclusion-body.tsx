import { exclusionCalls } from "@croupier/contract/client/exclusions";
import type { ExclusionKind, ExclusionView } from "@croupier/contract/schemas/exclusions";
import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useRevalidator } from "react-router";
import { localizeServerErrors } from "../account/server-errors.ts";
import { browserApi } from "../lib/api.client.ts";
import { SIGN_OUT_CLEARED_KEYS, writeStorage } from "../lib/storage-keys.ts";
import type { ModalBodyProps } from "../modals/modal-body-props.ts";
import { ModalLink } from "../modals/modal-link.tsx";
import { usePlayer, useShellData } from "../shell/use-shell-data.ts";
import { FormMessage, SubmitButton } from "../ui/form-controls.tsx";
import { formatEnd, periodLabel, timeoutChoices } from "./exclusion-texts.ts";
import "./protection.css";

/** `?take-a-break=modal`: a time-out of days within the jurisdiction's range. */
export function TakeBreakBody(props: ModalBodyProps) {
  return <ExclusionForm kind="timeout" {...props} />;
}

/** `?self-exclusion=modal`: a self-exclusion for a definite period or indefinitely. */
export function SelfExclusionBody(props: ModalBodyProps) {
  return <ExclusionForm kind="self_exclusion" {...props} />;
}

/** The choice kept in the form: a number of days, or "indefinite". */
type Choice = number | "indefinite";

/**
 * The time-out and self-exclusion tool (POST /api/player/exclusion): the periods the operator's
 * jurisdiction allows, what happens in plain words, and a confirm button. Once confirmed the
 * platform signs the player out everywhere; the modal then says until when.
 */
function ExclusionForm({ kind }: ModalBodyProps & { kind: ExclusionKind }) {
  const { t } = useLingui();
  const { locale } = useShellData();
  const player = usePlayer();
  const { revalidate } = useRevalidator();
  const groupName = useId();
  const warningId = useId();
  const [view, setView] = useState<ExclusionView | null>(null);
  const [choice, setChoice] = useState<Choice | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<ExclusionView["exclusion"] | null>(null);
  const signedIn = player?.id != null;

  useEffect(() => {
    if (!signedIn) return;
    let current = true;
    void browserApi(locale, exclusionCalls)
      .getExclusion()
      .then((result) => {
        if (current && result.ok) setView(result.data);
        else if (current) setError(t`The options could not be loaded. Please try again.`);
      });
    return () => {
      current = false;
    };
  }, [locale, signedIn, t]);

  if (done) {
    return (
      <div className="protection-tool">
        <FormMessage tone="success">
          {done.ends_at ? (
            kind === "timeout" ? (
              <Trans>Your break has started. You are signed out until {formatEnd(done.ends_at, locale)}.</Trans>
            ) : (
              <Trans>
                Your self-exclusion has started. You are signed out until {formatEnd(done.ends_at, locale)}.
              </Trans>
            )
          ) : (
            <Trans>Your self-exclusion has started. You are signed out and cannot sign in again.</Trans>
          )}
        </FormMessage>
        <p className="protection-tool__note">
          <Trans>Your balance stays yours: contact support to withdraw it.</Trans>
        </p>
      </div>
    );
  }

  if (!signedIn) {
    return (
      <div className="protection-tool">
        <p className="protection-tool__lead">
          <Trans>Sign in to use these tools.</Trans>
        </p>
        <ModalLink flag="sign-in" className="button button--primary button--block">
          <Trans>Sign in</Trans>
        </ModalLink>
      </div>
    );
  }

  const options = view?.options;
  const choices: Choice[] = !options
    ? []
    : kind === "timeout"
      ? timeoutChoices(options.timeout_min_days, options.timeout_max_days)
      : [...options.self_exclusion_days, ...(options.self_exclusion_indefinite_allowed ? ["indefinite" as const] : [])];

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (choice === null) {
      setError(t`Choose how long it lasts.`);
      return;
    }
    setSending(true);
    setError(null);
    const result = await browserApi(locale, exclusionCalls).exclude({
      kind,
      days: choice === "indefinite" ? null : choice,
    });
    setSending(false);
    if (result.ok) {
      setDone(result.data.exclusion);
      // The platform ended the session: the shell reloads as signed out, as at sign-out.
      for (const key of SIGN_OUT_CLEARED_KEYS) writeStorage(key, null);
      await revalidate();
      return;
    }
    const messages = Object.values(localizeServerErrors(result.errors, locale)).flat();
    setError(messages[0] ?? result.error ?? t`Oops... Something went wrong!`);
  };

  return (
    <form className="protection-tool" onSubmit={onSubmit} noValidate>
      <p className="protection-tool__lead">
        {kind === "timeout" ? (
          <Trans>Take a break from gambling: choose how long your account is paused.</Trans>
        ) : (
          <Trans>Exclude yourself from gambling: choose how long your account is closed to play.</Trans>
        )}
      </p>
      <fieldset className="protection-tool__choices" aria-describedby={warningId}>
        <legend className="protection-tool__legend">
          {kind === "timeout" ? t`Length of the break` : t`Length of the self-exclusion`}
        </legend>
        {!options && !error && (
          <p aria-busy="true">
            <Trans>Loading…</Trans>
          </p>
        )}
        {choices.map((option) => (
          <label
            key={String(option)}
            className={`protection-tool__choice${option === choice ? " protection-tool__choice--on" : ""}`}
          >
            <input
              type="radio"
              name={groupName}
              value={String(option)}
              checked={option === choice}
              onChange={() => {
                setChoice(option);
                setError(null);
              }}
            />
            <span>{option === "indefinite" ? t`Indefinitely` : periodLabel(option)}</span>
          </label>
        ))}
      </fieldset>
      <div id={warningId} className="protection-tool__warning">
        <p className="protection-tool__warning-title">
          <Trans>What happens when you confirm</Trans>
        </p>
        <ul>
          <li>
            <Trans>You are signed out at once on every device and cannot sign in until it ends.</Trans>
          </li>
          <li>
            <Trans>It cannot be shortened or lifted, not even by support. You can only make it longer.</Trans>
          </li>
          <li>
            <Trans>You cannot play or deposit, you get no offers, and bonuses not yet activated are forfeited.</Trans>
          </li>
          <li>
            <Trans>
              Your balance stays yours: withdrawals you asked for are still paid, and support pays out the rest on
              request.
            </Trans>
          </li>
        </ul>
      </div>
      {error && <FormMessage tone="error">{error}</FormMessage>}
      <SubmitButton busy={sending} disabled={!options} block>
        {kind === "timeout" ? <Trans>Confirm the break</Trans> : <Trans>Confirm the self-exclusion</Trans>}
      </SubmitButton>
    </form>
  );
}

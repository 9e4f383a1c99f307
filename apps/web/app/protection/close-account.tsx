import { exclusionCalls } from "@croupier/contract/client/exclusions";
import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useId, useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { localizeServerErrors } from "../account/server-errors.ts";
import { browserApi } from "../lib/api.client.ts";
import { SIGN_OUT_CLEARED_KEYS, writeStorage } from "../lib/storage-keys.ts";
import { loadToast } from "../shell/toasts.ts";
import { useShellData } from "../shell/use-shell-data.ts";
import { FormMessage, PasswordField, SubmitButton } from "../ui/form-controls.tsx";
import { useLocalePath } from "../ui/locale-link.tsx";
import { ProtectionTools } from "./protection-tools.tsx";
import "./protection.css";

/**
 * The profile's protection card: the break and self-exclusion tools, and closing the account on
 * request (POST /api/player/close, with the password). Closing keeps the data, signs the player out
 * everywhere and refuses sign-in from then on; the balance is paid out through support.
 */
export function ProtectionCard() {
  const headingId = useId();
  const { t } = useLingui();
  const { locale } = useShellData();
  const { revalidate } = useRevalidator();
  const navigate = useNavigate();
  const localize = useLocalePath();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [closed, setClosed] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (!password) {
      setError(t`Enter your password.`);
      return;
    }
    setSending(true);
    setError(null);
    const result = await browserApi(locale, exclusionCalls).closeAccount(password);
    setSending(false);
    if (result.ok) {
      // Signed out everywhere: as at sign-out, the page goes home and the shell reloads signed out.
      setClosed(true);
      for (const key of SIGN_OUT_CLEARED_KEYS) writeStorage(key, null);
      const toast = await loadToast();
      toast.success(t`Your account is closed. Your balance stays yours: contact support to withdraw it.`);
      await navigate(localize("/"));
      await revalidate();
      return;
    }
    const fields = localizeServerErrors(result.errors, locale);
    setError(
      fields.password?.[0] ?? Object.values(fields).flat()[0] ?? result.error ?? t`Oops... Something went wrong!`,
    );
  };

  if (closed) {
    return (
      <section className="profile-card" aria-live="polite">
        <FormMessage tone="success">
          <Trans>Your account is closed. Your balance stays yours: contact support to withdraw it.</Trans>
        </FormMessage>
      </section>
    );
  }

  return (
    <section className="profile-card protection-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="profile-card__title">
        <Trans>Responsible gambling</Trans>
      </h2>
      <ProtectionTools headingLevel={3} onPage={false} />
      <div className="protection-card__close">
        <h3 className="protection-tools__title">
          <Trans>Close my account</Trans>
        </h3>
        <p className="protection-tools__text">
          <Trans>
            Closing is final: you are signed out everywhere and cannot sign in again. Your data are kept as the law
            requires; contact support to withdraw your balance.
          </Trans>
        </p>
        {open ? (
          <form className="protection-card__form" onSubmit={onSubmit} noValidate>
            <PasswordField
              name="password"
              label={t`Your password`}
              autoComplete="current-password"
              value={password}
              error={error}
              onValueChange={(value) => {
                setPassword(value);
                setError(null);
              }}
            />
            <div className="protection-tools__actions">
              <SubmitButton busy={sending} className="protection-card__danger">
                <Trans>Close my account</Trans>
              </SubmitButton>
              <button type="button" className="button button--ghost" onClick={() => setOpen(false)}>
                <Trans>Cancel</Trans>
              </button>
            </div>
          </form>
        ) : (
          <button type="button" className="button button--ghost" onClick={() => setOpen(true)}>
            <Trans>Close my account</Trans>
          </button>
        )}
      </div>
    </section>
  );
}

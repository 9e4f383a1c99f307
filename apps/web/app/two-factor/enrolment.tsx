import { twoFactorCalls } from "@croupier/contract/client/two-factor";
import type { TwoFactorSetup } from "@croupier/contract/schemas/two-factor";
import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { formatMessage } from "../i18n/validation-texts.ts";
import { browserApi } from "../lib/api.client.ts";
import { useShellData } from "../shell/use-shell-data.ts";
import { FormMessage, SubmitButton, TextField } from "../ui/form-controls.tsx";
import { RecoveryCodes } from "./recovery-codes.tsx";
import { TwoFactorQr } from "./two-factor-qr.tsx";
import { useCodeTexts } from "./use-code-texts.ts";

/**
 * Turning two-factor sign-in on (loaded when the player asks, with the QR library): a new secret
 * as a QR code and as text for manual entry, the app's current code, then the recovery codes once.
 */
export default function Enrolment({ onCancel, onEnabled }: { onCancel: () => void; onEnabled: () => Promise<void> }) {
  const { t } = useLingui();
  const { locale } = useShellData();
  const texts = useCodeTexts();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [failed, setFailed] = useState(false);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const inputRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let current = true;
    void browserApi(locale, twoFactorCalls)
      .startTwoFactor()
      .then((result) => {
        if (!current) return;
        if (result.ok) setSetup(result.data);
        else setFailed(true);
      });
    return () => {
      current = false;
    };
  }, [locale]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!setup || sending) return;
    if (!code.trim()) {
      setError(formatMessage("required", locale));
      inputRef.current?.querySelector("input")?.focus();
      return;
    }
    setSending(true);
    const result = await browserApi(locale, twoFactorCalls).enableTwoFactor(setup.otp_secret, code.trim());
    setSending(false);
    if (result.ok) {
      setCodes(result.data.recovery_codes);
      return;
    }
    const message = result.errors?.authentication_code?.[0] ?? result.errors?.otp_secret?.[0] ?? null;
    setError(message ?? formatMessage("otp_invalid", locale));
    setCode("");
    inputRef.current?.querySelector("input")?.focus();
  };

  if (codes) return <RecoveryCodes codes={codes} onDone={() => void onEnabled()} />;
  if (failed) {
    return (
      <FormMessage tone="error">
        <Trans>Oops... Something went wrong!</Trans>
      </FormMessage>
    );
  }
  if (!setup) {
    return (
      <p className="two-factor-lead" role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  }
  return (
    <form className="two-factor-setup" onSubmit={onSubmit} noValidate>
      <ol className="two-factor-setup__steps">
        <li>
          <Trans>
            Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password,
            Aegis…).
          </Trans>
        </li>
        <li>
          <Trans>Enter the 6-digit code the app then shows.</Trans>
        </li>
      </ol>
      <TwoFactorQr value={setup.data} label={t`QR code for your authenticator app`} />
      <div className="two-factor-setup__secret">
        <span>
          <Trans>Can't scan? Enter this key in the app:</Trans>
        </span>
        <code>{setup.otp_secret.replace(/(.{4})/g, "$1 ").trim()}</code>
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => void navigator.clipboard?.writeText(setup.otp_secret).catch(() => undefined)}
        >
          <Trans>Copy key</Trans>
        </button>
      </div>
      <div ref={inputRef}>
        <TextField
          name="authentication_code"
          label={texts.code}
          hint={texts.codeHint}
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={8}
          value={code}
          error={error}
          onValueChange={(value) => {
            setCode(value.replace(/[^\d\s]/g, ""));
            setError(null);
          }}
        />
      </div>
      <div className="two-factor-actions">
        <SubmitButton busy={sending}>
          <Trans>Turn on</Trans>
        </SubmitButton>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}

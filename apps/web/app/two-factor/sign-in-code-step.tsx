import { authCalls } from "@croupier/contract/client/auth";
import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { firstCode } from "../account/server-errors.ts";
import { formatMessage } from "../i18n/validation-texts.ts";
import { browserApi } from "../lib/api.client.ts";
import { useShellData } from "../shell/use-shell-data.ts";
import { FormMessage, SubmitButton } from "../ui/form-controls.tsx";
import { TwoFactorCodeField } from "./code-field.tsx";
import { useCodeTexts } from "./use-code-texts.ts";
import "./two-factor.css";

type Refusal = "otp_invalid" | "locked" | "throttled" | "failed" | null;

/**
 * The sign-in's second step for a player with two-factor sign-in on: the password was right and
 * the platform asked for a code (no session yet). The code (or a recovery code) is sent alone;
 * the platform knows the player from the short-lived cookie of the first step.
 */
export function SignInCodeStep({ onSignedIn, onBack }: { onSignedIn: () => Promise<void>; onBack: () => void }) {
  const { t } = useLingui();
  const { locale } = useShellData();
  const texts = useCodeTexts();
  const formRef = useRef<HTMLFormElement>(null);
  const [code, setCode] = useState("");
  const [recovery, setRecovery] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<Refusal>(null);
  const [sending, setSending] = useState(false);

  // The step replaces the password form: the code field takes the focus.
  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>("input")?.focus();
  }, []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (!code.trim()) {
      setError(formatMessage("required", locale));
      formRef.current?.querySelector<HTMLInputElement>("input")?.focus();
      return;
    }
    setSending(true);
    setRefusal(null);
    const result = await browserApi(locale, authCalls).signInWithCode(code.trim());
    if (result.ok) {
      await onSignedIn();
      return;
    }
    setSending(false);
    setCode("");
    if (firstCode(result.errors, "email") === "locked") setRefusal("locked");
    else if (firstCode(result.errors, "otp_attempt") === "otp_invalid") setRefusal("otp_invalid");
    else if (result.status === 429) setRefusal("throttled");
    else setRefusal("failed");
    formRef.current?.querySelector<HTMLInputElement>("input")?.focus();
  };

  return (
    <form ref={formRef} className="auth-form" onSubmit={onSubmit} noValidate aria-label={t`Two-factor sign-in`}>
      <p className="two-factor-lead">
        {recovery ? (
          <Trans>Enter one of the recovery codes you saved when you turned two-factor sign-in on.</Trans>
        ) : (
          <Trans>Open your authenticator app and enter the 6-digit code it shows for this casino.</Trans>
        )}
      </p>
      <TwoFactorCodeField
        name="otp_attempt"
        value={code}
        error={error}
        recovery={recovery}
        texts={texts}
        onValueChange={(value) => {
          setCode(value);
          setError(null);
          setRefusal(null);
        }}
        onRecoveryChange={setRecovery}
      />
      {refusal && (
        <FormMessage tone="error">
          {refusal === "otp_invalid" && formatMessage("otp_invalid", locale)}
          {refusal === "locked" && formatMessage("locked", locale)}
          {refusal === "throttled" && <Trans>Too many attempts. Please wait a minute and try again.</Trans>}
          {refusal === "failed" && <Trans>Oops... Something went wrong!</Trans>}
        </FormMessage>
      )}
      <SubmitButton busy={sending} block>
        <Trans>Verify and sign in</Trans>
      </SubmitButton>
      <p className="auth-form__switch">
        <button type="button" className="two-factor-code__switch" onClick={onBack}>
          <Trans>Back to e-mail and password</Trans>
        </button>
      </p>
    </form>
  );
}

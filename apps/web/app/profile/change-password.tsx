import { authCalls } from "@croupier/contract/client/auth";
import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useCallback, useId, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { NewPasswordFields, usePasswordLimits } from "../account/new-password-fields.tsx";
import { localizeServerErrors } from "../account/server-errors.ts";
import { formatMessage } from "../i18n/validation-texts.ts";
import { browserApi } from "../lib/api.client.ts";
import { usePlayer, useShellData } from "../shell/use-shell-data.ts";
import { TwoFactorCodeField } from "../two-factor/code-field.tsx";
import { useCodeTexts } from "../two-factor/use-code-texts.ts";
import { FormMessage, PasswordField, SubmitButton } from "../ui/form-controls.tsx";
import { focusFirstInvalid, useForm, useLazyValidator, type Validators } from "../ui/use-form.ts";

type Values = { current_password: string; password: string; password_confirmation: string };
const FIELDS = ["current_password", "password", "password_confirmation"] as const;
const EMPTY: Values = { current_password: "", password: "", password_confirmation: "" };

/** Where the profile's "Change password" button leads (this section's id). */
export const CHANGE_PASSWORD_ANCHOR = "change-password";

/**
 * Changing the password while signed in (PUT /api/users): the current
 * password, a new one and its confirmation. The platform ends every other session and mails a
 * notice; the sessions list above is reloaded so the player sees them gone. The outcome is said in
 * the same words as on the reset-password page: "Password changed successfully" / "Password change error".
 */
export function ChangePassword() {
  const headingId = useId();
  const { revalidate } = useRevalidator();
  const [outcome, setOutcome] = useState<"done" | null>(null);
  // A fresh form after a change: no values, nothing touched.
  const [round, setRound] = useState(0);
  const onChanged = useCallback(async () => {
    setOutcome("done");
    setRound((value) => value + 1);
    await revalidate();
  }, [revalidate]);
  return (
    <section id={CHANGE_PASSWORD_ANCHOR} className="profile-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="profile-card__title">
        <Trans>Change password</Trans>
      </h2>
      <p className="profile-card__lead">
        <Trans>Changing it signs you out on every other device.</Trans>
      </p>
      {outcome === "done" && (
        <FormMessage tone="success">
          <Trans>Password changed successfully</Trans>
        </FormMessage>
      )}
      <ChangePasswordForm key={round} onChanged={onChanged} onEdit={() => setOutcome(null)} />
    </section>
  );
}

function ChangePasswordForm({ onChanged, onEdit }: { onChanged: () => Promise<void>; onEdit: () => void }) {
  const { t } = useLingui();
  const { locale } = useShellData();
  const formRef = useRef<HTMLFormElement>(null);
  const [status, setStatus] = useState<"idle" | "sending" | "failed">("idle");
  const limits = usePasswordLimits(locale);
  // zod and the contract's schema arrive with the form's first keystroke, blur or submit.
  const validator = useLazyValidator(
    useCallback(
      (validators: Validators) => (values: Values) => validators.validateChangePassword(values, locale, limits),
      [locale, limits],
    ),
  );
  const start = validator.start;
  const onFirstUse = useCallback(() => {
    start();
    onEdit();
  }, [start, onEdit]);
  const form = useForm<Values>(EMPTY, validator.validate, onFirstUse);
  // Two-factor sign-in on: the change also needs a code (or a recovery code).
  const twoFactor = Boolean(usePlayer()?.two_factor_enabled);
  const codeTexts = useCodeTexts();
  const [code, setCode] = useState("");
  const [recovery, setRecovery] = useState(false);
  const [codeError, setCodeError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (status === "sending") return;
    const valid = form.validateAll(FIELDS, await validator.ensure());
    const codeMissing = twoFactor && !code.trim();
    if (codeMissing) setCodeError(formatMessage("required", locale));
    if (!valid || codeMissing) {
      focusFirstInvalid(formRef);
      return;
    }
    setStatus("sending");
    const result = await browserApi(locale, authCalls).changePassword({
      ...form.values,
      ...(twoFactor ? { otp_attempt: code.trim() } : {}),
    });
    if (result.ok) {
      await onChanged();
      return;
    }
    setStatus("failed");
    const { otp_attempt: codeErrors, ...others } = result.errors ?? {};
    if (codeErrors?.[0]) {
      setCode("");
      setCodeError(codeErrors[0]);
    }
    form.setServerErrors(localizeServerErrors(others, locale));
    focusFirstInvalid(formRef);
  };

  return (
    <form ref={formRef} className="auth-form" onSubmit={onSubmit} noValidate>
      {status === "failed" && (
        <FormMessage tone="error">
          <Trans>Password change error</Trans>
        </FormMessage>
      )}
      <PasswordField
        name="current_password"
        label={t`Current password`}
        autoComplete="current-password"
        value={form.values.current_password}
        error={form.errors.current_password?.[0]}
        onValueChange={(value) => form.set("current_password", value)}
        onBlur={() => form.touch("current_password")}
      />
      <NewPasswordFields values={form.values} errors={form.errors} onChange={form.set} onBlur={form.touch} />
      {twoFactor && (
        <TwoFactorCodeField
          name="otp_attempt"
          value={code}
          error={codeError}
          recovery={recovery}
          texts={codeTexts}
          onValueChange={(value) => {
            setCode(value);
            setCodeError(null);
          }}
          onRecoveryChange={setRecovery}
        />
      )}
      <SubmitButton busy={status === "sending"}>
        <Trans>Change password</Trans>
      </SubmitButton>
    </form>
  );
}

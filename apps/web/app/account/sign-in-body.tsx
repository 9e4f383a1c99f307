import { authCalls } from "@croupier/contract/client/auth";
import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { formatMessage } from "../i18n/validation-texts.ts";
import { browserApi } from "../lib/api.client.ts";
import { EVER_SIGNED_IN_KEY, writeStorage } from "../lib/storage-keys.ts";
import type { ModalBodyProps } from "../modals/modal-body-props.ts";
import { useModal } from "../modals/use-modal.ts";
import { usePlayer, useShellData } from "../shell/use-shell-data.ts";
import { SignInCodeStep } from "../two-factor/sign-in-code-step.tsx";
import { FormMessage, PasswordField, SubmitButton, TextField } from "../ui/form-controls.tsx";
import { LocaleLink } from "../ui/locale-link.tsx";
import { focusFirstInvalid, useForm, useLazyValidator, type Validators } from "../ui/use-form.ts";
import { firstCode, localizeServerErrors } from "./server-errors.ts";

type Refusal = "wrong_password" | "locked" | "unconfirmed" | "throttled" | "failed" | null;

/**
 * Sign-in: e-mail and password validated on blur then on change; a wrong
 * password is said under the form with both inputs marked invalid; locked and unconfirmed accounts
 * get a link to ask for a new e-mail. The modal closes once a player id exists.
 */
export function SignInBody({ close }: ModalBodyProps) {
  const { t } = useLingui();
  const { locale } = useShellData();
  const player = usePlayer();
  const { revalidate } = useRevalidator();
  const { hrefFor } = useModal();
  const formRef = useRef<HTMLFormElement>(null);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<Refusal>(null);
  // Two-factor sign-in: the password was right and the platform asks for the code.
  const [codeStep, setCodeStep] = useState(false);
  const validator = useLazyValidator(
    useCallback(
      (validators: Validators) => (values: { email: string; password: string }) =>
        validators.validateSignIn(values, locale),
      [locale],
    ),
  );
  const form = useForm({ email: "", password: "" }, validator.validate, validator.start);

  const closed = useRef(false);
  const closeOnce = useCallback(() => {
    if (closed.current) return;
    closed.current = true;
    close();
  }, [close]);
  useEffect(() => {
    if (player?.id != null && !sending) closeOnce();
  }, [player, sending, closeOnce]);

  const change = (field: "email" | "password", value: string) => {
    form.set(field, value);
    setRefusal(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (!form.validateAll(["email", "password"], await validator.ensure())) {
      focusFirstInvalid(formRef);
      return;
    }
    setSending(true);
    setRefusal(null);
    const result = await browserApi(locale, authCalls).signIn({
      email: form.values.email.trim(),
      password: form.values.password,
    });
    if (result.ok) {
      await onSignedIn();
      return;
    }
    setSending(false);
    if (firstCode(result.errors, "otp_attempt") === "otp_required") {
      setCodeStep(true);
      return;
    }
    const passwordCode = firstCode(result.errors, "password");
    const emailCode = firstCode(result.errors, "email");
    if (passwordCode === "wrong_password") setRefusal("wrong_password");
    else if (emailCode === "locked") setRefusal("locked");
    else if (emailCode === "unconfirmed") setRefusal("unconfirmed");
    else if (result.status === 429) setRefusal("throttled");
    else if (result.errors && result.status === 422) form.setServerErrors(localizeServerErrors(result.errors, locale));
    else setRefusal("failed");
  };

  async function onSignedIn() {
    writeStorage(EVER_SIGNED_IN_KEY, "1");
    // The root loader re-reads the player, then the modal closes.
    await revalidate();
    closeOnce();
  }

  if (codeStep) {
    return (
      <SignInCodeStep
        onSignedIn={onSignedIn}
        onBack={() => {
          form.set("password", "");
          setCodeStep(false);
        }}
      />
    );
  }

  const wrong = refusal === "wrong_password";
  return (
    <form ref={formRef} className="auth-form" onSubmit={onSubmit} noValidate>
      <TextField
        name="email"
        label={t`Email`}
        type="email"
        autoComplete="email"
        inputMode="email"
        value={form.values.email}
        error={form.errors.email?.[0]}
        invalid={wrong}
        onValueChange={(value) => change("email", value)}
        onBlur={() => form.touch("email")}
      />
      <PasswordField
        name="password"
        label={t`Password`}
        autoComplete="current-password"
        value={form.values.password}
        error={form.errors.password?.[0]}
        invalid={wrong}
        onValueChange={(value) => change("password", value)}
        onBlur={() => form.touch("password")}
      />
      <p className="auth-form__aside">
        <LocaleLink to="/users/forgot-password" onClick={close}>
          <Trans>Forgot your password?</Trans>
        </LocaleLink>
      </p>
      {refusal && (
        <FormMessage tone="error">
          {refusal === "wrong_password" && formatMessage("wrong_password", locale)}
          {refusal === "locked" && (
            <>
              {formatMessage("locked", locale)}{" "}
              <LocaleLink to="/users/resend-unlock-instructions" onClick={close}>
                <Trans>Resend unlock instructions</Trans>
              </LocaleLink>
            </>
          )}
          {refusal === "unconfirmed" && (
            <>
              {formatMessage("unconfirmed", locale)}{" "}
              <LocaleLink to="/users/resend-confirmation-instructions" onClick={close}>
                <Trans>Resend confirmation instructions</Trans>
              </LocaleLink>
            </>
          )}
          {refusal === "throttled" && <Trans>Too many attempts. Please wait a minute and try again.</Trans>}
          {refusal === "failed" && <Trans>Oops... Something went wrong!</Trans>}
        </FormMessage>
      )}
      <SubmitButton busy={sending} block>
        <Trans>Sign in</Trans>
      </SubmitButton>
      <p className="auth-form__switch">
        <Trans>No account yet?</Trans>{" "}
        <Link to={hrefFor("sign-up")} preventScrollReset replace>
          <Trans>Sign up</Trans>
        </Link>
      </p>
    </form>
  );
}

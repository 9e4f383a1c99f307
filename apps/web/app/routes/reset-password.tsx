import { authCalls } from "@croupier/contract/client/auth";
import { i18n } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useCallback, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { NewPasswordFields, usePasswordLimits } from "../account/new-password-fields.tsx";
import { localizeServerErrors } from "../account/server-errors.ts";
import { loadFeatureCatalogue } from "../i18n/catalogs.ts";
import { browserApi } from "../lib/api.client.ts";
import { ModalLink } from "../modals/modal-link.tsx";
import { PageMeta } from "../shell/page-meta.tsx";
import { useShellData } from "../shell/use-shell-data.ts";
import { FormMessage, SubmitButton } from "../ui/form-controls.tsx";
import { LocaleLink } from "../ui/locale-link.tsx";
import { focusFirstInvalid, useForm, useLazyValidator, type Validators } from "../ui/use-form.ts";

type Values = { password: string; password_confirmation: string };

/** A page of the account catalogue: a client-side visit loads it (a first load has it preloaded). */
export async function clientLoader() {
  await loadFeatureCatalogue(i18n, "account");
  return null;
}

/**
 * Reset password: /users/password/edit?reset_password_token=… — a new
 * password and its confirmation ("doesn't match Password"), PUT /api/users/password. Success says
 * "Password changed successfully" and leads to sign-in; failure says "Password change error" with
 * the field errors (an expired or used token included).
 */
export default function ResetPasswordPage() {
  const { t } = useLingui();
  const { locale } = useShellData();
  const [params] = useSearchParams();
  const token = params.get("reset_password_token") ?? "";
  const formRef = useRef<HTMLFormElement>(null);
  const [status, setStatus] = useState<"idle" | "sending" | "done" | "failed">("idle");
  const [tokenError, setTokenError] = useState<string | null>(null);
  const limits = usePasswordLimits(locale);
  // The token is checked by the server; the validator judges the two fields (validators.ts, loaded
  // on the form's first keystroke, blur or submit).
  const validator = useLazyValidator(
    useCallback(
      (validators: Validators) => (values: Values) => validators.validateResetPassword(values, token, locale, limits),
      [token, locale, limits],
    ),
  );
  const form = useForm<Values>({ password: "", password_confirmation: "" }, validator.validate, validator.start);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (status === "sending") return;
    if (!form.validateAll(["password", "password_confirmation"], await validator.ensure())) {
      focusFirstInvalid(formRef);
      return;
    }
    setStatus("sending");
    setTokenError(null);
    const result = await browserApi(locale, authCalls).resetPassword({ ...form.values, reset_password_token: token });
    if (result.ok) {
      setStatus("done");
      return;
    }
    setStatus("failed");
    const errors = localizeServerErrors(result.errors, locale);
    const { reset_password_token: tokenErrors, ...fieldErrors } = errors;
    form.setServerErrors(fieldErrors);
    if (tokenErrors?.[0]) setTokenError(t`Reset link: ${tokenErrors[0]}`);
  };

  return (
    <div className="page page--narrow">
      <PageMeta title={t`Set a new password`} />
      <section className="account-card">
        <h1>{t`Set a new password`}</h1>
        {status === "done" ? (
          <>
            <FormMessage tone="success">
              <Trans>Password changed successfully</Trans>
            </FormMessage>
            <ModalLink flag="sign-in" className="button button--primary button--block">
              <Trans>Sign in</Trans>
            </ModalLink>
          </>
        ) : !token ? (
          <>
            <FormMessage tone="error">
              <Trans>This page opens from the link in the password reset e-mail.</Trans>
            </FormMessage>
            <LocaleLink to="/users/forgot-password" className="button button--primary button--block">
              <Trans>Send instructions</Trans>
            </LocaleLink>
          </>
        ) : (
          <form ref={formRef} className="auth-form" onSubmit={onSubmit} noValidate>
            {status === "failed" && (
              <FormMessage tone="error">
                <strong>
                  <Trans>Password change error</Trans>
                </strong>
                {tokenError && (
                  <>
                    {" "}
                    {tokenError}{" "}
                    <LocaleLink to="/users/forgot-password">
                      <Trans>Request a new link</Trans>
                    </LocaleLink>
                  </>
                )}
              </FormMessage>
            )}
            <NewPasswordFields values={form.values} errors={form.errors} onChange={form.set} onBlur={form.touch} />
            <SubmitButton busy={status === "sending"} block>
              <Trans>Change password</Trans>
            </SubmitButton>
          </form>
        )}
      </section>
    </div>
  );
}

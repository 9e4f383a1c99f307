import { authCalls } from "@croupier/contract/client/auth";
import { stripLocale } from "@croupier/contract/i18n/locales";
import { i18n } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useCallback, useRef, useState } from "react";
import { useLocation } from "react-router";
import { localizeServerErrors } from "../account/server-errors.ts";
import { loadFeatureCatalogue } from "../i18n/catalogs.ts";
import { browserApi } from "../lib/api.client.ts";
import { ModalLink } from "../modals/modal-link.tsx";
import { PageMeta } from "../shell/page-meta.tsx";
import { useShellData } from "../shell/use-shell-data.ts";
import { FormMessage, SubmitButton, TextField } from "../ui/form-controls.tsx";
import { focusFirstInvalid, useForm, useLazyValidator, type Validators } from "../ui/use-form.ts";

type Kind = "password" | "unlock" | "confirmation";

function kindOf(pathname: string): Kind {
  const path = stripLocale(pathname);
  if (path.startsWith("/users/resend-unlock")) return "unlock";
  if (path.startsWith("/users/resend-confirmation")) return "confirmation";
  return "password";
}

/** A page of the account catalogue: a client-side visit loads it (a first load has it preloaded). */
export async function clientLoader() {
  await loadFeatureCatalogue(i18n, "account");
  return null;
}

/**
 * Forgot password, resend unlock instructions, resend confirmation instructions: one e-mail field
 * each (POST /api/users/password | unlock | confirmation) and the instruction notice once
 * sent. The notice never says whether the address has an account.
 */
export default function EmailRequestPage() {
  const { t } = useLingui();
  const { locale } = useShellData();
  const { pathname } = useLocation();
  const kind = kindOf(pathname);
  const formRef = useRef<HTMLFormElement>(null);
  const [status, setStatus] = useState<"idle" | "sending" | "sent" | "failed">("idle");
  const validator = useLazyValidator(
    useCallback(
      (validators: Validators) => (values: { email: string }) => validators.validateEmailRequest(values, locale),
      [locale],
    ),
  );
  const form = useForm({ email: "" }, validator.validate, validator.start);

  const copy = {
    password: {
      title: t`Forgot password`,
      lead: t`Enter the e-mail of your account and we will send you a link to set a new password.`,
      button: t`Send instructions`,
      notice: t`If this e-mail belongs to an account, you will receive instructions to reset your password in a few minutes.`,
    },
    unlock: {
      title: t`Resend unlock instructions`,
      lead: t`Your account locks after too many wrong passwords. We will e-mail you a link to unlock it.`,
      button: t`Resend instructions`,
      notice: t`If this e-mail belongs to a locked account, you will receive unlock instructions in a few minutes.`,
    },
    confirmation: {
      title: t`Resend confirmation instructions`,
      lead: t`Did not get the confirmation e-mail? We will send you a new link.`,
      button: t`Resend instructions`,
      notice: t`Resend confirmation success. If this e-mail is waiting for confirmation, the new link arrives in a few minutes.`,
    },
  }[kind];

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (status === "sending") return;
    if (!form.validateAll(["email"], await validator.ensure())) {
      focusFirstInvalid(formRef);
      return;
    }
    setStatus("sending");
    const api = browserApi(locale, authCalls);
    const email = form.values.email.trim();
    const result =
      kind === "unlock"
        ? await api.requestUnlock(email)
        : kind === "confirmation"
          ? await api.requestConfirmation(email)
          : await api.requestPasswordReset(email);
    if (result.ok) {
      setStatus("sent");
      return;
    }
    setStatus("failed");
    const errors = localizeServerErrors(result.errors, locale);
    if (errors.email) form.setServerErrors({ email: errors.email });
  };

  return (
    <div className="page page--narrow">
      <PageMeta title={copy.title} />
      <section className="account-card">
        <h1>{copy.title}</h1>
        <p className="account-card__lead">{copy.lead}</p>
        {status === "sent" ? (
          <FormMessage tone="success">{copy.notice}</FormMessage>
        ) : (
          <form ref={formRef} className="auth-form" onSubmit={onSubmit} noValidate>
            <TextField
              name="email"
              label={t`Email`}
              type="email"
              inputMode="email"
              autoComplete="email"
              value={form.values.email}
              error={form.errors.email?.[0]}
              onValueChange={(value) => {
                form.set("email", value);
                if (status === "failed") setStatus("idle");
              }}
              onBlur={() => form.touch("email")}
            />
            {status === "failed" && !form.errors.email && (
              <FormMessage tone="error">
                <Trans>Oops... Something went wrong!</Trans>
              </FormMessage>
            )}
            <SubmitButton busy={status === "sending"} block>
              {copy.button}
            </SubmitButton>
          </form>
        )}
        <p className="account-card__aside">
          <ModalLink flag="sign-in">
            <Trans>Back to sign in</Trans>
          </ModalLink>
        </p>
      </section>
    </div>
  );
}

import { infoCalls } from "@croupier/contract/client/info";
import type { ContactFields } from "@croupier/contract/schemas/contact";
import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useCallback, useId, useRef, useState } from "react";
import { browserApi } from "../lib/api.client.ts";
import { loadToast } from "../shell/toasts.ts";
import { useShellData } from "../shell/use-shell-data.ts";
import { TextAreaField, TextField } from "../ui/form-controls.tsx";
import { focusFirstInvalid, useForm, useLazyValidator } from "../ui/use-form.ts";
import { type ContactField, contactMessage, serverFieldErrors } from "./contact-validation.ts";

type Status = "idle" | "sending" | "sent" | "failed";

// zod and the contract's schema come on the form's first keystroke, blur or submit, not with the page.
const loadValidators = () => import("./validators.ts");
type SupportValidators = Awaited<ReturnType<typeof loadValidators>>;

/** The support contact form: e-mail and message to POST /api/send_contact_message. */
export function ContactForm() {
  const { t } = useLingui();
  const { locale } = useShellData();
  const [status, setStatus] = useState<Status>("idle");
  const formRef = useRef<HTMLFormElement>(null);
  // Unique: the form may show twice (the support page and the live chat's panel when no agent is online).
  const titleId = useId();
  const validator = useLazyValidator(
    useCallback(
      (validators: SupportValidators) => (fields: ContactFields) => validators.validateContact(fields, locale),
      [locale],
    ),
    loadValidators,
  );

  const form = useForm<ContactFields>({ email: "", content: "" }, validator.validate, validator.start);
  const { values, errors } = form;
  const touch = (field: ContactField) => form.touch(field);
  const change = (field: ContactField, value: string) => {
    // A server verdict on a field no longer applies once the visitor edits it (useForm drops it).
    form.set(field, value);
    if (status === "sent" || status === "failed") setStatus("idle");
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validateAll(["email", "content"], await validator.ensure())) {
      // After the render that shows the errors (the validator may just have arrived).
      focusFirstInvalid(formRef);
      return;
    }
    setStatus("sending");
    const result = await browserApi(locale, infoCalls).sendContactMessage(values);
    const toast = await loadToast();
    if (result.ok) {
      setStatus("sent");
      form.setValues({ email: values.email, content: "" });
      form.setTouched(new Set());
      toast.success(t`Message was sent`);
      return;
    }
    form.setServerErrors(serverFieldErrors(result.errors));
    setStatus("failed");
    toast.error(t`Message failure`);
  };

  return (
    <form ref={formRef} className="contact-form" onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        <Trans>Write to us</Trans>
      </h2>
      <TextField
        name="email"
        label={t`Email`}
        type="email"
        autoComplete="email"
        value={values.email}
        error={contactMessage(errors, "email", locale)}
        onValueChange={(value) => change("email", value)}
        onBlur={() => touch("email")}
      />
      <TextAreaField
        name="content"
        label={t`Message`}
        value={values.content}
        error={contactMessage(errors, "content", locale)}
        onValueChange={(value) => change("content", value)}
        onBlur={() => touch("content")}
      />
      <div className="contact-form__footer">
        <button type="submit" className="button button--primary" disabled={status === "sending"}>
          {status === "sending" ? <Trans>Sending…</Trans> : <Trans>Send</Trans>}
        </button>
        <p className="contact-form__status" role="status">
          {status === "sent" && <Trans>Message was sent</Trans>}
          {status === "failed" && <Trans>Message failure</Trans>}
        </p>
      </div>
    </form>
  );
}

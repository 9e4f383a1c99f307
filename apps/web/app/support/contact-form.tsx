import { infoCalls } from "@croupier/contract/client/info";
import type { ContactFields } from "@croupier/contract/schemas/contact";
import type { FieldErrors } from "@croupier/contract/validation/field-errors";
import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useCallback, useRef, useState } from "react";
import { browserApi } from "../lib/api.client.ts";
import { loadToast } from "../shell/toasts.ts";
import { useShellData } from "../shell/use-shell-data.ts";
import { afterPress } from "../ui/after-press.ts";
import { focusFirstInvalid, useLazyValidator } from "../ui/use-form.ts";
import { type ContactField, serverFieldErrors, visibleErrors } from "./contact-validation.ts";
import { FormField } from "./form-field.tsx";

type Status = "idle" | "sending" | "sent" | "failed";

// zod and the contract's schema come on the form's first keystroke, blur or submit, not with the page.
const loadValidators = () => import("./validators.ts");
type SupportValidators = Awaited<ReturnType<typeof loadValidators>>;

/** The support contact form (spec points 3, 5, 8): e-mail and message to POST /api/send_contact_message. */
export function ContactForm() {
  const { t } = useLingui();
  const { locale } = useShellData();
  const [values, setValues] = useState({ email: "", content: "" });
  const [touched, setTouched] = useState<Set<ContactField>>(new Set());
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>("idle");
  const formRef = useRef<HTMLFormElement>(null);
  const validator = useLazyValidator(
    useCallback(
      (validators: SupportValidators) => (fields: ContactFields) => validators.validateContact(fields, locale),
      [locale],
    ),
    loadValidators,
  );

  const errors = { ...visibleErrors(validator.validate(values), touched), ...serverErrors };
  const touch = (field: ContactField) => {
    validator.start();
    // Not between the press and the release of a click on Send (account/after-press.ts).
    afterPress(() => setTouched((previous) => new Set(previous).add(field)));
  };
  const change = (field: ContactField, value: string) => {
    validator.start();
    setValues((previous) => ({ ...previous, [field]: value }));
    // A server verdict on a field no longer applies once the visitor edits it.
    setServerErrors(({ [field]: _dropped, ...rest }) => rest);
    if (status === "sent" || status === "failed") setStatus("idle");
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const all = new Set<ContactField>(["email", "content"]);
    setTouched(all);
    const clientErrors = (await validator.ensure())(values);
    if (Object.keys(clientErrors).length > 0) {
      // After the render that shows the errors (the validator may just have arrived).
      focusFirstInvalid(formRef);
      return;
    }
    setStatus("sending");
    const result = await browserApi(locale, infoCalls).sendContactMessage(values);
    const toast = await loadToast();
    if (result.ok) {
      setStatus("sent");
      setValues({ email: values.email, content: "" });
      setTouched(new Set());
      toast.success(t`Message was sent`);
      return;
    }
    setServerErrors(serverFieldErrors(result.errors));
    setStatus("failed");
    toast.error(t`Message failure`);
  };

  return (
    <form ref={formRef} className="contact-form" onSubmit={onSubmit} noValidate aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className="section-title">
        <Trans>Write to us</Trans>
      </h2>
      <FormField
        field="email"
        label={t`Email`}
        type="email"
        autoComplete="email"
        value={values.email}
        errors={errors}
        onChange={change}
        onBlur={touch}
      />
      <FormField
        field="content"
        label={t`Message`}
        multiline
        value={values.content}
        errors={errors}
        onChange={change}
        onBlur={touch}
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

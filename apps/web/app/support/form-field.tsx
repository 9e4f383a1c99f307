import type { FieldErrors } from "@croupier/contract/validation/field-errors";
import { useId } from "react";
import { useShellData } from "../shell/use-shell-data.ts";
import { type ContactField, contactMessage } from "./contact-validation.ts";

interface FormFieldProps {
  field: ContactField;
  label: string;
  value: string;
  errors: FieldErrors;
  onChange: (field: ContactField, value: string) => void;
  onBlur: (field: ContactField) => void;
  type?: string;
  autoComplete?: string;
  multiline?: boolean;
}

/** A labelled input or textarea with its (uppercased) error under it, wired for screen readers. */
export function FormField({
  field,
  label,
  value,
  errors,
  onChange,
  onBlur,
  type = "text",
  autoComplete,
  multiline,
}: FormFieldProps) {
  const { locale } = useShellData();
  const id = useId();
  const message = contactMessage(errors, field, locale);
  const common = {
    id,
    name: field,
    value,
    "aria-invalid": message ? ("true" as const) : ("false" as const),
    "aria-describedby": message ? `${id}-error` : undefined,
    onBlur: () => onBlur(field),
    className: "field__control",
  };
  return (
    <div className={`field${message ? " field--invalid" : ""}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {multiline ? (
        <textarea {...common} rows={6} onChange={(event) => onChange(field, event.target.value)} />
      ) : (
        <input
          {...common}
          type={type}
          autoComplete={autoComplete}
          onChange={(event) => onChange(field, event.target.value)}
        />
      )}
      {message && (
        <p id={`${id}-error`} className="field__error">
          {message}
        </p>
      )}
    </div>
  );
}

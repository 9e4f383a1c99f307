import { useLingui } from "@lingui/react/macro";
import { type ChangeEvent, type InputHTMLAttributes, useId } from "react";
import {
  caretAfterFormat,
  digitsBefore,
  expiryMonths,
  expiryYears,
  formatCardNumber,
  sanitizeCvv,
} from "./card-input.ts";
import { EXPIRY_MONTH, EXPIRY_YEAR, type MethodInput, type MethodValues, sanitizePhone } from "./method-form.ts";

// The inputs of a payment form. Card inputs carry the browser's card autofill hints
// (cc-number, cc-name, cc-exp-month, cc-exp-year, cc-csc) but no `name`: they are never part of a
// form submission to our site; the gateway receives them separately (gateway-form.ts).

interface FieldsProps {
  inputs: MethodInput[];
  values: MethodValues;
  /** The message under each field (already worded), by field name. */
  errors: Record<string, string | undefined>;
  onChange: (name: string, value: string) => void;
  onBlur: (name: string) => void;
}

export function MethodFields({ inputs, values, errors, onChange, onBlur }: FieldsProps) {
  const { t } = useLingui();
  const labels: Record<string, string> = {
    cardNumber: t`Card number`,
    cardHolder: t`Cardholder name`,
    expiry_date: t`Expiry date`,
    cvv: t`CVV`,
    email: t`Email`,
    account: t`Account email`,
    phoneNumber: t`Phone number`,
    accountNumber: t`Account number`,
    iban: t`IBAN`,
  };
  const expiry = inputs.find((input) => input.kind === "expiry_date");
  const cvv = inputs.find((input) => input.kind === "cvv");
  const common = (input: MethodInput) => ({
    label: labels[input.name] ?? input.name,
    name: input.name,
    value: values[input.name] ?? "",
    error: errors[input.name],
    hosted: input.hosted,
    onBlur: () => onBlur(input.name),
  });

  return (
    <>
      {inputs.map((input) => {
        switch (input.kind) {
          case "card_number":
            return <CardNumberInput key={input.name} {...common(input)} onValue={(v) => onChange(input.name, v)} />;
          case "card_holder":
            return (
              <PaymentInput
                key={input.name}
                {...common(input)}
                autoComplete="cc-name"
                autoCapitalize="characters"
                spellCheck={false}
                onValue={(v) => onChange(input.name, v)}
              />
            );
          case "expiry_date":
          case "cvv":
            // Expiry and CVV share one row, rendered once at the expiry's place.
            if (input.kind === "cvv" && expiry) return null;
            return (
              <div key={input.name} className="card-row">
                {expiry && (
                  <ExpiryInput
                    label={labels.expiry_date ?? ""}
                    values={values}
                    error={errors[expiry.name]}
                    onChange={onChange}
                    onBlur={() => onBlur(expiry.name)}
                  />
                )}
                {cvv && (
                  <PaymentInput
                    {...common(cvv)}
                    inputMode="numeric"
                    autoComplete="cc-csc"
                    maxLength={3}
                    placeholder="123"
                    onValue={(v) => onChange(cvv.name, sanitizeCvv(v))}
                  />
                )}
              </div>
            );
          case "email":
            return (
              <PaymentInput
                key={input.name}
                {...common(input)}
                type="email"
                inputMode="email"
                autoComplete="email"
                placeholder="name@example.com"
                onValue={(v) => onChange(input.name, v)}
              />
            );
          case "tel":
            return (
              <PaymentInput
                key={input.name}
                {...common(input)}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                placeholder="+12345678901"
                onValue={(v) => onChange(input.name, sanitizePhone(v))}
              />
            );
          default:
            return (
              <PaymentInput
                key={input.name}
                {...common(input)}
                autoComplete="off"
                onValue={(v) => onChange(input.name, v)}
              />
            );
        }
      })}
    </>
  );
}

type PaymentInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "name"> & {
  label: string;
  name: string;
  value: string;
  error?: string;
  hosted: boolean;
  onValue: (value: string) => void;
  onRawChange?: (event: ChangeEvent<HTMLInputElement>) => void;
};

function PaymentInput({
  label,
  name,
  value,
  error,
  hosted,
  onValue,
  onRawChange,
  className,
  ...rest
}: PaymentInputProps) {
  const id = useId();
  return (
    <div className={`field${error ? " field--invalid" : ""}${className ? ` ${className}` : ""}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input
        {...rest}
        id={id}
        // Card data has no name: it can never be submitted with a form of ours.
        name={hosted ? undefined : name}
        data-field={name}
        value={value}
        className="field__control"
        aria-invalid={error ? "true" : "false"}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => (onRawChange ? onRawChange(event) : onValue(event.target.value))}
      />
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** Grouped by 4 as typed, capped at 16 digits; the caret stays behind the digit just typed. */
function CardNumberInput(props: Omit<PaymentInputProps, "onRawChange">) {
  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const digits = digitsBefore(input.value, input.selectionStart ?? input.value.length);
    const formatted = formatCardNumber(input.value);
    props.onValue(formatted);
    requestAnimationFrame(() => {
      if (document.activeElement !== input) return;
      const caret = caretAfterFormat(formatted, digits);
      input.setSelectionRange(caret, caret);
    });
  };
  return (
    <PaymentInput
      {...props}
      className="field--card-number"
      inputMode="numeric"
      autoComplete="cc-number"
      maxLength={19}
      placeholder="0000 0000 0000 0000"
      onRawChange={onInput}
    />
  );
}

function ExpiryInput({
  label,
  values,
  error,
  onChange,
  onBlur,
}: {
  label: string;
  values: MethodValues;
  error?: string;
  onChange: (name: string, value: string) => void;
  onBlur: () => void;
}) {
  const { t } = useLingui();
  const id = useId();
  return (
    <fieldset
      className={`field field--expiry${error ? " field--invalid" : ""}`}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="field__label">{label}</legend>
      <div className="expiry">
        <label htmlFor={`${id}-month`} className="visually-hidden">
          {t`Expiry month`}
        </label>
        <select
          id={`${id}-month`}
          className="field__control field__select"
          autoComplete="cc-exp-month"
          value={values[EXPIRY_MONTH] ?? ""}
          aria-invalid={error && !values[EXPIRY_MONTH] ? "true" : "false"}
          onChange={(event) => onChange(EXPIRY_MONTH, event.target.value)}
          onBlur={onBlur}
        >
          <option value="">{t`MM`}</option>
          {expiryMonths().map((month) => (
            <option key={month} value={month}>
              {month}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-year`} className="visually-hidden">
          {t`Expiry year`}
        </label>
        <select
          id={`${id}-year`}
          className="field__control field__select"
          autoComplete="cc-exp-year"
          value={values[EXPIRY_YEAR] ?? ""}
          aria-invalid={error && !values[EXPIRY_YEAR] ? "true" : "false"}
          onChange={(event) => onChange(EXPIRY_YEAR, event.target.value)}
          onBlur={onBlur}
        >
          <option value="">{t`YYYY`}</option>
          {expiryYears().map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
      </div>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

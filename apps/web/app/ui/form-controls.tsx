import { Trans, useLingui } from "@lingui/react/macro";
import { type InputHTMLAttributes, type ReactNode, type RefObject, useEffect, useId, useRef, useState } from "react";
import { Icon } from "../shell/icon.tsx";
import { scorePassword, strengthOf } from "./password-strength.ts";

// The site's labelled, accessible form controls: a hint and an error sit under their field, and
// `aria-invalid` and `aria-describedby` point at them so a screen reader reads them with the field.

interface BaseProps {
  name: string;
  label: string;
  error?: string | null;
  /** Marks the control invalid without a message under it (the message is elsewhere). */
  invalid?: boolean;
  hint?: ReactNode;
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "value" | "name"> & {
  value: string;
  onValueChange: (value: string) => void;
};

/**
 * The form may be server-rendered (a modal opened by its URL): what the visitor typed before
 * hydration is taken over once, instead of being wiped by the empty initial state.
 */
function useAdoptTypedValue(ref: RefObject<HTMLInputElement | null>, value: string, adopt: (value: string) => void) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on mount.
  useEffect(() => {
    const typed = ref.current?.value;
    if (typed && typed !== value) adopt(typed);
  }, []);
}

function describedBy(id: string, error?: string | null, hint?: ReactNode): string | undefined {
  const ids = [error ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

export function FieldError({ id, error }: { id: string; error?: string | null }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="field__error">
      {error}
    </p>
  );
}

export function TextField({
  name,
  label,
  error,
  invalid,
  hint,
  value,
  onValueChange,
  ...rest
}: BaseProps & InputProps) {
  const id = useId();
  const ref = useRef<HTMLInputElement>(null);
  useAdoptTypedValue(ref, value, onValueChange);
  const bad = Boolean(error) || invalid;
  return (
    <div className={`field${bad ? " field--invalid" : ""}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input
        {...rest}
        ref={ref}
        id={id}
        name={name}
        value={value}
        className="field__control"
        aria-invalid={bad ? "true" : "false"}
        aria-describedby={describedBy(id, error, hint)}
        onChange={(event) => onValueChange(event.target.value)}
      />
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

/**
 * A password input with a Show/Hide toggle and, optionally, a strength meter so the player sees
 * how guessable a new password is while choosing it.
 */
export function PasswordField({
  name,
  label,
  error,
  invalid,
  value,
  onValueChange,
  meter = false,
  ...rest
}: BaseProps & InputProps & { meter?: boolean }) {
  const { t } = useLingui();
  const id = useId();
  const [visible, setVisible] = useState(false);
  const [changed, setChanged] = useState(false);
  const ref = useRef<HTMLInputElement>(null);
  useAdoptTypedValue(ref, value, onValueChange);
  const bad = Boolean(error) || invalid;
  return (
    <div className={`field${bad ? " field--invalid" : ""}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className="field__password">
        <input
          {...rest}
          ref={ref}
          id={id}
          name={name}
          type={visible ? "text" : "password"}
          value={value}
          className="field__control"
          aria-invalid={bad ? "true" : "false"}
          aria-describedby={describedBy(id, error, meter && changed ? "meter" : undefined)}
          onChange={(event) => {
            setChanged(true);
            onValueChange(event.target.value);
          }}
        />
        <button
          type="button"
          className="field__toggle"
          aria-label={visible ? t`Hide password` : t`Show password`}
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((value) => !value)}
        >
          <Icon name={visible ? "eyeOff" : "eye"} size={20} />
        </button>
      </div>
      {meter && <StrengthMeter id={`${id}-hint`} password={value} shown={changed} />}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** Shown only after the field changes; the level is announced politely. */
function StrengthMeter({ id, password, shown }: { id: string; password: string; shown: boolean }) {
  const { t } = useLingui();
  const [score, setScore] = useState<number | null>(null);
  useEffect(() => {
    if (!shown) return;
    let current = true;
    void scorePassword(password).then((value) => {
      if (current) setScore(value);
    });
    return () => {
      current = false;
    };
  }, [password, shown]);
  const strength = score === null ? null : strengthOf(score);
  const labels = { bad: t`Bad`, weak: t`Weak`, strong: t`Strong`, great: t`Great` };
  return (
    <div className="strength" hidden={!shown || !strength}>
      <div className="strength__track" aria-hidden="true">
        <div
          className={`strength__bar strength__bar--${strength?.level ?? "bad"}`}
          style={{ width: `${strength?.width ?? 0}%` }}
        />
      </div>
      <p id={id} className="strength__label" aria-live="polite">
        {strength && <Trans>Password strength: {labels[strength.level]}</Trans>}
      </p>
    </div>
  );
}

/** A multi-line text: a label above, the error under it, both wired as for a text field. */
export function TextAreaField({
  name,
  label,
  error,
  value,
  rows = 6,
  onValueChange,
  onBlur,
}: {
  name: string;
  label: string;
  error?: string | null;
  value: string;
  rows?: number;
  onValueChange: (value: string) => void;
  onBlur?: () => void;
}) {
  const id = useId();
  return (
    <div className={`field${error ? " field--invalid" : ""}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        value={value}
        aria-invalid={error ? "true" : "false"}
        aria-describedby={error ? `${id}-error` : undefined}
        onBlur={onBlur}
        className="field__control"
        rows={rows}
        onChange={(event) => onValueChange(event.target.value)}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}

export function CheckboxField({
  name,
  label,
  checked,
  error,
  onCheckedChange,
  onBlur,
}: {
  name: string;
  label: ReactNode;
  checked: boolean;
  error?: string | null;
  onCheckedChange: (checked: boolean) => void;
  onBlur?: () => void;
}) {
  const id = useId();
  return (
    <div className={`field field--checkbox${error ? " field--invalid" : ""}`}>
      <input
        id={id}
        type="checkbox"
        name={name}
        checked={checked}
        className="field__checkbox"
        aria-invalid={error ? "true" : "false"}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onCheckedChange(event.target.checked)}
        onBlur={onBlur}
      />
      <label htmlFor={id} className="field__checkbox-label">
        {label}
      </label>
      <FieldError id={id} error={error} />
    </div>
  );
}

export interface Option {
  value: string;
  label: string;
}

export function SelectField({
  name,
  label,
  value,
  options,
  groups,
  placeholder,
  error,
  onValueChange,
  onBlur,
  autoComplete,
}: {
  name: string;
  label: string;
  value: string;
  options?: Option[];
  groups?: { label: string; options: Option[] }[];
  placeholder?: string;
  error?: string | null;
  onValueChange: (value: string) => void;
  onBlur?: () => void;
  autoComplete?: string;
}) {
  const id = useId();
  return (
    <div className={`field${error ? " field--invalid" : ""}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        className="field__control field__select"
        autoComplete={autoComplete}
        aria-invalid={error ? "true" : "false"}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onValueChange(event.target.value)}
        onBlur={onBlur}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {groups?.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A message above or under a form: errors are alerts, notices are polite status text. */
export function FormMessage({ tone, children }: { tone: "error" | "success" | "info"; children: ReactNode }) {
  return (
    <div className={`form-message form-message--${tone}`} role={tone === "error" ? "alert" : "status"}>
      {children}
    </div>
  );
}

/**
 * A form's primary submit button. While the form is sending it is disabled, so a second press
 * cannot send twice, and marked busy for screen readers; `disabled` covers other reasons (the
 * form's fields are still loading).
 */
export function SubmitButton({
  busy,
  disabled = false,
  large = false,
  block = false,
  className,
  children,
}: {
  busy: boolean;
  disabled?: boolean;
  large?: boolean;
  /** Full width of the form. */
  block?: boolean;
  /** Extra classes after the button's own. */
  className?: string;
  children: ReactNode;
}) {
  const classes = ["button button--primary", large && "button--large", block && "button--block", className];
  return (
    <button type="submit" className={classes.filter(Boolean).join(" ")} disabled={busy || disabled} aria-busy={busy}>
      {children}
    </button>
  );
}

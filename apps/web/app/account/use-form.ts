import type { FieldErrors } from "@croupier/contract/validation/field-errors";
import { type RefObject, useCallback, useMemo, useState } from "react";

/**
 * Form state with the validation timing of spec point 5: a field shows its errors once it has been
 * left (or the form submitted) and they stay current on every change after that. A server error
 * on a field disappears as soon as the player edits that field.
 */
export function useForm<V extends object>(initial: V, validate: (values: V) => FieldErrors) {
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const clientErrors = useMemo(() => validate(values), [validate, values]);

  const errors = useMemo(() => {
    const visible: FieldErrors = {};
    for (const [field, list] of Object.entries(clientErrors)) if (touched.has(field)) visible[field] = list;
    return { ...visible, ...serverErrors };
  }, [clientErrors, touched, serverErrors]);

  const touch = useCallback((field: string) => setTouched((previous) => new Set(previous).add(field)), []);
  const set = useCallback(<K extends keyof V>(field: K, value: V[K]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setServerErrors((previous) => {
      if (!((field as string) in previous)) return previous;
      const { [field as string]: _dropped, ...rest } = previous;
      return rest;
    });
  }, []);

  /** Marks every field touched; true when the form may be sent. */
  const validateAll = useCallback(
    (fields: readonly string[]) => {
      setTouched(new Set(fields));
      return Object.keys(validate(values)).length === 0;
    },
    [validate, values],
  );

  return { values, setValues, set, touch, errors, clientErrors, serverErrors, setServerErrors, validateAll };
}

/** Moves focus to the first invalid control after a refused submit. */
export function focusFirstInvalid(form: RefObject<HTMLFormElement | null>): void {
  requestAnimationFrame(() => form.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus());
}

import type { FieldErrors } from "@croupier/contract/validation/field-errors";
import { type RefObject, useCallback, useMemo, useRef, useState } from "react";
import { afterPress } from "./after-press.ts";

/**
 * Form state with the site's validation timing: a field shows its errors once it has been left (or
 * the form submitted), so nobody is told off while still typing, and they stay current on every
 * change after that. A server error on a field disappears as soon as the player edits that field.
 */
export function useForm<V extends object>(
  initial: V,
  validate: (values: V) => FieldErrors,
  /** Called on the first keystroke or blur: a lazy validator starts loading then. */
  onFirstUse?: () => void,
) {
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const clientErrors = useMemo(() => validate(values), [validate, values]);

  const errors = useMemo(() => {
    const visible: FieldErrors = {};
    for (const [field, list] of Object.entries(clientErrors)) if (touched.has(field)) visible[field] = list;
    return { ...visible, ...serverErrors };
  }, [clientErrors, touched, serverErrors]);

  const touch = useCallback(
    (field: string) => {
      onFirstUse?.();
      // Not between the press and the release of a click elsewhere (the submit button): see afterPress.
      afterPress(() => setTouched((previous) => new Set(previous).add(field)));
    },
    [onFirstUse],
  );
  const set = useCallback(
    <K extends keyof V>(field: K, value: V[K]) => {
      onFirstUse?.();
      setValues((previous) => ({ ...previous, [field]: value }));
      setServerErrors((previous) => {
        if (!((field as string) in previous)) return previous;
        const { [field as string]: _dropped, ...rest } = previous;
        return rest;
      });
    },
    [onFirstUse],
  );

  /** Marks every field touched; true when the form may be sent (`check`: a just-loaded validator). */
  const validateAll = useCallback(
    (fields: readonly string[], check: (values: V) => FieldErrors = validate) => {
      setTouched(new Set(fields));
      return Object.keys(check(values)).length === 0;
    },
    [validate, values],
  );

  return {
    values,
    setValues,
    set,
    touch,
    setTouched,
    errors,
    clientErrors,
    serverErrors,
    setServerErrors,
    validateAll,
  };
}

export type Check<V> = (values: V) => FieldErrors;

/** What a form gets of a lazy validator: `start` on first use, `ensure` before a submit decides. */
export interface LazyValidator<V> {
  validate: Check<V>;
  start: () => void;
  ensure: () => Promise<Check<V>>;
}

const loadAccountValidators = () => import("../account/validators.ts");
/** The account forms' validators (account/validators.ts), the default module of a lazy validator. */
export type Validators = Awaited<ReturnType<typeof loadAccountValidators>>;

/**
 * A validator whose code is fetched on the form's first use rather than with the page, so zod and
 * the contract's schemas stay out of the page's first load: the account validators, or another
 * domain's module given as `load`, a function defined once at module level. (The account default
 * lives here rather than in a module of its own: one more chunk on the identity pages would cost
 * their first load more than these two lines.) Until the module has arrived nothing is flagged;
 * `ensure` answers the validator for a submit.
 */
export function useLazyValidator<V>(build: (validators: Validators) => Check<V>): LazyValidator<V>;
export function useLazyValidator<V, M>(build: (module: M) => Check<V>, load: () => Promise<M>): LazyValidator<V>;
export function useLazyValidator<V, M>(
  build: (module: M) => Check<V>,
  // Only the first overload omits `load`, and there M is the account validators.
  load = loadAccountValidators as () => Promise<M>,
): LazyValidator<V> {
  const [loaded, setLoaded] = useState<M | null>(null);
  const loading = useRef<Promise<M> | null>(null);
  const fetchModule = useCallback(() => {
    loading.current ??= load().then((module) => {
      setLoaded(module);
      return module;
    });
    return loading.current;
  }, [load]);
  const start = useCallback(() => void fetchModule(), [fetchModule]);
  const validate = useMemo(() => (loaded !== null ? build(loaded) : () => ({})), [loaded, build]);
  const ensure = useCallback(async () => build(await fetchModule()), [fetchModule, build]);
  return { validate, start, ensure };
}

/** Moves focus to the first invalid control after a refused submit. */
export function focusFirstInvalid(form: RefObject<HTMLFormElement | null>): void {
  requestAnimationFrame(() => form.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus());
}

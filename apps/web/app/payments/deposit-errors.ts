import type { FieldErrors } from "@croupier/contract/validation/field-errors";

// Payment submit failure: errors of the form's own fields sit under them; everything
// else (the payments library's `commonErrors`, `base`, the amount or method of earlier steps) is
// joined into one message at the top of the form.

export interface SplitErrors {
  fields: FieldErrors;
  common: string[];
}

export function splitDepositErrors(
  errors: FieldErrors | Record<string, unknown> | undefined,
  formFields: readonly string[],
): SplitErrors {
  const fields: FieldErrors = {};
  const common: string[] = [];
  for (const [name, value] of Object.entries(errors ?? {})) {
    const list = (Array.isArray(value) ? value : [value])
      .filter((item) => item !== null && item !== undefined && item !== "")
      .map(String);
    if (list.length === 0) continue;
    if (formFields.includes(name)) fields[name] = list;
    else for (const message of list) if (!common.includes(message)) common.push(message);
  }
  return { fields, common };
}

/** The message shown at the top: the common errors joined, or `fallback` when the answer had none. */
export function topMessage(split: SplitErrors, serverError: string | undefined, fallback: string): string | null {
  if (split.common.length > 0) return split.common.join(" ");
  if (Object.keys(split.fields).length > 0) return null;
  return serverError && serverError !== "network" ? serverError : fallback;
}

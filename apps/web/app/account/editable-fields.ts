/**
 * The contract's editableFieldsOf, repeated without zod: the personal-details form needs its
 * fields at once, the schemas next to it only from its first keystroke (validators.ts).
 * editable-fields.test.ts keeps the two equal.
 */
export function editableFieldsOf(
  definition: { contexts: Record<string, unknown> } | undefined,
  context = "edition",
): string[] {
  const fields = definition?.contexts[context];
  return Array.isArray(fields) ? fields.filter((field): field is string => typeof field === "string") : [];
}

// An audit entry's details made readable: what changed (before → after, field by field), the
// reason, and the other facts, instead of JSON. The platform writes `before` and `after` as
// snapshots (null before a creation), a `reason` where one was asked, and other keys freely.

export interface AuditChange {
  field: string;
  /** Undefined: the field did not exist on that side (created, or removed). */
  before?: string;
  after?: string;
}

export interface ReadableDetails {
  /** The fields that differ between `before` and `after`, in the order they first appear. */
  changes: AuditChange[];
  /** How many fields the snapshots share unchanged (not listed). */
  unchanged: number;
  reason: string | null;
  /** Every other detail, flattened to `a.b: value` pairs. */
  facts: [string, string][];
}

/** A scalar as text: null as an em dash, long texts cut (the log keeps them whole). */
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return "—";
  if (typeof value === "string") return value.length > 200 ? `${value.slice(0, 200)}…` : value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return value.length === 0 ? "—" : value.map(valueText).join(", ");
  return JSON.stringify(value);
}

const isScalar = (value: unknown) => value === null || typeof value !== "object";
const isScalarList = (value: unknown) => Array.isArray(value) && value.every(isScalar);

/**
 * Nested objects as dotted paths (`limits.deposit: 100`), lists of objects by position
 * (`[0].type: deposit`); scalars and lists of scalars are leaves.
 */
export function flatten(value: unknown, prefix = "", into: Map<string, string> = new Map()): Map<string, string> {
  if (Array.isArray(value) && !isScalarList(value)) {
    for (const [index, inner] of value.entries()) flatten(inner, `${prefix}[${index}]`, into);
  } else if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0 && prefix) into.set(prefix, "—");
    for (const [key, inner] of entries) flatten(inner, prefix ? `${prefix}.${key}` : key, into);
  } else if (prefix) {
    into.set(prefix, valueText(value));
  }
  return into;
}

/** A snapshot's fields: a record's or a list's by path; one value (a text excerpt, a list of names) as a whole. */
function snapshotFields(snapshot: unknown): Map<string, string> {
  if (snapshot === null || snapshot === undefined) return new Map();
  if (Array.isArray(snapshot) && snapshot.length === 0) return new Map();
  if (isScalar(snapshot) || isScalarList(snapshot)) return new Map([["value", valueText(snapshot)]]);
  return flatten(snapshot);
}

export function readableDetails(details: Record<string, unknown>): ReadableDetails {
  const { before, after, reason, ...rest } = details;
  const changes: AuditChange[] = [];
  let unchanged = 0;
  const hasSnapshots = "before" in details || "after" in details;
  if (hasSnapshots) {
    const beforeFields = snapshotFields(before);
    const afterFields = snapshotFields(after);
    for (const field of new Set([...beforeFields.keys(), ...afterFields.keys()])) {
      const was = beforeFields.get(field);
      const now = afterFields.get(field);
      if (was === now) unchanged += 1;
      // A new record's empty fields say nothing.
      else if (was === undefined && now === "—") continue;
      else
        changes.push({
          field,
          ...(was === undefined ? {} : { before: was }),
          ...(now === undefined ? {} : { after: now }),
        });
    }
  }
  return {
    changes,
    unchanged,
    reason: typeof reason === "string" && reason ? reason : null,
    facts: [...flatten(rest).entries()],
  };
}

/** Subjects written as acronyms. */
const ACRONYMS: Record<string, string> = { kyc: "KYC", cms: "CMS" };

/** `withdrawal.first_approval` → `Withdrawal: first approval` (the code stays beside it). */
export function actionLabel(action: string): string {
  const [subject = "", verb = ""] = action.split(".", 2);
  const words = (text: string) => text.replaceAll("_", " ");
  const head = ACRONYMS[subject] ?? words(subject);
  return verb ? `${head.charAt(0).toUpperCase()}${head.slice(1)}: ${words(verb)}` : head;
}

// Content files name values they do not spell out as {{name}}: the operator's facts
// ({{company.name}}) and parts rendered from data ({{vip.levels}}), so each fact is written once.

const PLACEHOLDER = /\{\{([A-Za-z0-9_.-]+)\}\}/g;

/** Replaces every {{name}} in the text; an unknown name throws, so a typo cannot reach a page. */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string>>, where: string): string {
  return text.replace(PLACEHOLDER, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${where}: unknown placeholder {{${name}}}`);
    return value;
  });
}

/** The same for every string inside parsed JSON; keys, numbers and order stay as they are. */
export function fillPlaceholdersInJson(
  value: unknown,
  values: Readonly<Record<string, string>>,
  where: string,
): unknown {
  if (typeof value === "string") return fillPlaceholders(value, values, where);
  if (Array.isArray(value)) return value.map((item) => fillPlaceholdersInJson(item, values, where));
  if (value !== null && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fillPlaceholdersInJson(item, values, where)]),
    );
  return value;
}

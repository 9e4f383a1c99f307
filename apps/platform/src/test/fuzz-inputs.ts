// Inputs for the OpenAPI fuzz test (http/openapi-fuzz.test.ts): valid, boundary and hostile values
// generated from the JSON Schemas of the published OpenAPI document, by a seeded generator so that
// a run can be repeated exactly.

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
};

/** mulberry32: a small, fast, seedable generator (the same seed gives the same run). */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (below: number) => Math.floor(next() * below),
    chance: (probability: number) => next() < probability,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
}
export type Random = ReturnType<typeof createRandom>;

/** Strings that break naive code: sizes, control characters, NUL, encodings, injection shapes. */
export const HOSTILE_STRINGS: readonly string[] = [
  "",
  " ",
  "x".repeat(100_000),
  "\u0000",
  "a\u0000b",
  "\u0001\u0008\u001b\u007f",
  "\r\n\t",
  "\ud800",
  "𝕏😀ß",
  "../../../etc/passwd",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "%00",
  "%E0%A4%A",
  "NaN",
  "Infinity",
  "-1",
  "1e309",
  "99999999999999999999999",
  "0x1f",
  " 10 ",
  "10.000000000000000001",
  "٣",
  "__proto__",
  "null",
  "[]",
];

export const HOSTILE_NUMBERS: readonly number[] = [
  0,
  -1,
  -0,
  1.5,
  0.1,
  1e308,
  -1e308,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  2 ** 63,
  1e21,
  Number.MAX_SAFE_INTEGER + 2,
];

/** A value nested `depth` levels deep: `[[[…]]]` or `{"a":{"a":…}}`. */
export function deepValue(depth: number, inObjects: boolean): unknown {
  let value: unknown = 1;
  for (let level = 0; level < depth; level += 1) value = inObjects ? { a: value } : [value];
  return value;
}

export function createGenerator(random: Random, components: Record<string, JsonSchema>) {
  const resolve = (schema: JsonSchema | undefined): JsonSchema => {
    let current = schema ?? {};
    for (let hops = 0; current.$ref && hops < 10; hops += 1) {
      current = components[current.$ref.split("/").at(-1) ?? ""] ?? {};
    }
    return current;
  };

  const typeOf = (schema: JsonSchema): string | undefined => {
    if (Array.isArray(schema.type)) return schema.type.find((type) => type !== "null") ?? schema.type[0];
    return schema.type;
  };

  const matches = (pattern: string | undefined, value: string) => {
    if (!pattern) return true;
    try {
      return new RegExp(pattern, "u").test(value);
    } catch {
      return true;
    }
  };

  const CANDIDATES = ["croupier/fuzz-game", "EUR", "USD", "BTC", "en", "abc", "1", "+351912345678", "DE", "2000-01-01"];

  const stringValue = (schema: JsonSchema, edge: boolean): string => {
    const minimum = schema.minLength ?? 0;
    const maximum = schema.maxLength ?? Math.max(minimum, 12);
    if (schema.format === "email") return `fuzz-${random.int(1e9)}@example.com`;
    if (schema.format === "date-time") return edge ? "1970-01-01T00:00:00Z" : "2026-01-02T03:04:05Z";
    if (schema.format === "date") return "2000-01-01";
    if (schema.pattern) {
      const candidate = CANDIDATES.find((value) => matches(schema.pattern, value));
      if (candidate) return candidate;
    }
    const length = edge ? random.pick([minimum, maximum]) : Math.min(maximum, Math.max(minimum, 1 + random.int(8)));
    return "a".repeat(length);
  };

  const numberValue = (schema: JsonSchema, integer: boolean, edge: boolean): number => {
    const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
    const high = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : low + 100);
    if (edge) return random.pick([low, high]);
    const value = low + random.next() * Math.min(high - low, 1000);
    return integer ? Math.round(value) : Math.round(value * 100) / 100;
  };

  /** A value the schema accepts (`edge`: at a boundary: shortest/longest, lowest/highest, fullest). */
  const valid = (input: JsonSchema | undefined, edge = false, depth = 0): unknown => {
    const schema = resolve(input);
    if (schema.const !== undefined) return schema.const;
    if (schema.enum) return random.pick(schema.enum);
    const options = schema.anyOf ?? schema.oneOf;
    if (options) {
      const typed = options.filter((option) => resolve(option).type !== "null");
      return valid(random.pick(typed.length > 0 ? typed : options), edge, depth);
    }
    if (schema.allOf?.[0]) return valid(schema.allOf[0], edge, depth);
    switch (typeOf(schema)) {
      case "string":
        return stringValue(schema, edge);
      case "integer":
        return numberValue(schema, true, edge);
      case "number":
        return numberValue(schema, false, edge);
      case "boolean":
        return random.chance(0.5);
      case "null":
        return null;
      case "array": {
        if (depth > 6) return [];
        const count = edge ? Math.min(schema.maxItems ?? 3, 20) : (schema.minItems ?? 0) + random.int(3);
        return Array.from({ length: count }, () => valid(schema.items, edge, depth + 1));
      }
      case "object": {
        if (depth > 6) return {};
        const value: Record<string, unknown> = {};
        const required = new Set(schema.required ?? []);
        for (const [name, property] of Object.entries(schema.properties ?? {})) {
          if (required.has(name) || (edge ? random.chance(0.9) : random.chance(0.6))) {
            value[name] = valid(property, edge, depth + 1);
          }
        }
        return value;
      }
      default:
        return schema.default ?? "x";
    }
  };

  /** A value of the wrong kind for the schema, or hostile whatever the schema. */
  const hostile = (input: JsonSchema | undefined): unknown => {
    const schema = resolve(input);
    const type = typeOf(schema);
    const roll = random.int(10);
    if (roll < 4) return random.pick(HOSTILE_STRINGS);
    if (roll < 7) return random.pick(HOSTILE_NUMBERS);
    if (roll === 7) return random.pick([true, false, null, {}, [], [null], { "": 1 }]);
    if (roll === 8) return deepValue(200 + random.int(2000), random.chance(0.5));
    if (type === "string") return random.pick([12345, true, { value: "x" }, ["x"]]);
    if (type === "integer" || type === "number") return random.pick(["12", "abc", "", [1], { n: 1 }]);
    return random.pick(["x", 1, []]);
  };

  return { resolve, valid, hostile };
}
export type Generator = ReturnType<typeof createGenerator>;

/** Every path to a value inside `value` (objects and arrays), the root included as []. */
export function listPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  const paths: (string | number)[][] = [prefix];
  if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      paths.push(...listPaths(item, [...prefix, Array.isArray(value) ? Number(key) : key]));
    }
  }
  return paths;
}

/** A deep copy of `value` with the value at `path` replaced (or removed with `remove`). */
export function withValueAt(value: unknown, path: (string | number)[], replacement: unknown, remove = false): unknown {
  if (path.length === 0) return replacement;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path.at(-1) as string | number;
  if (remove) delete parent[last];
  else parent[last] = replacement;
  return copy;
}

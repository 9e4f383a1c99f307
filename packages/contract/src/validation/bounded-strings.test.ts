import { describe, expect, it } from "vitest";
import { z } from "zod";
import * as contract from "../index.ts";

// No pattern of the contract ever runs on a long string: in every string schema, a length bound
// with `abort: true` comes before any pattern (regex, format) or refinement, and a format schema
// (z.email(), z.iso.datetime()) is only reached through a pipe from a bounded string. zod runs a
// string's checks in order and goes on after a failed one unless it aborts, so the order matters.

interface Found {
  where: string;
  schema: z.ZodType;
}

type Def = {
  type: string;
  format?: string;
  checks?: { _zod: { def: { check: string; abort?: boolean } } }[];
  [key: string]: unknown;
};

const defOf = (schema: unknown): Def | undefined => (schema as { _zod?: { def?: Def } } | null)?._zod?.def;

function isZodSchema(value: unknown): value is z.ZodType {
  return typeof value === "object" && value !== null && defOf(value) !== undefined;
}

/** Every string schema reachable from `root`, with whether a pipe from a bounded string guards it. */
function collectStrings(root: z.ZodType, where: string, found: Found[], problems: string[], seen: Set<unknown>) {
  const visit = (schema: unknown, path: string, guarded: boolean): void => {
    const def = defOf(schema);
    if (!def || seen.has(schema)) return;
    seen.add(schema);
    if (def.type === "string") {
      if (def.format && !guarded) problems.push(`${path}: the format '${def.format}' runs before any length bound`);
      checkOrder(def, path, problems);
      found.push({ where: path, schema: schema as z.ZodType });
      return;
    }
    if (def.type === "pipe") {
      visit(def.in, `${path}<in>`, guarded);
      visit(def.out, `${path}<out>`, isBoundedString(def.in));
      return;
    }
    if (def.type === "object") {
      const shape = def.shape as Record<string, unknown>;
      for (const key of Object.keys(shape)) visit(shape[key], `${path}.${key}`, false);
      if (def.catchall) visit(def.catchall, `${path}.*`, false);
      return;
    }
    for (const key of ["innerType", "element", "keyType", "valueType", "left", "right", "in", "out"]) {
      if (def[key]) visit(def[key], `${path}/${key}`, guarded);
    }
    for (const option of (def.options as unknown[] | undefined) ?? []) visit(option, `${path}|`, guarded);
    if (def.type === "lazy") visit((def.getter as () => unknown)(), `${path}()`, guarded);
  };
  visit(root, where, false);
}

function isBoundedString(schema: unknown): boolean {
  const def = defOf(schema);
  return def?.type === "string" && (def.checks ?? []).some((check) => check._zod.def.check === "max_length");
}

function checkOrder(def: Def, path: string, problems: string[]) {
  let bounded = false;
  for (const check of def.checks ?? []) {
    const { check: kind, abort } = check._zod.def;
    if (kind === "max_length" && abort) bounded = true;
    if ((kind === "string_format" || kind === "custom") && !bounded) {
      problems.push(`${path}: a ${kind} check runs before an aborting length bound`);
    }
  }
}

const PERSONAL_FIELDS = [
  "first_name",
  "last_name",
  "city",
  "address",
  "postal_code",
  "date_of_birth",
  "gender",
  "country",
  "mobile_phone",
  "receive_promos",
];

function contractSchemas(): [string, z.ZodType][] {
  const exported = (Object.entries(contract) as [string, unknown][]).filter((entry): entry is [string, z.ZodType] =>
    isZodSchema(entry[1]),
  );
  const built: [string, z.ZodType][] = [
    ["makeSignUpBody()", contract.makeSignUpBody()],
    ["makeResetPasswordBody()", contract.makeResetPasswordBody()],
    ["makePersonalDetailsFields(all)", contract.makePersonalDetailsFields(PERSONAL_FIELDS)],
    ["requiredText()", contract.requiredText()],
    ["requiredEmail()", contract.requiredEmail()],
  ];
  return [...exported, ...built];
}

describe("the contract's string schemas", () => {
  const found: Found[] = [];
  const problems: string[] = [];
  const seen = new Set<unknown>();
  for (const [name, schema] of contractSchemas()) collectStrings(schema, name, found, problems, seen);

  it("bound the length before any pattern or refinement runs", () => {
    expect(found.length).toBeGreaterThan(50);
    expect(problems).toEqual([]);
  });

  it("refuse a long input with one issue, the bound's, without running their patterns", () => {
    const patterned = found.filter(({ schema }) =>
      (defOf(schema)?.checks ?? []).some((check) => ["string_format", "custom"].includes(check._zod.def.check)),
    );
    expect(patterned.length).toBeGreaterThan(5);
    const crafted = "\u0001".repeat(100_000);
    for (const { where, schema } of patterned) {
      const result = schema.safeParse(crafted);
      expect(result.success, where).toBe(false);
      expect(
        result.error?.issues.map((issue) => issue.code),
        where,
      ).toEqual(["too_big"]);
    }
  });

  it("tells an ordered schema from one whose pattern runs first", () => {
    const problemsOf = (schema: z.ZodType) => {
      const local: string[] = [];
      collectStrings(schema, "sample", [], local, new Set());
      return local;
    };
    expect(problemsOf(z.string().regex(/^a$/).max(10))).toEqual([
      "sample: a string_format check runs before an aborting length bound",
    ]);
    expect(problemsOf(z.string().max(10).regex(/^a$/))).toHaveLength(1);
    expect(problemsOf(z.email())).toEqual(["sample: the format 'email' runs before any length bound"]);
    expect(problemsOf(contract.boundedString(10).regex(/^a$/))).toEqual([]);
    expect(problemsOf(contract.boundedString(10).pipe(z.email()))).toEqual([]);
  });
});

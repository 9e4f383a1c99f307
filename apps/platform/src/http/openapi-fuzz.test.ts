import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkLedger } from "../ledger/invariants.ts";
import { signedInOperator } from "../operators/operator-test-helpers.ts";
import {
  createGenerator,
  createRandom,
  deepValue,
  type Generator,
  HOSTILE_STRINGS,
  type JsonSchema,
  listPaths,
  type Random,
  withValueAt,
} from "../test/fuzz-inputs.ts";
import { API_HEADERS, GERMAN_IP, signUp } from "../test/identity-helpers.ts";
import { createTestDatabase, type TestDatabase } from "../test/test-app.ts";

// A schema-driven fuzz test: for every operation of the published OpenAPI document, signed out and
// signed in, valid, boundary and hostile inputs (wrong types, huge and empty strings, control
// characters, NUL, deep JSON, huge numbers, unknown fields, bad path parameters, broken bodies);
// and the back office's calls once more as a signed-in operator.
// No answer may be a 5xx, and the ledger's invariants hold afterwards. Seeded, so a failure can be
// replayed; bounded in count so it runs in about a minute on PGlite.

const SEED = 0x5eed_2026;
/** Hostile requests per operation and session state, besides one per field and the valid pair. */
const HOSTILE_CASES_PER_OPERATION = 4;
/** Body fields spoilt one by one (a body has rarely more; the rest get the random cases). */
const MAX_BODY_FIELDS = 10;
const METHODS = ["get", "post", "put", "patch", "delete"] as const;

interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  schema?: JsonSchema;
}
interface Operation {
  method: (typeof METHODS)[number];
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
}
interface OpenApiDocument {
  paths: Record<string, Partial<Record<string, { parameters?: Parameter[]; requestBody?: RequestBody }>>>;
  components?: { schemas?: Record<string, JsonSchema> };
}
interface RequestBody {
  content?: Record<string, { schema?: JsonSchema }>;
}
interface Case {
  label: string;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, string>;
  /** A JSON value to send, or a raw text body. */
  body?: { json: unknown } | { raw: string; type: string };
}
interface Failure {
  operation: string;
  label: string;
  status: number;
  body: string;
}

let testDb: TestDatabase;
let app: FastifyInstance;
let document: OpenApiDocument;
let operations: Operation[];
const errorLines: string[] = [];
const figures = { requests: 0, serverErrors: 0, byStatus: new Map<number, number>() };

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = await testDb.buildApp(
    {
      CONTACT_RATE_LIMIT_MAX: "100000",
      SIGN_IN_RATE_LIMIT_IP: "100000",
      SIGN_IN_RATE_LIMIT_EMAIL: "100000",
      SIGN_UP_RATE_LIMIT_IP: "100000",
      AUTH_MAIL_RATE_LIMIT: "100000",
      IDENTITY_MAIL_LIMIT: "100000",
      LOG_LEVEL: "error",
    },
    { logStream: { write: (line) => errorLines.push(line) } },
  );
  document = (await app.inject({ url: "/api/docs/openapi.json" })).json() as OpenApiDocument;
  operations = listOperations(document);
}, 60_000);
afterAll(() => testDb?.close());

function listOperations(openApi: OpenApiDocument): Operation[] {
  const found: Operation[] = [];
  for (const [path, item] of Object.entries(openApi.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const body = Object.values(operation.requestBody?.content ?? {})[0]?.schema;
      found.push({ method, path, parameters: operation.parameters ?? [], body });
    }
  }
  return found;
}

/** Bad path parameters, sent as they are (some already percent-encoded, some broken). */
const BAD_PATH_VALUES = [
  "0",
  "-1",
  "1.5",
  "abc",
  "99999999999999999999",
  "9223372036854775808",
  "%00",
  "%2e%2e%2f%2e%2e",
  "%E0%A4%A",
  "%20",
  "a".repeat(5000),
  "%F0%9F%98%80",
  "null",
];

function buildCases(operation: Operation, random: Random, generate: Generator): Case[] {
  const parameters = (where: Parameter["in"]) => operation.parameters.filter((parameter) => parameter.in === where);
  const validCase = (edge: boolean, label: string): Case => {
    const pick = (where: Parameter["in"]) =>
      Object.fromEntries(
        parameters(where)
          .filter((parameter) => parameter.required || where === "path" || random.chance(0.7))
          .map((parameter) => [parameter.name, generate.valid(parameter.schema, edge)]),
      );
    const headers = Object.fromEntries(Object.entries(pick("header")).map(([name, value]) => [name, String(value)]));
    return {
      label,
      params: pick("path"),
      query: pick("query"),
      headers,
      body: operation.body ? { json: generate.valid(operation.body, edge) } : undefined,
    };
  };

  const cases = [validCase(false, "valid"), validCase(true, "boundary")];
  // Every field once: a path or query parameter, a header, a body value, each spoilt in one way.
  const base = validCase(false, "");
  const json = base.body && "json" in base.body ? base.body.json : undefined;
  const slots: { label: string; spoil: (value: unknown) => Case }[] = [
    ...operation.parameters
      .filter((parameter) => parameter.in === "path" || parameter.in === "query")
      .map((parameter) => ({
        label: `${parameter.in} ${parameter.name}`,
        spoil: (value: unknown) =>
          parameter.in === "path"
            ? { ...base, params: { ...base.params, [parameter.name]: value } }
            : { ...base, query: { ...base.query, [parameter.name]: value } },
      })),
    ...listPaths(json)
      .filter((path) => path.length > 0)
      .slice(0, MAX_BODY_FIELDS)
      .map((path) => ({
        label: `body ${path.join(".")}`,
        spoil: (value: unknown) => ({ ...base, body: { json: withValueAt(json, path, value) } }),
      })),
  ];
  for (const slot of slots) {
    const current = slotValue(base, json, slot.label);
    for (const [how, value] of [targetedSpoil(current, random), spoil(current, random, generate)]) {
      cases.push({ ...slot.spoil(value), label: `${slot.label}: ${how} ${preview(value)}` });
    }
  }
  for (let extra = 0; extra < HOSTILE_CASES_PER_OPERATION; extra += 1)
    cases.push(mutate(base, operation, random, generate));
  return cases;
}

/** The valid value a slot holds in the base case (its label names it). */
function slotValue(base: Case, json: unknown, label: string): unknown {
  const [where, name = ""] = label.split(" ");
  if (where === "path") return base.params[name];
  if (where === "query") return base.query[name];
  let value = json;
  for (const key of name.split(".")) value = (value as Record<string, unknown> | undefined)?.[key];
  return value;
}

/** What most often gets past validation: a NUL in a text, an out-of-range number, a value of another type. */
function targetedSpoil(value: unknown, random: Random): [string, unknown] {
  const numeric = typeof value === "number" || (typeof value === "string" && /^\d+$/.test(value));
  if (numeric) return ["huge number", random.pick([2 ** 31, 99999999999, 2 ** 53 + 2, 1e20, 1e308])];
  if (typeof value === "string") return ["NUL inside", `${value.slice(0, 1)}\u0000${value.slice(1)}`];
  return ["wrong type", random.pick(["x", 12, [value], { value }])];
}

/** A near-valid or hostile variant of a valid value: the kinds of input that reach code past validation. */
function spoil(value: unknown, random: Random, generate: Generator): [string, unknown] {
  const text = typeof value === "string" ? value : JSON.stringify(value ?? "x");
  const kinds: [string, () => unknown][] = [
    ["NUL inside", () => `${text.slice(0, 1)}\u0000${text.slice(1)}`],
    ["control characters", () => `${text}\u0001\u001b\r\n`],
    ["huge", () => text.repeat(Math.ceil(100_000 / Math.max(1, text.length)))],
    ["empty", () => ""],
    [
      "wrong type",
      () =>
        typeof value === "string"
          ? random.pick([12, true, {}, [text]])
          : random.pick([text, `${text}x`, [value], null]),
    ],
    ["huge number", () => random.pick([1e308, 2 ** 63, 1e20, "99999999999999999999", -(2 ** 53)])],
    ["negative or fraction", () => random.pick([-1, 0, 0.5, "-1", "1.5"])],
    ["hostile", () => generate.hostile(undefined)],
  ];
  const [how, make] = random.pick(kinds);
  return [how, make()];
}

function mutate(base: Case, operation: Operation, random: Random, generate: Generator): Case {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === "path");
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === "query");
  const strategies: (() => Case)[] = [];
  if (pathParameters.length > 0) {
    strategies.push(() => {
      const parameter = random.pick(pathParameters);
      const value = random.pick(BAD_PATH_VALUES);
      return {
        ...base,
        label: `path ${parameter.name}=${value.slice(0, 20)}`,
        params: { ...base.params, [parameter.name]: { raw: value } },
      };
    });
  }
  if (queryParameters.length > 0) {
    strategies.push(() => {
      const parameter = random.pick(queryParameters);
      const value = random.chance(0.3) ? [random.pick(HOSTILE_STRINGS), "x"] : generate.hostile(parameter.schema);
      return {
        ...base,
        label: `query ${parameter.name}=${preview(value)}`,
        query: { ...base.query, [parameter.name]: value },
      };
    });
  }
  strategies.push(() => ({
    ...base,
    label: "unknown query fields",
    query: { ...base.query, zzz: random.pick(HOSTILE_STRINGS), "constructor[prototype]": "x" },
  }));
  if (operation.body) {
    const json = base.body && "json" in base.body ? base.body.json : {};
    const paths = listPaths(json).filter((path) => path.length > 0);
    if (paths.length > 0) {
      strategies.push(() => {
        const path = random.pick(paths);
        const value = generate.hostile(undefined);
        return {
          ...base,
          label: `body ${path.join(".")}=${preview(value)}`,
          body: { json: withValueAt(json, path, value) },
        };
      });
      strategies.push(() => {
        const path = random.pick(paths);
        return {
          ...base,
          label: `body without ${path.join(".")}`,
          body: { json: withValueAt(json, path, undefined, true) },
        };
      });
    }
    strategies.push(() => {
      const extra = { zzz: generate.hostile(undefined), __proto__x: 1, nested: deepValue(50, true) };
      const body = json !== null && typeof json === "object" && !Array.isArray(json) ? { ...json, ...extra } : extra;
      return { ...base, label: "unknown body fields", body: { json: body } };
    });
  }
  strategies.push(() => {
    const choices: Case["body"][] = [
      { json: null },
      { json: [] },
      { json: "text" },
      { json: 12 },
      { json: deepValue(3000, random.chance(0.5)) },
      { json: Array.from({ length: 20_000 }, (_, index) => index) },
      { raw: "{", type: "application/json" },
      { raw: "", type: "application/json" },
      { raw: '{"a":"\\u0000"}', type: "application/json" },
      { raw: "a=b&c=%00", type: "application/x-www-form-urlencoded" },
      { raw: "plain", type: "text/plain" },
      { raw: "\u0000\u0001", type: "application/octet-stream" },
    ];
    const body = random.pick(choices);
    return { ...base, label: `whole body ${preview(body)}`, body };
  });
  if (base.headers && Object.keys(base.headers).length > 0) {
    strategies.push(() => {
      const name = random.pick(Object.keys(base.headers));
      const value = random.pick(["", "x".repeat(5000), "\t", "%00", "null"]);
      return { ...base, label: `header ${name}=${preview(value)}`, headers: { ...base.headers, [name]: value } };
    });
  }
  return random.pick(strategies)();
}

function preview(value: unknown): string {
  const text = typeof value === "string" ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  return text.length > 40 ? `${text.slice(0, 37)}…(${text.length})` : text;
}

/** A path segment as a client would send it; a lone surrogate (no UTF-8 form) goes as U+FFFD, as a browser sends it. */
function encodeURIPart(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(
      Array.from(text, (char) => (char.length === 1 && /[\ud800-\udfff]/u.test(char) ? "\ufffd" : char)).join(""),
    );
  }
}

function toUrl(operation: Operation, testCase: Case): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const value = testCase.params[name];
    if (value && typeof value === "object" && "raw" in value) return String(value.raw);
    return encodeURIPart(String(value ?? "1"));
  });
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(testCase.query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      query.append(name, typeof item === "string" ? item : JSON.stringify(item));
    }
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

function toInjectOptions(operation: Operation, testCase: Case, cookie: string | undefined): InjectOptions {
  const headers: Record<string, string> = { ...API_HEADERS, ...testCase.headers };
  if (cookie) headers.cookie = cookie;
  const options: InjectOptions = {
    method: operation.method.toUpperCase() as InjectOptions["method"],
    url: toUrl(operation, testCase),
    headers,
    remoteAddress: GERMAN_IP,
  };
  if (testCase.body && operation.method !== "get") {
    if ("json" in testCase.body) {
      headers["content-type"] = "application/json";
      options.payload = JSON.stringify(testCase.body.json) ?? "null";
    } else {
      headers["content-type"] = testCase.body.type;
      options.payload = testCase.body.raw;
    }
  }
  return options;
}

type Visitor = "signed out" | "player" | "operator";

/** A session of the visitor, and the call that answers 200 while it lasts. */
const SESSIONS: Record<Visitor, { start: () => Promise<string | undefined>; probe: string }> = {
  "signed out": { start: async () => undefined, probe: "/api/info/locales" },
  player: { start: async () => (await signUp(app)).cookie, probe: "/api/player" },
  operator: {
    start: async () => (await signedInOperator(app, testDb.database.db, "admin")).cookie,
    probe: "/api/operator/me",
  },
};

async function fuzz(visitor: Visitor, chosen: Operation[]): Promise<Failure[]> {
  const random = createRandom(SEED + ["signed out", "player", "operator"].indexOf(visitor));
  const generate = createGenerator(random, document.components?.schemas ?? {});
  const failures: Failure[] = [];
  const { start, probe } = SESSIONS[visitor];
  let session = await start();
  for (const operation of chosen) {
    // Some calls end the session (sign-out, ending sessions, a changed password): start each
    // operation signed in afresh.
    if (
      session &&
      (await app.inject({ url: probe, headers: { ...API_HEADERS, cookie: session } })).statusCode !== 200
    ) {
      session = await start();
    }
    for (const testCase of buildCases(operation, random, generate)) {
      const response = await app.inject(toInjectOptions(operation, testCase, session));
      figures.requests += 1;
      figures.byStatus.set(response.statusCode, (figures.byStatus.get(response.statusCode) ?? 0) + 1);
      if (response.statusCode >= 500) {
        figures.serverErrors += 1;
        failures.push({
          operation: `${operation.method.toUpperCase()} ${operation.path}`,
          label: testCase.label,
          status: response.statusCode,
          body: response.body.slice(0, 120),
        });
      }
    }
  }
  return failures;
}

function report(failures: Failure[]): string[] {
  const logged = errorLines
    .map((line) => JSON.parse(line) as { msg?: string; url?: string; err?: { message?: string } })
    .filter((entry) => entry.msg === "request failed")
    .map((entry) => `${entry.url?.slice(0, 120)} → ${entry.err?.message?.split("\n")[0]?.slice(0, 160)}`);
  return [
    ...failures.map((failure) => `${failure.status} ${failure.operation} [${failure.label}]`),
    ...new Set(logged),
  ];
}

describe("the OpenAPI document", () => {
  it("bounds every string a request carries (maxLength), so no pattern runs on a long input", () => {
    const unbounded: string[] = [];
    const resolve = createGenerator(createRandom(SEED), document.components?.schemas ?? {}).resolve;
    const visit = (input: JsonSchema | undefined, where: string, seen: Set<JsonSchema>) => {
      const schema = resolve(input);
      if (seen.has(schema)) return;
      seen.add(schema);
      const types = Array.isArray(schema.type) ? schema.type : [schema.type];
      if (types.includes("string") && schema.maxLength === undefined && !schema.enum && schema.const === undefined) {
        unbounded.push(where);
      }
      for (const option of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
        visit(option, where, seen);
      }
      for (const [name, property] of Object.entries(schema.properties ?? {})) visit(property, `${where}.${name}`, seen);
      if (typeof schema.additionalProperties === "object") visit(schema.additionalProperties, `${where}.*`, seen);
      const keys = (schema as { propertyNames?: JsonSchema }).propertyNames;
      if (keys) visit(keys, `${where}.<key>`, seen);
      if (schema.items) visit(schema.items, `${where}[]`, seen);
    };
    for (const operation of operations) {
      const name = `${operation.method.toUpperCase()} ${operation.path}`;
      for (const parameter of operation.parameters)
        visit(parameter.schema, `${name} ${parameter.in}:${parameter.name}`, new Set());
      visit(operation.body, `${name} body`, new Set());
    }
    expect(unbounded).toEqual([]);
  });
});

describe("schema-driven fuzzing of every operation", () => {
  it("answers no 5xx to a signed-out visitor", { timeout: 180_000 }, async () => {
    expect(report(await fuzz("signed out", operations))).toEqual([]);
  });

  it("answers no 5xx to a signed-in player", { timeout: 180_000 }, async () => {
    expect(report(await fuzz("player", operations))).toEqual([]);
  });

  it("answers no 5xx to a signed-in operator (the back office's calls)", { timeout: 120_000 }, async () => {
    const backOffice = operations.filter((operation) => operation.path.startsWith("/api/operator/"));
    expect(backOffice.length).toBeGreaterThan(3);
    expect(report(await fuzz("operator", backOffice))).toEqual([]);
  });

  it("leaves the ledger's invariants intact", async () => {
    const ledger = await checkLedger(testDb.database.db);
    expect(ledger.breaches).toEqual([]);
    const statuses = [...figures.byStatus.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}×${count}`);
    console.info(
      `OpenAPI fuzz: ${operations.length} operations, ${figures.requests} requests, ${figures.serverErrors} answered 5xx (${statuses.join(" ")})`,
    );
    expect(figures.requests).toBeGreaterThanOrEqual(operations.length * (2 + HOSTILE_CASES_PER_OPERATION) * 2);
  });
});

import {
  OPERATOR_PERMISSION_NAMES,
  OPERATOR_ROLE_NAMES,
  type OperatorPermission,
  type OperatorRoleName,
  operatorCan,
  operatorProfile,
  permissionsOf,
} from "@croupier/contract";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../test/identity-helpers.ts";
import { createTestDatabase, type TestDatabase } from "../test/test-app.ts";
import { signedInOperator } from "./operator-test-helpers.ts";
import { PERMISSION_EXTENSION } from "./route-permissions.ts";

// The contract's permission matrix walked over every operation of /api/operator/* as the OpenAPI
// document publishes it: each operation names its permission (x-operator-permission, taken from
// its requireOperator hook), and every role gets exactly what the matrix grants — an allowed call
// is neither 401, 403 nor 5xx (a 200, a 404 for the made-up id, a 422 for the empty body), a refused
// one is 403, and a signed-out one 401. Calls change nothing: ids that do not exist, empty bodies.

/** Open to anyone: the sign-in itself and the sign-out (204 also when not signed in). */
const PUBLIC_OPERATIONS = ["POST /api/operator/sign_in", "DELETE /api/operator/sign_out"];

/**
 * Any signed-in operator, whatever the role: their own profile, two-factor enrolment and
 * sessions. Every other operator operation must name a permission.
 */
const OWN_SESSION_OPERATIONS = [
  "GET /api/operator/me",
  "GET /api/operator/two_factor",
  "POST /api/operator/two_factor",
  "GET /api/operator/sessions",
  "DELETE /api/operator/sessions/{id}",
];

/** A path parameter that names nothing (the largest id the routes accept). */
const MISSING_ID = "2147483647";
const METHODS = ["get", "post", "put", "patch", "delete"] as const;
type Method = (typeof METHODS)[number];

interface Operation {
  /** `GET /api/operator/withdrawals` */
  name: string;
  method: Method;
  path: string;
  permission: OperatorPermission | undefined;
  hasBody: boolean;
}

interface OpenApiOperation {
  [PERMISSION_EXTENSION]?: OperatorPermission;
  requestBody?: unknown;
}

let testDb: TestDatabase;
let app: FastifyInstance;
let operations: Operation[];
const cookies = new Map<OperatorRoleName, string>();

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = await testDb.buildApp({ SIGN_IN_RATE_LIMIT_IP: "1000" });
  const response = await app.inject({ method: "GET", url: "/api/docs/openapi.json" });
  expect(response.statusCode).toBe(200);
  operations = operatorOperations(response.json());
  for (const role of OPERATOR_ROLE_NAMES) {
    cookies.set(role, (await signedInOperator(app, testDb.database.db, role)).cookie);
  }
});
afterAll(() => testDb.close());

describe("the operator permission matrix", () => {
  it("has every operator operation name a permission, but the listed session ones", () => {
    expect(operations.length).toBeGreaterThan(PUBLIC_OPERATIONS.length);
    const unnamed = operations.filter((operation) => !operation.permission).map((operation) => operation.name);
    expect(unnamed.filter((name) => !isListed(name))).toEqual([]);
    for (const name of [...PUBLIC_OPERATIONS, "GET /api/operator/me"]) expect(unnamed).toContain(name);
    // A listed operation that names a permission after all is checked as such; the list says so.
    const named = operations.filter((operation) => operation.permission).map((operation) => operation.name);
    expect(named.filter(isListed)).toEqual([]);
  });

  it("uses every permission of the matrix on some route, and names only the matrix's", () => {
    const used = new Set(operations.map((operation) => operation.permission).filter(Boolean));
    expect([...used].sort()).toEqual([...OPERATOR_PERMISSION_NAMES].sort());
  });

  it("lets each role do exactly what the matrix grants", async () => {
    const wrong: string[] = [];
    for (const operation of operations.filter((item) => item.permission)) {
      for (const role of OPERATOR_ROLE_NAMES) {
        const permission = operation.permission as OperatorPermission;
        const status = (await callAs(operation, cookies.get(role))).statusCode;
        const isAllowed = operatorCan(role, permission);
        if (isAllowed ? status === 401 || status === 403 || status >= 500 : status !== 403) {
          wrong.push(`${role} ${operation.name} (${permission}): ${status}, ${isAllowed ? "allowed" : "refused"}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("lets every role use its own session's operations", async () => {
    const wrong: string[] = [];
    for (const operation of operations.filter((item) => OWN_SESSION_OPERATIONS.includes(item.name))) {
      for (const role of OPERATOR_ROLE_NAMES) {
        const status = (await callAs(operation, cookies.get(role))).statusCode;
        if (status === 401 || status === 403) wrong.push(`${role} ${operation.name}: ${status}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("answers 401 to a signed-out caller on every operation but sign-in and sign-out", async () => {
    const wrong: string[] = [];
    for (const operation of operations.filter((item) => !PUBLIC_OPERATIONS.includes(item.name))) {
      const status = (await callAs(operation, undefined)).statusCode;
      if (status !== 401) wrong.push(`${operation.name}: ${status}`);
    }
    expect(wrong).toEqual([]);
  });

  it("tells each operator their permissions (GET /api/operator/me), as the matrix grants", async () => {
    for (const role of OPERATOR_ROLE_NAMES) {
      const me = await call(app, "GET", "/api/operator/me", { cookie: cookies.get(role) });
      expect(me.statusCode).toBe(200);
      expect(operatorProfile.parse(me.json())).toMatchObject({ role, permissions: permissionsOf(role) });
    }
  });
});

function isListed(name: string): boolean {
  return PUBLIC_OPERATIONS.includes(name) || OWN_SESSION_OPERATIONS.includes(name);
}

function operatorOperations(document: {
  paths: Record<string, Partial<Record<string, OpenApiOperation>>>;
}): Operation[] {
  return Object.entries(document.paths)
    .filter(([path]) => path.startsWith("/api/operator/"))
    .flatMap(([path, item]) =>
      METHODS.flatMap((method) => {
        const operation = item[method];
        if (!operation) return [];
        const name = `${method.toUpperCase()} ${path}`;
        return [{ name, method, path, permission: operation[PERMISSION_EXTENSION], hasBody: !!operation.requestBody }];
      }),
    );
}

/** The operation with a made-up id in every path parameter and an empty JSON body where one is taken. */
function callAs(operation: Operation, cookie: string | undefined) {
  const url = operation.path.replace(/\{[^}]+\}/g, MISSING_ID);
  const method = operation.method.toUpperCase() as Uppercase<Method>;
  return call(app, method, url, { cookie, payload: operation.hasBody ? {} : undefined });
}

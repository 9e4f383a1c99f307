import { staffList, staffMember } from "@croupier/contract/schemas/operator-staff";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../test/identity-helpers.ts";
import { createTestDatabase, type TestDatabase } from "../test/test-app.ts";
import {
  auditRows,
  enrolTwoFactor,
  operatorCookie,
  operatorSignIn,
  signedInOperator,
} from "./operator-test-helpers.ts";
import { LAST_ADMIN } from "./staff.ts";
import { listStaff } from "./staff-repository.ts";

// Staff management as the admin uses it: list, create (password answered once), re-role, disable,
// enable and reset two-factor sign-in, each audited with before and after; the last active admin
// (not disabled, enrolled) is protected whoever asks. The steps build on each other in order.

let tdb: TestDatabase;
let app: FastifyInstance;
let admin: { cookie: string; id: number; email: string };
let created: { id: number; email: string; password: string; cookie: string };

beforeAll(async () => {
  tdb = await createTestDatabase();
  app = await tdb.buildApp({ SIGN_IN_RATE_LIMIT_IP: "1000", SIGN_IN_RATE_LIMIT_EMAIL: "1000" });
  admin = await signedInOperator(app, tdb.database.db, "admin");
});
afterAll(() => tdb.close());

const path = (id: number, action = "") => `/api/operator/operators/${id}${action}`;
const asAdmin = (method: "GET" | "POST" | "PATCH", url: string, payload?: unknown) =>
  call(app, method, url, { cookie: admin.cookie, payload });

describe("staff management", () => {
  it("lists every operator with role, two-factor sign-in and the last sign-in", async () => {
    const response = await asAdmin("GET", "/api/operator/operators");
    expect(response.statusCode, response.body).toBe(200);
    const { data } = staffList.parse(response.json());
    expect(data.find((row) => row.id === admin.id)).toMatchObject({
      email: admin.email,
      role: "admin",
      disabled_at: null,
      two_factor_enabled: true,
      locked_until: null,
    });
    expect(data.find((row) => row.id === admin.id)?.last_sign_in_at).toEqual(expect.any(String));
  });

  it("protects the last active admin from re-role, disable and reset, even by themselves", async () => {
    for (const [method, url, payload] of [
      ["PATCH", path(admin.id), { operator: { role: "support" } }],
      ["POST", path(admin.id, "/disable"), undefined],
      ["POST", path(admin.id, "/reset_two_factor"), undefined],
    ] as const) {
      const response = await asAdmin(method, url, payload);
      expect(response.statusCode, url).toBe(409);
      expect(response.json()).toEqual({ error: LAST_ADMIN, code: "last_admin" });
    }
    expect(await auditRows(tdb.database.db, { target: { type: "operator", id: admin.id } })).toEqual([
      expect.objectContaining({ action: "operator.created" }),
    ]);
  });

  it("creates an operator with a generated password answered once, audited with the admin", async () => {
    const email = `new-admin-${Date.now()}@example.com`;
    const response = await asAdmin("POST", "/api/operator/operators", {
      operator: { email, name: "Ada", role: "admin" },
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.password).toMatch(/^[\w-]{24}$/);
    expect(staffMember.parse(body.operator)).toMatchObject({ email, role: "admin", two_factor_enabled: false });
    created = { id: body.operator.id, email, password: body.password, cookie: "" };
    expect(await auditRows(tdb.database.db, { target: { type: "operator", id: created.id } })).toEqual([
      expect.objectContaining({
        operator_id: admin.id,
        action: "operator.created",
        details: { before: null, after: { email, name: "Ada", role: "admin" } },
      }),
    ]);

    const again = await asAdmin("POST", "/api/operator/operators", {
      operator: { email: email.toUpperCase(), name: "Twin", role: "finance" },
    });
    expect(again.statusCode).toBe(422);
    expect(Object.keys(again.json().errors)).toEqual(["email"]);
    const invalid = await asAdmin("POST", "/api/operator/operators", {
      operator: { email: "not-an-address", name: "", role: "root" },
    });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(["email", "name", "role"]);
  });

  it("still protects the old admin while the new one has not enrolled, then lets it go", async () => {
    expect((await asAdmin("POST", path(admin.id, "/disable"))).statusCode).toBe(409);
    // The new admin signs in with the generated password and enrols.
    const signIn = await operatorSignIn(app, created.email, created.password);
    expect(signIn.statusCode, signIn.body).toBe(200);
    created.cookie = operatorCookie(signIn) ?? "";
    await enrolTwoFactor(app, created.cookie);
    // Two active admins: the first may now be re-roled; back to admin for the steps that follow.
    const reRoled = await asAdmin("PATCH", path(created.id), { operator: { role: "finance" } });
    expect(reRoled.statusCode, reRoled.body).toBe(200);
    expect(reRoled.json()).toMatchObject({ role: "finance" });
    const rows = await auditRows(tdb.database.db, { target: { type: "operator", id: created.id } });
    expect(rows.at(-1)).toMatchObject({
      operator_id: admin.id,
      action: "operator.role_changed",
      details: {
        email: created.email,
        before: { role: "admin", disabled_at: null, two_factor_enabled: true },
        after: { role: "finance", disabled_at: null, two_factor_enabled: true },
      },
    });
    // The same role again changes and records nothing.
    expect((await asAdmin("PATCH", path(created.id), { operator: { role: "finance" } })).statusCode).toBe(200);
    expect(await auditRows(tdb.database.db, { target: { type: "operator", id: created.id } })).toHaveLength(
      rows.length,
    );
  });

  it("disables (sessions end, no sign-in) and enables again, both audited", async () => {
    const withdrawals = () => call(app, "GET", "/api/operator/withdrawals", { cookie: created.cookie });
    expect((await withdrawals()).statusCode).toBe(200);
    const disabled = await asAdmin("POST", path(created.id, "/disable"));
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json().disabled_at).toEqual(expect.any(String));
    expect((await withdrawals()).statusCode).toBe(401);
    const refused = await operatorSignIn(app, created.email, created.password);
    expect(refused.json()).toEqual({ error: "Invalid email or password." });

    const enabled = await asAdmin("POST", path(created.id, "/enable"));
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect(enabled.json()).toMatchObject({ disabled_at: null });
    const rows = await auditRows(tdb.database.db, { target: { type: "operator", id: created.id } });
    expect(rows.slice(-2)).toMatchObject([
      { action: "operator.disabled", details: { before: { disabled_at: null }, after: { role: "finance" } } },
      { action: "operator.enabled", details: { after: { disabled_at: null } } },
    ]);
    expect(rows.at(-1)?.details.before).toMatchObject({ disabled_at: expect.any(String) });
  });

  it("resets a lost authenticator: sessions end and the next sign-in enrols again", async () => {
    // Signed in on a full session (two-factor on: the password alone asks for a code).
    const noCode = await operatorSignIn(app, created.email, created.password);
    expect(noCode.statusCode).toBe(401);
    expect(noCode.json().two_factor_enabled).toBe(true);

    const reset = await asAdmin("POST", path(created.id, "/reset_two_factor"));
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toMatchObject({ two_factor_enabled: false });
    const rows = await auditRows(tdb.database.db, { target: { type: "operator", id: created.id } });
    expect(rows.at(-1)).toMatchObject({
      action: "operator.two_factor_reset",
      details: { before: { two_factor_enabled: true }, after: { two_factor_enabled: false } },
    });

    const again = await operatorSignIn(app, created.email, created.password);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ two_factor_enabled: false });
    created.cookie = operatorCookie(again) ?? "";
    const withdrawals = await call(app, "GET", "/api/operator/withdrawals", { cookie: created.cookie });
    expect(withdrawals.statusCode).toBe(403);
    await enrolTwoFactor(app, created.cookie);
  });

  it("ends the sessions of a reset operator at once", async () => {
    const other = await signedInOperator(app, tdb.database.db, "support");
    expect((await call(app, "GET", "/api/operator/support/messages", { cookie: other.cookie })).statusCode).toBe(200);
    expect((await asAdmin("POST", path(other.id, "/reset_two_factor"))).statusCode).toBe(200);
    expect((await call(app, "GET", "/api/operator/support/messages", { cookie: other.cookie })).statusCode).toBe(401);
  });

  it("answers 404 for an unknown operator and 403 to a role without operators.manage", async () => {
    expect((await asAdmin("POST", path(2_147_483_647, "/disable"))).statusCode).toBe(404);
    const support = await signedInOperator(app, tdb.database.db, "support");
    for (const [method, url] of [
      ["GET", "/api/operator/operators"],
      ["POST", path(admin.id, "/disable")],
    ] as const) {
      expect((await call(app, method, url, { cookie: support.cookie })).statusCode).toBe(403);
    }
  });

  it("lets only one of two admins disabling each other at once succeed", async () => {
    // `admin` and `created` (made admin again) are the only active admins.
    expect((await asAdmin("PATCH", path(created.id), { operator: { role: "admin" } })).statusCode).toBe(200);
    const [first, second] = await Promise.all([
      asAdmin("POST", path(created.id, "/disable")),
      call(app, "POST", path(admin.id, "/disable"), { cookie: created.cookie }),
    ]);
    // The later one finds the last active admin (409), or its own session already ended (401).
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses[0]).toBe(200);
    expect([401, 409]).toContain(statuses[1]);
    const staff = await listStaff(tdb.database.db);
    const activeAdmins = staff.filter(
      (row) => row.operator.role === "admin" && !row.operator.disabledAt && row.twoFactorEnabled,
    );
    expect(activeAdmins).toHaveLength(1);
  });
});

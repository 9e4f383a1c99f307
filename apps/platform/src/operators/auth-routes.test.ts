import { operatorProfile } from "@croupier/contract";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { selectRows } from "../db/database.ts";
import { call, GERMAN_IP, signUp, uniqueEmail } from "../test/identity-helpers.ts";
import { createTestDatabase, type TestDatabase } from "../test/test-app.ts";
import { disableOperatorByEmail } from "./operator-admin.ts";
import { OPERATOR_SESSION_MS } from "./operator-sessions.ts";
import {
  auditRows,
  createTestOperator,
  enrolTwoFactor,
  OPERATOR_PASSWORD,
  operatorCookie,
  operatorSignIn,
  signedInOperator,
  totpCode,
} from "./operator-test-helpers.ts";

let tdb: TestDatabase;
let app: FastifyInstance;
const clock = { now: new Date("2031-03-01T08:00:00Z") };
const ORIGIN = "https://casino.example";

beforeAll(async () => {
  tdb = await createTestDatabase();
  app = await tdb.buildApp(
    {
      PUBLIC_ORIGIN: ORIGIN,
      SIGN_UP_RATE_LIMIT_IP: "1000",
      SIGN_IN_RATE_LIMIT_IP: "1000",
      SIGN_IN_RATE_LIMIT_EMAIL: "3",
    },
    { now: () => clock.now },
  );
});
afterAll(() => tdb.close());

describe("POST /api/operator/sign_in", () => {
  it("answers the operator and sets a Strict, HttpOnly, Secure cookie; the sign-in is audited with the IP", async () => {
    const operator = await createTestOperator(tdb.database.db, "finance");
    const response = await operatorSignIn(app, operator.email.toUpperCase());
    expect(response.statusCode).toBe(200);
    // A new operator: two-factor enrolment comes next (operator-security.test.ts).
    expect(operatorProfile.parse(response.json())).toMatchObject({
      id: operator.id,
      email: operator.email,
      name: "Test finance",
      role: "finance",
      two_factor_enabled: false,
    });
    const cookie = response.cookies.find((item) => item.name === "_croupier_operator");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", secure: true, path: "/" });
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(await auditRows(tdb.database.db, { operatorId: operator.id })).toMatchObject([
      { action: "operator.signed_in", ip: GERMAN_IP, target_type: null },
    ]);
  });

  it("answers 401 for a wrong password, an unknown e-mail and a disabled operator, each audited", async () => {
    const operator = await createTestOperator(tdb.database.db, "support");
    const wrong = await operatorSignIn(app, operator.email, "Wrong-password-1");
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: "Invalid email or password." });
    expect(operatorCookie(wrong)).toBeUndefined();
    const unknownEmail = uniqueEmail("nobody");
    expect((await operatorSignIn(app, unknownEmail)).statusCode).toBe(401);
    await disableOperatorByEmail(tdb.database.db, operator.email, new Date());
    const disabled = await operatorSignIn(app, operator.email);
    expect(disabled.statusCode).toBe(401);
    expect(disabled.json()).toEqual(wrong.json());

    const failures = (await auditRows(tdb.database.db, { operatorId: operator.id })).filter(
      (row) => row.action === "operator.sign_in_failed",
    );
    expect(failures).toMatchObject([
      { ip: GERMAN_IP, details: { email: operator.email, reason: "wrong_password" } },
      { ip: GERMAN_IP, details: { email: operator.email, reason: "disabled" } },
    ]);
    const rows = await selectRows<{ operator_id: number | null; details: { reason: string } }>(
      tdb.database.db,
      sql`select operator_id, details from operator_audit_log
           where action = 'operator.sign_in_failed' and details->>'email' = ${unknownEmail}`,
    );
    expect(rows).toEqual([{ operator_id: null, details: { email: unknownEmail, reason: "unknown_email" } }]);
  });

  it("answers 422 with field errors for a malformed body, in the request's language", async () => {
    const response = await call(app, "POST", "/api/operator/sign_in?l=es", {
      payload: { operator: { email: "nope", password: "" } },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      errors: {
        email: ["introdúzcalo en el formato correcto, como name@example.com"],
        password: ["debe completarse"],
      },
    });
  });

  it("refuses a cross-site sign-in (403) and limits attempts per e-mail (429)", async () => {
    const operator = await createTestOperator(tdb.database.db, "admin");
    const crossSite = await app.inject({
      method: "POST",
      url: "/api/operator/sign_in",
      headers: { origin: "https://evil.example", "content-type": "application/json" },
      payload: { operator: { email: operator.email, password: OPERATOR_PASSWORD } },
    });
    expect(crossSite.statusCode).toBe(403);
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await operatorSignIn(app, operator.email, "Wrong-password-1")).statusCode).toBe(401);
    }
    expect((await operatorSignIn(app, operator.email)).statusCode).toBe(429);
  });
});

describe("operator sessions", () => {
  it("GET /api/operator/me answers the operator; sign-out ends the session (audited) and clears the cookie", async () => {
    const { cookie, id } = await signedInOperator(app, tdb.database.db, "admin");
    const me = await call(app, "GET", "/api/operator/me", { cookie });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id, role: "admin" });

    const out = await call(app, "DELETE", "/api/operator/sign_out", { cookie });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((item) => item.name === "_croupier_operator")?.value).toBe("");
    expect((await call(app, "GET", "/api/operator/me", { cookie })).statusCode).toBe(401);
    const actions = (await auditRows(tdb.database.db, { operatorId: id })).map((row) => row.action);
    expect(actions).toEqual(["operator.signed_in", "operator.two_factor_enabled", "operator.signed_out"]);
    // Signing out again (no session) is harmless and records nothing.
    expect((await call(app, "DELETE", "/api/operator/sign_out", { cookie })).statusCode).toBe(204);
    expect(await auditRows(tdb.database.db, { operatorId: id })).toHaveLength(3);
  });

  it("answers 401 without a cookie or with a forged one", async () => {
    const none = await call(app, "GET", "/api/operator/me");
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ error: "Sign in as an operator first." });
    const forged = await call(app, "GET", "/api/operator/me", { cookie: "_croupier_operator=forged" });
    expect(forged.statusCode).toBe(401);
  });

  it("keeps players and operators apart: neither cookie opens the other's API", async () => {
    const player = await signUp(app);
    expect((await call(app, "GET", "/api/operator/me", { cookie: player.cookie })).statusCode).toBe(401);
    // Even a player's token presented under the operator cookie's name.
    const token = player.cookie.split("=")[1] ?? "";
    const renamed = await call(app, "GET", "/api/operator/me", { cookie: `_croupier_operator=${token}` });
    expect(renamed.statusCode).toBe(401);
    const { cookie } = await signedInOperator(app, tdb.database.db, "admin");
    expect((await call(app, "GET", "/api/player", { cookie })).statusCode).toBe(401);
  });

  it("ends 8 hours after sign-in however active, and at once when the operator is disabled", async () => {
    const { cookie } = await signedInOperator(app, tdb.database.db, "finance");
    const start = clock.now;
    try {
      // Used every 10 minutes, so the idle timeout (15) never ends it.
      for (let at = 10 * 60_000; at < OPERATOR_SESSION_MS; at += 10 * 60_000) {
        clock.now = new Date(start.getTime() + at);
        expect((await call(app, "GET", "/api/operator/me", { cookie })).statusCode).toBe(200);
      }
      clock.now = new Date(start.getTime() + OPERATOR_SESSION_MS - 60_000);
      expect((await call(app, "GET", "/api/operator/me", { cookie })).statusCode).toBe(200);
      clock.now = new Date(start.getTime() + OPERATOR_SESSION_MS);
      expect((await call(app, "GET", "/api/operator/me", { cookie })).statusCode).toBe(401);
    } finally {
      clock.now = start;
    }
    const other = await signedInOperator(app, tdb.database.db, "finance");
    expect((await call(app, "GET", "/api/operator/me", { cookie: other.cookie })).statusCode).toBe(200);
    await disableOperatorByEmail(tdb.database.db, other.email, new Date());
    expect((await call(app, "GET", "/api/operator/me", { cookie: other.cookie })).statusCode).toBe(401);
  });

  it("a new sign-in replaces the request's old session", async () => {
    const { email } = await createTestOperator(tdb.database.db, "support");
    const cookie = operatorCookie(await operatorSignIn(app, email)) ?? "";
    const { secret } = await enrolTwoFactor(app, cookie);
    const start = clock.now;
    clock.now = new Date(start.getTime() + 30_000);
    try {
      const again = await call(app, "POST", "/api/operator/sign_in", {
        cookie,
        payload: { operator: { email, password: OPERATOR_PASSWORD, otp_attempt: totpCode(secret, clock.now) } },
      });
      expect(again.statusCode).toBe(200);
      expect((await call(app, "GET", "/api/operator/me", { cookie })).statusCode).toBe(401);
      expect((await call(app, "GET", "/api/operator/me", { cookie: operatorCookie(again) })).statusCode).toBe(200);
    } finally {
      clock.now = start;
    }
  });
});

import { operatorProfile } from "@croupier/contract";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { selectRows } from "../db/database.ts";
import { call, GERMAN_IP } from "../test/identity-helpers.ts";
import { createTestDatabase, type TestDatabase } from "../test/test-app.ts";
import { ENROLMENT_REQUIRED } from "./operator-sessions.ts";
import {
  auditRows,
  createTestOperator,
  enrolTwoFactor,
  operatorCookie,
  operatorSignIn,
  signedInOperator,
  totpCode,
} from "./operator-test-helpers.ts";

// The back office's sign-in security: two-factor sign-in required of every operator (enrolment at
// the first sign-in, codes at every later one, recovery codes), the lock-out after repeated
// failures, the idle timeout and the operator's own session list. Codes are computed with otpauth
// at the app's clock, which the tests move by 30-second steps.

const STEP_MS = 30_000;
const MINUTE = 60_000;
const OTHER_IP = "203.0.113.9";
const WRONG_PASSWORD_BODY = { error: "Invalid email or password." };

let tdb: TestDatabase;
let app: FastifyInstance;
const clock = { now: new Date("2031-03-01T08:00:00Z") };

beforeAll(async () => {
  tdb = await createTestDatabase();
  app = await tdb.buildApp(
    { SIGN_IN_RATE_LIMIT_IP: "1000", SIGN_IN_RATE_LIMIT_EMAIL: "1000" },
    { now: () => clock.now },
  );
});
afterAll(() => tdb.close());

function later(ms: number): void {
  clock.now = new Date(clock.now.getTime() + ms);
}

/** A code surely wrong now (and one step either side). */
function wrongCode(secret: string): string {
  const near = [-1, 0, 1].map((step) => totpCode(secret, new Date(clock.now.getTime() + step * STEP_MS)));
  for (let n = 100_000; ; n++) if (!near.includes(String(n))) return String(n);
}

/** A new operator, enrolled: its e-mail, secret, recovery codes and the enrolling session's cookie. */
async function enrolledOperator(role: "admin" | "finance" | "support" = "admin") {
  const operator = await createTestOperator(tdb.database.db, role);
  const cookie = operatorCookie(await operatorSignIn(app, operator.email)) ?? "";
  const { secret, recoveryCodes } = await enrolTwoFactor(app, cookie);
  return { ...operator, cookie, secret, recoveryCodes };
}

/** A sign-in with a fresh code (the clock moves on a step first: a code is never used twice). */
async function signInWithCode(email: string, secret: string, remoteAddress?: string) {
  later(STEP_MS);
  const response = await operatorSignIn(app, email, undefined, remoteAddress, totpCode(secret, clock.now));
  expect(response.statusCode, response.body).toBe(200);
  return operatorCookie(response) ?? "";
}

describe("two-factor enrolment at the first sign-in", () => {
  it("lets a new operator in only to enrol; a computed code turns it on and opens the role's routes", async () => {
    const operator = await createTestOperator(tdb.database.db, "admin");
    const first = await operatorSignIn(app, operator.email);
    expect(first.statusCode).toBe(200);
    expect(operatorProfile.parse(first.json())).toMatchObject({ id: operator.id, two_factor_enabled: false });
    const cookie = operatorCookie(first) ?? "";
    // Signed in twice before enrolling: that other session never proved a second factor.
    const other = operatorCookie(await operatorSignIn(app, operator.email)) ?? "";

    const me = await call(app, "GET", "/api/operator/me", { cookie });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ two_factor_enabled: false });
    const withdrawals = await call(app, "GET", "/api/operator/withdrawals", { cookie });
    expect(withdrawals.statusCode).toBe(403);
    expect(withdrawals.json().error).toBe(ENROLMENT_REQUIRED);
    const sessions = await call(app, "GET", "/api/operator/sessions", { cookie });
    expect(sessions.statusCode).toBe(403);
    expect(sessions.json()).toEqual({ error: ENROLMENT_REQUIRED, code: "two_factor_enrolment_required" });
    expect((await call(app, "GET", "/api/operator/audit_log", { cookie })).statusCode).toBe(403);

    const setup = await call(app, "GET", "/api/operator/two_factor", { cookie });
    expect(setup.statusCode).toBe(200);
    const { otp_secret: secret, data } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(data).toMatch(/^otpauth:\/\/totp\/Croupier%20back%20office:.+\?/);
    expect(new URL(data).searchParams.get("issuer")).toBe("Croupier back office");
    expect(decodeURIComponent(data)).toContain(operator.email);

    const enable = (otp_secret: string, authentication_code: string) =>
      call(app, "POST", "/api/operator/two_factor", {
        cookie,
        payload: { two_factor: { otp_secret, authentication_code } },
      });
    const wrong = await enable(secret, wrongCode(secret));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ errors: { authentication_code: ["is invalid"] } });
    expect((await enable("AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", totpCode(secret, clock.now))).json()).toEqual({
      errors: { otp_secret: ["is invalid"] },
    });
    const enabled = await enable(secret, totpCode(secret, clock.now));
    expect(enabled.statusCode).toBe(200);
    const { recovery_codes } = enabled.json();
    expect(recovery_codes).toHaveLength(10);
    for (const code of recovery_codes) expect(code).toMatch(/^[0-9a-z]{5}-[0-9a-z]{5}$/);

    expect((await call(app, "GET", "/api/operator/withdrawals", { cookie })).statusCode).toBe(200);
    expect((await call(app, "GET", "/api/operator/me", { cookie })).json()).toMatchObject({ two_factor_enabled: true });
    expect((await call(app, "GET", "/api/operator/me", { cookie: other })).statusCode).toBe(401);
    // On for good: the secret in use is never offered again, and there is no turning it off.
    const again = await call(app, "GET", "/api/operator/two_factor", { cookie });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ errors: { two_factor: ["Two-factor sign-in is already on"] } });
    expect((await call(app, "DELETE", "/api/operator/two_factor", { cookie })).statusCode).toBe(404);
    const actions = (await auditRows(tdb.database.db, { operatorId: operator.id })).map((row) => row.action);
    expect(actions).toEqual(["operator.signed_in", "operator.signed_in", "operator.two_factor_enabled"]);
  });

  it("answers 401 to the enrolment without an operator session", async () => {
    expect((await call(app, "GET", "/api/operator/two_factor")).statusCode).toBe(401);
  });

  it("signedInOperator (the other tests' helper) answers an enrolled session", async () => {
    const { cookie } = await signedInOperator(app, tdb.database.db, "support");
    expect((await call(app, "GET", "/api/operator/withdrawals", { cookie })).statusCode).toBe(200);
  });
});

describe("sign-in with two-factor sign-in on", () => {
  it("asks for the code, accepts a fresh one and refuses it replayed", async () => {
    const operator = await enrolledOperator();
    later(STEP_MS);
    const asked = await operatorSignIn(app, operator.email);
    expect(asked.statusCode).toBe(401);
    expect(asked.json()).toEqual({
      error: "Enter the 6-digit code from your authenticator app, or a recovery code.",
      errors: { otp_attempt: ["otp_required"] },
      two_factor_enabled: true,
    });
    expect(operatorCookie(asked)).toBeUndefined();

    const code = totpCode(operator.secret, clock.now);
    const signedIn = await operatorSignIn(app, operator.email, undefined, undefined, code);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ two_factor_enabled: true });
    const cookie = operatorCookie(signedIn);
    expect((await call(app, "GET", "/api/operator/withdrawals", { cookie })).statusCode).toBe(200);

    const replayed = await operatorSignIn(app, operator.email, undefined, undefined, code);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toMatchObject({ errors: { otp_attempt: ["otp_invalid"] } });
    expect(operatorCookie(replayed)).toBeUndefined();
    const failures = (await auditRows(tdb.database.db, { operatorId: operator.id }))
      .filter((row) => row.action === "operator.sign_in_failed")
      .map((row) => row.details.reason);
    expect(failures).toEqual(["otp_required", "wrong_code"]);
  });

  it("accepts each recovery code once (case, spaces and dash ignored)", async () => {
    const operator = await enrolledOperator();
    const [code = "", other = ""] = operator.recoveryCodes;
    const first = await operatorSignIn(app, operator.email, undefined, undefined, code.toUpperCase());
    expect(first.statusCode).toBe(200);
    const second = await operatorSignIn(app, operator.email, undefined, undefined, code);
    expect(second.statusCode).toBe(401);
    expect(second.json()).toMatchObject({ errors: { otp_attempt: ["otp_invalid"] } });
    expect(
      (await operatorSignIn(app, operator.email, undefined, undefined, ` ${other.replace("-", "")} `)).statusCode,
    ).toBe(200);
  });

  it("does not ask for the code before the password is right", async () => {
    const operator = await enrolledOperator();
    const wrong = await operatorSignIn(app, operator.email, "Wrong-password-1");
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(WRONG_PASSWORD_BODY);
  });
});

describe("lock-out", () => {
  it("locks after 5 consecutive failures (password or code) for 15 minutes, telling the guesser nothing", async () => {
    const operator = await enrolledOperator("finance");
    const failPassword = async () =>
      expect((await operatorSignIn(app, operator.email, "Wrong-password-1")).json()).toEqual(WRONG_PASSWORD_BODY);
    for (let n = 0; n < 4; n++) await failPassword();
    // A success resets the count.
    await signInWithCode(operator.email, operator.secret);
    for (let n = 0; n < 4; n++) await failPassword();
    later(STEP_MS);
    const fifth = await operatorSignIn(app, operator.email, undefined, undefined, wrongCode(operator.secret));
    expect(fifth.statusCode).toBe(401);
    expect(fifth.json()).toMatchObject({ errors: { otp_attempt: ["otp_invalid"] } });

    // Locked: the right password and code answer what a wrong password does.
    later(STEP_MS);
    const locked = await operatorSignIn(
      app,
      operator.email,
      undefined,
      undefined,
      totpCode(operator.secret, clock.now),
    );
    expect(locked.statusCode).toBe(401);
    expect(locked.json()).toEqual(WRONG_PASSWORD_BODY);
    expect(operatorCookie(locked)).toBeUndefined();
    expect((await operatorSignIn(app, operator.email)).json()).toEqual(WRONG_PASSWORD_BODY);

    const rows = await auditRows(tdb.database.db, { operatorId: operator.id });
    const lockRows = rows.filter((row) => row.action === "operator.locked_out");
    expect(lockRows).toMatchObject([{ ip: GERMAN_IP, details: { failures: 5 } }]);
    expect(rows.filter((row) => row.details.reason === "locked")).toHaveLength(2);

    later(15 * MINUTE - 2 * STEP_MS);
    const stillLocked = await operatorSignIn(
      app,
      operator.email,
      undefined,
      undefined,
      totpCode(operator.secret, clock.now),
    );
    expect(stillLocked.json()).toEqual(WRONG_PASSWORD_BODY);
    later(2 * STEP_MS);
    await signInWithCode(operator.email, operator.secret);
    const [state] = await selectRows<{ failed_sign_ins: number; locked_until: Date | null }>(
      tdb.database.db,
      sql`select failed_sign_ins, locked_until from operators where id = ${operator.id}`,
    );
    expect(state).toEqual({ failed_sign_ins: 0, locked_until: null });
  });
});

describe("idle timeout", () => {
  it("ends a session unused for 15 minutes; each use (at most one write a minute) keeps it", async () => {
    const operator = await enrolledOperator("support");
    const { cookie } = operator;
    const me = () => call(app, "GET", "/api/operator/me", { cookie });
    later(14 * MINUTE);
    expect((await me()).statusCode).toBe(200);
    later(14 * MINUTE);
    expect((await me()).statusCode).toBe(200);
    later(15 * MINUTE);
    expect((await me()).statusCode).toBe(401);
    const rows = await selectRows<{ n: number }>(
      tdb.database.db,
      sql`select count(*)::int as n from operator_sessions where operator_id = ${operator.id}`,
    );
    expect(rows).toEqual([{ n: 0 }]);
  });
});

describe("GET and DELETE /api/operator/sessions", () => {
  it("lists the operator's own live sessions and ends one (audited); others' ids answer 404", async () => {
    const operator = await enrolledOperator("support");
    const here = await signInWithCode(operator.email, operator.secret);
    const elsewhere = await signInWithCode(operator.email, operator.secret, OTHER_IP);
    const list = await call(app, "GET", "/api/operator/sessions", { cookie: here });
    expect(list.statusCode).toBe(200);
    const sessions = list.json().data as Array<{ id: number; ip: string; current: boolean; last_seen_at: string }>;
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    const other = sessions.find((session) => session.ip === OTHER_IP);
    expect(other).toMatchObject({ current: false, last_seen_at: clock.now.toISOString() });
    if (!other) throw new Error("no session from the other IP");

    const stranger = await signedInOperator(app, tdb.database.db, "support");
    expect(
      (await call(app, "DELETE", `/api/operator/sessions/${other.id}`, { cookie: stranger.cookie })).statusCode,
    ).toBe(404);
    expect((await call(app, "DELETE", "/api/operator/sessions/99999999", { cookie: here })).statusCode).toBe(404);
    expect((await call(app, "DELETE", "/api/operator/sessions/abc", { cookie: here })).statusCode).toBe(422);

    const ended = await call(app, "DELETE", `/api/operator/sessions/${other.id}`, { cookie: here });
    expect(ended.statusCode).toBe(204);
    expect((await call(app, "GET", "/api/operator/me", { cookie: elsewhere })).statusCode).toBe(401);
    expect((await call(app, "GET", "/api/operator/sessions", { cookie: here })).json().data).toHaveLength(2);
    expect((await auditRows(tdb.database.db, { operatorId: operator.id })).at(-1)).toMatchObject({
      action: "operator.session_ended",
      target_type: "operator_session",
      target_id: String(other.id),
    });

    // Ending the current one signs this browser out.
    const current = sessions.find((session) => session.current);
    const own = await call(app, "DELETE", `/api/operator/sessions/${current?.id}`, { cookie: here });
    expect(own.statusCode).toBe(204);
    expect((await call(app, "GET", "/api/operator/me", { cookie: here })).statusCode).toBe(401);
  });

  it("answers 401 signed out", async () => {
    expect((await call(app, "GET", "/api/operator/sessions")).statusCode).toBe(401);
    expect((await call(app, "DELETE", "/api/operator/sessions/1")).statusCode).toBe(401);
  });
});

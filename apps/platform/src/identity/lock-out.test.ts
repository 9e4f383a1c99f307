import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  call,
  deviceCookie,
  PASSWORD,
  RELAXED_AUTH_LIMITS,
  signUpPayload,
  uniqueEmail,
} from "../test/identity-helpers.ts";
import type { SmtpSink } from "../test/smtp-sink.ts";
import { handClock, startMailingTestApp, stopMailingTestApp, type TestDatabase } from "../test/test-app.ts";
import { findUserByEmail, updateUser } from "./repository.ts";

// Failed sign-ins from elsewhere cannot lock a player out of a device they signed in from before
// (device cookies); failures are throttled per (account, IP); the lock-out
// answers the same whether or not the address has an account.

let testDb: TestDatabase;
let smtp: SmtpSink;
let app: FastifyInstance;
const clock = handClock("2031-09-01T10:00:00Z");
const { later } = clock;
const MINUTE = 60_000;
const RELAXED = { ...RELAXED_AUTH_LIMITS, IDENTITY_MAIL_LIMIT: "1000" };
const ATTACKER_IP = "203.0.113.66";
const OTHER_ATTACKER_IP = "198.51.100.23";

beforeAll(async () => {
  ({ testDb, smtp, app } = await startMailingTestApp(RELAXED, { now: () => clock.now }));
});
afterAll(() => stopMailingTestApp({ testDb, smtp, app }));

/** Signs a player up in "their browser": answers the address and that browser's device cookie. */
async function playerWithDevice(target = app): Promise<{ email: string; device: string }> {
  const email = uniqueEmail("device");
  const response = await call(target, "POST", "/api/users", { payload: signUpPayload(email) });
  expect(response.statusCode).toBe(201);
  const device = deviceCookie(response);
  if (!device) throw new Error("sign-up set no device cookie");
  return { email, device };
}

function signInFrom(target: FastifyInstance, email: string, password: string, device?: string, ip?: string) {
  return call(target, "POST", "/api/users/sign_in", {
    payload: { user: { email, password } },
    cookie: device,
    remoteAddress: ip,
  });
}

async function lockFrom(target: FastifyInstance, email: string, ip: string): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt++) await signInFrom(target, email, "Wrong-123", undefined, ip);
}

describe("a device that signed in before", () => {
  it("is not locked out by failures from elsewhere; other browsers are", async () => {
    const { email, device } = await playerWithDevice();
    await lockFrom(app, email, ATTACKER_IP);
    // The attacker (and any unknown browser) meets the account's lock.
    const elsewhere = await signInFrom(app, email, PASSWORD, undefined, OTHER_ATTACKER_IP);
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.json().errors).toEqual({ email: ["locked"] });
    // The player's own browser signs in with the right password.
    const own = await signInFrom(app, email, PASSWORD, device);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ email });
    // Signing in there keeps the account locked for the others.
    expect((await signInFrom(app, email, PASSWORD, undefined, OTHER_ATTACKER_IP)).json().errors).toEqual({
      email: ["locked"],
    });
  });

  it("is not slowed by the per-address limit that attempts from elsewhere use up", async () => {
    const limited = await testDb.buildApp(
      { ...RELAXED, SMTP_URL: smtp.url, SIGN_IN_RATE_LIMIT_EMAIL: "3" },
      { now: () => clock.now },
    );
    const { email, device } = await playerWithDevice(limited);
    for (let attempt = 0; attempt < 3; attempt++) await signInFrom(limited, email, "Wrong-123", undefined, ATTACKER_IP);
    expect((await signInFrom(limited, email, PASSWORD, undefined, OTHER_ATTACKER_IP)).statusCode).toBe(429);
    expect((await signInFrom(limited, email, PASSWORD, device)).statusCode).toBe(200);
  });

  it("counts its own failures and loses its trust at MAX_FAILED_SIGN_INS, without locking the account", async () => {
    const { email, device } = await playerWithDevice();
    for (let attempt = 0; attempt < 5; attempt++) {
      const failed = await signInFrom(app, email, "Wrong-123", device);
      expect(failed.json().errors).toEqual({ password: ["wrong_password"] });
    }
    // The account is not locked: another browser signs in.
    expect((await signInFrom(app, email, PASSWORD, undefined, OTHER_ATTACKER_IP)).statusCode).toBe(200);
    // The device is an ordinary browser now: a lock from elsewhere stops it too.
    await lockFrom(app, email, ATTACKER_IP);
    expect((await signInFrom(app, email, PASSWORD, device)).json().errors).toEqual({ email: ["locked"] });
  });

  it("is a device of one player only, and a forged cookie is nobody's", async () => {
    const { email } = await playerWithDevice();
    const other = await playerWithDevice();
    await lockFrom(app, email, ATTACKER_IP);
    expect((await signInFrom(app, email, PASSWORD, other.device)).json().errors).toEqual({ email: ["locked"] });
    const forged = "_casino_device=forged-value";
    expect((await signInFrom(app, email, PASSWORD, forged)).json().errors).toEqual({ email: ["locked"] });
  });

  it("stays trusted DEVICE_TRUST_DAYS after its last sign-in", async () => {
    const { email, device } = await playerWithDevice();
    const user = await findUserByEmail(testDb.database.db, email);
    if (!user) throw new Error("no user");
    await updateUser(testDb.database.db, user.id, { confirmedAt: clock.now });
    later(179 * 24 * 60 * MINUTE);
    await lockFrom(app, email, ATTACKER_IP);
    expect((await signInFrom(app, email, PASSWORD, device)).statusCode).toBe(200);
    later(181 * 24 * 60 * MINUTE);
    await lockFrom(app, email, ATTACKER_IP);
    expect((await signInFrom(app, email, PASSWORD, device)).json().errors).toEqual({ email: ["locked"] });
  });
});

describe("failures per (account, IP)", () => {
  it("are throttled with 429 after SIGN_IN_FAILURE_LIMIT_ACCOUNT_IP, for that pair only, until the window ends", async () => {
    const throttled = await testDb.buildApp(
      { ...RELAXED, SMTP_URL: smtp.url, SIGN_IN_FAILURE_LIMIT_ACCOUNT_IP: "2", SIGN_IN_FAILURE_WINDOW_MINUTES: "15" },
      { now: () => clock.now },
    );
    const { email, device } = await playerWithDevice(throttled);
    // From the player's own device (never locked), two failures from this IP...
    for (let attempt = 0; attempt < 2; attempt++) {
      expect((await signInFrom(throttled, email, "Wrong-123", device, ATTACKER_IP)).statusCode).toBe(401);
    }
    // ...and this IP may not try this account again, not even with the right password.
    const third = await signInFrom(throttled, email, PASSWORD, device, ATTACKER_IP);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ error: "Too many requests, try again later." });
    // Another IP, or another account from this IP, is not affected.
    expect((await signInFrom(throttled, email, PASSWORD, device, OTHER_ATTACKER_IP)).statusCode).toBe(200);
    const { email: otherEmail } = await playerWithDevice(throttled);
    expect((await signInFrom(throttled, otherEmail, PASSWORD, undefined, ATTACKER_IP)).statusCode).toBe(200);
    later(15 * MINUTE);
    expect((await signInFrom(throttled, email, PASSWORD, device, ATTACKER_IP)).statusCode).toBe(200);
  });

  it("throttle unknown addresses the same way", async () => {
    const throttled = await testDb.buildApp(
      { ...RELAXED, SMTP_URL: smtp.url, SIGN_IN_FAILURE_LIMIT_ACCOUNT_IP: "2", MAX_FAILED_SIGN_INS: "50" },
      { now: () => clock.now },
    );
    const { email } = await playerWithDevice(throttled);
    const ghost = uniqueEmail("ghost");
    for (const address of [email, ghost]) {
      const statuses = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        statuses.push((await signInFrom(throttled, address, "Wrong-123", undefined, ATTACKER_IP)).statusCode);
      }
      expect(statuses).toEqual([401, 401, 429]);
    }
  });
});

describe("the lock-out", () => {
  it("answers an address without an account exactly as an account, so it reveals none", async () => {
    const { email } = await playerWithDevice();
    const ghost = uniqueEmail("ghost");
    const answers = async (address: string) => {
      const seen = [];
      for (let attempt = 0; attempt < 7; attempt++) {
        const response = await signInFrom(app, address, "Wrong-123", undefined, ATTACKER_IP);
        seen.push({ status: response.statusCode, body: response.json() });
      }
      return seen;
    };
    const real = await answers(email);
    const phantom = await answers(ghost);
    expect(phantom).toEqual(real);
    expect(real.map((answer) => Object.keys(answer.body.errors)[0])).toEqual([
      "password",
      "password",
      "password",
      "password",
      "email",
      "email",
      "email",
    ]);
    // Both locks end after UNLOCK_AFTER_MINUTES.
    later(60 * MINUTE);
    const realAfter = await signInFrom(app, email, "Wrong-123", undefined, OTHER_ATTACKER_IP);
    const phantomAfter = await signInFrom(app, ghost, "Wrong-123", undefined, OTHER_ATTACKER_IP);
    expect(phantomAfter.json()).toEqual(realAfter.json());
    expect(realAfter.json().errors).toEqual({ password: ["wrong_password"] });
  });
});

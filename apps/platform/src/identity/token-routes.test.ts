import { player } from "@croupier/contract";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  call,
  deviceCookie,
  linkToken,
  PASSWORD,
  RELAXED_AUTH_LIMITS,
  sessionCookie,
  signIn,
  signUp,
  signUpPayload,
  uniqueEmail,
  waitForMailTo,
} from "../test/identity-helpers.ts";
import type { SmtpSink } from "../test/smtp-sink.ts";
import { handClock, startMailingTestApp, stopMailingTestApp, type TestDatabase } from "../test/test-app.ts";
import { findUserByEmail } from "./repository.ts";

let testDb: TestDatabase;
let smtp: SmtpSink;
let app: FastifyInstance;
const clock = handClock("2031-06-01T08:00:00Z");
const { later } = clock;
const HOUR = 3_600_000;
const NEW_PASSWORD = "Brand-new-456";

beforeAll(async () => {
  ({ testDb, smtp, app } = await startMailingTestApp(RELAXED_AUTH_LIMITS, { now: () => clock.now }));
});
afterAll(() => stopMailingTestApp({ testDb, smtp, app }));

async function requestReset(email: string, skip = 0, query = "", headers: Record<string, string> = {}) {
  const response = await call(app, "POST", `/api/users/password${query}`, { payload: { user: { email } }, headers });
  expect(response.statusCode).toBe(201);
  expect(response.json()).toEqual({});
  return linkToken(
    await waitForMailTo(smtp, email, /password|contraseña|senha|palavra-passe|пароля/i, skip),
    "reset_password_token",
  );
}

function resetPassword(token: string, password = NEW_PASSWORD, confirmation = password) {
  return call(app, "PUT", "/api/users/password", {
    payload: { user: { reset_password_token: token, password, password_confirmation: confirmation } },
  });
}

describe("password reset", () => {
  it("mails a link to the site's form (PUBLIC_ORIGIN), sets the new password, ends every session", async () => {
    const { email, cookie } = await signUp(app, uniqueEmail(), { locale: "pt" });
    // A forged Host (and forwarded host) never reaches the link: it comes from PUBLIC_ORIGIN only.
    const forged = { host: "evil.example", "x-forwarded-host": "evil.example", origin: "http://evil.example" };
    const refused = await call(app, "POST", "/api/users/password", { payload: { user: { email } }, headers: forged });
    expect(refused.statusCode).toBe(403);
    const { link, token } = await requestReset(email, 0, "", {
      host: "evil.example",
      "x-forwarded-host": "evil.example",
    });
    expect(link).toBe(`http://localhost/pt/users/password/edit?reset_password_token=${token}`);
    const response = await resetPassword(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
    expect((await call(app, "GET", "/api/player", { cookie })).statusCode).toBe(401);
    expect((await signIn(app, email, PASSWORD)).statusCode).toBe(401);
    expect((await signIn(app, email, NEW_PASSWORD)).statusCode).toBe(200);
    // Single use.
    const reused = await resetPassword(token, "Another-789");
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({ errors: { reset_password_token: ["is invalid"] } });
  });

  it("refuses an expired token, and only the newest link works", async () => {
    const { email } = await signUp(app);
    const first = await requestReset(email);
    const second = await requestReset(email, 1);
    expect((await resetPassword(first.token)).json()).toEqual({ errors: { reset_password_token: ["is invalid"] } });
    later(6 * HOUR + 1000);
    const expired = await call(app, "PUT", "/api/users/password?l=ru", {
      payload: {
        user: { reset_password_token: second.token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      },
    });
    expect(expired.statusCode).toBe(422);
    expect(expired.json()).toEqual({ errors: { reset_password_token: ["срок действия истёк, запросите новый"] } });
  });

  it("validates the new password and its confirmation", async () => {
    const mismatch = await resetPassword("whatever", NEW_PASSWORD, "Other-123");
    expect(mismatch.json()).toEqual({ errors: { password_confirmation: ["doesn't match Password"] } });
    const weak = await call(app, "PUT", "/api/users/password", { payload: { user: { password: "abc" } } });
    expect(weak.json().errors).toEqual({
      reset_password_token: ["must be completed"],
      password: [
        "is too short (minimum is 8 characters)",
        "must include at least one special symbol, such as !@#$%^*()-+=.",
      ],
      password_confirmation: ["must be completed"],
    });
  });

  it("unlocks a locked account", async () => {
    const { email } = await signUp(app);
    for (let attempt = 0; attempt < 5; attempt++) await signIn(app, email, "Wrong-123");
    expect((await signIn(app, email)).json().errors).toEqual({ email: ["locked"] });
    const { token } = await requestReset(email);
    expect((await resetPassword(token)).statusCode).toBe(200);
    expect((await signIn(app, email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("answers 201 {} for an unknown address and sends nothing", async () => {
    const before = smtp.received.length;
    const email = uniqueEmail("ghost");
    const response = await call(app, "POST", "/api/users/password", { payload: { user: { email } } });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({});
    const bad = await call(app, "POST", "/api/users/password", { payload: { user: { email: "nope" } } });
    expect(bad.json()).toEqual({ errors: { email: ["enter in the correct format, like name@example.com"] } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(smtp.received.slice(before).some((mail) => mail.to.includes(email))).toBe(false);
  });
});

describe("unlock requests", () => {
  it("resend the unlock mail only while locked; the older link stops working", async () => {
    const { email } = await signUp(app);
    const before = smtp.received.length;
    expect((await call(app, "POST", "/api/users/unlock", { payload: { user: { email } } })).statusCode).toBe(201);
    for (let attempt = 0; attempt < 5; attempt++) await signIn(app, email, "Wrong-123");
    const first = linkToken(await waitForMailTo(smtp, email, /locked/), "unlock_token");
    expect(smtp.received.slice(before).filter((mail) => mail.to.includes(email))).toHaveLength(2);
    const resent = await call(app, "POST", "/api/users/unlock", { payload: { user: { email } } });
    expect(resent.statusCode).toBe(201);
    const second = linkToken(await waitForMailTo(smtp, email, /locked/, 1), "unlock_token");
    expect((await unlock(first.token)).statusCode).toBe(422);
    expect((await unlock(second.token)).statusCode).toBe(200);
    expect((await signIn(app, email)).statusCode).toBe(200);
  });

  it("a GET of the link only checks the token: unlocking takes a same-origin PUT", async () => {
    const { email } = await signUp(app);
    for (let attempt = 0; attempt < 5; attempt++) await signIn(app, email, "Wrong-123");
    const { token } = linkToken(await waitForMailTo(smtp, email, /locked/), "unlock_token");
    const checked = await call(app, "GET", `/api/users/unlock?unlock_token=${token}`);
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toEqual({});
    expect((await call(app, "GET", `/api/users/unlock?unlock_token=${token}`)).statusCode).toBe(200);
    expect((await signIn(app, email)).json().errors).toEqual({ email: ["locked"] });
    const crossSite = await call(app, "PUT", "/api/users/unlock", {
      payload: { unlock_token: token },
      headers: { origin: "https://evil.example" },
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await unlock(token)).json()).toEqual({});
    expect((await signIn(app, email)).statusCode).toBe(200);
    expect((await call(app, "GET", `/api/users/unlock?unlock_token=${token}`)).json()).toEqual({
      errors: { unlock_token: ["is invalid"] },
    });
  });

  it("require the token", async () => {
    const response = await call(app, "GET", "/api/users/unlock");
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ errors: { unlock_token: ["must be completed"] } });
    const put = await call(app, "PUT", "/api/users/unlock", { payload: {} });
    expect(put.json()).toEqual({ errors: { unlock_token: ["must be completed"] } });
  });
});

function unlock(token: string) {
  return call(app, "PUT", "/api/users/unlock", { payload: { unlock_token: token } });
}

function confirm(token: string, cookie?: string, query = "") {
  return call(app, "PUT", `/api/users/confirmation${query}`, { payload: { confirmation_token: token }, cookie });
}

async function confirmedAt(email: string): Promise<Date | null> {
  return (await findUserByEmail(testDb.database.db, email))?.confirmedAt ?? null;
}

describe("confirmation", () => {
  it("a GET of the link changes nothing and signs no one in", async () => {
    const email = uniqueEmail();
    await signUp(app, email);
    const { token } = linkToken(await waitForMailTo(smtp, email, /Confirm/), "confirmation_token");
    const checked = await call(app, "GET", `/api/users/confirmation?confirmation_token=${token}`);
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toEqual({});
    expect(checked.cookies).toEqual([]);
    expect(await confirmedAt(email)).toBeNull();
    // Still usable: the GET did not spend it.
    expect((await call(app, "GET", `/api/users/confirmation?confirmation_token=${token}`)).statusCode).toBe(200);
    expect((await confirm(token)).statusCode).toBe(200);
  });

  it("confirms with a same-origin PUT; signs in the browser the player signed up on; the link works once", async () => {
    const email = uniqueEmail();
    const signedUp = await call(app, "POST", "/api/users", { payload: signUpPayload(email) });
    const device = deviceCookie(signedUp);
    expect(device).toBeDefined();
    const { token } = linkToken(await waitForMailTo(smtp, email, /Confirm/), "confirmation_token");
    const crossSite = await call(app, "PUT", "/api/users/confirmation", {
      payload: { confirmation_token: token },
      cookie: device,
      headers: { origin: "https://evil.example" },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(await confirmedAt(email)).toBeNull();

    const response = await confirm(token, device);
    expect(response.statusCode).toBe(200);
    const confirmed = player.parse(response.json());
    expect(confirmed.confirmed_at).toBe(clock.now.toISOString());
    const cookie = sessionCookie(response);
    expect((await call(app, "GET", "/api/player", { cookie })).json()).toMatchObject({ email });
    const reused = await confirm(token, device);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({ errors: { confirmation_token: ["is invalid"] } });
    // Confirmed players get no more confirmation mails.
    const before = smtp.received.length;
    expect((await call(app, "POST", "/api/users/confirmation", { payload: { user: { email } } })).statusCode).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(smtp.received.length).toBe(before);
  });

  it("confirms from another browser without signing it in (no login CSRF through a link)", async () => {
    const email = uniqueEmail("attacker");
    await signUp(app, email);
    const { token } = linkToken(await waitForMailTo(smtp, email, /Confirm/), "confirmation_token");
    // A victim's browser (no device cookie of that account) opens the page and confirms.
    const response = await confirm(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
    expect(sessionCookie(response)).toBeUndefined();
    expect(await confirmedAt(email)).not.toBeNull();
  });

  it("resends a fresh link; an expired link answers its own error", async () => {
    const email = uniqueEmail();
    await signUp(app, email, { locale: "es" });
    const resent = await call(app, "POST", "/api/users/confirmation", { payload: { user: { email } } });
    expect(resent.statusCode).toBe(201);
    const { token } = linkToken(await waitForMailTo(smtp, email, /Confirma/, 1), "confirmation_token");
    later(72 * HOUR + 1000);
    const expiredCheck = await call(app, "GET", `/api/users/confirmation?confirmation_token=${token}&l=es`);
    expect(expiredCheck.statusCode).toBe(422);
    expect(expiredCheck.json()).toEqual({ errors: { confirmation_token: ["ha caducado, solicita uno nuevo"] } });
    const expired = await confirm(token, undefined, "?l=es");
    expect(expired.statusCode).toBe(422);
    expect(expired.json()).toEqual({ errors: { confirmation_token: ["ha caducado, solicita uno nuevo"] } });
    expect((await call(app, "GET", "/api/users/confirmation?confirmation_token=bogus")).json()).toEqual({
      errors: { confirmation_token: ["is invalid"] },
    });
    expect((await confirm("bogus")).json()).toEqual({ errors: { confirmation_token: ["is invalid"] } });
  });
});

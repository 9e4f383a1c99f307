import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  call,
  decodeMail,
  PASSWORD,
  sessionCookie,
  signIn,
  signUp,
  uniqueEmail,
  waitForMailTo,
} from "../test/identity-helpers.ts";
import type { SmtpSink } from "../test/smtp-sink.ts";
import { startMailingTestApp, stopMailingTestApp, type TestDatabase } from "../test/test-app.ts";

// PUT /api/users: change the password while signed in, with the current one.
// Ends the player's other sessions and mails a notice in the player's language.

let testDb: TestDatabase;
let smtp: SmtpSink;
let app: FastifyInstance;
const NEW_PASSWORD = "Changed-789!";

beforeAll(async () => {
  ({ testDb, smtp, app } = await startMailingTestApp({
    PUBLIC_ORIGIN: "https://casino.example",
    SIGN_IN_RATE_LIMIT_IP: "1000",
    SIGN_IN_RATE_LIMIT_EMAIL: "1000",
    SIGN_UP_RATE_LIMIT_IP: "1000",
  }));
});
afterAll(() => stopMailingTestApp({ testDb, smtp, app }));

const origin = { origin: "https://casino.example" };

function changePassword(cookie: string | undefined, user: Record<string, unknown>, query = "") {
  return call(app, "PUT", `/api/users${query}`, { cookie, payload: { user }, headers: origin });
}

describe("PUT /api/users", () => {
  it("changes the password, ends every other session, keeps this one and mails a notice in the player's language", async () => {
    const { email, cookie } = await signUp(app, uniqueEmail("change"), { locale: "es" });
    const other = sessionCookie(await signIn(app, email));
    expect((await call(app, "GET", "/api/player", { cookie: other })).statusCode).toBe(200);

    const response = await changePassword(cookie, {
      current_password: PASSWORD,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
    expect((await call(app, "GET", "/api/player", { cookie })).statusCode).toBe(200);
    expect((await call(app, "GET", "/api/player", { cookie: other })).statusCode).toBe(401);
    expect((await signIn(app, email)).statusCode).toBe(401);
    expect((await signIn(app, email, NEW_PASSWORD)).statusCode).toBe(200);

    const notice = await waitForMailTo(smtp, email, /contraseña/);
    expect(notice.subject).toBe("Tu contraseña ha cambiado");
    expect(notice.text).toContain("se han cerrado todas las demás sesiones");
    expect(notice.text).toContain("https://casino.example/es/users/forgot-password");
  });

  it("refuses a wrong current password under current_password and changes nothing", async () => {
    const { email, cookie } = await signUp(app);
    await waitForMailTo(smtp, email, /Confirm/);
    const before = smtp.received.length;
    const wrong = await changePassword(
      cookie,
      { current_password: "Not-the-one-1", password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      "?l=ru",
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ errors: { current_password: ["недействителен"] } });
    expect((await signIn(app, email)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(
      smtp.received
        .slice(before)
        .map(decodeMail)
        .some((mail) => mail.to.includes(email)),
    ).toBe(false);
  });

  it("validates every field with the API's messages", async () => {
    const { cookie } = await signUp(app);
    const response = await changePassword(cookie, { password: "short", password_confirmation: "other" });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      errors: {
        current_password: ["must be completed"],
        password: [
          "is too short (minimum is 8 characters)",
          "must include at least one special symbol, such as !@#$%^*()-+=.",
        ],
      },
    });
    const mismatch = await changePassword(cookie, {
      current_password: PASSWORD,
      password: NEW_PASSWORD,
      password_confirmation: "Other-123!",
    });
    expect(mismatch.json()).toEqual({ errors: { password_confirmation: ["doesn't match Password"] } });
  });

  it("needs a signed-in player and the site's origin", async () => {
    const user = { current_password: PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
    const signedOut = await changePassword(undefined, user);
    expect(signedOut.statusCode).toBe(401);
    const { cookie } = await signUp(app);
    const crossSite = await call(app, "PUT", "/api/users", {
      cookie,
      payload: { user },
      headers: { origin: "https://evil.example" },
    });
    expect(crossSite.statusCode).toBe(403);
  });

  it("throttles guesses of the current password per player", async () => {
    const limited = await testDb.buildApp({ SMTP_URL: smtp.url, SIGN_IN_RATE_LIMIT_EMAIL: "2" });
    const { cookie } = await signUp(limited);
    const guess = (current_password: string) =>
      call(limited, "PUT", "/api/users", {
        cookie,
        payload: { user: { current_password, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD } },
      });
    expect((await guess("Guess-1!")).statusCode).toBe(422);
    expect((await guess("Guess-2!")).statusCode).toBe(422);
    expect((await guess(PASSWORD)).statusCode).toBe(429);
  });
});

import { player, signInErrorBody } from "@croupier/contract";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { restrictedCountries } from "../geo/schema.ts";
import {
  call,
  decodeMail,
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

let testDb: TestDatabase;
let smtp: SmtpSink;
let app: FastifyInstance;
const clock = handClock("2031-03-01T12:00:00Z");
const { later } = clock;
const MINUTE = 60_000;

beforeAll(async () => {
  ({ testDb, smtp, app } = await startMailingTestApp(
    { ...RELAXED_AUTH_LIMITS, PUBLIC_ORIGIN: "https://casino.example" },
    { now: () => clock.now },
  ));
});
afterAll(() => stopMailingTestApp({ testDb, smtp, app }));

const origin = { origin: "https://casino.example" };

describe("POST /api/users (sign-up)", () => {
  it("creates the player, signs in with a secure session cookie and answers the player (201)", async () => {
    const email = uniqueEmail("Signup");
    const response = await call(app, "POST", "/api/users", { payload: signUpPayload(email), headers: origin });
    expect(response.statusCode).toBe(201);
    const body = player.parse(response.json());
    expect(body).toMatchObject({
      email,
      currency: "EUR",
      language: "en",
      country: "DE",
      receive_promos: true,
      confirmed_at: null,
      statuses: [{ id: "level_0", name: "Begin" }],
      stats: { deposits_count: 0 },
      accounts: [{ currency: "EUR", amount_cents: 0 }],
      walletAccount: { currency: "EUR", amount_cents: 0 },
      current_sign_in_at: clock.now.toISOString(),
      last_sign_in_at: null,
    });
    const cookie = response.cookies.find((item) => item.name === "_casino_session");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", secure: true, path: "/" });
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await call(app, "GET", "/api/player", { cookie: sessionCookie(response) });
    expect(me.json()).toMatchObject({ id: body.id, email });
  });

  it("mails a confirmation link in the player's language through SMTP", async () => {
    const email = uniqueEmail("ru");
    const response = await call(app, "POST", "/api/users?l=ru", { payload: signUpPayload(email) });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ language: "ru" });
    const mail = await waitForMailTo(smtp, email);
    expect(mail.subject).toBe("Подтвердите адрес электронной почты");
    expect(mail.text).toContain("Подтвердить почту");
    const { link, token } = linkToken(mail, "confirmation_token");
    expect(link).toBe(`https://casino.example/ru/users/confirmation?confirmation_token=${token}`);
    expect(mail.html).toContain(`href="${link}"`);
  });

  it("takes the language from the body, then Accept-Language", async () => {
    const fromBody = uniqueEmail();
    await call(app, "POST", "/api/users", { payload: signUpPayload(fromBody, { locale: "pt-BR" }) });
    expect((await waitForMailTo(smtp, fromBody)).subject).toBe("Confirme seu endereço de e-mail");
    const fromHeader = uniqueEmail();
    await call(app, "POST", "/api/users", {
      payload: signUpPayload(fromHeader),
      headers: { "accept-language": "es-ES,es;q=0.9" },
    });
    const mail = await waitForMailTo(smtp, fromHeader);
    expect(mail.subject).toBe("Confirma tu dirección de correo electrónico");
    expect(linkToken(mail, "confirmation_token").link).toContain("https://casino.example/es/users/confirmation?");
  });

  it("answers every validation message of the sign-up form", async () => {
    const empty = await call(app, "POST", "/api/users", { payload: { user: {} } });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toMatchObject({
      email: ["must be completed"],
      password: ["must be completed"],
      currency: ["must be completed"],
      receive_promos: ["must be completed"],
      age_acceptance: ["must be completed"],
      terms_acceptance: ["must be completed"],
      password_confirmation: ["must be completed"],
    });
    const bad = await call(app, "POST", "/api/users", {
      payload: signUpPayload("not-an-email", { password: "short", password_confirmation: "short" }),
    });
    expect(bad.json().errors).toEqual({
      email: ["enter in the correct format, like name@example.com"],
      password: [
        "is too short (minimum is 8 characters)",
        "must include at least one special symbol, such as !@#$%^*()-+=.",
      ],
    });
    const mismatch = await call(app, "POST", "/api/users", {
      payload: signUpPayload(uniqueEmail(), { password_confirmation: "Other-123" }),
    });
    expect(mismatch.json()).toEqual({ errors: { password_confirmation: ["doesn't match Password"] } });
    const tooLong = await call(app, "POST", "/api/users?l=ru", {
      payload: signUpPayload(`${"a".repeat(250)}@example.com`),
    });
    expect(tooLong.json().errors.email).toEqual(["слишком длинное значение (максимум 255 символов)"]);
  });

  it("refuses a currency that does not exist or is play money", async () => {
    for (const currency of ["XXX", "FUN"]) {
      const response = await call(app, "POST", "/api/users", { payload: signUpPayload(uniqueEmail(), { currency }) });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ errors: { currency: ["invalid input"] } });
    }
  });

  it("refuses an e-mail already taken, whatever its case", async () => {
    const email = uniqueEmail("taken");
    await signUp(app, email);
    const again = await call(app, "POST", "/api/users?l=es", { payload: signUpPayload(email.toUpperCase()) });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ errors: { email: ["ya está en uso"] } });
  });

  it("refuses sign-up from a restricted country with the registration-restricted error", async () => {
    const fromUsa = await call(app, "POST", "/api/users", {
      payload: signUpPayload(uniqueEmail()),
      remoteAddress: "8.8.8.8",
    });
    expect(fromUsa.statusCode).toBe(422);
    expect(fromUsa.json()).toEqual({
      errors: { base: ["Unfortunately registration appears to be restricted for your country."] },
    });
    expect(sessionCookie(fromUsa)).toBeUndefined();
    // The registration-only mark refuses sign-up too.
    await testDb.database.db.insert(restrictedCountries).values({ countryCode: "RU", mark: "registration_restricted" });
    const fromRussia = await call(app, "POST", "/api/users", {
      payload: signUpPayload(uniqueEmail()),
      remoteAddress: "77.88.8.8",
    });
    expect(fromRussia.json().errors.base).toHaveLength(1);
  });
});

describe("POST /api/users/sign_in", () => {
  it("signs in, rotates the session and records the previous sign-in time", async () => {
    const { email, cookie: firstCookie } = await signUp(app);
    const signedUpAt = clock.now.toISOString();
    later(5 * MINUTE);
    const response = await call(app, "POST", "/api/users/sign_in", {
      payload: { user: { email: email.toUpperCase(), password: PASSWORD } },
      cookie: firstCookie,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email,
      last_sign_in_at: signedUpAt,
      current_sign_in_at: clock.now.toISOString(),
    });
    const secondCookie = sessionCookie(response);
    expect(secondCookie).toBeDefined();
    expect(secondCookie).not.toBe(firstCookie);
    expect((await call(app, "GET", "/api/player", { cookie: firstCookie })).statusCode).toBe(401);
    expect((await call(app, "GET", "/api/player", { cookie: secondCookie })).statusCode).toBe(200);
  });

  it("answers 401 with wrong_password under password for a wrong password or an unknown e-mail", async () => {
    const { email } = await signUp(app);
    for (const attempt of [signIn(app, email, "Wrong-123"), signIn(app, uniqueEmail("nobody"))]) {
      const response = await attempt;
      expect(response.statusCode).toBe(401);
      expect(signInErrorBody.parse(response.json())).toEqual({
        error: "Invalid email or password.",
        errors: { password: ["wrong_password"] },
      });
      expect(sessionCookie(response)).toBeUndefined();
    }
  });

  it("validates the form: e-mail required and valid, password required", async () => {
    const response = await call(app, "POST", "/api/users/sign_in", { payload: { user: { email: "x" } } });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      errors: { email: ["enter in the correct format, like name@example.com"], password: ["must be completed"] },
    });
  });

  it("locks after 5 failures, mails the unlock link, and unlocks from it", async () => {
    const { email } = await signUp(app, uniqueEmail("lock"), { locale: "es" });
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await signIn(app, email, "Wrong-123")).json().errors).toEqual({ password: ["wrong_password"] });
    }
    const fifth = await signIn(app, email, "Wrong-123");
    expect(fifth.statusCode).toBe(401);
    expect(fifth.json()).toEqual({
      error: "Your account is locked. Check your e-mail for unlock instructions.",
      errors: { email: ["locked"] },
    });
    // Locked: even the right password is refused.
    const locked = await call(app, "POST", "/api/users/sign_in?l=ru", {
      payload: { user: { email, password: PASSWORD } },
    });
    expect(locked.json()).toEqual({
      error: "Ваш аккаунт заблокирован. Инструкции по разблокировке отправлены на вашу почту.",
      errors: { email: ["locked"] },
    });
    const mail = await waitForMailTo(smtp, email, /bloqueada/);
    expect(mail.subject).toBe("Tu cuenta está bloqueada");
    const { link, token } = linkToken(mail, "unlock_token");
    expect(link).toBe(`https://casino.example/es/users/unlock?unlock_token=${token}`);
    const unlocked = await call(app, "PUT", "/api/users/unlock", { payload: { unlock_token: token } });
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json()).toEqual({});
    expect((await signIn(app, email)).statusCode).toBe(200);
    // The link works once.
    const reused = await call(app, "PUT", "/api/users/unlock", { payload: { unlock_token: token } });
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({ errors: { unlock_token: ["is invalid"] } });
  });

  it("unlocks by itself after UNLOCK_AFTER_MINUTES", async () => {
    const { email } = await signUp(app);
    for (let attempt = 1; attempt <= 5; attempt++) await signIn(app, email, "Wrong-123");
    later(59 * MINUTE);
    expect((await signIn(app, email)).json().errors).toEqual({ email: ["locked"] });
    later(MINUTE);
    expect((await signIn(app, email)).statusCode).toBe(200);
    // The counter starts again from zero.
    expect((await signIn(app, email, "Wrong-123")).json().errors).toEqual({ password: ["wrong_password"] });
  });

  it("lets an unconfirmed player in during the grace period, then asks for confirmation", async () => {
    const { email } = await signUp(app);
    expect((await signIn(app, email)).statusCode).toBe(200);
    later(3 * 24 * 60 * MINUTE + MINUTE);
    const response = await signIn(app, email);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: "You have to confirm your email address before continuing.",
      errors: { email: ["unconfirmed"] },
    });
    // A wrong password still says only that.
    expect((await signIn(app, email, "Wrong-123")).json().errors).toEqual({ password: ["wrong_password"] });
  });
});

describe("DELETE /api/users/sign_out", () => {
  it("destroys the session and clears the cookie", async () => {
    const { cookie } = await signUp(app);
    const response = await call(app, "DELETE", "/api/users/sign_out", { cookie });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
    const cleared = response.cookies.find((item) => item.name === "_casino_session");
    expect(cleared?.value).toBe("");
    expect((await call(app, "GET", "/api/player", { cookie })).statusCode).toBe(401);
    expect((await call(app, "DELETE", "/api/users/sign_out")).statusCode).toBe(204);
  });
});

describe("sessions expire", () => {
  it("after SESSION_IDLE_MINUTES without use and after SESSION_ABSOLUTE_HOURS in any case", async () => {
    const { cookie: idle } = await signUp(app);
    later(29 * MINUTE);
    expect((await call(app, "GET", "/api/player", { cookie: idle })).statusCode).toBe(200);
    later(29 * MINUTE);
    expect((await call(app, "GET", "/api/player", { cookie: idle })).statusCode).toBe(200);
    later(30 * MINUTE);
    expect((await call(app, "GET", "/api/player", { cookie: idle })).statusCode).toBe(401);

    const { cookie: busy } = await signUp(app);
    for (let hour = 0; hour < 24; hour++) {
      later(20 * MINUTE);
      expect((await call(app, "GET", "/api/player", { cookie: busy })).statusCode).toBe(200);
      later(20 * MINUTE);
      await call(app, "GET", "/api/player", { cookie: busy });
      later(20 * MINUTE);
      await call(app, "GET", "/api/player", { cookie: busy });
    }
    expect((await call(app, "GET", "/api/player", { cookie: busy })).statusCode).toBe(401);
  });
});

describe("rate limits", () => {
  it("refuse sign-in per e-mail and per IP, sign-up per IP and mail requests per IP and e-mail with 429", async () => {
    const limited = await testDb.buildApp({
      SIGN_IN_RATE_LIMIT_IP: "4",
      SIGN_IN_RATE_LIMIT_EMAIL: "2",
      SIGN_UP_RATE_LIMIT_IP: "2",
      AUTH_MAIL_RATE_LIMIT: "1",
    });
    const tooMany = { error: "Too many requests, try again later." };
    const email = uniqueEmail();
    expect((await signIn(limited, email)).statusCode).toBe(401);
    expect((await signIn(limited, email)).statusCode).toBe(401);
    const third = await signIn(limited, email);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual(tooMany);
    expect((await signIn(limited, uniqueEmail())).statusCode).toBe(401);
    expect((await signIn(limited, uniqueEmail())).statusCode).toBe(429);
    expect((await signIn(limited, uniqueEmail(), PASSWORD, "198.51.100.7")).statusCode).toBe(401);

    await signUp(limited);
    await signUp(limited);
    const signUpLimited = await call(limited, "POST", "/api/users", { payload: signUpPayload(uniqueEmail()) });
    expect(signUpLimited.statusCode).toBe(429);
    expect(signUpLimited.json()).toEqual(tooMany);

    for (const path of ["/api/users/password", "/api/users/unlock", "/api/users/confirmation"]) {
      const payload = { user: { email } };
      expect((await call(limited, "POST", path, { payload })).statusCode).toBe(201);
      expect((await call(limited, "POST", path, { payload })).json()).toEqual(tooMany);
      expect((await call(limited, "POST", path, { payload: { user: { email: uniqueEmail() } } })).statusCode).toBe(201);
    }
  });
});

describe("cross-site requests", () => {
  it.each([
    ["POST", "/api/users"],
    ["POST", "/api/users/sign_in"],
    ["DELETE", "/api/users/sign_out"],
    ["POST", "/api/users/password"],
    ["PUT", "/api/users/password"],
    ["POST", "/api/users/unlock"],
    ["PUT", "/api/users/unlock"],
    ["POST", "/api/users/confirmation"],
    ["PUT", "/api/users/confirmation"],
    ["PUT", "/api/users"],
    ["PATCH", "/api/player"],
    ["PATCH", "/api/player/update_locale"],
    ["POST", "/api/player/groups"],
    ["DELETE", "/api/player/sessions/1"],
  ] as const)("refuses %s %s from another origin with 403", async (method, url) => {
    const { cookie } = await signUp(app);
    const response = await call(app, method, url, {
      cookie,
      payload: method === "DELETE" ? undefined : { user: {} },
      headers: { origin: "https://evil.example" },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: "Cross-site request refused" });
    expect((await call(app, "GET", "/api/player", { cookie })).statusCode).toBe(200);
  });
});

describe("mails", () => {
  it("are decodable (helper sanity check)", async () => {
    const email = uniqueEmail();
    await signUp(app, email);
    const raw = (await waitForMailTo(smtp, email)).text;
    expect(raw).toContain("Confirm my e-mail: https://casino.example/users/confirmation?confirmation_token=");
    expect(smtp.received.map(decodeMail).length).toBeGreaterThan(0);
  });
});

describe("OpenAPI", () => {
  it("lists every identity and player route in the OpenAPI document", async () => {
    const document = (await app.inject({ url: "/api/docs/openapi.json" })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const routes = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(routes).toEqual(
      expect.arrayContaining([
        "POST /api/users",
        "POST /api/users/sign_in",
        "DELETE /api/users/sign_out",
        "POST /api/users/password",
        "PUT /api/users/password",
        "POST /api/users/unlock",
        "GET /api/users/unlock",
        "PUT /api/users/unlock",
        "POST /api/users/confirmation",
        "GET /api/users/confirmation",
        "PUT /api/users/confirmation",
        "PUT /api/users",
        "GET /api/player",
        "PATCH /api/player",
        "PATCH /api/player/update_locale",
        "GET /api/player/groups",
        "POST /api/player/groups",
        "GET /api/player/stats",
        "GET /api/player/settings",
        "GET /api/player/sessions",
        "DELETE /api/player/sessions/{id}",
      ]),
    );
    const signUp = document.paths["/api/users"]?.post as { requestBody?: unknown };
    expect(JSON.stringify(signUp.requestBody)).toContain("password_confirmation");
  });
});

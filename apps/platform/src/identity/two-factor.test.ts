import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { depositedPlayer } from "../payments/payment-test-helpers.ts";
import {
  call,
  deviceCookie,
  PASSWORD,
  sessionCookie,
  signIn,
  signUp,
  signUpPayload,
  uniqueEmail,
} from "../test/identity-helpers.ts";
import { createTestApp, type HandClock, handClock, type TestDatabase } from "../test/test-app.ts";
import { users } from "./schema.ts";
import { createToken } from "./tokens.ts";

// Two-factor sign-in (TOTP, RFC 6238) and its recovery codes: enrolment at /api/v2/player/two_factor,
// then a code asked at sign-in, for a withdrawal, a password change and turning it off. The codes
// are computed here with the same library, at the app's clock, which the tests move by 30-s steps.

let testDb: TestDatabase;
let app: FastifyInstance;
let clock: HandClock;
const PATH = "/api/v2/player/two_factor";
const STEP_MS = 30_000;

beforeAll(async () => {
  clock = handClock(new Date().toISOString());
  ({ testDb, app } = await createTestApp(
    { SIGN_UP_RATE_LIMIT_IP: "1000", SIGN_IN_RATE_LIMIT_IP: "1000", SIGN_IN_RATE_LIMIT_EMAIL: "1000" },
    { now: () => clock.now },
  ));
});
afterAll(() => testDb.close());

function codeFor(secret: string, at = clock.now): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30 }).generate({
    timestamp: at.getTime(),
  });
}

/** A code for the secret that is surely wrong now (and one step either side). */
function wrongCode(secret: string): string {
  const near = [-1, 0, 1].map((step) => codeFor(secret, new Date(clock.now.getTime() + step * STEP_MS)));
  let code = 0;
  while (near.includes(String(code).padStart(6, "0"))) code += 1;
  return String(code).padStart(6, "0");
}

async function enrolled(cookie: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await call(app, "GET", PATH, { cookie });
  expect(setup.statusCode).toBe(200);
  const { otp_secret: secret } = setup.json() as { otp_secret: string };
  const enabled = await call(app, "POST", PATH, {
    cookie,
    payload: { two_factor: { otp_secret: secret, authentication_code: codeFor(secret) } },
  });
  expect(enabled.statusCode).toBe(200);
  clock.later(STEP_MS);
  return { secret, recoveryCodes: (enabled.json() as { recovery_codes: string[] }).recovery_codes };
}

async function twoFactorEnabled(cookie: string): Promise<boolean> {
  return ((await call(app, "GET", "/api/player", { cookie })).json() as { two_factor_enabled: boolean })
    .two_factor_enabled;
}

function challengeCookie(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((item) => item.name === "_casino_two_factor");
  if (!cookie?.value) throw new Error("no two-factor challenge cookie");
  return `_casino_two_factor=${cookie.value}`;
}

describe("enrolment", () => {
  it("is documented in the OpenAPI document (so the fuzz test sends it bad input)", async () => {
    const document = (await call(app, "GET", "/api/docs/openapi.json")).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(document.paths[PATH] ?? {}).sort()).toEqual(["delete", "get", "post"]);
  });

  it("offers a new secret with its otpauth URI, and turns on with a current code: recovery codes once", async () => {
    const player = await signUp(app, uniqueEmail("enrol"));
    expect(await twoFactorEnabled(player.cookie)).toBe(false);
    const setup = (await call(app, "GET", PATH, { cookie: player.cookie })).json() as {
      otp_secret: string;
      data: string;
    };
    expect(setup.otp_secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.data).toMatch(/^otpauth:\/\/totp\/Croupier:.+\?/);
    const uri = new URL(setup.data);
    expect(uri.searchParams.get("secret")).toBe(setup.otp_secret);
    expect(uri.searchParams.get("algorithm")).toBe("SHA1");
    expect(uri.searchParams.get("digits")).toBe("6");
    expect(uri.searchParams.get("period")).toBe("30");

    const enabled = await call(app, "POST", PATH, {
      cookie: player.cookie,
      payload: { two_factor: { otp_secret: setup.otp_secret, authentication_code: codeFor(setup.otp_secret) } },
    });
    expect(enabled.statusCode).toBe(200);
    const { recovery_codes } = enabled.json() as { recovery_codes: string[] };
    expect(recovery_codes).toHaveLength(10);
    expect(new Set(recovery_codes).size).toBe(10);
    for (const code of recovery_codes) expect(code).toMatch(/^[0-9a-z]{5}-[0-9a-z]{5}$/);
    expect(await twoFactorEnabled(player.cookie)).toBe(true);

    // The secret in use is never shown again.
    const again = await call(app, "GET", PATH, { cookie: player.cookie });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ errors: { two_factor: ["Two-factor sign-in is already on"] } });
    const project = (await call(app, "GET", "/api/info/project")).json() as { player_two_factor_auth: boolean };
    expect(project.player_two_factor_auth).toBe(true);
  });

  it("refuses a wrong code, a secret it did not offer and bad input with 422, leaving it off", async () => {
    const player = await signUp(app, uniqueEmail("wrong"));
    const { otp_secret: secret } = (await call(app, "GET", PATH, { cookie: player.cookie })).json() as {
      otp_secret: string;
    };
    const post = (two_factor: unknown, l = "en") =>
      call(app, "POST", `${PATH}?l=${l}`, { cookie: player.cookie, payload: { two_factor } });

    const wrong = await post({ otp_secret: secret, authentication_code: wrongCode(secret) });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ errors: { authentication_code: ["is invalid"] } });
    const wrongRu = await post({ otp_secret: secret, authentication_code: wrongCode(secret) }, "ru");
    expect(wrongRu.json()).toEqual({ errors: { authentication_code: ["недействителен"] } });

    const other = new Secret({ size: 20 }).base32;
    const notOffered = await post({ otp_secret: other, authentication_code: codeFor(other) });
    expect(notOffered.statusCode).toBe(422);
    expect(notOffered.json()).toEqual({ errors: { otp_secret: ["is invalid"] } });

    const empty = await post({ otp_secret: secret, authentication_code: "" });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({ errors: { authentication_code: ["must be completed"] } });
    expect((await post("nonsense")).statusCode).toBe(422);
    expect(await twoFactorEnabled(player.cookie)).toBe(false);
    expect((await call(app, "GET", PATH)).statusCode).toBe(401);
  });
});

describe("sign-in", () => {
  it("asks for the code after the right password, without a session; the code then signs in", async () => {
    const player = await signUp(app, uniqueEmail("signin"));
    const { secret } = await enrolled(player.cookie);

    const first = await signIn(app, player.email);
    expect(first.statusCode).toBe(401);
    expect(first.json()).toMatchObject({ errors: { otp_attempt: ["otp_required"] }, two_factor_enabled: true });
    expect(sessionCookie(first)).toBeUndefined();

    const wrong = await call(app, "POST", "/api/users/sign_in", {
      cookie: challengeCookie(first),
      payload: { user: { otp_attempt: wrongCode(secret) } },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ errors: { otp_attempt: ["otp_invalid"] } });
    expect(sessionCookie(wrong)).toBeUndefined();

    const second = await call(app, "POST", "/api/users/sign_in", {
      cookie: challengeCookie(first),
      payload: { user: { otp_attempt: codeFor(secret) } },
    });
    expect(second.statusCode).toBe(200);
    const cookie = sessionCookie(second);
    expect((await call(app, "GET", "/api/player", { cookie })).json()).toMatchObject({
      id: player.id,
      two_factor_enabled: true,
    });

    // The same code (same time step) is refused when replayed, even with the password.
    const replay = await call(app, "POST", "/api/users/sign_in", {
      payload: { user: { email: player.email, password: PASSWORD, otp_attempt: codeFor(secret) } },
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ errors: { otp_attempt: ["otp_invalid"] } });
    clock.later(STEP_MS);
    const together = await call(app, "POST", "/api/users/sign_in", {
      payload: { user: { email: player.email, password: PASSWORD, otp_attempt: codeFor(secret) } },
    });
    expect(together.statusCode).toBe(200);
    clock.later(STEP_MS);
  });

  it("refuses the code step without a challenge, and counts wrong codes toward the lock-out", async () => {
    const player = await signUp(app, uniqueEmail("lock"));
    const { secret } = await enrolled(player.cookie);
    const alone = await call(app, "POST", "/api/users/sign_in", { payload: { user: { otp_attempt: "123456" } } });
    expect(alone.statusCode).toBe(401);
    expect(sessionCookie(alone)).toBeUndefined();

    const attempt = () =>
      call(app, "POST", "/api/users/sign_in", {
        payload: { user: { email: player.email, password: PASSWORD, otp_attempt: wrongCode(secret) } },
        remoteAddress: "85.214.132.118",
      });
    for (let failure = 1; failure < 5; failure++) {
      expect((await attempt()).json()).toMatchObject({ errors: { otp_attempt: ["otp_invalid"] } });
    }
    expect((await attempt()).json()).toMatchObject({ errors: { email: ["locked"] } });
    const locked = await call(app, "POST", "/api/users/sign_in", {
      payload: { user: { email: player.email, password: PASSWORD, otp_attempt: codeFor(secret) } },
      remoteAddress: "85.214.132.118",
    });
    expect(locked.json()).toMatchObject({ errors: { email: ["locked"] } });
  });

  it("takes each recovery code once", async () => {
    const player = await signUp(app, uniqueEmail("recovery"));
    const { recoveryCodes } = await enrolled(player.cookie);
    const code = recoveryCodes[0] ?? "";
    const first = await signIn(app, player.email);
    const used = await call(app, "POST", "/api/users/sign_in", {
      cookie: challengeCookie(first),
      payload: { user: { otp_attempt: code.toUpperCase().replace("-", " ") } },
    });
    expect(used.statusCode).toBe(200);
    const again = await call(app, "POST", "/api/users/sign_in", {
      cookie: challengeCookie(await signIn(app, player.email)),
      payload: { user: { otp_attempt: code } },
    });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ errors: { otp_attempt: ["otp_invalid"] } });
    const next = await call(app, "POST", "/api/users/sign_in", {
      cookie: challengeCookie(await signIn(app, player.email)),
      payload: { user: { otp_attempt: recoveryCodes[1] } },
    });
    expect(next.statusCode).toBe(200);
  });
});

describe("what else asks for the code", () => {
  it("turning it off: a wrong or missing code is refused, a current one turns it off", async () => {
    const player = await signUp(app, uniqueEmail("off"));
    const { secret, recoveryCodes } = await enrolled(player.cookie);
    const off = (authentication_code: unknown) =>
      call(app, "DELETE", PATH, { cookie: player.cookie, payload: { two_factor: { authentication_code } } });
    const wrong = await off(wrongCode(secret));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ errors: { authentication_code: ["is invalid"] } });
    expect((await off(12)).statusCode).toBe(422);
    expect(await twoFactorEnabled(player.cookie)).toBe(true);

    const done = await off(codeFor(secret));
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ two_factor_enabled: false });
    expect(await twoFactorEnabled(player.cookie)).toBe(false);
    expect((await signIn(app, player.email)).statusCode).toBe(200);
    // Its recovery codes went with it.
    expect((await off(recoveryCodes[2])).json()).toEqual({ errors: { two_factor: ["Two-factor sign-in is not on"] } });
  });

  it("a password change needs the code", async () => {
    const player = await signUp(app, uniqueEmail("password"));
    const { secret } = await enrolled(player.cookie);
    const change = (extra: Record<string, unknown>) =>
      call(app, "PUT", "/api/users", {
        cookie: player.cookie,
        payload: {
          user: {
            current_password: PASSWORD,
            password: "Changed-789!",
            password_confirmation: "Changed-789!",
            ...extra,
          },
        },
      });
    expect((await change({})).json()).toEqual({ errors: { otp_attempt: ["must be completed"] } });
    expect((await change({ otp_attempt: wrongCode(secret) })).json()).toEqual({
      errors: { otp_attempt: ["is invalid"] },
    });
    expect((await signIn(app, player.email, "Changed-789!")).statusCode).toBe(401);
    expect((await change({ otp_attempt: codeFor(secret) })).statusCode).toBe(200);
  });

  it("a withdrawal needs the code; nothing moves without it", async () => {
    const player = await depositedPlayer(app, 100);
    const { secret } = await enrolled(player.cookie);
    const withdraw = (extra: Record<string, unknown>) =>
      call(app, "POST", "/api/payments/withdrawals", {
        cookie: player.cookie,
        payload: {
          amountValue: 30,
          id: "skrill",
          currency: "EUR",
          paymentAction: "cashout",
          methodFieldsData: { email: "me@example.com" },
          ...extra,
        },
      });
    const payments = async () =>
      ((await call(app, "GET", "/api/player/payments", { cookie: player.cookie })).json() as unknown[]).length;
    const before = await payments();
    expect((await withdraw({})).json()).toEqual({ errors: { authentication_code: ["must be completed"] } });
    expect((await withdraw({ authentication_code: wrongCode(secret) })).json()).toEqual({
      errors: { authentication_code: ["is invalid"] },
    });
    expect(await payments()).toBe(before);
    expect((await withdraw({ authentication_code: codeFor(secret) })).statusCode).toBe(201);
    expect(await payments()).toBe(before + 1);
  });

  it("an e-mail confirmation opened on the player's own browser does not sign in past the code", async () => {
    const signedUp = await call(app, "POST", "/api/users", { payload: signUpPayload(uniqueEmail("confirm")) });
    const cookie = sessionCookie(signedUp) ?? "";
    await enrolled(cookie);
    const { token, hash } = createToken();
    await testDb.database.db
      .update(users)
      .set({ confirmationTokenHash: hash, confirmationSentAt: clock.now })
      .where(eq(users.id, (signedUp.json() as { id: number }).id));
    const confirmed = await call(app, "PUT", "/api/users/confirmation", {
      cookie: deviceCookie(signedUp),
      payload: { confirmation_token: token },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({});
    expect(sessionCookie(confirmed)).toBeUndefined();
  });

  it("a trusted device still needs the code at sign-in", async () => {
    const player = await signUp(app, uniqueEmail("device"));
    await enrolled(player.cookie);
    const first = await signIn(app, player.email);
    expect(first.statusCode).toBe(401);
    expect(deviceCookie(first)).toBeUndefined();
  });
});

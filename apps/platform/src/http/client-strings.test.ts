import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, signUp, uniqueEmail } from "../test/identity-helpers.ts";
import { createTestDatabase, type TestDatabase } from "../test/test-app.ts";

// Client strings: PostgreSQL's text cannot hold U+0000, so a NUL anywhere in a request is refused
// with a 422 under the field's name, on every route, instead of reaching the database (where it
// answered 500); a long crafted value is refused by its length before any pattern sees it (ReDoS).

let testDb: TestDatabase;
let app: FastifyInstance;
let cookie: string;

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = await testDb.buildApp({ CONTACT_RATE_LIMIT_MAX: "1000" });
  ({ cookie } = await signUp(app));
}, 60_000);
afterAll(() => testDb.close());

const NUL = "\u0000";
const MESSAGE = "contains a character that is not allowed";
type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

const signedOut: [Method, string, unknown, string][] = [
  ["POST", "/api/users", { user: { email: `a${NUL}@example.com`, password: "Secret-123" } }, "email"],
  ["POST", "/api/users/sign_in", { user: { email: "a@example.com", password: `Secret${NUL}` } }, "password"],
  ["POST", "/api/users/password", { user: { email: `a${NUL}@example.com` } }, "email"],
  [
    "PUT",
    "/api/users/password",
    { user: { reset_password_token: `t${NUL}`, password: "Secret-123", password_confirmation: "Secret-123" } },
    "reset_password_token",
  ],
  ["POST", "/api/users/unlock", { user: { email: `${NUL}@example.com` } }, "email"],
  ["GET", "/api/users/unlock?unlock_token=abc%00def", undefined, "unlock_token"],
  ["POST", "/api/users/confirmation", { user: { email: `a@example.com${NUL}` } }, "email"],
  ["GET", "/api/users/confirmation?confirmation_token=%00", undefined, "confirmation_token"],
  ["GET", "/api/cms/pages/about%00", undefined, "*"],
  ["GET", "/api/cms/snippets?l=e%00n", undefined, "l"],
  ["POST", "/api/send_contact_message", { contact: { email: "a@example.com", content: `Hi${NUL}` } }, "content"],
  ["GET", "/api/payments/methods?currency=EU%00R", undefined, "currency"],
  ["GET", "/api/stats/winners/top/EU%00R", undefined, "currency"],
  ["GET", "/api/games_info?identifiers=croupier/a%00", undefined, "identifiers"],
  [
    "POST",
    "/api/studio/verify",
    { title_id: "x", server_seed: "s", server_seed_hash: "h", client_seed: `c${NUL}`, nonce: 0, action: {} },
    "client_seed",
  ],
  ["POST", "/api/operator/sign_in", { operator: { email: "a@example.com", password: `p${NUL}` } }, "password"],
];

const signedIn: [Method, string, unknown, string][] = [
  ["PATCH", "/api/player", { player: { first_name: `Ada${NUL}` }, context: "edition" }, "first_name"],
  ["PATCH", "/api/player/set_bonus_code?deposit_bonus_code=WELCOME%00", undefined, "deposit_bonus_code"],
  ["PATCH", "/api/player/update_locale", { locale: `e${NUL}` }, "locale"],
  [
    "POST",
    "/api/payments/deposits",
    { amountValue: 10, id: "sandbox_card", currency: "EUR", methodFieldsData: { email: `a${NUL}@example.com` } },
    "email",
  ],
  [
    "POST",
    "/api/payments/withdrawals",
    { amountValue: 10, id: "sandbox_card", currency: "EUR", methodFieldsData: { [`e${NUL}`]: "x" } },
    "methodFieldsData",
  ],
  ["POST", "/api/player/groups", { groups: { add: [`vip${NUL}`] } }, "add"],
];

describe("a NUL byte in a request", () => {
  it.each(signedOut)("%s %s is refused with a 422 under its field", async (method, url, payload, field) => {
    const response = await call(app, method, url, { payload });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors[field]).toEqual([MESSAGE]);
  });

  it.each(signedIn)("%s %s (signed in) is refused with a 422 under its field", async (method, url, payload, field) => {
    const response = await call(app, method, url, { payload, cookie });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors[field]).toEqual([MESSAGE]);
  });

  it("is worded in the player's language", async () => {
    const response = await call(app, "GET", "/api/users/unlock?unlock_token=%00&l=ru");
    expect(response.json()).toEqual({ errors: { unlock_token: ["содержит недопустимый символ"] } });
  });

  it("does not stop an ordinary request", async () => {
    const response = await call(app, "POST", "/api/users/password", { payload: { user: { email: uniqueEmail() } } });
    expect(response.statusCode).toBeLessThan(300);
  });
});

describe("an id beyond the database's range", () => {
  it("is a 422 under its field, not a 500 (a lottery id is a 32-bit integer)", async () => {
    const accounts = await call(app, "GET", "/api/player/accounts", { cookie });
    const [account] = accounts.json() as { id: number }[];
    const response = await call(app, "PATCH", `/api/player/accounts/${account?.id}/select_lottery`, {
      cookie,
      payload: { lottery_id: 99_999_999_999 },
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toEqual({ errors: { lottery_id: ["invalid input"] } });
  });
});

describe("a long crafted e-mail in a payment method's field", () => {
  const deposit = (email: string) =>
    call(app, "POST", "/api/payments/deposits", {
      cookie,
      payload: { amountValue: 10, id: "skrill", currency: "EUR", methodFieldsData: { email } },
    });

  it("is refused by its length at once, before the e-mail pattern runs", async () => {
    const started = performance.now();
    const response = await deposit(`a@a${".a".repeat(250_000)}@`);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ errors: { email: ["is too long (maximum is 255 characters)"] } });
  });

  it("within the bound, is checked by a pattern that does not backtrack", async () => {
    const response = await deposit(`a@a${".a".repeat(120)}@`);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.email).toEqual(["enter in the correct format, like name@example.com"]);
  });
});

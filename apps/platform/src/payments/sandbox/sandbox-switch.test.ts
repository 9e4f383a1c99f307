import { paymentMethodFields } from "@croupier/contract";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { call, signUp } from "../../test/identity-helpers.ts";
import { createTestDatabase, type TestDatabase } from "../../test/test-app.ts";
import { balanceOf, callbacksDelivered, deposit, postForm } from "../payment-test-helpers.ts";

// PAYMENTS_SANDBOX: off, the sandboxes do not exist and offer nothing; on, a
// test transfer is made only by the signed-in owner of the address, within caps per transfer and
// per day.

let tdb: TestDatabase;
let on: FastifyInstance;
let off: FastifyInstance;
const LIMITS = { SIGN_UP_RATE_LIMIT_IP: "1000" };
/** Small caps: 0.01 BTC a transfer, 0.025 BTC a day. */
const CAPS = { PAYMENTS_SANDBOX_TRANSFER_MAX: "BTC:0.01", PAYMENTS_SANDBOX_DAILY_MAX: "BTC:0.025" };
let today = new Date("2026-03-02T23:50:00Z");

beforeAll(async () => {
  tdb = await createTestDatabase();
  on = await tdb.buildApp({ ...LIMITS, ...CAPS, PAYMENTS_SANDBOX: "on" }, { now: () => today });
  off = await tdb.buildApp({ ...LIMITS, PAYMENTS_SANDBOX: "off" });
});
afterAll(() => tdb.close());

async function addressOf(app: FastifyInstance, cookie: string, currency = "BTC"): Promise<string> {
  const url = `/api/payments/methods/crypto_${currency.toLowerCase()}/fields?currency=${currency}&action=deposit`;
  const response = await call(app, "GET", url, { cookie });
  expect(response.statusCode, response.body).toBe(200);
  const address = paymentMethodFields.parse(response.json()).methodFields[0]?.address;
  if (!address) throw new Error("no deposit address");
  return address;
}

function transfer(cookie: string | undefined, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return call(on, "POST", "/sandbox-gateway/crypto/transfers", { cookie, payload: body, headers });
}

describe("PAYMENTS_SANDBOX=off", () => {
  it("has no sandbox routes: every hosted page, the chain and the sandbox callbacks answer 404", async () => {
    const { cookie } = await signUp(off);
    const requests: [string, string][] = [
      ["GET", "/sandbox-gateway/pay?token=x"],
      ["POST", "/sandbox-gateway/pay?token=x"],
      ["GET", "/sandbox-gateway/3ds?token=x"],
      ["GET", "/sandbox-gateway/crypto?currency=BTC&address=x"],
      ["POST", "/sandbox-gateway/crypto/transfers"],
      ["POST", "/sandbox-gateway/crypto/transfers/abc/confirmations"],
      ["POST", "/api/payments/callbacks/sandbox"],
      ["POST", "/api/payments/callbacks/sandbox-crypto"],
    ];
    for (const [method, url] of requests) {
      const response = await call(off, method as "GET", url, {
        cookie,
        payload: method === "POST" ? { currency: "BTC", address: "x", amount: "1" } : undefined,
      });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const document = (await off.inject({ url: "/api/docs/openapi.json" })).json() as { paths: object };
    expect(Object.keys(document.paths).filter((path) => path.includes("sandbox"))).toEqual([]);
  });

  it("offers no sandbox method and refuses deposits and withdrawals through one", async () => {
    const { cookie } = await signUp(off);
    for (const [currency, action] of [
      ["EUR", "deposit"],
      ["EUR", "withdraw"],
      ["BTC", "deposit"],
      ["USDT", "cashout"],
    ]) {
      const methods = await call(off, "GET", `/api/payments/methods?currency=${currency}&action=${action}`, { cookie });
      expect(methods.statusCode).toBe(200);
      expect(methods.json(), `${currency} ${action}`).toEqual([]);
    }
    const unavailable = { errors: { id: ["This payment method isn`t available now. Choose another."] } };
    const refused = await deposit(off, cookie);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject(unavailable);
    const withdrawal = await call(off, "POST", "/api/payments/withdrawals", {
      cookie,
      payload: { amountValue: 20, id: "skrill", currency: "EUR", methodFieldsData: { email: "me@example.com" } },
    });
    expect(withdrawal.statusCode).toBe(422);
    expect(withdrawal.json()).toMatchObject(unavailable);
    const fields = await call(off, "GET", "/api/payments/methods/crypto_btc/fields?currency=BTC&action=deposit", {
      cookie,
    });
    expect(fields.statusCode).toBe(422);
    // The same database with the sandboxes on offers them: the setting alone decides.
    const offered = (await call(on, "GET", "/api/payments/methods?currency=EUR&action=deposit")).json() as unknown[];
    expect(offered.length).toBeGreaterThan(0);
  });
});

describe("PAYMENTS_SANDBOX=on: a test transfer", () => {
  it("needs a signed-in player (401), from the site's origin (403)", async () => {
    const { cookie } = await signUp(on);
    const address = await addressOf(on, cookie);
    expect((await transfer(undefined, { currency: "BTC", address, amount: "0.001" })).statusCode).toBe(401);
    const crossSite = await on.inject({
      method: "POST",
      url: "/sandbox-gateway/crypto/transfers",
      headers: { cookie, origin: "https://evil.example", "content-type": "application/json" },
      payload: { currency: "BTC", address, amount: "0.001" },
    });
    expect(crossSite.statusCode).toBe(403);
    await callbacksDelivered(on);
    expect(await balanceOf(on, cookie, "BTC")).toBe(0);
  });

  it("goes only to the player's own address: another player's is unknown (404), and so are its transfers", async () => {
    const alice = await signUp(on);
    const bob = await signUp(on);
    const bobs = await addressOf(on, bob.cookie);
    const refused = await transfer(alice.cookie, { currency: "BTC", address: bobs, amount: "0.001" });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ errors: { address: ["is not a deposit address of this casino"] } });
    const sent = await transfer(bob.cookie, { currency: "BTC", address: bobs, amount: "0.001" });
    expect(sent.statusCode).toBe(201);
    const { txHash } = sent.json() as { txHash: string };
    const url = `/sandbox-gateway/crypto/transfers/${txHash}/confirmations`;
    expect((await call(on, "POST", url, { cookie: alice.cookie, payload: { confirmations: 5 } })).statusCode).toBe(404);
    expect((await call(on, "POST", url, { cookie: bob.cookie, payload: { confirmations: 5 } })).statusCode).toBe(200);
    await callbacksDelivered(on);
    expect(await balanceOf(on, bob.cookie, "BTC")).toBe(100_000);
    expect(await balanceOf(on, alice.cookie, "BTC")).toBe(0);
  });

  it("is capped per transfer and per day (field-level 422), the day's cap counted once under concurrency", async () => {
    today = new Date("2026-03-02T23:50:00Z");
    const { cookie } = await signUp(on);
    const address = await addressOf(on, cookie);
    const huge = await transfer(cookie, { currency: "BTC", address, amount: "0.011", confirmations: 2 });
    expect(huge.statusCode).toBe(422);
    expect(huge.json()).toEqual({ errors: { amount: ["Value must be less than or equal to 0.01"] } });

    const answers = await Promise.all(
      Array.from({ length: 5 }, () => transfer(cookie, { currency: "BTC", address, amount: "0.01", confirmations: 2 })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 422, 422, 422]);
    const left = await transfer(cookie, { currency: "BTC", address, amount: "0.006", confirmations: 2 });
    expect(left.json()).toEqual({ errors: { amount: ["Value must be less than or equal to 0.005"] } });
    expect((await transfer(cookie, { currency: "BTC", address, amount: "0.005", confirmations: 2 })).statusCode).toBe(
      201,
    );
    const none = await transfer(cookie, { currency: "BTC", address, amount: "0.00000001", confirmations: 2 });
    expect(none.json()).toEqual({ errors: { amount: ["Value must be less than or equal to 0"] } });
    await callbacksDelivered(on);
    expect(await balanceOf(on, cookie, "BTC")).toBe(2_500_000);

    // A new UTC day (ten minutes later: the session is still alive), a new allowance.
    today = new Date("2026-03-03T00:00:01Z");
    expect((await transfer(cookie, { currency: "BTC", address, amount: "0.01", confirmations: 2 })).statusCode).toBe(
      201,
    );
    await callbacksDelivered(on);
    expect(await balanceOf(on, cookie, "BTC")).toBe(3_500_000);
  });

  it("on the hosted page: signed out it asks to sign in, another's address is unknown, a cap is shown on the page", async () => {
    const { cookie } = await signUp(on);
    const address = await addressOf(on, cookie);
    const url = `/sandbox-gateway/crypto?currency=BTC&address=${encodeURIComponent(address)}`;
    const signedOut = await on.inject({ method: "GET", url });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.body).toContain("Sign in first");
    const other = await signUp(on);
    expect((await on.inject({ method: "GET", url, headers: { cookie: other.cookie } })).statusCode).toBe(404);
    const page = await on.inject({ method: "GET", url, headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("At most 0.01 BTC a transfer and 0.025 BTC a day.");
    const formPost = (amount: string, who?: string) =>
      postForm(on, "/sandbox-gateway/crypto", { currency: "BTC", address, amount }, who);
    expect((await formPost("0.001")).statusCode).toBe(401);
    const over = await formPost("5", cookie);
    expect(over.statusCode).toBe(422);
    expect(over.body).toContain("Value must be less than or equal to 0.01");
    const sent = await formPost("0.002", cookie);
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain("Transfer sent");
  });
});

describe("the setting", () => {
  const base = { DATA_DIR: "/tmp/x" };
  it("is on for the demo and tests, off by default in a production deployment, and overridable", () => {
    expect(loadConfig(base).paymentsSandbox.enabled).toBe(true);
    expect(loadConfig({ ...base, NODE_ENV: "production" }).paymentsSandbox.enabled).toBe(true);
    const production = {
      ...base,
      NODE_ENV: "production",
      DATABASE_URL: "postgres://db/casino",
      PUBLIC_ORIGIN: "https://casino.example",
    };
    expect(loadConfig(production).paymentsSandbox.enabled).toBe(false);
    expect(loadConfig({ ...production, PAYMENTS_SANDBOX: "on" }).paymentsSandbox.enabled).toBe(true);
    expect(loadConfig({ ...base, PAYMENTS_SANDBOX: "off" }).paymentsSandbox.enabled).toBe(false);
    expect(() => loadConfig({ ...base, PAYMENTS_SANDBOX: "maybe" })).toThrow(/PAYMENTS_SANDBOX/);
    expect(() => loadConfig({ ...base, PAYMENTS_SANDBOX_DAILY_MAX: "BTC:lots" })).toThrow(
      /PAYMENTS_SANDBOX_DAILY_MAX: must look like BTC:0.5,ETH:10/,
    );
  });

  it("warns loudly in the log when on with NODE_ENV=production, and not otherwise", async () => {
    const lines: string[] = [];
    const logStream = { write: (line: string) => void lines.push(line) };
    await tdb.buildApp({ NODE_ENV: "production", PAYMENTS_SANDBOX: "on", LOG_LEVEL: "warn" }, { logStream });
    const warnings = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(warnings.filter((line) => line.level === 40 && line.msg.includes("PAYMENTS_SANDBOX IS ON"))).toHaveLength(1);
    lines.length = 0;
    await tdb.buildApp({ PAYMENTS_SANDBOX: "on", LOG_LEVEL: "warn" }, { logStream });
    expect(lines.filter((line) => line.includes("PAYMENTS_SANDBOX"))).toEqual([]);
  });

  it("refuses a cap for a coin the casino does not take", async () => {
    await expect(tdb.buildApp({ PAYMENTS_SANDBOX_TRANSFER_MAX: "XRP:5" })).rejects.toThrow(/unknown coin XRP/);
  });
});

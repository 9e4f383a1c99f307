import { paymentsPage } from "@croupier/contract";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkLedger } from "../ledger/invariants.ts";
import { call, signUp } from "../test/identity-helpers.ts";
import { createTestDatabase, type TestDatabase } from "../test/test-app.ts";
import {
  balanceOf,
  CARDS,
  callbacksDelivered,
  deposit,
  payByCard,
  paymentsOf,
  postForm,
  startDeposit,
  tokenOf,
} from "./payment-test-helpers.ts";
import { CALLBACK_PATH } from "./sandbox/callback-delivery.ts";
import { SANDBOX_SIGNATURE_HEADER } from "./sandbox/signed-callback.ts";

let tdb: TestDatabase;
let app: FastifyInstance;
const logLines: string[] = [];
/** A card number a broken client sends to /api: refused, and never logged. */
const REFUSED_CARD = "4111111111111111";
const injected: string[] = [];

beforeAll(async () => {
  tdb = await createTestDatabase();
  app = await tdb.buildApp(
    { SIGN_UP_RATE_LIMIT_IP: "1000", LOG_LEVEL: "trace", SANDBOX_GATEWAY_SECRET: "test-sandbox-secret" },
    { logStream: { write: (line) => logLines.push(line) } },
  );
  // Every request made to the app (the tests' and the gateway's callbacks) with its body: the card
  // number must reach only the gateway's own routes.
  const inject = app.inject.bind(app);
  app.inject = ((options: { method?: string; url?: string; payload?: unknown }) => {
    const body = typeof options.payload === "string" ? options.payload : JSON.stringify(options.payload ?? "");
    injected.push(`${options.method} ${options.url} ${body}`);
    return inject(options as never);
  }) as typeof app.inject;
});
afterAll(() => tdb.close());

function signedCallback(body: Record<string, unknown>) {
  const raw = JSON.stringify(body);
  return { raw, signature: app.payments.gateway.sign(raw) };
}

function postCallback(raw: string, signature: string) {
  return app.inject({
    method: "POST",
    url: CALLBACK_PATH,
    headers: { "content-type": "application/json", accept: "application/json", [SANDBOX_SIGNATURE_HEADER]: signature },
    payload: raw,
  });
}

describe("POST /api/payments/deposits", () => {
  it("needs a session", async () => {
    const response = await call(app, "POST", "/api/payments/deposits", {
      payload: { amountValue: 50, id: "creditcard", currency: "EUR", paymentAction: "deposit" },
    });
    expect(response.statusCode).toBe(401);
  });

  it("checks the amount against the method's limits with the amount field's messages", async () => {
    const { cookie } = await signUp(app);
    const cases: [unknown, string][] = [
      [9.99, "Value must be greater than or equal to 10"],
      ["4000.01", "Value must be less than or equal to 4000"],
      ["abc", "Amount must be a number"],
      ["1e3", "Amount must be a number"],
      [-10, "Amount must be a number"],
    ];
    for (const [amountValue, message] of cases) {
      const response = await deposit(app, cookie, { amountValue });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ errors: { amountValue: [message] } });
    }
    const usd = await deposit(app, cookie, { amountValue: 19, currency: "USD" });
    expect(usd.json()).toEqual({ errors: { amountValue: ["Value must be greater than or equal to 20"] } });
    const spanish = await deposit(app, cookie, { amountValue: 5000 }, "?l=es");
    expect(spanish.json()).toEqual({ errors: { amountValue: ["El valor debe ser menor o igual que 4000"] } });
    expect(await paymentsOf(app, cookie)).toEqual([]);
  });

  it("refuses a method not offered in the currency, and validates the method's fields", async () => {
    const { cookie } = await signUp(app);
    const unavailable = await deposit(app, cookie, { id: "piastrix", currency: "PLN" });
    expect(unavailable.statusCode).toBe(422);
    expect(unavailable.json()).toEqual({
      errors: { id: ["This payment method isn`t available now. Choose another."] },
    });
    const badEmail = await deposit(app, cookie, { id: "skrill", methodFieldsData: { email: "nope" } });
    expect(badEmail.json()).toEqual({ errors: { email: ["enter in the correct format, like name@example.com"] } });
    const badPhone = await deposit(app, cookie, { id: "muchbetter", methodFieldsData: { phoneNumber: "+123" } });
    expect(badPhone.json()).toEqual({ errors: { phoneNumber: ["invalid input"] } });
    // Card data belongs on the gateway's page: the API refuses it (and does not echo it).
    const card = await deposit(app, cookie, { methodFieldsData: { cardNumber: REFUSED_CARD } });
    expect(card.statusCode).toBe(422);
    expect(card.body).not.toContain(REFUSED_CARD);
  });

  it("answers a pending payment and the gateway's hosted page", async () => {
    const { cookie } = await signUp(app);
    const response = await deposit(app, cookie, { amountValue: "25.50" });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toEqual({ id: expect.any(Number), state: "pending", redirectUrl: expect.any(String) });
    expect(created.redirectUrl).toMatch(/^http:\/\/localhost(:80)?\/sandbox-gateway\/pay\?token=/);
    const [payment] = await paymentsOf(app, cookie);
    expect(payment).toMatchObject({ id: created.id, state: "pending", amount_cents: 2550, success: false });
  });
  it("builds the gateway and return URLs from PUBLIC_ORIGIN, never from a forged Host", async () => {
    const { cookie } = await signUp(app);
    const response = await call(app, "POST", "/api/payments/deposits", {
      cookie,
      headers: { host: "evil.example", "x-forwarded-host": "evil.example" },
      payload: { amountValue: 50, id: "creditcard", currency: "EUR", paymentAction: "deposit", methodFieldsData: {} },
    });
    expect(response.statusCode).toBe(201);
    const { redirectUrl } = response.json() as { redirectUrl: string };
    expect(redirectUrl).toMatch(/^http:\/\/localhost\/sandbox-gateway\/pay\?token=/);
    expect(redirectUrl).not.toContain("evil.example");
  });
});

describe("the sandbox gateway", () => {
  it("approves card 4242: the callback credits the deposit once and the browser returns with ?deposit=success", async () => {
    const { cookie } = await signUp(app);
    const { id, path } = await startDeposit(app, cookie, { amountValue: 50 });
    const paid = await payByCard(app, path, CARDS.approve);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe("http://localhost/?deposit=success");
    await callbacksDelivered(app);
    expect(await balanceOf(app, cookie)).toBe(5000);
    const [payment] = await paymentsOf(app, cookie);
    expect(payment).toMatchObject({
      id,
      state: "succeeded",
      success: true,
      amount_cents: 5000,
      currency: "EUR",
      action: "deposit",
      payment_system: "creditcard",
      recallable: false,
      finished_at: expect.any(String),
    });
    const player = await call(app, "GET", "/api/player", { cookie });
    expect(player.json().stats).toEqual({ deposits_count: 1 });
    const stats = await call(app, "GET", "/api/player/stats", { cookie });
    expect(stats.json().deposits_count).toBe(1);
    // Paying again on the same page changes nothing: the payment is final.
    await postForm(app, path, { cardNumber: CARDS.approve });
    await payByCard(app, path, CARDS.approve);
    await callbacksDelivered(app);
    expect(await balanceOf(app, cookie)).toBe(5000);
  });

  it("credits once when one callback is delivered 10 times concurrently", async () => {
    const { cookie, id: playerId } = await signUp(app);
    const { id, path } = await startDeposit(app, cookie, { amountValue: 100 });
    const checkout = app.payments.gateway.readCheckout(tokenOf(path), new Date());
    if (!checkout) throw new Error("no checkout");
    const { body, signature } = app.payments.gateway.buildCallback(checkout, "approved", null, new Date());
    const answers = await Promise.all(Array.from({ length: 10 }, () => postCallback(body, signature)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    const statuses = answers.map((answer) => answer.json().status).sort();
    expect(statuses).toEqual([...Array(9).fill("already_final"), "settled"]);
    expect(await balanceOf(app, cookie)).toBe(10_000);
    const events = await tdb.database.db.query.realtimePublications.findMany();
    const mine = events.filter(
      (event) => event.channel === `payments_changes#${playerId}` && (event.data as { id: number }).id === id,
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]?.data).toEqual({
      id,
      amount_cents: 10_000,
      currency: "EUR",
      action: "deposit",
      payment_system: "creditcard",
      recallable: false,
      finished_at: expect.any(String),
      created_at: expect.any(String),
      success: true,
    });
    // The header's balance is published once, with the credited money.
    const balances = events.filter((event) => event.channel === `balance#${playerId}`);
    expect(balances.map((event) => event.data)).toEqual([
      { currency: "EUR", amount_cents: 10_000, available_to_cashout_cents: 10_000 },
    ]);
    expect((await checkLedger(tdb.database.db)).breaches).toEqual([]);
  });

  it("declines card 0002: no money, state declined, ?deposit=failed", async () => {
    const { cookie } = await signUp(app);
    await startDeposit(app, cookie);
    const { path } = await startDeposit(app, cookie, { amountValue: 30 });
    const paid = await payByCard(app, path, CARDS.decline);
    expect(paid.headers.location).toBe("http://localhost/?deposit=failed");
    await callbacksDelivered(app);
    expect(await balanceOf(app, cookie)).toBe(0);
    const [latest, older] = await paymentsOf(app, cookie);
    expect(latest).toMatchObject({ state: "declined", success: false, amount_cents: 3000 });
    expect(older).toMatchObject({ state: "pending" });
    expect((await call(app, "GET", "/api/player", { cookie })).json().stats.deposits_count).toBe(0);
  });

  it("asks 3220 for 3-D Secure: Complete credits, Fail declines", async () => {
    const { cookie } = await signUp(app, undefined, { currency: "USD" });
    for (const [decision, state] of [
      ["complete", "succeeded"],
      ["fail", "declined"],
    ] as const) {
      const { path } = await startDeposit(app, cookie, { amountValue: 40, currency: "USD" });
      const paid = await payByCard(app, path, CARDS.challenge);
      expect(paid.statusCode).toBe(303);
      const challenge = paid.headers.location as string;
      expect(challenge).toMatch(/^\/sandbox-gateway\/3ds\?token=/);
      const page = await app.inject({ method: "GET", url: challenge });
      expect(page.body).toContain("Complete");
      expect(page.body).toContain("Fail");
      const done = await postForm(app, challenge, { decision });
      expect(done.headers.location).toBe(`http://localhost/?deposit=${decision === "complete" ? "success" : "failed"}`);
      await callbacksDelivered(app);
      expect((await paymentsOf(app, cookie))[0]?.state).toBe(state);
    }
    expect(await balanceOf(app, cookie, "USD")).toBe(4000);
  });

  it("returns a Russian player to /ru", async () => {
    const { cookie } = await signUp(app);
    const created = (await deposit(app, cookie, {}, "?l=ru")).json();
    const paid = await payByCard(
      app,
      new URL(created.redirectUrl).pathname + new URL(created.redirectUrl).search,
      CARDS.approve,
    );
    expect(paid.headers.location).toBe("http://localhost/ru?deposit=success");
    await callbacksDelivered(app);
  });

  it("re-renders the card form with its messages for a bad card, sending no callback", async () => {
    const { cookie } = await signUp(app);
    const { path } = await startDeposit(app, cookie);
    const response = await postForm(app, path, { cardNumber: "4242", cardHolder: "", cvv: "1" });
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain("Invalid card number. Please enter 16 digits.");
    expect(response.body).toContain("Invalid CVV. Please enter 3 digits");
    expect(response.headers["content-security-policy"]).toContain("default-src 'none'");
    expect((await paymentsOf(app, cookie))[0]?.state).toBe("pending");
  });

  it("e-wallets confirm on the gateway's page", async () => {
    const { cookie } = await signUp(app);
    const { path } = await startDeposit(app, cookie, { id: "skrill", methodFieldsData: { email: "me@example.com" } });
    const page = await app.inject({ method: "GET", url: path });
    expect(page.body).toContain("Approve");
    const done = await postForm(app, path, { decision: "approve" });
    expect(done.headers.location).toBe("http://localhost/?deposit=success");
    await callbacksDelivered(app);
    expect(await balanceOf(app, cookie)).toBe(5000);
  });

  it("refuses a forged or expired checkout link", async () => {
    const response = await app.inject({ method: "GET", url: "/sandbox-gateway/pay?token=abc.def" });
    expect(response.statusCode).toBe(404);
  });
});

describe("POST /api/payments/callbacks/sandbox", () => {
  it("answers 401 for a missing, wrong or stale signature and moves no money", async () => {
    const { cookie } = await signUp(app);
    const { id, path } = await startDeposit(app, cookie);
    const checkout = app.payments.gateway.readCheckout(tokenOf(path), new Date());
    if (!checkout) throw new Error("no checkout");
    const { body } = app.payments.gateway.buildCallback(checkout, "approved", null, new Date());
    expect((await postCallback(body, "")).statusCode).toBe(401);
    expect((await postCallback(body, "0".repeat(64))).statusCode).toBe(401);
    const otherKey = (await import("./sandbox/sandbox-gateway.ts")).createSandboxGateway("another-secret");
    expect((await postCallback(body, otherKey.sign(body))).statusCode).toBe(401);
    // A tampered body under the original signature.
    const tampered = body.replace('"amount_cents":"5000"', '"amount_cents":"9999999"');
    expect((await postCallback(tampered, app.payments.gateway.sign(body))).statusCode).toBe(401);
    const stale = signedCallback({ ...JSON.parse(body), timestamp: Math.floor(Date.now() / 1000) - 3600 });
    const staleAnswer = await postCallback(stale.raw, stale.signature);
    expect(staleAnswer.statusCode).toBe(401);
    expect(staleAnswer.json()).toEqual({ error: "Stale callback" });
    expect(await balanceOf(app, cookie)).toBe(0);
    expect((await paymentsOf(app, cookie))[0]).toMatchObject({ id, state: "pending" });
  });

  it("needs no same-origin headers (server to server), and refuses a changed amount", async () => {
    const { cookie } = await signUp(app);
    const { path } = await startDeposit(app, cookie);
    const checkout = app.payments.gateway.readCheckout(tokenOf(path), new Date());
    if (!checkout) throw new Error("no checkout");
    const changed = signedCallback({
      ...JSON.parse(app.payments.gateway.buildCallback(checkout, "approved", null, new Date()).body),
      amount_cents: "1",
    });
    const answer = await app.inject({
      method: "POST",
      url: CALLBACK_PATH,
      headers: { "content-type": "application/json", [SANDBOX_SIGNATURE_HEADER]: changed.signature },
      payload: changed.raw,
    });
    expect(answer.statusCode).toBe(422);
    expect(await balanceOf(app, cookie)).toBe(0);
  });
});

describe("payments history", () => {
  it("shows only the player's own payments, newest first, paged and filtered", async () => {
    const alice = await signUp(app);
    const bob = await signUp(app);
    const ids: number[] = [];
    for (const amountValue of [10, 20, 30]) ids.push((await startDeposit(app, alice.cookie, { amountValue })).id);
    await startDeposit(app, bob.cookie, { amountValue: 20, currency: "USD" });
    const all = await paymentsOf(app, alice.cookie);
    expect(all.map((payment) => payment.id)).toEqual([...ids].reverse());
    const page = await call(app, "POST", "/api/player/payments/with_pages", {
      cookie: alice.cookie,
      payload: { page: 2, page_size: 2 },
    });
    expect(page.statusCode).toBe(200);
    expect(paymentsPage.parse(page.json())).toEqual({
      data: [expect.objectContaining({ id: ids[0] })],
      pagination: { page: 2, per_page: 2, total_count: 3 },
    });
    const filtered = await call(app, "POST", "/api/player/payments/with_pages", {
      cookie: alice.cookie,
      payload: { page: 1, page_size: 10, filter: { currency: "USD", type: "deposit" } },
    });
    expect(filtered.json()).toEqual({ data: [], pagination: { page: 1, per_page: 10, total_count: 0 } });
    const bobs = await paymentsOf(app, bob.cookie);
    expect(bobs).toHaveLength(1);
    expect(bobs.map((payment) => payment.id)).not.toContain(ids[0]);
    expect((await call(app, "GET", "/api/player/payments")).statusCode).toBe(401);
  });
});

describe("card data", () => {
  it("never appears in the logs or in any /api request", async () => {
    await callbacksDelivered(app);
    const logs = logLines.join("\n");
    expect(logs.length).toBeGreaterThan(0);
    expect(logs).toContain("/sandbox-gateway/pay?token=[redacted]");
    expect(logs).not.toContain(REFUSED_CARD);
    for (const card of Object.values(CARDS)) {
      const digits = card.replaceAll(" ", "");
      expect(logs).not.toContain(digits);
      expect(logs).not.toContain(encodeURIComponent(card));
      for (const request of injected.filter((line) => line.includes(" /api/"))) {
        expect(request).not.toContain(digits);
        expect(request).not.toContain(card);
      }
    }
    // The gateway's own routes did receive the cards (the test drove them).
    expect(injected.some((line) => line.startsWith("POST /sandbox-gateway/") && line.includes("4242"))).toBe(true);
  });
});

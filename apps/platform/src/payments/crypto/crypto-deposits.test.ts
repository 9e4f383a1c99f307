import { paymentMethodFields, sandboxCryptoTransfer } from "@croupier/contract";
import { eq, like } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkLedger } from "../../ledger/invariants.ts";
import { insertLottery } from "../../lotteries/lotteries.ts";
import { openDemoLottery } from "../../lotteries/seed.ts";
import { realtimePublications } from "../../realtime/schema.ts";
import { call, signUp } from "../../test/identity-helpers.ts";
import { createTestApp, type TestDatabase } from "../../test/test-app.ts";
import { balanceOf, callbacksDelivered, deposit, paymentsOf, postForm } from "../payment-test-helpers.ts";
import { buildCryptoCallback } from "../sandbox/crypto-chain.ts";
import { SANDBOX_SIGNATURE_HEADER } from "../sandbox/signed-callback.ts";
import { cryptoAddresses, payments } from "../schema.ts";
import { CRYPTO_CURRENCIES, type CryptoCurrency } from "./coins.ts";
import { CRYPTO_CALLBACK_PATH } from "./crypto-callback-routes.ts";

let tdb: TestDatabase;
let app: FastifyInstance;
const ENV = { SIGN_UP_RATE_LIMIT_IP: "1000", SANDBOX_GATEWAY_SECRET: "test-crypto-secret" };

beforeAll(async () => {
  ({ testDb: tdb, app } = await createTestApp(ENV));
});
afterAll(() => tdb.close());

function fieldsOf(currency: CryptoCurrency, cookie?: string, action = "deposit") {
  const url = `/api/payments/methods/crypto_${currency.toLowerCase()}/fields?currency=${currency}&action=${action}`;
  return call(app, "GET", url, { cookie });
}

async function addressOf(cookie: string, currency: CryptoCurrency = "BTC"): Promise<string> {
  const response = await fieldsOf(currency, cookie);
  expect(response.statusCode).toBe(200);
  const address = paymentMethodFields.parse(response.json()).methodFields[0]?.address;
  if (!address) throw new Error("no deposit address");
  return address;
}

/** A test transfer as the signed-in owner of the address sends it (session cookie, same origin). */
function sendTransfer(cookie: string, body: Record<string, unknown>, target: FastifyInstance = app) {
  return call(target, "POST", "/sandbox-gateway/crypto/transfers", { cookie, payload: body });
}

function mine(cookie: string, txHash: string, confirmations?: number, target: FastifyInstance = app) {
  return call(target, "POST", `/sandbox-gateway/crypto/transfers/${txHash}/confirmations`, {
    cookie,
    ...(confirmations === undefined ? {} : { payload: { confirmations } }),
  });
}

function postCallback(raw: string, signature: string) {
  return app.inject({
    method: "POST",
    url: CRYPTO_CALLBACK_PATH,
    headers: { "content-type": "application/json", [SANDBOX_SIGNATURE_HEADER]: signature },
    payload: raw,
  });
}

async function paymentRow(id: number) {
  const [row] = await tdb.database.db.select().from(payments).where(eq(payments.id, id));
  if (!row) throw new Error(`no payment ${id}`);
  return row;
}

async function eventsOf(paymentId: number) {
  const rows = await tdb.database.db
    .select()
    .from(realtimePublications)
    .where(like(realtimePublications.channel, "payments_changes#%"))
    // In publication order: without it PostgreSQL may answer rows in any order.
    .orderBy(realtimePublications.id);
  return rows.map((row) => row.data as { id: number; success: boolean }).filter((event) => event.id === paymentId);
}

async function expectLedgerHolds() {
  expect((await checkLedger(tdb.database.db)).breaches).toEqual([]);
}

describe("deposit addresses", () => {
  it("gives a signed-in player one address per currency, stable across calls, with its payment URI", async () => {
    const { cookie, id } = await signUp(app);
    const response = await fieldsOf("BTC", cookie);
    expect(response.statusCode).toBe(200);
    const fields = paymentMethodFields.parse(response.json());
    const [field] = fields.methodFields;
    expect(fields).toMatchObject({
      amountField: { minAmountValue: 0.0002, maxAmountValue: 1, currency: "BTC" },
      isSubmitAvailable: false,
    });
    expect(field).toEqual({
      fieldName: "address",
      translationKey: "payments.fields.address",
      type: "crypto_address",
      isRequired: false,
      hosted: false,
      address: expect.stringMatching(/^bc1q[qpzry9x8gf2tvdw0s3jn54khce6mua7l]{38}$/),
      href: `bitcoin:${field?.address}`,
    });
    expect(await addressOf(cookie)).toBe(field?.address);
    expect(await addressOf(cookie)).toBe(field?.address);
    const rows = await tdb.database.db.select().from(cryptoAddresses).where(eq(cryptoAddresses.playerId, id));
    expect(rows.map((row) => [row.currency, row.address])).toEqual([["BTC", field?.address]]);
  });

  it("differs per player and per currency, in each coin's shape", async () => {
    const alice = await signUp(app);
    const bob = await signUp(app);
    const shapes: Record<CryptoCurrency, [RegExp, string]> = {
      BTC: [/^bc1q[a-z0-9]{38}$/, "bitcoin:"],
      BCH: [/^bitcoincash:q[a-z0-9]{41}$/, ""],
      ETH: [/^0x[0-9a-f]{40}$/, "ethereum:"],
      LTC: [/^ltc1q[a-z0-9]{38}$/, "litecoin:"],
      DOG: [/^D[1-9A-HJ-NP-Za-km-z]{33}$/, "dogecoin:"],
      USDT: [/^0x[0-9a-f]{40}$/, "ethereum:"],
    };
    const seen = new Set<string>();
    for (const currency of CRYPTO_CURRENCIES) {
      const [shape, scheme] = shapes[currency];
      for (const player of [alice, bob]) {
        const field = paymentMethodFields.parse((await fieldsOf(currency, player.cookie)).json()).methodFields[0];
        expect(field?.address).toMatch(shape);
        expect(field?.href).toBe(`${scheme}${field?.address}`);
        seen.add(`${field?.address}`);
      }
    }
    // ETH and USDT are both Ethereum addresses but still one per currency.
    expect(seen.size).toBe(CRYPTO_CURRENCIES.length * 2);
  });

  it("shows the bare field when signed out, and none for a cash-out", async () => {
    const fields = paymentMethodFields.parse((await fieldsOf("ETH")).json());
    expect(fields.methodFields).toEqual([
      {
        fieldName: "address",
        translationKey: "payments.fields.address",
        type: "crypto_address",
        isRequired: false,
        hosted: false,
      },
    ]);
    const { cookie } = await signUp(app);
    const cashout = paymentMethodFields.parse((await fieldsOf("ETH", cookie, "cashout")).json());
    expect(cashout.methodFields.some((field) => field.address)).toBe(false);
  });

  it("keeps refusing a crypto checkout: coins go to the address", async () => {
    const { cookie } = await signUp(app);
    const response = await deposit(app, cookie, { id: "crypto_btc", currency: "BTC", amountValue: "0.001" });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      errors: { id: ["This payment method isn`t available now. Choose another."] },
    });
  });
});

describe("the sandbox chain", () => {
  it("records a transfer, keeps it pending below the confirmations, then credits exactly once", async () => {
    const { cookie } = await signUp(app);
    const address = await addressOf(cookie);
    const sent = await sendTransfer(cookie, { currency: "btc", address, amount: "0.001" });
    expect(sent.statusCode).toBe(201);
    const transfer = sandboxCryptoTransfer.parse(sent.json());
    expect(transfer).toEqual({
      txHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      currency: "BTC",
      address,
      amount_cents: 100_000,
      confirmations: 0,
      required: 2,
    });
    await callbacksDelivered(app);
    const [pending] = await paymentsOf(app, cookie);
    expect(pending).toMatchObject({
      action: "deposit",
      payment_system: "crypto_btc",
      currency: "BTC",
      amount_cents: 100_000,
      state: "pending",
      finished_at: null,
    });
    const id = pending?.id ?? 0;
    expect(await paymentRow(id)).toMatchObject({
      gateway: "sandbox_crypto",
      gatewayReference: `BTC:${transfer.txHash}`,
      methodFieldsData: { address },
    });

    const one = await mine(cookie, transfer.txHash);
    expect(one.json()).toMatchObject({ confirmations: 1, required: 2 });
    await callbacksDelivered(app);
    expect((await paymentsOf(app, cookie))[0]?.state).toBe("pending");
    expect(await balanceOf(app, cookie, "BTC")).toBe(0);

    expect((await mine(cookie, transfer.txHash, 1)).json()).toMatchObject({ confirmations: 2 });
    await callbacksDelivered(app);
    expect((await paymentsOf(app, cookie))[0]).toMatchObject({ id, state: "succeeded", success: true });
    expect(await balanceOf(app, cookie, "BTC")).toBe(100_000);
    expect((await call(app, "GET", "/api/player", { cookie })).json().stats.deposits_count).toBe(1);

    // More blocks change nothing: the deposit is final.
    await mine(cookie, transfer.txHash, 5);
    await callbacksDelivered(app);
    expect(await balanceOf(app, cookie, "BTC")).toBe(100_000);
    expect((await eventsOf(id)).map((event) => event.success)).toEqual([false, true]);
    expect((await paymentRow(id)).finishedAt).toBeInstanceOf(Date);
    await expectLedgerHolds();
  });

  it("credits a transfer sent with enough confirmations at once, in the coin's minor units", async () => {
    const { cookie } = await signUp(app, undefined, { currency: "USD" });
    const address = await addressOf(cookie, "ETH");
    const sent = await sendTransfer(cookie, { currency: "ETH", address, amount: 0.025, confirmations: 2 });
    expect(sent.json()).toMatchObject({ amount_cents: 2_500_000, confirmations: 2 });
    await callbacksDelivered(app);
    expect(await balanceOf(app, cookie, "ETH")).toBe(2_500_000);
    await expectLedgerHolds();
  });

  it("credits once when one callback is delivered 10 times concurrently", async () => {
    const { cookie } = await signUp(app);
    const address = await addressOf(cookie, "LTC");
    const transfer = {
      txHash: "a".repeat(64),
      currency: "LTC" as const,
      address,
      amountCents: 20_000_000n,
      confirmations: 2,
    };
    const { body, signature } = buildCryptoCallback(app.payments.gateway.sign, transfer, new Date());
    const answers = await Promise.all(Array.from({ length: 10 }, () => postCallback(body, signature)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    const paymentIds = new Set(answers.map((answer) => answer.json().payment_id));
    expect(paymentIds.size).toBe(1);
    expect(answers.map((answer) => answer.json().state)).toEqual(Array(10).fill("succeeded"));
    expect(await balanceOf(app, cookie, "LTC")).toBe(20_000_000);
    const mine = await paymentsOf(app, cookie);
    expect(mine).toHaveLength(1);
    expect(await eventsOf(mine[0]?.id ?? 0)).toHaveLength(2);
    await expectLedgerHolds();
  });

  it("ignores a late notice with fewer confirmations and refuses a changed amount", async () => {
    const { cookie } = await signUp(app);
    const address = await addressOf(cookie, "DOG");
    const transfer = { txHash: "b".repeat(64), currency: "DOG" as const, address, amountCents: 200n * 100_000_000n };
    const sign = app.payments.gateway.sign;
    const one = buildCryptoCallback(sign, { ...transfer, confirmations: 1 }, new Date());
    const none = buildCryptoCallback(sign, { ...transfer, confirmations: 0 }, new Date());
    expect((await postCallback(one.body, one.signature)).json()).toMatchObject({ state: "pending", confirmations: 1 });
    expect((await postCallback(none.body, none.signature)).json()).toMatchObject({ confirmations: 1 });
    const changed = buildCryptoCallback(sign, { ...transfer, amountCents: 1n, confirmations: 2 }, new Date());
    expect((await postCallback(changed.body, changed.signature)).statusCode).toBe(422);
    expect(await balanceOf(app, cookie, "DOG")).toBe(0);
    const two = buildCryptoCallback(sign, { ...transfer, confirmations: 2 }, new Date());
    expect((await postCallback(two.body, two.signature)).json()).toMatchObject({ state: "succeeded" });
    expect(await balanceOf(app, cookie, "DOG")).toBe(20_000_000_000);
  });

  it("records a transfer below the method's minimum and declines it, moving no money", async () => {
    const { cookie } = await signUp(app);
    const address = await addressOf(cookie);
    // The BTC minimum is 200 micro-BTC (0.0002).
    const sent = await sendTransfer(cookie, { currency: "BTC", address, amount: "0.0001", confirmations: 3 });
    expect(sent.statusCode).toBe(201);
    await callbacksDelivered(app);
    const [payment] = await paymentsOf(app, cookie);
    expect(payment).toMatchObject({ state: "declined", success: false, amount_cents: 10_000 });
    expect((await paymentRow(payment?.id ?? 0)).failureReason).toBe("below_minimum");
    await mine(cookie, sent.json().txHash, 2);
    await callbacksDelivered(app);
    expect((await paymentsOf(app, cookie))[0]?.state).toBe("declined");
    expect(await balanceOf(app, cookie, "BTC")).toBe(0);
    expect((await call(app, "GET", "/api/player", { cookie })).json().stats.deposits_count).toBe(0);
    await expectLedgerHolds();
  });

  it("answers 404 for an unknown address or transaction and 422 for bad input", async () => {
    const { cookie } = await signUp(app);
    const address = await addressOf(cookie);
    const unknown = await sendTransfer(cookie, { currency: "BTC", address: "bc1qnotours", amount: "0.001" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      error: "Unknown deposit address",
      errors: { address: ["is not a deposit address of this casino"] },
    });
    // An address is one coin's: the BTC address is unknown on the LTC chain.
    expect((await sendTransfer(cookie, { currency: "LTC", address, amount: "1" })).statusCode).toBe(404);
    for (const amount of ["abc", 0, "0", "-1", "0.000000001", "1e-3"]) {
      const bad = await sendTransfer(cookie, { currency: "BTC", address, amount });
      expect(bad.statusCode).toBe(422);
      expect(bad.json()).toEqual({ errors: { amount: ["Amount must be a number"] } });
    }
    const fiat = await sendTransfer(cookie, { currency: "EUR", address, amount: "1" });
    expect(fiat.json()).toEqual({ errors: { currency: ["invalid input"] } });
    expect((await sendTransfer(cookie, { currency: "BTC", address })).statusCode).toBe(422);
    expect((await mine(cookie, "f".repeat(64))).statusCode).toBe(404);
    expect((await mine(cookie, "f".repeat(64), 0)).statusCode).toBe(422);
    await callbacksDelivered(app);
    expect(await paymentsOf(app, cookie)).toEqual([]);
  });

  it("records the player's bonus and lottery choices on the deposit when the transfer is first seen", async () => {
    const { cookie } = await signUp(app);
    const btc = (await call(app, "POST", "/api/player/accounts?currency=BTC", { cookie })).json() as { id: number };
    const now = new Date();
    const lottery = await tdb.database.db.transaction((tx) =>
      insertLottery(tx, { ...openDemoLottery(now, "crypto-choices-test"), currency: "BTC" }, now),
    );
    const lotteryId = lottery?.lottery.id ?? 0;
    const picked = await call(app, "PATCH", `/api/player/accounts/${btc.id}/select_lottery`, {
      cookie,
      payload: { lottery_id: lotteryId },
    });
    expect(picked.statusCode).toBe(200);
    await call(app, "PATCH", "/api/player/set_bonus_code?deposit_bonus_code=HODL", { cookie });
    await call(app, "POST", "/api/player/groups", { cookie, payload: { groups: { add: ["73"], remove: [] } } });
    await sendTransfer(cookie, { currency: "BTC", address: await addressOf(cookie), amount: "0.001" });
    await callbacksDelivered(app);
    const [payment] = await paymentsOf(app, cookie);
    expect((await paymentRow(payment?.id ?? 0)).playerChoices).toEqual({
      can_issue_bonuses: true,
      bonus_code: "HODL",
      bonus_id: 73,
      lottery_id: lotteryId,
    });
  });

  it("remembers transfers across a restart through what the platform recorded", async () => {
    const { cookie } = await signUp(app);
    const address = await addressOf(cookie, "BCH");
    const sent = await sendTransfer(cookie, { currency: "BCH", address, amount: "0.35", confirmations: 1 });
    await callbacksDelivered(app);
    const restarted = await tdb.buildApp(ENV);
    const confirmed = await mine(cookie, sent.json().txHash, 1, restarted);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ confirmations: 2, amount_cents: 35_000_000 });
    await restarted.payments.delivery.settled();
    expect(await balanceOf(app, cookie, "BCH")).toBe(35_000_000);
  });
});

describe("POST /api/payments/callbacks/sandbox-crypto", () => {
  it("answers 401 for a missing, wrong or stale signature and moves no money", async () => {
    const { cookie } = await signUp(app);
    const address = await addressOf(cookie);
    const transfer = {
      txHash: "c".repeat(64),
      currency: "BTC" as const,
      address,
      amountCents: 100_000n,
      confirmations: 6,
    };
    const { body } = buildCryptoCallback(app.payments.gateway.sign, transfer, new Date());
    expect((await postCallback(body, "")).statusCode).toBe(401);
    expect((await postCallback(body, "0".repeat(64))).statusCode).toBe(401);
    const { createSandboxGateway } = await import("../sandbox/sandbox-gateway.ts");
    expect((await postCallback(body, createSandboxGateway("another-secret").sign(body))).statusCode).toBe(401);
    const tampered = body.replace('"amount_cents":"100000"', '"amount_cents":"99900000"');
    expect((await postCallback(tampered, app.payments.gateway.sign(body))).statusCode).toBe(401);
    const stale = buildCryptoCallback(app.payments.gateway.sign, transfer, new Date(Date.now() - 3_600_000));
    const staleAnswer = await postCallback(stale.body, stale.signature);
    expect(staleAnswer.statusCode).toBe(401);
    expect(staleAnswer.json()).toEqual({ error: "Stale callback" });
    expect(await paymentsOf(app, cookie)).toEqual([]);
    expect(await balanceOf(app, cookie, "BTC")).toBe(0);
  });

  it("answers 404 for an address never given out", async () => {
    const transfer = {
      txHash: "d".repeat(64),
      currency: "BTC" as const,
      address: "bc1qunknown",
      amountCents: 1n,
      confirmations: 0,
    };
    const { body, signature } = buildCryptoCallback(app.payments.gateway.sign, transfer, new Date());
    expect((await postCallback(body, signature)).statusCode).toBe(404);
  });
});

describe("OpenAPI", () => {
  it("documents the crypto callback and the sandbox chain's JSON routes", async () => {
    const document = (await app.inject({ url: "/api/docs/openapi.json" })).json();
    for (const path of [
      "/api/payments/callbacks/sandbox-crypto",
      "/sandbox-gateway/crypto/transfers",
      "/sandbox-gateway/crypto/transfers/{txHash}/confirmations",
    ]) {
      expect(Object.keys(document.paths)).toContain(path);
    }
    expect(document.components.schemas).toHaveProperty("SandboxCryptoTransferRequest");
    expect(document.components.schemas).toHaveProperty("SandboxCryptoCallbackAnswer");
  });
});

describe("the hosted sandbox page", () => {
  it("lets a person send a confirmed transfer to their address and shows the result", async () => {
    const { cookie } = await signUp(app);
    const address = await addressOf(cookie);
    const page = await app.inject({
      method: "GET",
      url: `/sandbox-gateway/crypto?currency=BTC&address=${encodeURIComponent(address)}`,
      headers: { cookie },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    expect(page.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(page.body).toContain(address);
    expect(page.body).toContain('value="0.001"');
    const bad = await postForm(app, "/sandbox-gateway/crypto", { currency: "BTC", address, amount: "lots" }, cookie);
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain("Amount must be a number");
    const sent = await postForm(app, "/sandbox-gateway/crypto", { currency: "BTC", address, amount: "0.002" }, cookie);
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain("Transfer sent");
    expect(sent.body).toContain("2 of 2 required");
    await callbacksDelivered(app);
    expect(await balanceOf(app, cookie, "BTC")).toBe(200_000);
    const unknown = await app.inject({
      method: "GET",
      url: "/sandbox-gateway/crypto?currency=BTC&address=nope",
      headers: { cookie },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

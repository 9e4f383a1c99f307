import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkLedger } from "../ledger/invariants.ts";
import { auditRows, signedInOperator } from "../operators/operator-test-helpers.ts";
import { balanceOf, depositedPlayer } from "../payments/payment-test-helpers.ts";
import { call, signUp } from "../test/identity-helpers.ts";
import { createTestDatabase, MANY_SIGN_UPS, type TestDatabase } from "../test/test-app.ts";
import { ADJUSTMENTS_DISABLED, FOUR_EYES_REFUSED } from "./adjustments.ts";

// Balance adjustments: posted to the ledger below the four-eyes threshold, requested above it and
// posted only by a second operator; idempotent retries; the switch; the ledger's invariants after.

let testDb: TestDatabase;
let app: FastifyInstance;
let finance: { cookie: string; id: number };
let admin: { cookie: string; id: number };
let support: { cookie: string; id: number };
let keyCounter = 0;

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = await testDb.buildApp({ ...MANY_SIGN_UPS, OPERATOR_ADJUSTMENT_FOUR_EYES_CENTS: "10000" });
  finance = await signedInOperator(app, testDb.database.db, "finance");
  admin = await signedInOperator(app, testDb.database.db, "admin");
  support = await signedInOperator(app, testDb.database.db, "support");
});
afterAll(() => testDb.close());

function adjust(playerId: number, adjustment: Record<string, unknown>, cookie = finance.cookie, key?: string) {
  keyCounter += 1;
  return call(app, "POST", `/api/operator/players/${playerId}/adjustments`, {
    cookie,
    payload: { adjustment: { currency: "EUR", reason: "Goodwill after an outage", ...adjustment } },
    headers: { "idempotency-key": key ?? `test-${keyCounter}` },
  });
}

const decide = (playerId: number, id: number, decision: "approve" | "reject", cookie: string, payload?: unknown) =>
  call(app, "POST", `/api/operator/players/${playerId}/adjustments/${id}/${decision}`, { cookie, payload });

async function ledgerIsClean(): Promise<void> {
  expect((await checkLedger(testDb.database.db)).breaches).toEqual([]);
}

describe("below the four-eyes threshold", () => {
  it("posts a credit and a debit at once, each audited with the balance before and after", async () => {
    const player = await depositedPlayer(app, 50);
    const credit = await adjust(player.id, { amount_cents: 2500 });
    expect(credit.statusCode, credit.body).toBe(201);
    expect(credit.json()).toMatchObject({ status: "posted", amount_cents: 2500, requested_by: finance.id });
    expect(credit.json().ledger_transaction_id).toEqual(expect.any(Number));
    const debit = await adjust(player.id, { amount_cents: -1000, reason: "Duplicate credit" });
    expect(debit.statusCode, debit.body).toBe(201);
    expect(await balanceOf(app, player.cookie)).toBe(5000 + 2500 - 1000);

    const rows = await auditRows(testDb.database.db, { target: { type: "player", id: player.id } });
    expect(rows.map((row) => row.action)).toEqual(["adjustment.posted", "adjustment.posted"]);
    expect(rows[0]?.details).toMatchObject({
      amount_cents: "2500",
      reason: "Goodwill after an outage",
      balance_before_cents: "5000",
      balance_after_cents: "7500",
    });
    // The statement shows it, and the 360's balance is the ledger's.
    const view = (await call(app, "GET", `/api/operator/players/${player.id}`, { cookie: support.cookie })).json();
    expect(view.accounts[0]).toMatchObject({ balance_cents: 6500 });
    expect(view.statement[0]).toMatchObject({ kind: "adjustment", amount_cents: -1000, balance_after_cents: 6500 });
    await ledgerIsClean();
  });

  it("never leaves a negative balance: 422 on the amount, nothing posted", async () => {
    const player = await depositedPlayer(app, 10);
    const response = await adjust(player.id, { amount_cents: -1001 });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.amount_cents[0]).toMatch(/negative balance/);
    expect(await balanceOf(app, player.cookie)).toBe(1000);
  });

  it("posts a retried request once under the same idempotency key (header or body)", async () => {
    const player = await depositedPlayer(app, 10);
    const first = await adjust(player.id, { amount_cents: 700 }, finance.cookie, "retry-1");
    const again = await adjust(player.id, { amount_cents: 700 }, finance.cookie, "retry-1");
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    const inBody = await call(app, "POST", `/api/operator/players/${player.id}/adjustments`, {
      cookie: finance.cookie,
      payload: {
        adjustment: {
          currency: "EUR",
          amount_cents: 700,
          reason: "Goodwill after an outage",
          idempotency_key: "retry-1",
        },
      },
    });
    expect(inBody.statusCode).toBe(200);
    expect(await balanceOf(app, player.cookie)).toBe(1700);
    const changed = await adjust(player.id, { amount_cents: 800 }, finance.cookie, "retry-1");
    expect(changed.statusCode).toBe(422);
    expect(changed.json().errors).toHaveProperty("idempotency_key");
    await ledgerIsClean();
  });

  it("refuses bad input with field errors and changes nothing", async () => {
    const player = await depositedPlayer(app, 10);
    const noKey = await call(app, "POST", `/api/operator/players/${player.id}/adjustments`, {
      cookie: finance.cookie,
      payload: { adjustment: { currency: "EUR", amount_cents: 100, reason: "x" } },
    });
    expect(noKey.statusCode).toBe(422);
    expect(noKey.json().errors).toHaveProperty("idempotency_key");
    expect((await adjust(player.id, { amount_cents: 0 })).statusCode).toBe(422);
    expect((await adjust(player.id, { amount_cents: 100, reason: "" })).statusCode).toBe(422);
    const otherCurrency = await adjust(player.id, { amount_cents: 100, currency: "USD" });
    expect(otherCurrency.statusCode).toBe(422);
    expect(otherCurrency.json().errors).toHaveProperty("currency");
    expect((await adjust(2_147_483_647, { amount_cents: 100 })).statusCode).toBe(404);
    expect(await balanceOf(app, player.cookie)).toBe(1000);
  });

  it("is refused to support (players.adjust_balance)", async () => {
    const player = await signUp(app);
    expect((await adjust(player.id, { amount_cents: 100 }, support.cookie)).statusCode).toBe(403);
  });
});

describe("above the four-eyes threshold", () => {
  it("is only requested; the same operator cannot approve it, a second one posts it", async () => {
    const player = await depositedPlayer(app, 10);
    const requested = await adjust(player.id, { amount_cents: 20_000 });
    expect(requested.statusCode, requested.body).toBe(202);
    expect(requested.json()).toMatchObject({ status: "requested", ledger_transaction_id: null });
    expect(await balanceOf(app, player.cookie)).toBe(1000);
    const id = requested.json().id;

    const queue = await call(app, "GET", "/api/operator/players/adjustments", { cookie: admin.cookie });
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.json().data.map((row: { id: number }) => row.id)).toContain(id);

    const self = await decide(player.id, id, "approve", finance.cookie);
    expect(self.statusCode).toBe(403);
    expect(self.json().error).toBe(FOUR_EYES_REFUSED);
    expect(await balanceOf(app, player.cookie)).toBe(1000);

    const approved = await decide(player.id, id, "approve", admin.cookie);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: "posted", requested_by: finance.id, decided_by: admin.id });
    expect(await balanceOf(app, player.cookie)).toBe(21_000);
    expect((await decide(player.id, id, "approve", admin.cookie)).statusCode).toBe(422);
    const after = await call(app, "GET", "/api/operator/players/adjustments", { cookie: admin.cookie });
    expect(after.json().data.map((row: { id: number }) => row.id)).not.toContain(id);

    const rows = await auditRows(testDb.database.db, { target: { type: "player", id: player.id } });
    expect(rows.map((row) => [row.action, row.operator_id])).toEqual([
      ["adjustment.requested", finance.id],
      ["adjustment.approved", admin.id],
    ]);
    await ledgerIsClean();
  });

  it("a second operator rejects with a reason: nothing moves", async () => {
    const player = await depositedPlayer(app, 10);
    const id = (await adjust(player.id, { amount_cents: -50_000 })).json().id;
    expect((await decide(player.id, id, "reject", finance.cookie, { reason: "mine" })).statusCode).toBe(403);
    expect((await decide(player.id, id, "reject", admin.cookie, {})).statusCode).toBe(422);
    const rejected = await decide(player.id, id, "reject", admin.cookie, { reason: "No evidence of the claim" });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ status: "rejected", decision_reason: "No evidence of the claim" });
    expect(await balanceOf(app, player.cookie)).toBe(1000);
  });

  it("re-checks the balance at approval: a debit that became too large is refused", async () => {
    const player = await depositedPlayer(app, 200);
    const id = (await adjust(player.id, { amount_cents: -15_000 })).json().id;
    expect((await adjust(player.id, { amount_cents: -9_000 })).statusCode).toBe(201);
    const approved = await decide(player.id, id, "approve", admin.cookie);
    expect(approved.statusCode).toBe(422);
    expect(approved.json().errors.amount_cents[0]).toMatch(/negative balance/);
    expect(await balanceOf(app, player.cookie)).toBe(11_000);
    await ledgerIsClean();
  });
});

describe("switched off (OPERATOR_ADJUSTMENTS_ENABLED=off)", () => {
  it("answers 403 saying so, and posts nothing", async () => {
    const off = await testDb.buildApp({ ...MANY_SIGN_UPS, OPERATOR_ADJUSTMENTS_ENABLED: "off" });
    const operator = await signedInOperator(off, testDb.database.db, "finance");
    const player = await depositedPlayer(off, 10);
    const response = await call(off, "POST", `/api/operator/players/${player.id}/adjustments`, {
      cookie: operator.cookie,
      payload: { adjustment: { currency: "EUR", amount_cents: 100, reason: "x" } },
      headers: { "idempotency-key": "off-1" },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: ADJUSTMENTS_DISABLED });
    expect(await balanceOf(off, player.cookie)).toBe(1000);
  });
});

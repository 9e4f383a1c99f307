import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findAccount } from "../ledger/accounts.ts";
import { checkLedger } from "../ledger/invariants.ts";
import { call, signUp } from "../test/identity-helpers.ts";
import { createTestApp, MANY_SIGN_UPS, type TestDatabase } from "../test/test-app.ts";
import { balanceOf, depositedPlayer, paymentsOf } from "./payment-test-helpers.ts";

let tdb: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  ({ testDb: tdb, app } = await createTestApp(MANY_SIGN_UPS));
});
afterAll(() => tdb.close());

function withdraw(cookie: string, body: Record<string, unknown> = {}) {
  return call(app, "POST", "/api/payments/withdrawals", {
    cookie,
    payload: {
      amountValue: 30,
      id: "skrill",
      currency: "EUR",
      paymentAction: "cashout",
      methodFieldsData: { email: "me@example.com" },
      ...body,
    },
  });
}

async function pendingWithdrawalBalance(playerId: number): Promise<bigint> {
  const account = await findAccount(tdb.database.db, "pending_withdrawal", "EUR", playerId);
  return account?.balance ?? 0n;
}

async function setRecallAllowed(allowed: boolean) {
  await tdb.database.db.execute(
    sql`update settings set value = jsonb_set(value, '{withdrawal_recall_allowed}', ${JSON.stringify(allowed)}::jsonb) where key = 'project'`,
  );
}

describe("withdrawals", () => {
  it("moves the amount to the pending-withdrawal account and lists it as a pending cash-out", async () => {
    const player = await depositedPlayer(app, 100);
    const response = await withdraw(player.cookie, { amountValue: "30.25" });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      action: "cashout",
      state: "pending",
      amount_cents: 3025,
      recallable: true,
    });
    expect(await balanceOf(app, player.cookie)).toBe(6975);
    expect(await pendingWithdrawalBalance(player.id)).toBe(3025n);
    const [latest] = await paymentsOf(app, player.cookie);
    expect(latest).toMatchObject({ action: "cashout", state: "pending", recallable: true });
    expect((await checkLedger(tdb.database.db)).breaches).toEqual([]);
  });

  it("refuses more than the balance, and amounts outside the method's limits", async () => {
    const player = await depositedPlayer(app, 50);
    const tooMuch = await withdraw(player.cookie, { amountValue: 60 });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json()).toEqual({ errors: { amountValue: ["Insufficient funds"] } });
    const tooLittle = await withdraw(player.cookie, { amountValue: 5 });
    expect(tooLittle.json()).toEqual({ errors: { amountValue: ["Value must be greater than or equal to 10"] } });
    expect(await balanceOf(app, player.cookie)).toBe(5000);
    // The refused request left no payment behind.
    expect((await paymentsOf(app, player.cookie)).filter((payment) => payment.action === "cashout")).toEqual([]);
  });

  it("lets the player recall a pending withdrawal once: the money comes back", async () => {
    const player = await depositedPlayer(app, 100);
    const { id } = (await withdraw(player.cookie, { amountValue: 40 })).json();
    const recall = await call(app, "POST", `/api/player/payments/${id}/recall`, { cookie: player.cookie });
    expect(recall.statusCode).toBe(200);
    expect(recall.json()).toMatchObject({ id, state: "recalled", recallable: false, success: false });
    expect(await balanceOf(app, player.cookie)).toBe(10_000);
    expect(await pendingWithdrawalBalance(player.id)).toBe(0n);
    const again = await call(app, "POST", `/api/player/payments/${id}/recall`, { cookie: player.cookie });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ errors: { base: ["This withdrawal can't be cancelled"] } });
    expect(await balanceOf(app, player.cookie)).toBe(10_000);
    expect((await checkLedger(tdb.database.db)).breaches).toEqual([]);
  });

  it("refuses recall of a deposit and of another player's withdrawal", async () => {
    const alice = await depositedPlayer(app, 100);
    const bob = await signUp(app);
    const [deposit] = await paymentsOf(app, alice.cookie);
    const notCashout = await call(app, "POST", `/api/player/payments/${deposit?.id}/recall`, { cookie: alice.cookie });
    expect(notCashout.statusCode).toBe(422);
    const { id } = (await withdraw(alice.cookie)).json();
    expect((await call(app, "POST", `/api/player/payments/${id}/recall`, { cookie: bob.cookie })).statusCode).toBe(404);
    expect((await call(app, "POST", `/api/player/payments/${id}/recall`)).statusCode).toBe(401);
  });

  it("follows the operator's licence: with recall forbidden (UK rules) withdrawals are not recallable", async () => {
    const player = await depositedPlayer(app, 100);
    const { id: before } = (await withdraw(player.cookie)).json();
    await setRecallAllowed(false);
    try {
      const created = (await withdraw(player.cookie)).json();
      expect(created.recallable).toBe(false);
      for (const id of [before, created.id]) {
        const recall = await call(app, "POST", `/api/player/payments/${id}/recall`, { cookie: player.cookie });
        expect(recall.statusCode).toBe(422);
      }
      expect(await balanceOf(app, player.cookie)).toBe(4000);
    } finally {
      await setRecallAllowed(true);
    }
  });
});

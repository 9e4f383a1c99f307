import { type OperatorWithdrawal, operatorWithdrawal } from "@croupier/contract";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../db/database.ts";
import { findAccount, getAccountBalance, getSystemAccount } from "../ledger/accounts.ts";
import { checkLedger } from "../ledger/invariants.ts";
import type { PaymentGateway } from "../payments/gateway.ts";
import { balanceOf, depositedPlayer, paymentsOf, requestSkrillWithdrawal } from "../payments/payment-test-helpers.ts";
import { PAYOUT_DECLINED_REASON } from "../payments/sandbox/sandbox-gateway.ts";
import { approveWithdrawal } from "../payments/withdrawals.ts";
import { call, GERMAN_IP } from "../test/identity-helpers.ts";
import { createTestApp, MANY_SIGN_UPS, type TestDatabase } from "../test/test-app.ts";
import { auditRows, signedInOperator } from "./operator-test-helpers.ts";

let tdb: TestDatabase;
let app: FastifyInstance;
let admin: { cookie: string; id: number };
let finance: { cookie: string; id: number };
let support: { cookie: string; id: number };

beforeAll(async () => {
  ({ testDb: tdb, app } = await createTestApp({ ...MANY_SIGN_UPS, SIGN_IN_RATE_LIMIT_IP: "1000" }));
  admin = await signedInOperator(app, tdb.database.db, "admin");
  finance = await signedInOperator(app, tdb.database.db, "finance");
  support = await signedInOperator(app, tdb.database.db, "support");
});
afterAll(() => tdb.close());

const approve = (cookie: string, id: number) =>
  call(app, "POST", `/api/operator/withdrawals/${id}/approve`, { cookie });
const reject = (cookie: string, id: number, reason: unknown = "Documents missing") =>
  call(app, "POST", `/api/operator/withdrawals/${id}/reject`, { cookie, payload: { reason } });
const recall = (cookie: string, id: number) => call(app, "POST", `/api/player/payments/${id}/recall`, { cookie });

async function pendingWithdrawalBalance(playerId: number): Promise<bigint> {
  const account = await findAccount(tdb.database.db, "pending_withdrawal", "EUR", playerId);
  return account?.balance ?? 0n;
}

async function clearingBalance(): Promise<bigint> {
  return getAccountBalance(tdb.database.db, await getSystemAccount(tdb.database.db, "clearing", "EUR"));
}

async function listPending(cookie: string): Promise<OperatorWithdrawal[]> {
  const response = await call(app, "GET", "/api/operator/withdrawals?state=pending&page_size=100", { cookie });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: OperatorWithdrawal[] }).data;
}

/** Which of the three ways out of `pending_withdrawal` were posted for a payment. */
async function postedKeys(paymentId: number): Promise<string[]> {
  const keys = ["withdrawal-payout", "withdrawal-reject", "withdrawal-recall"].map((kind) => `${kind}:${paymentId}`);
  const result = await tdb.database.db.execute(
    sql`select idempotency_key from ledger_transactions where idempotency_key in (${sql.join(keys, sql`, `)})`,
  );
  return rowsOf<{ idempotency_key: string }>(result).map((row) => row.idempotency_key);
}

async function expectLedgerClean() {
  expect((await checkLedger(tdb.database.db)).breaches).toEqual([]);
}

describe("GET /api/operator/withdrawals", () => {
  it("lists the queue oldest first with the player's id, e-mail and destination, one page at a time", async () => {
    const player = await depositedPlayer(app, 100);
    const first = await requestSkrillWithdrawal(app, player.cookie, 20, "first@example.com");
    const second = await requestSkrillWithdrawal(app, player.cookie, 25);
    for (const operator of [admin, finance, support]) {
      const queue = await listPending(operator.cookie);
      const mine = queue.filter((row) => row.player_id === player.id);
      expect(mine.map((row) => row.id)).toEqual([first, second]);
      expect(operatorWithdrawal.parse(mine[0])).toMatchObject({
        player_email: player.email,
        amount_cents: 2000,
        currency: "EUR",
        action: "cashout",
        state: "pending",
        payment_system: "skrill",
        method_fields_data: { email: "first@example.com" },
        gateway_reference: null,
        failure_reason: null,
      });
    }
    const page = await call(app, "GET", "/api/operator/withdrawals?state=pending&page=2&page_size=1", {
      cookie: support.cookie,
    });
    expect(page.json()).toMatchObject({ data: [{}], pagination: { page: 2, per_page: 1 } });
    expect((page.json() as { pagination: { total_count: number } }).pagination.total_count).toBeGreaterThanOrEqual(2);
  });

  it("answers 422 for an unknown state or page size, 401 when signed out", async () => {
    const bad = await call(app, "GET", "/api/operator/withdrawals?state=lost&page_size=1000", { cookie: admin.cookie });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({ errors: { state: ["invalid input"], page_size: ["invalid input"] } });
    expect((await call(app, "GET", "/api/operator/withdrawals")).statusCode).toBe(401);
  });
});

describe("roles", () => {
  it("support reads but cannot decide (403); a player's session is no operator (401); nothing changes", async () => {
    const player = await depositedPlayer(app, 50);
    const id = await requestSkrillWithdrawal(app, player.cookie);
    for (const response of [await approve(support.cookie, id), await reject(support.cookie, id)]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: "Your role does not allow this." });
    }
    expect((await approve(player.cookie, id)).statusCode).toBe(401);
    expect((await reject(player.cookie, id)).statusCode).toBe(401);
    expect((await call(app, "POST", `/api/operator/withdrawals/${id}/approve`)).statusCode).toBe(401);
    for (const operator of [finance, support]) {
      expect((await call(app, "GET", "/api/operator/audit_log", { cookie: operator.cookie })).statusCode).toBe(403);
    }
    expect((await listPending(admin.cookie)).find((row) => row.id === id)?.state).toBe("pending");
    expect(await pendingWithdrawalBalance(player.id)).toBe(3000n);
  });
});

describe("POST /api/operator/withdrawals/:id/approve", () => {
  it("pays out: pending_withdrawal → clearing once, state succeeded, event and audit row in the same change", async () => {
    const player = await depositedPlayer(app, 100);
    const id = await requestSkrillWithdrawal(app, player.cookie, 30);
    const clearingBefore = await clearingBalance();

    const response = await approve(finance.cookie, id);
    expect(response.statusCode, response.body).toBe(200);
    const paid = operatorWithdrawal.parse(response.json());
    expect(paid).toMatchObject({
      id,
      state: "succeeded",
      success: true,
      recallable: false,
      gateway_reference: `sbx_po_${id}`,
      player_id: player.id,
    });
    expect(paid.finished_at).not.toBeNull();
    expect(await pendingWithdrawalBalance(player.id)).toBe(0n);
    expect((await clearingBalance()) - clearingBefore).toBe(3000n);
    expect(await balanceOf(app, player.cookie)).toBe(7000);
    expect(await postedKeys(id)).toEqual([`withdrawal-payout:${id}`]);
    await expectLedgerClean();

    const [history] = await paymentsOf(app, player.cookie);
    expect(history).toMatchObject({ id, state: "succeeded", success: true });
    const events = await tdb.database.db.execute(
      sql`select data as payload from realtime_publications where channel like 'payments_changes#%' and (data->>'id')::bigint = ${id} order by "offset"`,
    );
    const payloads = rowsOf<{ payload: { success: boolean; recallable: boolean } }>(events);
    expect(payloads.at(-1)?.payload).toMatchObject({ success: true, recallable: false });

    expect(await auditRows(tdb.database.db, { target: { type: "payment", id } })).toEqual([
      {
        operator_id: finance.id,
        action: "withdrawal.approved",
        target_type: "payment",
        target_id: String(id),
        details: { amount_cents: "3000", currency: "EUR", player_id: player.id, reference: `sbx_po_${id}` },
        ip: GERMAN_IP,
      },
    ]);
  });

  it("refuses a payment that is no longer pending (422 errors.base), an unknown one and a deposit (404)", async () => {
    const player = await depositedPlayer(app, 100);
    const id = await requestSkrillWithdrawal(app, player.cookie);
    expect((await approve(admin.cookie, id)).statusCode).toBe(200);
    for (const again of [await approve(admin.cookie, id), await reject(admin.cookie, id)]) {
      expect(again.statusCode).toBe(422);
      expect(again.json()).toEqual({ errors: { base: ["This withdrawal is no longer pending"] } });
    }
    const inRussian = await call(app, "POST", `/api/operator/withdrawals/${id}/approve?l=ru`, { cookie: admin.cookie });
    expect(inRussian.json()).toEqual({ errors: { base: ["Этот вывод больше не ожидает обработки"] } });
    const [deposit] = (await paymentsOf(app, player.cookie)).filter((payment) => payment.action === "deposit");
    for (const missing of [999_999_999, deposit?.id ?? 0]) {
      expect((await approve(admin.cookie, missing)).statusCode).toBe(404);
      expect((await reject(admin.cookie, missing)).statusCode).toBe(404);
    }
    expect((await approve(admin.cookie, -1)).statusCode).toBe(422);
    expect(await postedKeys(id)).toEqual([`withdrawal-payout:${id}`]);
  });

  it("a payout the gateway declines changes nothing: back to pending, 422 with the reason, audited", async () => {
    const player = await depositedPlayer(app, 100);
    const id = await requestSkrillWithdrawal(app, player.cookie, 40, "Decline-Me@example.com");
    const clearingBefore = await clearingBalance();
    const response = await approve(finance.cookie, id);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ errors: { base: [PAYOUT_DECLINED_REASON] } });

    const [row] = (await listPending(finance.cookie)).filter((item) => item.id === id);
    expect(row).toMatchObject({ state: "pending", recallable: true, success: false, gateway_reference: null });
    expect(await pendingWithdrawalBalance(player.id)).toBe(4000n);
    expect(await clearingBalance()).toBe(clearingBefore);
    expect(await balanceOf(app, player.cookie)).toBe(6000);
    expect(await postedKeys(id)).toEqual([]);
    expect(await auditRows(tdb.database.db, { target: { type: "payment", id } })).toMatchObject([
      { operator_id: finance.id, action: "withdrawal.payout_declined", details: { reason: PAYOUT_DECLINED_REASON } },
    ]);
    // Still pending: the player may recall it as before.
    expect((await recall(player.cookie, id)).statusCode).toBe(200);
    expect(await balanceOf(app, player.cookie)).toBe(10_000);
    await expectLedgerClean();
  });
});

describe("POST /api/operator/withdrawals/:id/reject", () => {
  it("returns the money to the player, keeps the reason, and audits it", async () => {
    const player = await depositedPlayer(app, 100);
    const id = await requestSkrillWithdrawal(app, player.cookie, 45);
    expect(await balanceOf(app, player.cookie)).toBe(5500);
    const response = await reject(admin.cookie, id, "  Name on the Skrill account differs  ");
    expect(response.statusCode, response.body).toBe(200);
    expect(operatorWithdrawal.parse(response.json())).toMatchObject({
      id,
      state: "rejected",
      success: false,
      recallable: false,
      failure_reason: "Name on the Skrill account differs",
    });
    expect(await balanceOf(app, player.cookie)).toBe(10_000);
    expect(await pendingWithdrawalBalance(player.id)).toBe(0n);
    expect(await postedKeys(id)).toEqual([`withdrawal-reject:${id}`]);
    expect(await auditRows(tdb.database.db, { target: { type: "payment", id } })).toMatchObject([
      {
        operator_id: admin.id,
        action: "withdrawal.rejected",
        details: { amount_cents: "4500", currency: "EUR", reason: "Name on the Skrill account differs" },
        ip: GERMAN_IP,
      },
    ]);
    await expectLedgerClean();
  });

  it("requires a reason (422 errors.reason in the request's language)", async () => {
    const player = await depositedPlayer(app, 50);
    const id = await requestSkrillWithdrawal(app, player.cookie);
    const blank = await call(app, "POST", `/api/operator/withdrawals/${id}/reject?l=pt-BR`, {
      cookie: admin.cookie,
      payload: { reason: "  " },
    });
    expect(blank.statusCode).toBe(422);
    expect(blank.json()).toEqual({ errors: { reason: ["deve ser preenchido"] } });
    expect((await reject(admin.cookie, id, "x".repeat(501))).json()).toEqual({
      errors: { reason: ["is too long (maximum is 500 characters)"] },
    });
    expect(await pendingWithdrawalBalance(player.id)).toBe(3000n);
  });
});

describe("approve, reject and recall racing on one withdrawal", () => {
  it("exactly one wins and the money moves once", async () => {
    const player = await depositedPlayer(app, 200);
    for (let round = 0; round < 4; round++) {
      const before = await balanceOf(app, player.cookie);
      const id = await requestSkrillWithdrawal(app, player.cookie, 20);
      // Vary who starts first: the outcome must not depend on it.
      const contenders = [
        () => approve(finance.cookie, id),
        () => reject(admin.cookie, id),
        () => recall(player.cookie, id),
      ];
      const order = [...contenders.slice(round % 3), ...contenders.slice(0, round % 3)];
      const responses = await Promise.all(order.map((start) => start()));
      const winners = responses.filter((response) => response.statusCode === 200);
      expect(winners, responses.map((response) => response.body).join("\n")).toHaveLength(1);
      expect(responses.filter((response) => response.statusCode === 422)).toHaveLength(2);

      const state = (winners[0]?.json() as { state: string } | undefined)?.state ?? "none";
      const keys = await postedKeys(id);
      expect(keys).toHaveLength(1);
      expect(await pendingWithdrawalBalance(player.id)).toBe(0n);
      const expected = { succeeded: before - 2000, rejected: before, recalled: before }[state];
      expect(await balanceOf(app, player.cookie)).toBe(expected);
    }
    await expectLedgerClean();
  });
});

describe("the payout window", () => {
  const noAudit = { locale: "en" as const, now: new Date(), record: async () => {} };

  it("holds the withdrawal in processing while the gateway pays: a recall or rejection meanwhile is refused", async () => {
    const player = await depositedPlayer(app, 100);
    const id = await requestSkrillWithdrawal(app, player.cookie, 30);
    const sandbox = app.payments.gateway;
    let release = () => {};
    let onCalled = () => {};
    const called = new Promise<void>((resolve) => {
      onCalled = resolve;
    });
    const slowGateway: PaymentGateway = {
      ...sandbox,
      async createPayout(request) {
        onCalled();
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return sandbox.createPayout(request);
      },
    };
    const approval = approveWithdrawal(tdb.database.db, slowGateway, id, noAudit);
    await called;
    const [during] = (
      await call(app, "GET", "/api/operator/withdrawals?state=processing&page_size=100", {
        cookie: support.cookie,
      }).then((response) => response.json().data as OperatorWithdrawal[])
    ).filter((row) => row.id === id);
    expect(during).toMatchObject({ state: "processing", recallable: false });
    expect((await recall(player.cookie, id)).statusCode).toBe(422);
    expect((await reject(admin.cookie, id)).statusCode).toBe(422);
    expect((await approve(admin.cookie, id)).statusCode).toBe(422);
    release();
    expect((await approval).state).toBe("succeeded");
    expect(await postedKeys(id)).toEqual([`withdrawal-payout:${id}`]);
    expect(await balanceOf(app, player.cookie)).toBe(7000);
    await expectLedgerClean();
  });

  it("an unreachable gateway (the adapter throws) leaves the withdrawal pending as it was: 502, audited", async () => {
    const player = await depositedPlayer(app, 100);
    const id = await requestSkrillWithdrawal(app, player.cookie, 30);
    const brokenGateway: PaymentGateway = {
      ...app.payments.gateway,
      createPayout: () => Promise.reject(new Error("connect ECONNREFUSED")),
    };
    const events: string[] = [];
    const failed = approveWithdrawal(tdb.database.db, brokenGateway, id, {
      ...noAudit,
      record: async (_tx, event) => {
        events.push(event.kind);
      },
    });
    await expect(failed).rejects.toMatchObject({ code: "bad_gateway", statusCode: 502 });
    expect(events).toEqual(["payout_failed"]);
    const [row] = (await listPending(support.cookie)).filter((item) => item.id === id);
    expect(row).toMatchObject({ state: "pending", recallable: true });
    expect(await postedKeys(id)).toEqual([]);
    expect(await pendingWithdrawalBalance(player.id)).toBe(3000n);
  });
});

describe("OpenAPI", () => {
  it("documents the operator endpoints under the tag operator", async () => {
    const document = (await app.inject({ method: "GET", url: "/api/docs/openapi.json" })).json() as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
      components: { schemas: Record<string, unknown> };
    };
    const operations = [
      ["/api/operator/sign_in", "post"],
      ["/api/operator/sign_out", "delete"],
      ["/api/operator/me", "get"],
      ["/api/operator/withdrawals", "get"],
      ["/api/operator/withdrawals/{id}/approve", "post"],
      ["/api/operator/withdrawals/{id}/reject", "post"],
      ["/api/operator/audit_log", "get"],
    ] as const;
    for (const [path, method] of operations) expect(document.paths[path]?.[method]?.tags).toEqual(["operator"]);
    for (const schema of ["Operator", "OperatorSignIn", "OperatorWithdrawal", "RejectWithdrawal", "AuditLogPage"]) {
      expect(document.components.schemas).toHaveProperty(schema);
    }
  });
});

import { type OperatorWithdrawal, operatorWithdrawal } from "@croupier/contract";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueBonus } from "../bonuses/lifecycle.ts";
import { listDefinitions } from "../bonuses/repository.ts";
import { loadConfig } from "../config.ts";
import { rowsOf } from "../db/database.ts";
import { uploadedDocument } from "../kyc/kyc-test-helpers.ts";
import { checkLedger } from "../ledger/invariants.ts";
import {
  balanceOf,
  CARDS,
  callbacksDelivered,
  payByCard,
  paymentsOf,
  requestSkrillWithdrawal,
  startDeposit,
} from "../payments/payment-test-helpers.ts";
import { call, sessionCookie, signUpPayload, uniqueEmail } from "../test/identity-helpers.ts";
import { createTestApp, MANY_SIGN_UPS, type TestDatabase } from "../test/test-app.ts";
import { auditRows, signedInOperator } from "./operator-test-helpers.ts";
import { needsFourEyes, SAME_OPERATOR_TWICE } from "./withdrawal-approvals.ts";

// Four eyes on withdrawals above WITHDRAWAL_FOUR_EYES_CENTS (50.00 EUR here), and the risk hints
// beside each request of the queue.

let tdb: TestDatabase;
let app: FastifyInstance;
let finance: { cookie: string; id: number };
let otherFinance: { cookie: string; id: number };

beforeAll(async () => {
  ({ testDb: tdb, app } = await createTestApp({
    ...MANY_SIGN_UPS,
    SIGN_IN_RATE_LIMIT_IP: "1000",
    WITHDRAWAL_FOUR_EYES_CENTS: "5000,USD:100",
  }));
  finance = await signedInOperator(app, tdb.database.db, "finance");
  otherFinance = await signedInOperator(app, tdb.database.db, "finance");
});
afterAll(() => tdb.close());

const approve = (cookie: string, id: number) =>
  call(app, "POST", `/api/operator/withdrawals/${id}/approve`, { cookie });
const reject = (cookie: string, id: number, reason = "Card holder differs") =>
  call(app, "POST", `/api/operator/withdrawals/${id}/reject`, { cookie, payload: { reason } });

/** A player signed up from `ip` with `amount` EUR deposited by card. */
async function playerAt(ip: string, amount: number) {
  const email = uniqueEmail();
  const response = await call(app, "POST", "/api/users", { payload: signUpPayload(email), remoteAddress: ip });
  expect(response.statusCode, response.body).toBe(201);
  const cookie = sessionCookie(response) ?? "";
  const { path } = await startDeposit(app, cookie, { amountValue: amount });
  await payByCard(app, path, CARDS.approve);
  await callbacksDelivered(app);
  return { cookie, email, id: (response.json() as { id: number }).id };
}

async function postedKeys(paymentId: number): Promise<string[]> {
  const result = await tdb.database.db.execute(
    sql`select idempotency_key from ledger_transactions where idempotency_key like ${`withdrawal-%:${paymentId}`}`,
  );
  return rowsOf<{ idempotency_key: string }>(result)
    .map((row) => row.idempotency_key)
    .filter((key) => key !== `withdrawal:${paymentId}`);
}

async function queue(cookie: string): Promise<OperatorWithdrawal[]> {
  const response = await call(app, "GET", "/api/operator/withdrawals?state=pending&page_size=100", { cookie });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: OperatorWithdrawal[] }).data.map((row) => operatorWithdrawal.parse(row));
}

describe("four eyes above the threshold", () => {
  it("refuses the same operator twice (409) and pays out once at a second operator's approval", async () => {
    const player = await playerAt("198.51.100.10", 200);
    const id = await requestSkrillWithdrawal(app, player.cookie, 80);

    const first = await approve(finance.cookie, id);
    expect(first.statusCode, first.body).toBe(200);
    expect(operatorWithdrawal.parse(first.json())).toMatchObject({
      id,
      state: "pending",
      four_eyes: { required: true, first_approval: { operator_id: finance.id } },
    });
    expect(await postedKeys(id)).toEqual([]);

    const twice = await approve(finance.cookie, id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ error: SAME_OPERATOR_TWICE });
    expect(await postedKeys(id)).toEqual([]);
    expect(await balanceOf(app, player.cookie)).toBe(12_000);

    const second = await approve(otherFinance.cookie, id);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({ state: "succeeded", success: true });
    expect(await postedKeys(id)).toEqual([`withdrawal-payout:${id}`]);

    // Paid: any further approval is refused and nothing posts again.
    for (const cookie of [finance.cookie, otherFinance.cookie])
      expect((await approve(cookie, id)).statusCode).toBe(422);
    expect(await postedKeys(id)).toEqual([`withdrawal-payout:${id}`]);
    expect(await balanceOf(app, player.cookie)).toBe(12_000);
    expect((await checkLedger(tdb.database.db)).breaches).toEqual([]);

    expect(await auditRows(tdb.database.db, { target: { type: "payment", id } })).toMatchObject([
      {
        operator_id: finance.id,
        action: "withdrawal.first_approval",
        details: {
          amount_cents: "8000",
          four_eyes_cents: "5000",
          before: { approvals: 0, state: "pending" },
          after: { approvals: 1, state: "pending" },
        },
      },
      {
        operator_id: otherFinance.id,
        action: "withdrawal.approved",
        details: { amount_cents: "8000", first_approval_operator_id: finance.id },
      },
    ]);
  });

  it("pays at once at or below the threshold; a rejection stays single and its reason reaches the player", async () => {
    const player = await playerAt("198.51.100.11", 200);
    const small = await requestSkrillWithdrawal(app, player.cookie, 50);
    const paid = await approve(finance.cookie, small);
    expect(paid.json()).toMatchObject({ state: "succeeded", four_eyes: { required: false, first_approval: null } });

    const large = await requestSkrillWithdrawal(app, player.cookie, 60);
    expect((await approve(finance.cookie, large)).json()).toMatchObject({ state: "pending" });
    const rejected = await reject(finance.cookie, large, "Documents do not match the account");
    expect(rejected.json()).toMatchObject({ state: "rejected" });
    expect(await postedKeys(large)).toEqual([`withdrawal-reject:${large}`]);

    const history = await paymentsOf(app, player.cookie);
    expect(history.find((row) => row.id === large)).toMatchObject({
      state: "rejected",
      rejection_reason: "Documents do not match the account",
    });
    expect(history.find((row) => row.id === small)).toMatchObject({ rejection_reason: null });
    expect(await balanceOf(app, player.cookie)).toBe(15_000);
    expect((await checkLedger(tdb.database.db)).breaches).toEqual([]);
  });

  it("two operators approving at once, after a first approval: the money moves once", async () => {
    const player = await playerAt("198.51.100.12", 300);
    const third = await signedInOperator(app, tdb.database.db, "admin");
    const id = await requestSkrillWithdrawal(app, player.cookie, 100);
    expect((await approve(finance.cookie, id)).statusCode).toBe(200);
    const answers = await Promise.all([approve(otherFinance.cookie, id), approve(third.cookie, id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    expect(await postedKeys(id)).toEqual([`withdrawal-payout:${id}`]);
    expect((await checkLedger(tdb.database.db)).breaches).toEqual([]);
  });
});

describe("risk hints in the queue", () => {
  it("shows the player's deposits against withdrawals, open bonuses and the players sharing an IP", async () => {
    const shared = "203.0.113.40";
    const player = await playerAt(shared, 150);
    const neighbour = await playerAt(shared, 10);
    const stranger = await playerAt("203.0.113.41", 10);
    const [definition] = await listDefinitions(tdb.database.db, ["registration"]);
    if (!definition) throw new Error("no registration bonus in the seed");
    await issueBonus(tdb.database.db, {
      playerId: player.id,
      definition,
      currency: "EUR",
      amount: 500n,
      sourceKey: "test:hint",
      strategy: "test",
      now: new Date(),
      activate: false,
    });
    const small = await requestSkrillWithdrawal(app, player.cookie, 20);
    expect((await approve(finance.cookie, small)).statusCode).toBe(200);
    const id = await requestSkrillWithdrawal(app, player.cookie, 70);

    const row = (await queue(finance.cookie)).find((item) => item.id === id);
    const bonuses = rowsOf<{ open: number }>(
      await tdb.database.db.execute(
        sql`select count(*)::int as open from player_bonuses where player_id = ${player.id}
              and stage in ('issued', 'active', 'handle_bets')`,
      ),
    );
    expect(row?.risk).toEqual({
      kyc_status: "unverified",
      deposits_cents: 15_000,
      deposits_count: 1,
      withdrawals_cents: 2000,
      pending_withdrawals_cents: 7000,
      open_bonuses: bonuses[0]?.open,
      players_sharing_ip: [{ player_id: neighbour.id, player_email: neighbour.email, ips: [shared] }],
    });
    expect(row?.risk?.open_bonuses).toBeGreaterThanOrEqual(1);
    expect(row?.four_eyes).toEqual({ required: true, first_approval: null });
    expect(JSON.stringify(row?.risk)).not.toContain(String(stranger.email));

    // KYC: a document waiting for review, then both approved.
    const identity = await uploadedDocument(app, player.cookie, "identity");
    const kycOf = async () => (await queue(finance.cookie)).find((item) => item.id === id)?.risk?.kyc_status;
    expect(await kycOf()).toBe("pending");
    const address = await uploadedDocument(app, player.cookie, "address");
    const compliance = await signedInOperator(app, tdb.database.db, "compliance");
    for (const document of [identity, address]) {
      const approved = await call(app, "POST", `/api/operator/kyc/documents/${document}/approve`, {
        cookie: compliance.cookie,
      });
      expect(approved.statusCode, approved.body).toBe(200);
    }
    expect(await kycOf()).toBe("verified");
  });
});

describe("WITHDRAWAL_FOUR_EYES_CENTS", () => {
  it("is one amount for every currency with exceptions per currency, 100000 by default; a typo stops the boot", () => {
    expect(loadConfig({}).withdrawalFourEyes).toEqual({ defaultCents: 100_000n, perCurrency: {} });
    const thresholds = loadConfig({ WITHDRAWAL_FOUR_EYES_CENTS: "5000,BTC:1000000" }).withdrawalFourEyes;
    expect(needsFourEyes(thresholds, "EUR", 5000n)).toBe(false);
    expect(needsFourEyes(thresholds, "EUR", 5001n)).toBe(true);
    expect(needsFourEyes(thresholds, "BTC", 999_999n)).toBe(false);
    expect(needsFourEyes(loadConfig({ WITHDRAWAL_FOUR_EYES_CENTS: "0" }).withdrawalFourEyes, "USD", 1n)).toBe(true);
    expect(() => loadConfig({ WITHDRAWAL_FOUR_EYES_CENTS: "EUR:100" })).toThrow(/WITHDRAWAL_FOUR_EYES_CENTS/);
  });
});

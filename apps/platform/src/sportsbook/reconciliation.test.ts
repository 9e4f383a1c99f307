import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkLedger } from "../ledger/invariants.ts";
import { createFundedAccount, fund } from "../ledger/ledger-test-helpers.ts";
import { auditRows, signedInOperator } from "../operators/operator-test-helpers.ts";
import { call } from "../test/identity-helpers.ts";
import { createTestDatabase, type TestDatabase } from "../test/test-app.ts";
import { FakeBetby, type FakePlayer, pemAsEnv } from "./fake-betby.ts";
import { setBetListSource } from "./reconciliation.ts";
import { REPORT_LAG_MS } from "./reconciliation-job.ts";
import { openSportsbookSession } from "./wallet.ts";

// Reconciliation against the fake Betby's own bet list, and the operators' sportsbook API: each
// kind of mismatch becomes one alert (not repeated by a second run), an alert is acknowledged once
// and audited, a rollback's shortfall is listed as the player's debt, each under its permission.

// The bets are dated by the database's clock: the app's clock is the real one here.
const now = () => new Date();

let tdb: TestDatabase;
let app: FastifyInstance;
let fake: FakeBetby;
const cookies: Record<string, string> = {};
let complianceId = 0;

beforeAll(async () => {
  tdb = await createTestDatabase();
  fake = new FakeBetby({
    now,
    send: async (path, payload) => {
      const response = await app.inject({ method: "POST", url: `/api/sportsbook/betby/${path}`, payload });
      return { status: response.statusCode, body: response.json() as Record<string, unknown> };
    },
  });
  app = await tdb.buildApp({ SPORTSBOOK_BETBY_PUBLIC_KEY: pemAsEnv(fake.keys.publicPem) }, { now });
  setBetListSource(tdb.database.db, "betby", fake);
  for (const role of ["compliance", "support", "marketing"] as const) {
    const operator = await signedInOperator(app, tdb.database.db, role);
    cookies[role] = operator.cookie;
    if (role === "compliance") complianceId = operator.id;
  }
});
afterAll(() => tdb.close());

async function newPlayer(funds = 10_000n): Promise<FakePlayer & { accountId: number }> {
  const db = tdb.database.db;
  const account = await createFundedAccount(db, "EUR", funds);
  const id = account.playerId as number;
  const session = await openSportsbookSession(db, { vendor: "betby", playerId: id, currency: "EUR" }, now());
  return { id, session, currency: "EUR", accountId: account.id };
}

const window = () => ({
  since: new Date(Date.now() - 60 * 60_000).toISOString(),
  until: new Date(Date.now() + 60 * 60_000).toISOString(),
});

const reconcile = (cookie = cookies.compliance, payload: object = window()) =>
  call(app, "POST", "/api/operator/sportsbook/reconciliations", { cookie, payload });

interface AlertSeen {
  id: number;
  kind: string;
  player_id: number | null;
  bet_id: number | null;
  detail: Record<string, unknown>;
  acknowledged: unknown;
}

async function openAlerts(): Promise<AlertSeen[]> {
  const response = await call(app, "GET", "/api/operator/sportsbook/alerts?acknowledged=false&page_size=100", {
    cookie: cookies.compliance,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

describe("sportsbook reconciliation", () => {
  it("alerts a bet missing on our side, one missing on theirs and one that differs, once each", async () => {
    const player = await newPlayer();
    // Matches: made, committed, won on both sides; and a discard before its make on both sides.
    const matched = await fake.make(player, 1_000);
    const matchedBet = fake.bet(matched.body.ext_transaction_id);
    await fake.commit(matchedBet);
    await fake.win(matchedBet, 2_000);
    expect((await fake.discard(player.id, randomUUID())).status).toBe(200);

    // Missing theirs: a bet we hold that the vendor's report does not list.
    const ours = await fake.make(player, 700);
    fake.bets.delete(String(ours.body.ext_transaction_id));
    // Missing ours: a bet the vendor lists that never reached us.
    const ghost = randomUUID();
    fake.bets.set(ghost, {
      transactionId: ghost,
      ourId: "0",
      playerId: String(player.id),
      currency: "EUR",
      stake: 1_500n,
      status: "open",
      settledAmount: 0n,
      placedAt: now(),
    });
    // Differs: we booked it lost, the vendor says won 3,000.
    const disputed = await fake.make(player, 500);
    const disputedBet = fake.bet(disputed.body.ext_transaction_id);
    await fake.lost(disputedBet);
    disputedBet.status = "won";
    disputedBet.settledAmount = 3_000n;

    const first = await reconcile();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      vendor: "betby",
      ours: 3,
      theirs: 3,
      mismatches: { missing_ours: 1, missing_theirs: 1, differs: 1 },
      alerts_created: 3,
    });
    const alerts = await openAlerts();
    const byKind = Object.fromEntries(alerts.map((alert) => [alert.kind, alert]));
    expect(byKind.missing_ours).toMatchObject({
      player_id: player.id,
      bet_id: null,
      detail: { transaction: ghost, theirs: { stake: "1500", status: "open" } },
    });
    expect(byKind.missing_theirs).toMatchObject({
      player_id: player.id,
      detail: { transaction: ours.body.ext_transaction_id, ours: { stake: "700", status: "pending" } },
    });
    expect(byKind.differs).toMatchObject({
      player_id: player.id,
      detail: {
        transaction: disputed.body.ext_transaction_id,
        differences: {
          status: { ours: "lost", theirs: "won" },
          settled_amount: { ours: "0", theirs: "3000" },
        },
      },
    });

    // A second run finds the same mismatches and alerts none again.
    const second = await reconcile();
    expect(second.json()).toMatchObject({ mismatches: { missing_ours: 1, missing_theirs: 1, differs: 1 } });
    expect(second.json().alerts_created).toBe(0);
    expect(await openAlerts()).toHaveLength(3);
    const audited = await auditRows(tdb.database.db, { operatorId: complianceId });
    expect(audited.filter((row) => row.action === "sportsbook.reconciled")).toHaveLength(2);
    expect((await checkLedger(tdb.database.db)).breaches).toEqual([]);
  });

  it("runs by itself over the last window for every connected vendor, leaving out bets too fresh to be listed", async () => {
    const player = await newPlayer();
    const fresh = await fake.make(player, 300);
    const transaction = String(fresh.body.ext_transaction_id);
    fake.bets.delete(transaction);
    const alertsOfFresh = async () =>
      (await openAlerts()).filter(
        (alert) => alert.detail.transaction === transaction && alert.kind === "missing_theirs",
      );

    // Now: the window ends REPORT_LAG_MS ago, before the bet was made.
    await app.sportsbookReconciliation.run();
    expect(await alertsOfFresh()).toHaveLength(0);
    // Twenty minutes on (a node whose clock is there): the bet is in the window and alerted, once.
    const later = await tdb.buildApp(
      { SPORTSBOOK_BETBY_PUBLIC_KEY: pemAsEnv(fake.keys.publicPem) },
      { now: () => new Date(Date.now() + REPORT_LAG_MS + 5 * 60_000) },
    );
    expect(later.sportsbookReconciliation.intervalMs).toBe(60 * 60_000);
    await later.sportsbookReconciliation.run();
    await later.sportsbookReconciliation.run();
    expect(await alertsOfFresh()).toHaveLength(1);
  });

  it("refuses an empty or too long window (422) and answers 409 with no bet list connected", async () => {
    const since = new Date();
    const tooLong = { since: since.toISOString(), until: new Date(since.getTime() + 32 * 86_400_000).toISOString() };
    expect((await reconcile(cookies.compliance, tooLong)).statusCode).toBe(422);
    expect((await reconcile(cookies.compliance, { since: tooLong.since, until: tooLong.since })).statusCode).toBe(422);
    expect((await reconcile(cookies.compliance, {})).statusCode).toBe(422);
    setBetListSource(tdb.database.db, "betby", null);
    try {
      expect((await reconcile()).statusCode).toBe(409);
    } finally {
      setBetListSource(tdb.database.db, "betby", fake);
    }
  });
});

describe("operators' sportsbook alerts and debts", () => {
  it("lists a rollback's debt and its alert; an acknowledgement is audited and made once", async () => {
    const player = await newPlayer(1_000n);
    const placed = await fake.make(player, 1_000);
    const bet = fake.bet(placed.body.ext_transaction_id);
    await fake.win(bet, 3_000);
    // The player spends most of the win before the vendor rolls it back.
    const account = { id: player.accountId, currency: "EUR" } as Parameters<typeof fund>[1];
    await fund(tdb.database.db, account, -2_500n);
    expect((await fake.rollback(bet)).status).toBe(200);

    const debts = await call(app, "GET", "/api/operator/sportsbook/debts", { cookie: cookies.support });
    expect(debts.statusCode).toBe(200);
    expect(debts.json().data).toContainEqual({ player_id: player.id, currency: "EUR", owed_cents: "2500" });

    const alert = (await openAlerts()).find((item) => item.kind === "player_debt" && item.player_id === player.id);
    expect(alert?.detail).toMatchObject({ shortfall: "2500", currency: "EUR" });
    const id = alert?.id as number;
    const ack = (cookie: string | undefined) =>
      call(app, "POST", `/api/operator/sportsbook/alerts/${id}/acknowledge`, {
        cookie,
        payload: { note: "Collect from the next deposit" },
      });
    expect((await ack(cookies.support)).statusCode).toBe(403);
    const acknowledged = await ack(cookies.compliance);
    expect(acknowledged.statusCode, acknowledged.body).toBe(200);
    expect(acknowledged.json().acknowledged).toMatchObject({
      operator_id: complianceId,
      note: "Collect from the next deposit",
    });
    expect((await ack(cookies.compliance)).statusCode).toBe(409);
    expect((await openAlerts()).some((item) => item.id === id)).toBe(false);
    const done = await call(app, "GET", "/api/operator/sportsbook/alerts?acknowledged=true&kind=player_debt", {
      cookie: cookies.compliance,
    });
    expect(done.json().data.map((item: AlertSeen) => item.id)).toContain(id);
    const audit = await auditRows(tdb.database.db, { target: { type: "sportsbook_alert", id } });
    expect(audit).toEqual([
      expect.objectContaining({
        operator_id: complianceId,
        action: "sportsbook.alert_acknowledged",
        details: expect.objectContaining({ kind: "player_debt", player_id: player.id }),
      }),
    ]);
    const unknown = await call(app, "POST", "/api/operator/sportsbook/alerts/2147483647/acknowledge", {
      cookie: cookies.compliance,
      payload: {},
    });
    expect(unknown.statusCode).toBe(404);
    expect((await checkLedger(tdb.database.db)).breaches).toEqual([]);
  });

  it("answers 401 signed out and 403 to a role without the permission", async () => {
    expect((await call(app, "GET", "/api/operator/sportsbook/alerts")).statusCode).toBe(401);
    expect((await call(app, "GET", "/api/operator/sportsbook/alerts", { cookie: cookies.marketing })).statusCode).toBe(
      403,
    );
    expect((await call(app, "GET", "/api/operator/sportsbook/debts", { cookie: cookies.marketing })).statusCode).toBe(
      403,
    );
    expect((await reconcile(cookies.support)).statusCode).toBe(403);
    expect((await call(app, "GET", "/api/operator/sportsbook/alerts", { cookie: cookies.support })).statusCode).toBe(
      200,
    );
  });
});

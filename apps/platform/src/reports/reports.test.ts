import { randomUUID } from "node:crypto";
import type { Dashboard, DashboardCurrency, GgrReport } from "@croupier/contract/schemas/operator-reports";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueBonus } from "../bonuses/lifecycle.ts";
import { listDefinitions } from "../bonuses/repository.ts";
import { rowsOf } from "../db/database.ts";
import { uploadedDocument } from "../kyc/kyc-test-helpers.ts";
import { checkLedger } from "../ledger/invariants.ts";
import { signedInOperator } from "../operators/operator-test-helpers.ts";
import {
  CARDS,
  callbacksDelivered,
  payByCard,
  requestSkrillWithdrawal,
  startDeposit,
} from "../payments/payment-test-helpers.ts";
import { gameProviders } from "../provider-wallet/schema.ts";
import { openGameSession } from "../provider-wallet/sessions.ts";
import { createInjectedWallet } from "../studio/wallet-client.ts";
import { call, signUp } from "../test/identity-helpers.ts";
import { createTestApp, MANY_SIGN_UPS, type TestDatabase } from "../test/test-app.ts";
import { backdate, markRows } from "./reports-test-helpers.ts";

// The dashboard and the GGR report over four days of seeded play (deposits, bets, wins, a rollback,
// a bonus, a payout), each day's rows moved back to their day: the figures are what was seeded
// and equal the ledger's postings over the same period; the CSV is streamed and neutralised.

const PROVIDER = "report-provider";
const FORMULA_GAME = '=HYPERLINK("http://evil.example")';
const DAY_MS = 86_400_000;
let tdb: TestDatabase;
let app: FastifyInstance;
let now = new Date();
let admin: { cookie: string };
let marketing: { cookie: string };
let support: { cookie: string };

beforeAll(async () => {
  ({ testDb: tdb, app } = await createTestApp({ ...MANY_SIGN_UPS, SIGN_IN_RATE_LIMIT_IP: "1000" }, { now: () => now }));
  await tdb.database.db
    .insert(gameProviders)
    .values({ id: PROVIDER, name: "Report provider", secret: "report-secret" });
  admin = await signedInOperator(app, tdb.database.db, "admin");
  marketing = await signedInOperator(app, tdb.database.db, "marketing");
  support = await signedInOperator(app, tdb.database.db, "support");
}, 60_000);
afterAll(() => tdb.close());

async function getJson<T>(url: string, cookie: string): Promise<T> {
  const response = await call(app, "GET", url, { cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

const dayOf = (offset: number) => new Date(now.getTime() + offset * DAY_MS).toISOString().slice(0, 10);
const eur = (dashboard: Dashboard): DashboardCurrency =>
  dashboard.currencies.find((row) => row.currency === "EUR") ?? {
    currency: "EUR",
    deposits_cents: 0,
    withdrawals_cents: 0,
    ggr_cents: 0,
    bonus_cost_cents: 0,
    ngr_cents: 0,
    active_players: 0,
    new_players: 0,
  };

async function depositedPlayer(amount: number) {
  const player = await signUp(app);
  const { path } = await startDeposit(app, player.cookie, { amountValue: amount });
  await payByCard(app, path, CARDS.approve);
  await callbacksDelivered(app);
  return player;
}

/** Plays a round: `bet` then `win` (minor units) of `game`; `rolledBack` bets are taken back by the provider. */
async function playRound(playerId: number, game: string, bet: number, win: number, rolledBack = false) {
  const { token } = await openGameSession(
    tdb.database.db,
    { playerId, providerId: PROVIDER, gameId: game, currency: "EUR", device: "desktop" },
    now,
  );
  const wallet = createInjectedWallet(app, PROVIDER);
  const round = randomUUID();
  const base = { token, currency: "EUR", round };
  const betId = randomUUID();
  const placed = await wallet.call("bet", { ...base, transaction_uuid: betId, amount: bet });
  expect(placed).toMatchObject({ status: "RS_OK" });
  if (rolledBack) {
    await wallet.call("rollback", { ...base, transaction_uuid: randomUUID(), reference_transaction_uuid: betId });
    return;
  }
  await wallet.call("win", { ...base, transaction_uuid: randomUUID(), amount: win, round_closed: true });
}

/** The ledger's own sums over a period, by another road than the reports: the ledger_entries view. */
async function ledgerSums(from: Date, before: Date) {
  const rows = rowsOf<{ ggr: string; deposits: string; payouts: string; bonus: string }>(
    await tdb.database.db.execute(sql`
      select coalesce(sum(e.amount) filter (where a.kind = 'house' and t.kind in ('bet', 'win', 'rollback')), 0)::text as ggr,
             coalesce(-sum(e.amount) filter (where a.kind = 'clearing' and t.kind = 'deposit'), 0)::text as deposits,
             coalesce(sum(e.amount) filter (where a.kind = 'clearing' and t.kind = 'withdrawal_payout'), 0)::text as payouts,
             coalesce(-sum(e.amount) filter (where a.kind = 'bonus'), 0)::text as bonus
        from ledger_entries e
        join ledger_transactions t on t.id = e.transaction_id
        join ledger_accounts a on a.id = e.account_id
       where e.currency = 'EUR' and t.created_at >= ${from.toISOString()}::timestamptz
         and t.created_at < ${before.toISOString()}::timestamptz`),
  );
  const [row] = rows;
  return {
    ggr: Number(row?.ggr),
    deposits: Number(row?.deposits),
    payouts: Number(row?.payouts),
    bonus: Number(row?.bonus),
  };
}

describe("the dashboard and the GGR report over four days of play", () => {
  let before30: Dashboard;
  let beforeToday: Dashboard;
  let beforeDays: GgrReport;

  beforeAll(async () => {
    // The seeds were written by the database's clock after this file started: the app's moves on.
    now = new Date(Date.now() + 1000);
    before30 = await getJson("/api/operator/dashboard?period=30d", admin.cookie);
    beforeToday = await getJson("/api/operator/dashboard?period=today", admin.cookie);
    beforeDays = await getJson(`/api/operator/reports/ggr?from=${dayOf(-3)}&to=${dayOf(0)}&currency=EUR`, admin.cookie);

    // Three days ago: Alice signs up, deposits 100.00, plays game a (bet 10.00, win 5.00).
    let mark = await markRows(tdb.database.db);
    const alice = await depositedPlayer(100);
    await playRound(alice.id, `${PROVIDER}/a`, 1000, 500);
    await backdate(tdb.database.db, mark, 3);
    // Two days ago: Bob signs up, deposits 50.00, loses 20.00 on game b; Alice's bet of 3.00 is rolled back.
    mark = await markRows(tdb.database.db);
    const bob = await depositedPlayer(50);
    await playRound(bob.id, `${PROVIDER}/b`, 2000, 0);
    await playRound(alice.id, `${PROVIDER}/a`, 300, 0, true);
    await backdate(tdb.database.db, mark, 2);
    // Yesterday: Bob is given a 5.00 bonus (the promotional cost).
    mark = await markRows(tdb.database.db);
    const [definition] = await listDefinitions(tdb.database.db, ["registration"]);
    if (!definition) throw new Error("no registration bonus in the seed");
    const bonus = await issueBonus(tdb.database.db, {
      playerId: bob.id,
      definition,
      currency: "EUR",
      amount: 500n,
      sourceKey: "test:report",
      strategy: "test",
      now,
      activate: true,
    });
    expect(bonus?.stage).toBe("active");
    await backdate(tdb.database.db, mark, 1);
    // Today: Alice withdraws 30.00 (paid out) and wins 14.00 on a 7.00 bet of a game named like a formula.
    const id = await requestSkrillWithdrawal(app, alice.cookie, 30);
    expect(
      (await call(app, "POST", `/api/operator/withdrawals/${id}/approve`, { cookie: admin.cookie })).statusCode,
    ).toBe(200);
    await playRound(alice.id, FORMULA_GAME, 700, 1400);
    // The database stamps rows with its own time: the app's clock moves on past the seeding.
    now = new Date(Date.now() + 1000);
  }, 60_000);

  it("adds up to what was seeded over 30 days and today", async () => {
    const after = await getJson<Dashboard>("/api/operator/dashboard?period=30d", admin.cookie);
    const [was, is] = [eur(before30), eur(after)];
    // Bets 10.00 + 20.00 + 7.00 (the 3.00 rolled back nets out), wins 5.00 + 14.00.
    expect({
      deposits: is.deposits_cents - was.deposits_cents,
      withdrawals: is.withdrawals_cents - was.withdrawals_cents,
      ggr: is.ggr_cents - was.ggr_cents,
      bonusCost: is.bonus_cost_cents - was.bonus_cost_cents,
      ngr: is.ngr_cents - was.ngr_cents,
      active: is.active_players - was.active_players,
      fresh: is.new_players - was.new_players,
    }).toEqual({ deposits: 15_000, withdrawals: 3000, ggr: 1800, bonusCost: 500, ngr: 1300, active: 2, fresh: 2 });
    expect(after.pending_withdrawals).toBeGreaterThanOrEqual(0);

    const today = await getJson<Dashboard>("/api/operator/dashboard?period=today", marketing.cookie);
    expect(today).toMatchObject({ period: "today", from: `${dayOf(0)}T00:00:00.000Z`, to: now.toISOString() });
    const [morning, evening] = [eur(beforeToday), eur(today)];
    expect({
      deposits: evening.deposits_cents - morning.deposits_cents,
      withdrawals: evening.withdrawals_cents - morning.withdrawals_cents,
      ggr: evening.ggr_cents - morning.ggr_cents,
      bonusCost: evening.bonus_cost_cents - morning.bonus_cost_cents,
      active: evening.active_players - morning.active_players,
    }).toEqual({ deposits: 0, withdrawals: 3000, ggr: -700, bonusCost: 0, active: 1 });
    const week = await getJson<Dashboard>("/api/operator/dashboard?period=7d", support.cookie);
    expect(eur(week).ggr_cents - eur(before30).ggr_cents).toBe(1800);
  });

  it("reports GGR, RTP and rounds per day and per game, equal to the ledger's postings", async () => {
    const days = await getJson<GgrReport>(
      `/api/operator/reports/ggr?from=${dayOf(-3)}&to=${dayOf(0)}&currency=eur&group=day`,
      admin.cookie,
    );
    expect(days).toMatchObject({ from: dayOf(-3), to: dayOf(0), group: "day" });
    // What the seeding added: a day that had figures before (the database's own seed may give a
    // bonus today) keeps the difference.
    const seeded = days.data
      .map((row) => {
        const old = beforeDays.data.find((was) => was.key === row.key && was.currency === row.currency);
        if (!old) return row;
        return {
          ...row,
          bets_cents: row.bets_cents - old.bets_cents,
          wins_cents: row.wins_cents - old.wins_cents,
          ggr_cents: row.ggr_cents - old.ggr_cents,
          rounds: row.rounds - old.rounds,
          bonus_cost_cents: (row.bonus_cost_cents ?? 0) - (old.bonus_cost_cents ?? 0),
          ngr_cents: (row.ngr_cents ?? 0) - (old.ngr_cents ?? 0),
        };
      })
      .filter((row) => row.bets_cents !== 0 || row.bonus_cost_cents !== 0);
    expect(seeded).toEqual([
      {
        key: dayOf(-3),
        currency: "EUR",
        bets_cents: 1000,
        wins_cents: 500,
        ggr_cents: 500,
        rtp_percent: 50,
        rounds: 1,
        bonus_cost_cents: 0,
        ngr_cents: 500,
      },
      {
        key: dayOf(-2),
        currency: "EUR",
        bets_cents: 2000,
        wins_cents: 0,
        ggr_cents: 2000,
        rtp_percent: 0,
        rounds: 1,
        bonus_cost_cents: 0,
        ngr_cents: 2000,
      },
      // Bob's bonus, on a day without play.
      {
        key: dayOf(-1),
        currency: "EUR",
        bets_cents: 0,
        wins_cents: 0,
        ggr_cents: 0,
        rtp_percent: null,
        rounds: 0,
        bonus_cost_cents: 500,
        ngr_cents: -500,
      },
      {
        key: dayOf(0),
        currency: "EUR",
        bets_cents: 700,
        wins_cents: 1400,
        ggr_cents: -700,
        rtp_percent: 200,
        rounds: 1,
        bonus_cost_cents: 0,
        ngr_cents: -700,
      },
    ]);
    const ledger = await ledgerSums(new Date(`${dayOf(-3)}T00:00:00Z`), new Date(`${dayOf(1)}T00:00:00Z`));
    expect(days.data.reduce((sum, row) => sum + row.ggr_cents, 0)).toBe(ledger.ggr);

    const games = await getJson<GgrReport>(`/api/operator/reports/ggr?from=${dayOf(-3)}&group=game`, admin.cookie);
    expect(games.data.filter((row) => row.key.includes(PROVIDER) || row.key === FORMULA_GAME)).toEqual([
      {
        key: FORMULA_GAME,
        currency: "EUR",
        bets_cents: 700,
        wins_cents: 1400,
        ggr_cents: -700,
        rtp_percent: 200,
        rounds: 1,
        bonus_cost_cents: null,
        ngr_cents: null,
      },
      {
        key: `${PROVIDER}/a`,
        currency: "EUR",
        bets_cents: 1000,
        wins_cents: 500,
        ggr_cents: 500,
        rtp_percent: 50,
        rounds: 1,
        bonus_cost_cents: null,
        ngr_cents: null,
      },
      {
        key: `${PROVIDER}/b`,
        currency: "EUR",
        bets_cents: 2000,
        wins_cents: 0,
        ggr_cents: 2000,
        rtp_percent: 0,
        rounds: 1,
        bonus_cost_cents: null,
        ngr_cents: null,
      },
    ]);
    const providers = await getJson<GgrReport>(
      `/api/operator/reports/ggr?from=${dayOf(-3)}&group=provider`,
      admin.cookie,
    );
    expect(providers.data.find((row) => row.key === PROVIDER)).toMatchObject({
      bets_cents: 3700,
      wins_cents: 1900,
      rounds: 3,
    });

    // The 30-day dashboard's money is the ledger's over the same 30 days.
    const dashboard = eur(await getJson<Dashboard>("/api/operator/dashboard?period=30d", admin.cookie));
    const month = await ledgerSums(new Date(now.getTime() - 30 * DAY_MS), now);
    expect(dashboard).toMatchObject({
      ggr_cents: month.ggr,
      deposits_cents: month.deposits,
      withdrawals_cents: month.payouts,
      bonus_cost_cents: month.bonus,
      ngr_cents: month.ggr - month.bonus,
    });
    expect((await checkLedger(tdb.database.db)).breaches).toEqual([]);
  });

  it("counts what waits: pending withdrawals, KYC documents and support messages", async () => {
    const before = await getJson<Dashboard>("/api/operator/dashboard", support.cookie);
    const player = await depositedPlayer(20);
    await requestSkrillWithdrawal(app, player.cookie, 10);
    await uploadedDocument(app, player.cookie, "identity");
    const sent = await call(app, "POST", "/api/send_contact_message", {
      payload: { contact: { email: player.email, content: "My withdrawal is waiting." } },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const after = await getJson<Dashboard>("/api/operator/dashboard", support.cookie);
    expect(after.pending_withdrawals - before.pending_withdrawals).toBe(1);
    expect(after.pending_kyc_documents - before.pending_kyc_documents).toBe(1);
    expect(after.open_support_messages - before.open_support_messages).toBe(1);
  });

  it("streams the report as CSV with formula-like cells neutralised", async () => {
    const response = await call(app, "GET", `/api/operator/reports/ggr.csv?from=${dayOf(-3)}&group=game`, {
      cookie: admin.cookie,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["transfer-encoding"]).toBe("chunked");
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="ggr-by-game-${dayOf(0)}.csv"`);
    const lines = response.body.split("\r\n");
    expect(lines[0]).toBe("key,currency,bets_cents,wins_cents,ggr_cents,rtp_percent,rounds,bonus_cost_cents,ngr_cents");
    expect(lines).toContain(`"'=HYPERLINK(""http://evil.example"")",EUR,700,1400,-700,200.00,1,,`);
    expect(lines).toContain(`${PROVIDER}/a,EUR,1000,500,500,50.00,1,,`);
    expect(lines.at(-1)).toBe("");
  });

  it("answers 422 for a bad filter, 403 to roles without the permission, 401 signed out", async () => {
    const bad = await call(app, "GET", "/api/operator/reports/ggr?from=2026-02-30&to=x&group=week&currency=$", {
      cookie: admin.cookie,
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["currency", "from", "group", "to"]);
    const backwards = await call(app, "GET", "/api/operator/reports/ggr?from=2026-03-02&to=2026-03-01", {
      cookie: admin.cookie,
    });
    expect(backwards.json()).toEqual({ errors: { to: ["invalid input"] } });
    const tooLong = await call(app, "GET", "/api/operator/reports/ggr?from=2024-01-01&to=2026-01-01", {
      cookie: admin.cookie,
    });
    expect(tooLong.statusCode).toBe(422);
    expect((await call(app, "GET", "/api/operator/dashboard?period=year", { cookie: admin.cookie })).statusCode).toBe(
      422,
    );
    expect((await call(app, "GET", "/api/operator/reports/ggr", { cookie: marketing.cookie })).statusCode).toBe(403);
    expect((await call(app, "GET", "/api/operator/reports/ggr.csv", { cookie: support.cookie })).statusCode).toBe(403);
    expect(
      (await call(app, "GET", "/api/operator/reports/harm_markers", { cookie: marketing.cookie })).statusCode,
    ).toBe(403);
    expect((await call(app, "GET", "/api/operator/dashboard")).statusCode).toBe(401);
  });
});

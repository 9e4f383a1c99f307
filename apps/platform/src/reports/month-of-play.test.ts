import { randomUUID } from "node:crypto";
import type { Dashboard, GgrReport, PaymentsReport } from "@croupier/contract/schemas/operator-reports";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forfeitBonus, issueBonus } from "../bonuses/lifecycle.ts";
import { listDefinitions } from "../bonuses/repository.ts";
import { rowsOf } from "../db/database.ts";
import { checkLedger } from "../ledger/invariants.ts";
import { signedInOperator } from "../operators/operator-test-helpers.ts";
import { CARDS, callbacksDelivered, cardForm, postForm, startDeposit } from "../payments/payment-test-helpers.ts";
import { gameProviders } from "../provider-wallet/schema.ts";
import { openGameSession } from "../provider-wallet/sessions.ts";
import { createInjectedWallet } from "../studio/wallet-client.ts";
import { call, signUp } from "../test/identity-helpers.ts";
import { createTestApp, MANY_SIGN_UPS, type TestDatabase } from "../test/test-app.ts";
import { backdate, markRows } from "./reports-test-helpers.ts";

// A month of activity in two currencies, seeded through the real service paths (card deposits
// approved and declined, rounds through the provider wallet, a rollback, withdrawals paid out,
// rejected, recalled and left pending, bonuses given and forfeited), each day's rows moved back
// to their day. Every report's sums, per day and currency, are the ledger's own sums read by
// another road (the ledger_entries view), and the dashboard's 30 days agree with them.

const PROVIDERS = ["month-alpha", "month-beta"];
const GAMES = ["month-alpha/slots", "month-alpha/roulette", "month-beta/crash"];
const DAYS = 30;
let tdb: TestDatabase;
let app: FastifyInstance;
let admin: { cookie: string };

interface Player {
  id: number;
  cookie: string;
  currency: string;
}

/** What the seeding did, to check the counts (the sums are checked against the ledger). */
const seeded = {
  deposits: { EUR: 0, USD: 0 } as Record<string, number>,
  declined: 0,
  paidOut: 0,
  rejected: 0,
  recalled: 0,
  pending: 0,
  rounds: 0,
};

beforeAll(async () => {
  ({ testDb: tdb, app } = await createTestApp({ ...MANY_SIGN_UPS, SIGN_IN_RATE_LIMIT_IP: "1000" }));
  await tdb.database.db.insert(gameProviders).values(PROVIDERS.map((id) => ({ id, name: id, secret: `${id}-secret` })));
  admin = await signedInOperator(app, tdb.database.db, "admin");
}, 60_000);
afterAll(() => tdb.close());

async function getJson<T>(url: string): Promise<T> {
  const response = await call(app, "GET", url, { cookie: admin.cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

async function depositCard(player: Player, amount: number, card = CARDS.approve) {
  const { path } = await startDeposit(app, player.cookie, { amountValue: amount, currency: player.currency });
  // The card form posted as the browser would (the page itself is left unread: time).
  await postForm(app, path, cardForm(card));
  await callbacksDelivered(app);
}

/** A Skrill withdrawal of `amount` (the least it takes is 20). */
async function withdraw(player: Player, amount: number): Promise<number> {
  const response = await call(app, "POST", "/api/payments/withdrawals", {
    cookie: player.cookie,
    payload: {
      amountValue: amount,
      id: "skrill",
      currency: player.currency,
      methodFieldsData: { email: "me@example.com" },
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: number }).id;
}

async function operatorPost(url: string, payload?: unknown) {
  const response = await call(app, "POST", url, { cookie: admin.cookie, ...(payload ? { payload } : {}) });
  expect(response.statusCode, response.body).toBe(200);
}

async function playRound(player: Player, game: string, bet: number, win: number, rolledBack = false) {
  const provider = game.split("/")[0] as string;
  const { token } = await openGameSession(
    tdb.database.db,
    { playerId: player.id, providerId: provider, gameId: game, currency: player.currency, device: "desktop" },
    new Date(),
  );
  const wallet = createInjectedWallet(app, provider);
  const base = { token, currency: player.currency, round: randomUUID() };
  const betId = randomUUID();
  expect(await wallet.call("bet", { ...base, transaction_uuid: betId, amount: bet })).toMatchObject({
    status: "RS_OK",
  });
  if (rolledBack) {
    await wallet.call("rollback", { ...base, transaction_uuid: randomUUID(), reference_transaction_uuid: betId });
    return;
  }
  seeded.rounds += 1;
  if (win > 0) await wallet.call("win", { ...base, transaction_uuid: randomUUID(), amount: win, round_closed: true });
}

interface LedgerDay {
  ggr: number;
  bonus: number;
  deposits: number;
  payouts: number;
}

/** The ledger's sums per `day currency`, over the legs on the casino's own accounts. */
async function ledgerByDay(): Promise<Map<string, LedgerDay>> {
  const rows = rowsOf<{ day: string; currency: string; ggr: string; bonus: string; deposits: string; payouts: string }>(
    await tdb.database.db.execute(sql`
      select to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD') as day, e.currency,
             coalesce(sum(e.amount) filter (where a.kind = 'house' and t.kind in ('bet', 'win', 'rollback')), 0)::text as ggr,
             coalesce(-sum(e.amount) filter (where a.kind = 'bonus'), 0)::text as bonus,
             coalesce(-sum(e.amount) filter (where a.kind = 'clearing' and t.kind = 'deposit'), 0)::text as deposits,
             coalesce(sum(e.amount) filter (where a.kind = 'clearing' and t.kind = 'withdrawal_payout'), 0)::text as payouts
        from ledger_entries e
        join ledger_transactions t on t.id = e.transaction_id
        join ledger_accounts a on a.id = e.account_id
       where a.player_id is null
       group by 1, 2`),
  );
  const days = new Map<string, LedgerDay>();
  for (const row of rows) {
    const day = {
      ggr: Number(row.ggr),
      bonus: Number(row.bonus),
      deposits: Number(row.deposits),
      payouts: Number(row.payouts),
    };
    if (day.ggr || day.bonus || day.deposits || day.payouts) days.set(`${row.day} ${row.currency}`, day);
  }
  return days;
}

/** What still sits on the pending-withdrawal accounts, per currency. */
async function ledgerPendingWithdrawals(): Promise<Record<string, number>> {
  const rows = rowsOf<{ currency: string; total: string }>(
    await tdb.database.db.execute(sql`
      select e.currency, sum(e.amount)::text as total
        from ledger_entries e join ledger_accounts a on a.id = e.account_id
       where a.kind = 'pending_withdrawal' group by 1`),
  );
  return Object.fromEntries(rows.filter((row) => row.total !== "0").map((row) => [row.currency, Number(row.total)]));
}

function sumBy<T>(rows: readonly T[], key: (row: T) => string, value: (row: T) => number): Map<string, number> {
  const sums = new Map<string, number>();
  for (const row of rows) sums.set(key(row), (sums.get(key(row)) ?? 0) + value(row));
  return sums;
}

const perCurrency = (days: Map<string, number>) =>
  sumBy(
    [...days],
    ([key]) => key.split(" ")[1] as string,
    ([, v]) => v,
  );
const nonZero = (sums: Map<string, number>) => new Map([...sums].filter(([, value]) => value !== 0));

describe("the reports over a month of play, deposits, withdrawals and bonuses", () => {
  let ledger: Map<string, LedgerDay>;
  const today = new Date().toISOString().slice(0, 10);
  const first = new Date(Date.now() - (DAYS - 1) * 86_400_000).toISOString().slice(0, 10);

  beforeAll(async () => {
    const [definition] = await listDefinitions(tdb.database.db, ["registration"]);
    if (!definition) throw new Error("no registration bonus in the seed");
    const players: Player[] = [];
    for (const currency of ["EUR", "EUR", "USD"]) {
      const player = await signUp(app, undefined, { currency });
      players.push({ ...player, currency });
    }
    const bonusPlayer = await signUp(app);
    let wagering: number | null = null;

    for (let ago = DAYS - 1; ago >= 0; ago -= 1) {
      const mark = await markRows(tdb.database.db);
      const player = players[ago % players.length] as Player;
      // A deposit a day (30..59), a declined one every fifth day.
      const amount = 30 + ago;
      await depositCard(player, amount);
      seeded.deposits[player.currency] = (seeded.deposits[player.currency] ?? 0) + 1;
      if (ago % 5 === 0) {
        await depositCard(player, 25, CARDS.decline);
        seeded.declined += 1;
      }
      // A round a day of one of three games, lost on even days, won on odd ones; a bet rolled back every eighth day.
      await playRound(player, GAMES[ago % 3] as string, 300 + ago * 10, ago % 2 === 0 ? 0 : 150 + ago * 20);
      if (ago % 8 === 0) await playRound(player, GAMES[0] as string, 100, 0, true);
      // Withdrawals: paid out every seventh day, rejected every eleventh, recalled every thirteenth.
      if (ago % 7 === 3) {
        await operatorPost(`/api/operator/withdrawals/${await withdraw(player, 20)}/approve`);
        await callbacksDelivered(app);
        seeded.paidOut += 1;
      }
      if (ago % 11 === 4) {
        const id = await withdraw(player, 20);
        await operatorPost(`/api/operator/withdrawals/${id}/reject`, { reason: "Checks" });
        seeded.rejected += 1;
      }
      if (ago % 13 === 5) {
        const id = await withdraw(player, 20);
        const recalled = await call(app, "POST", `/api/player/payments/${id}/recall`, { cookie: player.cookie });
        expect(recalled.statusCode, recalled.body).toBe(200);
        seeded.recalled += 1;
      }
      // A bonus every sixth day, forfeited three days on (the cost comes back).
      if (ago % 6 === 1) {
        const bonus = await issueBonus(tdb.database.db, {
          playerId: bonusPlayer.id,
          definition,
          currency: "EUR",
          amount: BigInt(300 + ago * 10),
          sourceKey: `test:month:${ago}`,
          strategy: "test",
          now: new Date(),
          activate: true,
        });
        expect(bonus?.stage).toBe("active");
        wagering = bonus?.id ?? null;
      }
      if (ago % 6 === 4 && wagering !== null) {
        await forfeitBonus(tdb.database.db, bonusPlayer.id, wagering, new Date());
        wagering = null;
      }
      if (ago > 0) await backdate(tdb.database.db, mark, ago);
    }
    // Today: a withdrawal waits for a decision.
    await withdraw(players[0] as Player, 25);
    seeded.pending += 1;
    ledger = await ledgerByDay();
  }, 60_000);

  it("keeps the ledger balanced", async () => {
    expect((await checkLedger(tdb.database.db)).breaches).toEqual([]);
    expect(ledger.size).toBeGreaterThanOrEqual(DAYS);
  });

  it("reports GGR, bonus cost and NGR by day equal to the ledger's, day by day and per currency", async () => {
    const report = await getJson<GgrReport>(`/api/operator/reports/ggr?from=${first}&to=${today}&group=day`);
    const ggr = nonZero(
      sumBy(
        report.data,
        (row) => `${row.key} ${row.currency}`,
        (row) => row.ggr_cents,
      ),
    );
    const bonus = nonZero(
      sumBy(
        report.data,
        (row) => `${row.key} ${row.currency}`,
        (row) => row.bonus_cost_cents ?? Number.NaN,
      ),
    );
    expect(ggr).toEqual(nonZero(new Map([...ledger].map(([key, day]) => [key, day.ggr]))));
    expect(bonus).toEqual(nonZero(new Map([...ledger].map(([key, day]) => [key, day.bonus]))));
    for (const row of report.data) {
      expect(row.ngr_cents).toBe(row.ggr_cents - (row.bonus_cost_cents ?? 0));
      expect(row.ggr_cents).toBe(row.bets_cents - row.wins_cents);
    }
    expect(report.data.reduce((sum, row) => sum + row.rounds, 0)).toBe(seeded.rounds);
    // Every day of the month has a row (play every day), in both currencies over the month.
    expect(new Set(report.data.map((row) => row.key)).size).toBe(DAYS);
    expect(new Set(report.data.map((row) => row.currency))).toEqual(new Set(["EUR", "USD"]));

    // By game and by provider the GGR adds up to the same per currency; no bonus cost there.
    const total = perCurrency(ggr);
    for (const group of ["game", "provider"]) {
      const other = await getJson<GgrReport>(`/api/operator/reports/ggr?from=${first}&to=${today}&group=${group}`);
      expect(
        nonZero(
          sumBy(
            other.data,
            (row) => row.currency,
            (row) => row.ggr_cents,
          ),
        ),
      ).toEqual(total);
      expect(other.data.every((row) => row.bonus_cost_cents === null && row.ngr_cents === null)).toBe(true);
    }
    // One currency only.
    const usd = await getJson<GgrReport>(`/api/operator/reports/ggr?from=${first}&to=${today}&currency=usd`);
    expect(usd.data.every((row) => row.currency === "USD")).toBe(true);
    expect(usd.data.reduce((sum, row) => sum + row.ggr_cents, 0)).toBe(total.get("USD"));
  });

  it("reports deposits and withdrawals by day, currency and method equal to the ledger's", async () => {
    const report = await getJson<PaymentsReport>(`/api/operator/reports/payments?from=${first}&to=${today}`);
    expect(report).toMatchObject({ from: first, to: today, group: "day" });
    const of = (direction: string) => report.data.filter((row) => row.direction === direction);
    const key = (row: PaymentsReport["data"][number]) => `${row.day} ${row.currency}`;
    expect(nonZero(sumBy(of("deposit"), key, (row) => row.succeeded_cents))).toEqual(
      nonZero(new Map([...ledger].map(([day, sums]) => [day, sums.deposits]))),
    );
    expect(nonZero(sumBy(of("withdrawal"), key, (row) => row.succeeded_cents))).toEqual(
      nonZero(new Map([...ledger].map(([day, sums]) => [day, sums.payouts]))),
    );
    expect(
      nonZero(
        sumBy(
          of("withdrawal"),
          (row) => row.currency,
          (row) => row.pending_cents,
        ),
      ),
    ).toEqual(new Map(Object.entries(await ledgerPendingWithdrawals())));
    const count = (direction: string, field: "succeeded_count" | "failed_count" | "canceled_count" | "pending_count") =>
      of(direction).reduce((sum, row) => sum + row[field], 0);
    expect({
      deposits: count("deposit", "succeeded_count"),
      declined: count("deposit", "failed_count"),
      paidOut: count("withdrawal", "succeeded_count"),
      rejected: count("withdrawal", "failed_count"),
      recalled: count("withdrawal", "canceled_count"),
      pending: count("withdrawal", "pending_count"),
    }).toEqual({
      deposits: (seeded.deposits.EUR ?? 0) + (seeded.deposits.USD ?? 0),
      declined: seeded.declined,
      paidOut: seeded.paidOut,
      rejected: seeded.rejected,
      recalled: seeded.recalled,
      pending: seeded.pending,
    });
    expect(new Set(report.data.map((row) => row.method))).toEqual(new Set(["creditcard", "skrill"]));

    // By method: the same sums over the whole period, no day.
    const methods = await getJson<PaymentsReport>(
      `/api/operator/reports/payments?from=${first}&to=${today}&group=method&currency=EUR`,
    );
    expect(methods.data.every((row) => row.day === null && row.currency === "EUR")).toBe(true);
    expect(methods.data.map((row) => `${row.method} ${row.direction}`)).toEqual([
      "creditcard deposit",
      "skrill withdrawal",
    ]);
    const eurDeposits = perCurrency(
      new Map([...ledger].map(([day, sums]) => [day, sums.deposits] as [string, number])),
    ).get("EUR");
    expect(methods.data[0]?.succeeded_cents).toBe(eurDeposits);
  });

  it("agrees with the dashboard's 30 days", async () => {
    const dashboard = await getJson<Dashboard>("/api/operator/dashboard?period=30d");
    const month = (field: keyof LedgerDay) =>
      perCurrency(new Map([...ledger].map(([day, sums]) => [day, sums[field]] as [string, number])));
    for (const row of dashboard.currencies) {
      expect(row).toMatchObject({
        ggr_cents: month("ggr").get(row.currency) ?? 0,
        bonus_cost_cents: month("bonus").get(row.currency) ?? 0,
        ngr_cents: (month("ggr").get(row.currency) ?? 0) - (month("bonus").get(row.currency) ?? 0),
        deposits_cents: month("deposits").get(row.currency) ?? 0,
        withdrawals_cents: month("payouts").get(row.currency) ?? 0,
      });
    }
  });

  it("streams the payments report as CSV, a line per row", async () => {
    const report = await getJson<PaymentsReport>(`/api/operator/reports/payments?from=${first}&to=${today}`);
    const response = await call(app, "GET", `/api/operator/reports/payments.csv?from=${first}&to=${today}`, {
      cookie: admin.cookie,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["transfer-encoding"]).toBe("chunked");
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="payments-by-day-${today}.csv"`);
    const lines = response.body.split("\r\n");
    expect(lines[0]).toBe(
      "day,currency,method,direction,succeeded_count,succeeded_cents,pending_count,pending_cents,failed_count,canceled_count",
    );
    expect(lines).toHaveLength(report.data.length + 2);
    const row = report.data[0];
    expect(lines[1]).toBe(
      `${row?.day},${row?.currency},${row?.method},${row?.direction},${row?.succeeded_count},${row?.succeeded_cents},` +
        `${row?.pending_count},${row?.pending_cents},${row?.failed_count},${row?.canceled_count}`,
    );
    const byMethod = await call(app, "GET", "/api/operator/reports/payments.csv?group=method", {
      cookie: admin.cookie,
    });
    expect(byMethod.body.split("\r\n")[1]).toMatch(/^,EUR,creditcard,deposit,/);
  });

  it("answers 422 for a bad payments filter, 403 without the permission", async () => {
    const bad = await call(app, "GET", "/api/operator/reports/payments?from=2026-02-30&group=week&currency=$", {
      cookie: admin.cookie,
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["currency", "from", "group"]);
    const support = await signedInOperator(app, tdb.database.db, "support");
    for (const url of ["/api/operator/reports/payments", "/api/operator/reports/payments.csv"]) {
      expect((await call(app, "GET", url, { cookie: support.cookie })).statusCode).toBe(403);
    }
    expect((await call(app, "GET", "/api/operator/reports/payments")).statusCode).toBe(401);
  });
});

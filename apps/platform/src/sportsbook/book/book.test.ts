import type { BookBetReceipt, PlaceBookBetsBody } from "@croupier/contract";
import { rational } from "@croupier/contract/odds";
import { asc, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/database.ts";
import { imposeTimeout } from "../../exclusions/service.ts";
import { findAccount, type LedgerAccount } from "../../ledger/accounts.ts";
import { checkLedger } from "../../ledger/invariants.ts";
import { createFundedAccount } from "../../ledger/ledger-test-helpers.ts";
import { upsertSubscription } from "../../push/repository.ts";
import { realtimePublications } from "../../realtime/schema.ts";
import { readStatementPage } from "../../statements/statement.ts";
import { fieldErrors } from "../../test/identity-helpers.ts";
import { createTestDatabase, type TestDatabase } from "../../test/test-app.ts";
import { listPlayerBets } from "./catalogue.ts";
import { placeSlip } from "./placement.ts";
import { sportsbookLiability, sportsbookMarkets } from "./schema.ts";
import { type MarketResult, settleMarket } from "./settlement.ts";
import {
  createEvent,
  createMarket,
  saveCompetition,
  saveSport,
  type TradeContext,
  updateEvent,
  updateSelection,
  writeSettings,
} from "./trading.ts";

// Our book's placement and settlement, through the services the routes call: every money scenario
// ends with the player's balance as a player would see it and the ledger's invariants.

let tdb: TestDatabase;
let app: FastifyInstance;
let db: Db;
const now = new Date("2026-11-27T12:00:00Z");
const trader: TradeContext = { operatorId: null, audit: async () => undefined, now };

const SETTINGS = {
  currency: "EUR",
  min_stake_cents: 100,
  max_stake_cents: 100_000,
  max_event_stake_cents: 150_000,
  max_payout_cents: 300_000,
  liability_limit_cents: 10_000_000,
};

let competitionId = 0;
let fixtures = 0;

interface Fixture {
  eventId: number;
  marketId: number;
  /** Selection ids by name. */
  ids: Record<string, number>;
}

/** An event starting tomorrow with one market of the given prices (decimal text or fractional "n/d"). */
async function fixture(prices: Record<string, string>, start = new Date(now.getTime() + 86_400_000)): Promise<Fixture> {
  fixtures += 1;
  const event = await createEvent(
    db,
    {
      competition_id: competitionId,
      home: `Home ${fixtures}`,
      away: `Away ${fixtures}`,
      name: null,
      start_at: start.toISOString(),
      status: "scheduled",
    },
    trader,
  );
  const withMarket = await createMarket(
    db,
    {
      event_id: event.id,
      type: "match_result",
      name: "Match result",
      line: null,
      status: "open",
      main: true,
      position: 0,
      selections: Object.entries(prices).map(([name, price]) =>
        price.includes("/") ? { name, price_fractional: price } : { name, price },
      ),
    },
    trader,
  );
  const market = withMarket.markets[0];
  if (!market) throw new Error("no market");
  return {
    eventId: event.id,
    marketId: market.id,
    ids: Object.fromEntries(market.selections.map((selection) => [selection.name, selection.id])),
  };
}

let keys = 0;
function slip(
  bets: { legs: [number, string][]; stake: number }[],
  accept: PlaceBookBetsBody["accept_price_changes"] = "none",
): PlaceBookBetsBody {
  keys += 1;
  return {
    idempotency_key: `test-slip-${keys}-${Date.now()}`,
    currency: "EUR",
    accept_price_changes: accept,
    bets: bets.map((bet) => ({
      stake_cents: bet.stake,
      selections: bet.legs.map(([selection_id, price]) => ({ selection_id, price })),
    })),
  };
}

async function player(funds = 1_000_000n): Promise<LedgerAccount & { playerId: number }> {
  return (await createFundedAccount(db, "EUR", funds)) as LedgerAccount & { playerId: number };
}

const place = (account: { playerId: number }, body: PlaceBookBetsBody) =>
  placeSlip(db, { playerId: account.playerId, locale: "en", body, now });

const balance = async (account: { playerId: number }) =>
  (await findAccount(db, "player", "EUR", account.playerId))?.balance;

const results = (
  fixture: Fixture,
  outcome: Record<string, MarketResult["result"] | [MarketResult["result"], string]>,
) =>
  Object.entries(outcome).map(([name, value]) => {
    const [result, factor] = Array.isArray(value) ? value : [value, null];
    const [n, d] = factor ? factor.split("/") : [];
    return {
      selectionId: fixture.ids[name] as number,
      result,
      deadHeat: n && d ? rational(BigInt(n), BigInt(d)) : null,
    };
  });

async function expectLedgerSound() {
  expect((await checkLedger(db)).breaches).toEqual([]);
}

beforeAll(async () => {
  tdb = await createTestDatabase();
  app = await tdb.buildApp({}, { now: () => now });
  db = tdb.database.db;
  await writeSettings(db, { currencies: [SETTINGS] }, trader);
  const sport = await saveSport(
    db,
    null,
    { name: "Test football", slug: "test-football", position: 0, active: true },
    trader,
  );
  const withCompetition = await saveCompetition(
    db,
    null,
    { sport_id: sport.id, name: "Test league", slug: "test-league", region: "", position: 0, active: true },
    trader,
  );
  competitionId = withCompetition.competitions[0]?.id ?? 0;
});
afterAll(async () => {
  await app.close();
  await tdb.close();
});

describe("placing a bet slip on our book", () => {
  it("places a single and an accumulator, debits both stakes and answers the receipt", async () => {
    const a = await fixture({ Home: "2.50", Draw: "3.20", Away: "2.80" });
    const b = await fixture({ Home: "10/11", Away: "2.00" });
    const account = await player(10_000n);
    const { receipt, replayed } = await place(
      account,
      slip([
        { legs: [[a.ids.Home as number, "2.50"]], stake: 1_000 },
        {
          legs: [
            [a.ids.Away as number, "2.80"],
            [b.ids.Away as number, "2.00"],
          ],
          stake: 500,
        },
      ]),
    );
    expect(replayed).toBe(false);
    expect(receipt.balance_cents).toBe(8_500);
    expect(receipt.bets.map((bet) => [bet.type, bet.total_price, bet.potential_return_cents, bet.status])).toEqual([
      ["single", "2.50", 2_500, "open"],
      ["accumulator", "5.60", 2_800, "open"],
    ]);
    expect(receipt.bets[1]?.legs.map((leg) => leg.event_name)).toEqual([
      `Home ${fixtures - 1} v Away ${fixtures - 1}`,
      `Home ${fixtures} v Away ${fixtures}`,
    ]);
    expect(await balance(account)).toBe(8_500n);
    // The fractional 10/11 is stored exactly: 21/11, shown as its decimal.
    expect(b.ids.Home).toBeGreaterThan(0);
    const statement = await readStatementPage(db, account.playerId, { per_page: 10 });
    expect(statement.lines.map((line) => [line.kind, line.amount_cents]).slice(0, 2)).toEqual([
      ["bet", -500],
      ["bet", -1_000],
    ]);
    await expectLedgerSound();
  });

  it("takes a twenty-fold accumulator, whose exact total price is too long to store, paying from the legs", async () => {
    const legs: [number, string][] = [];
    for (let index = 0; index < 20; index += 1) {
      const leg = await fixture({ Yes: "1.37", No: "2.93" });
      legs.push([leg.ids.Yes as number, "1.37"]);
    }
    const account = await player(10_000n);
    const { receipt } = await place(account, slip([{ legs, stake: 100 }]));
    // 1.37^20 = 542.51…: the receipt shows it to 2 places; the return is stake × the exact product.
    expect(receipt.bets[0]).toMatchObject({
      type: "accumulator",
      total_price: "542.51",
      potential_return_cents: 54_251,
    });
    await expectLedgerSound();
  });

  it("refuses two legs of one event in an accumulator, and nothing is debited", async () => {
    const a = await fixture({ Home: "2.50", Draw: "3.20", Away: "2.80" });
    const account = await player(10_000n);
    const fields = await fieldErrors(
      place(
        account,
        slip([
          {
            legs: [
              [a.ids.Home as number, "2.50"],
              [a.ids.Draw as number, "3.20"],
            ],
            stake: 1_000,
          },
        ]),
      ),
      422,
    );
    expect(fields).toEqual({
      "bets.0.selections.1.selection_id": ["An accumulator cannot have two selections from the same event."],
    });
    expect(await balance(account)).toBe(10_000n);
    await expectLedgerSound();
  });

  it("applies the player's choice on price changes: none, higher, any", async () => {
    const a = await fixture({ Home: "2.50", Away: "2.80" });
    const account = await player(100_000n);
    const away = a.ids.Away as number;
    await updateSelection(db, away, { price: "3.00" }, trader);
    // The price rose from the 2.80 the player saw.
    expect(await fieldErrors(place(account, slip([{ legs: [[away, "2.80"]], stake: 1_000 }], "none")), 422)).toEqual({
      "bets.0.selections.0.price": ["The price has changed to 3.00."],
    });
    const higher = await place(account, slip([{ legs: [[away, "2.80"]], stake: 1_000 }], "higher"));
    expect(higher.receipt.price_changes_accepted).toBe(true);
    expect(higher.receipt.bets[0]?.legs[0]?.price).toBe("3.00");
    // Then it fell below what the player saw: "higher" refuses, "any" takes it.
    await updateSelection(db, away, { price: "2.60" }, trader);
    expect(
      Object.keys(await fieldErrors(place(account, slip([{ legs: [[away, "2.80"]], stake: 1_000 }], "higher")), 422)),
    ).toEqual(["bets.0.selections.0.price"]);
    const any = await place(account, slip([{ legs: [[away, "2.80"]], stake: 1_000 }], "any"));
    expect(any.receipt.bets[0]?.potential_return_cents).toBe(2_600);
    // The price the player saw unchanged: no change to accept.
    const same = await place(account, slip([{ legs: [[away, "2.60"]], stake: 1_000 }], "none"));
    expect(same.receipt.price_changes_accepted).toBe(false);
    expect(await balance(account)).toBe(97_000n);
    await expectLedgerSound();
  });

  it("holds the stake limits per bet and per event, and caps the potential return at the maximum payout", async () => {
    const a = await fixture({ Home: "2.50", Away: "2.80" });
    const b = await fixture({ Home: "2.00", Away: "2.00" });
    const c = await fixture({ Home: "4.00", Away: "1.20" });
    const account = await player(1_000_000n);
    const home = a.ids.Home as number;
    expect(await fieldErrors(place(account, slip([{ legs: [[home, "2.50"]], stake: 99 }])), 422)).toEqual({
      "bets.0.stake_cents": ["The minimum stake is €1."],
    });
    expect(await fieldErrors(place(account, slip([{ legs: [[home, "2.50"]], stake: 100_001 }])), 422)).toEqual({
      "bets.0.stake_cents": ["The maximum stake is €1,000."],
    });
    await place(account, slip([{ legs: [[home, "2.50"]], stake: 100_000 }]));
    expect(
      await fieldErrors(place(account, slip([{ legs: [[a.ids.Away as number, "2.80"]], stake: 60_000 }])), 422),
    ).toEqual({
      "bets.0.stake_cents": ["You can stake at most €500 more on this event."],
    });
    // 100,000 × 2.00 × 4.00 would win 700,000; the rules cap winnings at 300,000.
    const capped = await place(
      account,
      slip([
        {
          legs: [
            [b.ids.Home as number, "2.00"],
            [c.ids.Home as number, "4.00"],
          ],
          stake: 100_000,
        },
      ]),
    );
    expect(capped.receipt.bets[0]).toMatchObject({ potential_return_cents: 400_000, max_payout_applied: true });
    expect(await balance(account)).toBe(800_000n);
    await expectLedgerSound();
  });

  it("suspends a market once a selection's liability reaches the limit", async () => {
    const a = await fixture({ Home: "5.00", Away: "1.20" });
    const account = await player(100_000n);
    await writeSettings(db, { currencies: [{ ...SETTINGS, liability_limit_cents: 10_000 }] }, trader);
    try {
      await place(account, slip([{ legs: [[a.ids.Home as number, "5.00"]], stake: 1_000 }]));
      const [open] = await db.select().from(sportsbookMarkets).where(eq(sportsbookMarkets.id, a.marketId));
      expect(open?.status).toBe("open");
      await place(account, slip([{ legs: [[a.ids.Home as number, "5.00"]], stake: 1_000 }]));
      const [suspended] = await db.select().from(sportsbookMarkets).where(eq(sportsbookMarkets.id, a.marketId));
      expect(suspended?.status).toBe("suspended");
      const [liability] = await db
        .select()
        .from(sportsbookLiability)
        .where(eq(sportsbookLiability.selectionId, a.ids.Home as number));
      expect(liability).toMatchObject({ stake: 2_000n, potentialReturn: 10_000n, bets: 2 });
      expect(
        await fieldErrors(place(account, slip([{ legs: [[a.ids.Away as number, "1.20"]], stake: 1_000 }])), 422),
      ).toEqual({
        "bets.0.selections.0.selection_id": ["This market is not taking bets right now."],
      });
    } finally {
      await writeSettings(db, { currencies: [SETTINGS] }, trader);
    }
    expect(await balance(account)).toBe(98_000n);
    await expectLedgerSound();
  });

  it("answers a retry with the first receipt and debits once; a changed slip under the key is refused", async () => {
    const a = await fixture({ Home: "2.50", Away: "2.80" });
    const account = await player(10_000n);
    const body = slip([{ legs: [[a.ids.Home as number, "2.50"]], stake: 1_000 }]);
    const first = await place(account, body);
    const retry = await place(account, body);
    expect(retry.replayed).toBe(true);
    expect(retry.receipt).toEqual(first.receipt);
    expect(await balance(account)).toBe(9_000n);
    const changed = { ...body, bets: [{ ...body.bets[0], stake_cents: 2_000 }] } as PlaceBookBetsBody;
    expect(Object.keys(await fieldErrors(place(account, changed), 422))).toEqual(["idempotency_key"]);
    await expectLedgerSound();
  });

  it("places a slip sent twice at once once, and two players betting at once both count in the liability", async () => {
    const a = await fixture({ Home: "4.00", Away: "1.25" });
    const account = await player(10_000n);
    const body = slip([{ legs: [[a.ids.Home as number, "4.00"]], stake: 1_000 }]);
    const [first, second] = await Promise.all([place(account, body), place(account, body)]);
    expect([first.replayed, second.replayed].sort()).toEqual([false, true]);
    expect(second.receipt).toEqual(first.receipt);
    expect(await balance(account)).toBe(9_000n);
    const other = await player(10_000n);
    await Promise.all([
      place(account, slip([{ legs: [[a.ids.Away as number, "1.25"]], stake: 2_000 }])),
      place(other, slip([{ legs: [[a.ids.Away as number, "1.25"]], stake: 2_000 }])),
    ]);
    const [liability] = await db
      .select()
      .from(sportsbookLiability)
      .where(eq(sportsbookLiability.selectionId, a.ids.Away as number));
    expect(liability).toMatchObject({ stake: 4_000n, potentialReturn: 5_000n, bets: 2 });
    await expectLedgerSound();
  });

  it("refuses a player in a time-out, a started event, and a stake the balance does not cover", async () => {
    const a = await fixture({ Home: "2.50", Away: "2.80" });
    const started = await fixture({ Home: "2.50", Away: "2.80" }, new Date(now.getTime() - 60_000));
    const poor = await player(500n);
    await expect(place(poor, slip([{ legs: [[a.ids.Home as number, "2.50"]], stake: 1_000 }]))).rejects.toMatchObject({
      code: "insufficient_funds",
    });
    expect(
      await fieldErrors(place(poor, slip([{ legs: [[started.ids.Home as number, "2.50"]], stake: 100 }])), 422),
    ).toEqual({
      "bets.0.selections.0.selection_id": ["This event has started: bets are closed."],
    });
    const excluded = await player(10_000n);
    await imposeTimeout(db, excluded.playerId, 1, now, "en", async () => undefined);
    await expect(
      place(excluded, slip([{ legs: [[a.ids.Home as number, "2.50"]], stake: 1_000 }])),
    ).rejects.toMatchObject({
      code: "player_disabled",
    });
    expect(await balance(excluded)).toBe(10_000n);
    expect(await balance(poor)).toBe(500n);
    await expectLedgerSound();
  });
});

describe("settling our book's markets", () => {
  const betStatus = async (account: { playerId: number }) =>
    (await listPlayerBets(db, account.playerId, { page: 1, per_page: 20 })).page.data.map((bet) => [
      bet.status,
      bet.return_cents,
    ]);

  it("pays won, lost, void, dead heat and half outcomes from the exact price, rounded down", async () => {
    const a = await fixture({ Home: "2.50", Draw: "3.00", Away: "10/11" });
    const winner = await player(10_000n);
    const loser = await player(10_000n);
    const heat = await player(10_000n);
    await place(winner, slip([{ legs: [[a.ids.Home as number, "2.50"]], stake: 1_000 }]));
    await place(loser, slip([{ legs: [[a.ids.Away as number, "1.909090909"]], stake: 1_000 }]));
    await place(heat, slip([{ legs: [[a.ids.Draw as number, "3.00"]], stake: 1_000 }]));
    const summary = await settleMarket(db, {
      marketId: a.marketId,
      results: results(a, { Home: "won", Draw: ["dead_heat", "1/2"], Away: "lost" }),
      resettle: false,
      now,
    });
    expect(summary).toMatchObject({ betsSettled: 3, betsPaid: 2 });
    expect(await betStatus(winner)).toEqual([["won", 2_500]]);
    expect(await betStatus(loser)).toEqual([["lost", 0]]);
    expect(await betStatus(heat)).toEqual([["won", 1_500]]);
    expect([await balance(winner), await balance(loser), await balance(heat)]).toEqual([11_500n, 9_000n, 10_500n]);

    // Half outcomes (Asian lines) at 10/11 = 21/11: half won pays 1,000 × (21/11 + 1)/2 = 1,454.54…
    const b = await fixture({ Over: "10/11", Under: "10/11" });
    const over = await player(10_000n);
    const under = await player(10_000n);
    await place(over, slip([{ legs: [[b.ids.Over as number, "1.909090909"]], stake: 1_000 }]));
    await place(under, slip([{ legs: [[b.ids.Under as number, "1.909090909"]], stake: 1_000 }]));
    await settleMarket(db, {
      marketId: b.marketId,
      results: results(b, { Over: "half_won", Under: "half_lost" }),
      resettle: false,
      now,
    });
    expect(await betStatus(over)).toEqual([["half_won", 1_454]]);
    expect(await betStatus(under)).toEqual([["half_lost", 500]]);

    // A void market gives every stake back.
    const c = await fixture({ Home: "2.00", Away: "2.00" });
    const voided = await player(10_000n);
    await place(voided, slip([{ legs: [[c.ids.Home as number, "2.00"]], stake: 1_000 }]));
    await settleMarket(db, {
      marketId: c.marketId,
      results: results(c, { Home: "void", Away: "void" }),
      resettle: false,
      now,
    });
    expect(await betStatus(voided)).toEqual([["void", 1_000]]);
    expect(await balance(voided)).toBe(10_000n);
    const [market] = await db.select().from(sportsbookMarkets).where(eq(sportsbookMarkets.id, c.marketId));
    expect(market?.status).toBe("void");
    await expectLedgerSound();
  });

  it("settles an accumulator when its last leg settles, a void leg counting at 1, capped at the maximum payout", async () => {
    const a = await fixture({ Home: "2.50", Away: "2.50" });
    const b = await fixture({ Home: "3.00", Away: "1.40" });
    const c = await fixture({ Home: "4.00", Away: "1.20" });
    const account = await player(100_000n);
    const big = await player(100_000n);
    await place(
      account,
      slip([
        {
          legs: [
            [a.ids.Home as number, "2.50"],
            [b.ids.Home as number, "3.00"],
          ],
          stake: 1_000,
        },
      ]),
    );
    // 50,000 × 2.50 × 4.00 = 500,000: winnings 450,000, capped at 300,000.
    await place(
      big,
      slip([
        {
          legs: [
            [a.ids.Home as number, "2.50"],
            [c.ids.Home as number, "4.00"],
          ],
          stake: 50_000,
        },
      ]),
    );
    await settleMarket(db, {
      marketId: a.marketId,
      results: results(a, { Home: "won", Away: "lost" }),
      resettle: false,
      now,
    });
    expect(await betStatus(account)).toEqual([["open", null]]);
    await settleMarket(db, {
      marketId: b.marketId,
      results: results(b, { Home: "void", Away: "void" }),
      resettle: false,
      now,
    });
    expect(await betStatus(account)).toEqual([["won", 2_500]]);
    await settleMarket(db, {
      marketId: c.marketId,
      results: results(c, { Home: "won", Away: "lost" }),
      resettle: false,
      now,
    });
    const [capped] = (await listPlayerBets(db, big.playerId, { page: 1, per_page: 5 })).page.data;
    expect(capped).toMatchObject({ status: "won", return_cents: 350_000, max_payout_applied: true });
    expect(await balance(account)).toBe(101_500n);
    expect(await balance(big)).toBe(400_000n);
    await expectLedgerSound();
  });

  it("resettles: the earlier payouts are reversed and the new results paid", async () => {
    const a = await fixture({ Home: "2.50", Away: "2.00" });
    const home = await player(10_000n);
    const away = await player(10_000n);
    await place(home, slip([{ legs: [[a.ids.Home as number, "2.50"]], stake: 1_000 }]));
    await place(away, slip([{ legs: [[a.ids.Away as number, "2.00"]], stake: 1_000 }]));
    await settleMarket(db, {
      marketId: a.marketId,
      results: results(a, { Home: "won", Away: "lost" }),
      resettle: false,
      now,
    });
    expect([await balance(home), await balance(away)]).toEqual([11_500n, 9_000n]);
    // Entering results again is refused: a change is a resettle.
    await expect(
      settleMarket(db, {
        marketId: a.marketId,
        results: results(a, { Home: "lost", Away: "won" }),
        resettle: false,
        now,
      }),
    ).rejects.toMatchObject({ code: "validation_failed" });
    const summary = await settleMarket(db, {
      marketId: a.marketId,
      results: results(a, { Home: "lost", Away: "won" }),
      resettle: true,
      now,
    });
    expect(summary.betsSettled).toBe(2);
    expect(summary.paid.get("EUR")).toBe(-500n);
    expect([await balance(home), await balance(away)]).toEqual([9_000n, 11_000n]);
    expect(await betStatus(home)).toEqual([["lost", 0]]);
    expect(await betStatus(away)).toEqual([["won", 2_000]]);
    // Resettling to the same results changes nothing.
    const again = await settleMarket(db, {
      marketId: a.marketId,
      results: results(a, { Home: "lost", Away: "won" }),
      resettle: true,
      now,
    });
    expect(again.betsSettled).toBe(0);
    // Each outcome reached the player live: the bet on their channel, the balance on theirs.
    const published = await db
      .select()
      .from(realtimePublications)
      .where(eq(realtimePublications.channel, `sportsbook_bets#${home.playerId}`))
      .orderBy(asc(realtimePublications.offset));
    expect(published.map((row) => (row.data as { event: string }).event)).toEqual(["placed", "settled", "resettled"]);
    const balances = await db
      .select()
      .from(realtimePublications)
      .where(eq(realtimePublications.channel, `balance#${home.playerId}`))
      .orderBy(asc(realtimePublications.offset));
    expect(balances.map((row) => (row.data as { amount_cents: number }).amount_cents)).toEqual([9_000, 11_500, 9_000]);
    await expectLedgerSound();
  });

  it("pushes a won or void bet to the player's browsers, never a loss, nor to a player in a time-out", async () => {
    const a = await fixture({ Home: "3.00", Draw: "3.20", Away: "2.50" });
    const b = await fixture({ Home: "2.00", Away: "2.00" });
    const winner = await player(10_000n);
    const loser = await player(10_000n);
    const excluded = await player(10_000n);
    const voided = await player(10_000n);
    for (const [index, account] of [winner, loser, excluded, voided].entries()) {
      await upsertSubscription(db, {
        playerId: account.playerId,
        endpoint: `https://push.example.com/book-${account.playerId}-${index}`,
        p256dh: "p256dh",
        auth: "auth",
        userAgent: null,
      });
    }
    await place(winner, slip([{ legs: [[a.ids.Home as number, "3.00"]], stake: 1_000 }]));
    await place(loser, slip([{ legs: [[a.ids.Away as number, "2.50"]], stake: 1_000 }]));
    await place(excluded, slip([{ legs: [[a.ids.Home as number, "3.00"]], stake: 1_000 }]));
    await place(voided, slip([{ legs: [[b.ids.Home as number, "2.00"]], stake: 1_500 }]));
    await imposeTimeout(db, excluded.playerId, 1, now, "en", async () => undefined);
    await settleMarket(db, {
      marketId: a.marketId,
      results: results(a, { Home: "won", Draw: "lost", Away: "lost" }),
      resettle: false,
      now,
    });
    await settleMarket(db, {
      marketId: b.marketId,
      results: results(b, { Home: "void", Away: "void" }),
      resettle: false,
      now,
    });
    const pushed = async (account: { playerId: number }) => {
      const rows = await db.execute(sql`
        select m.kind, m.payload from push_messages m
        join push_subscriptions s on s.id = m.subscription_id
        where s.player_id = ${account.playerId} order by m.id`);
      return (rows as unknown as { rows: { kind: string; payload: { title: string; body: string; url: string } }[] })
        .rows;
    };
    expect(await pushed(winner)).toEqual([
      {
        kind: "bet_settled",
        payload: expect.objectContaining({
          title: "Bet won",
          body: expect.stringMatching(/^Your bet on Home \d+ v Away \d+ won: €30 is on your balance\.$/),
          url: "/sports/bets",
        }),
      },
    ]);
    expect(await pushed(loser)).toEqual([]);
    expect(await pushed(excluded)).toEqual([]);
    expect(await pushed(voided)).toEqual([
      {
        kind: "bet_settled",
        payload: expect.objectContaining({
          title: "Bet void",
          body: expect.stringMatching(/is void: your stake of €15 is back on your balance\.$/),
        }),
      },
    ]);
    await expectLedgerSound();
  });

  it("releases a selection's liability when its market settles, its accumulators die or its event is cancelled", async () => {
    const a = await fixture({ Home: "2.00", Away: "2.00" });
    const b = await fixture({ Home: "5.00", Away: "1.20" });
    const account = await player(100_000n);
    const liability = async (selectionId: number | undefined) => {
      const [row] = await db
        .select()
        .from(sportsbookLiability)
        .where(eq(sportsbookLiability.selectionId, selectionId as number));
      return row ? [row.stake, row.potentialReturn, row.bets] : null;
    };
    const marketStatus = async (marketId: number) =>
      (await db.select().from(sportsbookMarkets).where(eq(sportsbookMarkets.id, marketId)))[0]?.status;
    await place(account, slip([{ legs: [[a.ids.Home as number, "2.00"]], stake: 1_000 }]));
    // An accumulator a.Home × b.Home: 1,000 at 10.00.
    await place(
      account,
      slip([
        {
          legs: [
            [a.ids.Home as number, "2.00"],
            [b.ids.Home as number, "5.00"],
          ],
          stake: 1_000,
        },
      ]),
    );
    expect(await liability(a.ids.Home)).toEqual([2_000n, 12_000n, 2]);
    expect(await liability(b.ids.Home)).toEqual([1_000n, 10_000n, 1]);

    // a.Home loses: nothing more to pay on it, and the accumulator is dead on b.Home too.
    await settleMarket(db, {
      marketId: a.marketId,
      results: results(a, { Home: "lost", Away: "won" }),
      resettle: false,
      now,
    });
    expect(await liability(a.ids.Home)).toEqual([0n, 0n, 0]);
    expect(await liability(b.ids.Home)).toEqual([0n, 0n, 0]);
    // So a bet that the stale figure would have pushed past a limit of 10,000 leaves b open.
    await writeSettings(db, { currencies: [{ ...SETTINGS, liability_limit_cents: 10_000 }] }, trader);
    try {
      await place(account, slip([{ legs: [[b.ids.Home as number, "5.00"]], stake: 1_000 }]));
      expect(await marketStatus(b.marketId)).toBe("open");
      expect(await liability(b.ids.Home)).toEqual([1_000n, 5_000n, 1]);

      // Resettled as a home win: the accumulator lives again on b.Home, which reaches the limit
      // at the next bet.
      await settleMarket(db, {
        marketId: a.marketId,
        results: results(a, { Home: "won", Away: "lost" }),
        resettle: true,
        now,
      });
      expect(await liability(a.ids.Home)).toEqual([0n, 0n, 0]);
      expect(await liability(b.ids.Home)).toEqual([2_000n, 15_000n, 2]);
      await place(account, slip([{ legs: [[b.ids.Away as number, "1.20"]], stake: 1_000 }]));
      expect(await marketStatus(b.marketId)).toBe("open");
      await place(account, slip([{ legs: [[b.ids.Home as number, "5.00"]], stake: 100 }]));
      expect(await marketStatus(b.marketId)).toBe("suspended");
    } finally {
      await writeSettings(db, { currencies: [SETTINGS] }, trader);
    }

    // The event is cancelled: every bet on b is void, and nothing is owed on its selections.
    await updateEvent(db, b.eventId, { status: "cancelled" }, trader);
    expect(await liability(b.ids.Home)).toEqual([0n, 0n, 0]);
    expect(await liability(b.ids.Away)).toEqual([0n, 0n, 0]);
    expect(await marketStatus(b.marketId)).toBe("void");
    await expectLedgerSound();
  });
});

describe("the book's routes", () => {
  it("places through POST /api/sportsbook/bets for a signed-in player only, a retry answering 200", async () => {
    const { signUp, call } = await import("../../test/identity-helpers.ts");
    const { fund } = await import("../../ledger/ledger-test-helpers.ts");
    const a = await fixture({ Home: "2.50", Away: "2.80" });
    const body = slip([{ legs: [[a.ids.Home as number, "2.50"]], stake: 1_000 }]);
    expect((await call(app, "POST", "/api/sportsbook/bets", { payload: body })).statusCode).toBe(401);
    const signedUp = await signUp(app);
    const account = await findAccount(db, "player", "EUR", signedUp.id);
    if (!account) throw new Error("no account");
    await fund(db, account, 5_000n);
    const placed = await call(app, "POST", "/api/sportsbook/bets", { payload: body, cookie: signedUp.cookie });
    expect(placed.statusCode, placed.body).toBe(201);
    const receipt = placed.json() as BookBetReceipt;
    expect(receipt.balance_cents).toBe(4_000);
    const retry = await call(app, "POST", "/api/sportsbook/bets", { payload: body, cookie: signedUp.cookie });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(receipt);
    const list = await call(app, "GET", "/api/sportsbook/bets?status=open", { cookie: signedUp.cookie });
    expect(list.json().data).toHaveLength(1);
    const event = await call(app, "GET", `/api/sportsbook/events/${a.eventId}`);
    expect(event.json().markets[0].selections.map((selection: { price: string }) => selection.price)).toEqual([
      "2.50",
      "2.80",
    ]);
    await expectLedgerSound();
  });
});

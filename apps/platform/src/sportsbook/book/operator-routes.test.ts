import type { OperatorBookEvent, OperatorBookSettlement, OperatorBookSport } from "@croupier/contract";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findAccount } from "../../ledger/accounts.ts";
import { checkLedger } from "../../ledger/invariants.ts";
import { createFundedAccount } from "../../ledger/ledger-test-helpers.ts";
import { auditRows, signedInOperator } from "../../operators/operator-test-helpers.ts";
import { call } from "../../test/identity-helpers.ts";
import { createTestDatabase, type TestDatabase } from "../../test/test-app.ts";
import { placeSlip } from "./placement.ts";

// A trader at work through the operator API: a sport, a competition, an event and its market,
// a price change kept in the history, the result that pays the bets, a resettle, each audited.

let tdb: TestDatabase;
let app: FastifyInstance;
let trader = "";
let support = "";
const now = new Date("2026-11-27T12:00:00Z");

beforeAll(async () => {
  tdb = await createTestDatabase();
  app = await tdb.buildApp({ SPORTSBOOK_DEMO_RESULTS: "off" }, { now: () => now });
  trader = (await signedInOperator(app, tdb.database.db, "trader")).cookie;
  support = (await signedInOperator(app, tdb.database.db, "support")).cookie;
});
afterAll(async () => {
  await app.close();
  await tdb.close();
});

async function send<T>(method: "GET" | "POST" | "PATCH" | "PUT", url: string, payload?: unknown, cookie = trader) {
  const response = await call(app, method, url, { payload, cookie });
  return { status: response.statusCode, body: response.json() as T };
}

describe("the traders' API", () => {
  it("builds a market, re-prices it with history, settles and resettles it, every change audited", async () => {
    const sport = await send<OperatorBookSport>("POST", "/api/operator/sportsbook/sports", {
      name: "Handball",
      slug: "handball",
    });
    expect(sport.status).toBe(201);
    const league = await send<OperatorBookSport>("POST", "/api/operator/sportsbook/competitions", {
      sport_id: sport.body.id,
      name: "Fjord League",
      slug: "fjord-league",
    });
    const competitionId = league.body.competitions[0]?.id;
    const created = await send<OperatorBookEvent>("POST", "/api/operator/sportsbook/events", {
      competition_id: competitionId,
      home: "Bergvik",
      away: "Nordhavn",
      start_at: "2026-11-28T18:00:00Z",
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.name).toBe("Bergvik v Nordhavn");
    const withMarket = await send<OperatorBookEvent>("POST", "/api/operator/sportsbook/markets", {
      event_id: created.body.id,
      type: "moneyline",
      name: "Winner",
      main: true,
      selections: [
        { name: "Bergvik", price: "1.80" },
        { name: "Nordhavn", price_fractional: "10/11" },
      ],
    });
    expect(withMarket.status).toBe(201);
    const market = withMarket.body.markets[0];
    const [home, away] = market?.selections ?? [];
    if (!market || !home || !away) throw new Error("no market");
    expect([home.price, away.price, away.price_fraction]).toEqual(["1.80", "1.909090909", "21/11"]);

    // A support agent reads but does not trade.
    expect((await send("GET", `/api/operator/sportsbook/events/${created.body.id}`, undefined, support)).status).toBe(
      200,
    );
    expect(
      (await send("PATCH", `/api/operator/sportsbook/selections/${home.id}`, { price: "1.75" }, support)).status,
    ).toBe(403);
    const repriced = await send<OperatorBookEvent>("PATCH", `/api/operator/sportsbook/selections/${home.id}`, {
      price: "1.75",
    });
    expect(repriced.body.markets[0]?.selections[0]?.price).toBe("1.75");
    const history = await send<{ price: string; operator_name: string | null }[]>(
      "GET",
      `/api/operator/sportsbook/selections/${home.id}/prices`,
    );
    // Each price says who set it: the back office shows "Set by <name>".
    expect(history.body.map((entry) => [entry.price, entry.operator_name])).toEqual([
      ["1.75", "Test trader"],
      ["1.80", "Test trader"],
    ]);

    const account = await createFundedAccount(tdb.database.db, "EUR", 10_000n);
    const playerId = account.playerId as number;
    await send("PUT", "/api/operator/sportsbook/settings", {
      currencies: [
        {
          currency: "EUR",
          min_stake_cents: 100,
          max_stake_cents: 100_000,
          max_event_stake_cents: 100_000,
          max_payout_cents: 1_000_000,
          liability_limit_cents: 1_000_000,
        },
      ],
    });
    await placeSlip(tdb.database.db, {
      playerId,
      locale: "en",
      now,
      body: {
        idempotency_key: "trader-test-0001",
        currency: "EUR",
        accept_price_changes: "none",
        bets: [{ selections: [{ selection_id: home.id, price: "1.75" }], stake_cents: 2_000 }],
      },
    });
    const event = await send<OperatorBookEvent>("GET", `/api/operator/sportsbook/events/${created.body.id}`);
    expect(event.body.open_bets).toBe(1);
    expect(event.body.markets[0]?.selections[0]?.liability).toEqual([
      { currency: "EUR", stake_cents: 2_000, potential_return_cents: 3_500, bets: 1 },
    ]);

    const missing = await send<{ errors: Record<string, string[]> }>(
      "POST",
      `/api/operator/sportsbook/markets/${market.id}/result`,
      {
        results: [{ selection_id: home.id, result: "won" }],
      },
    );
    expect(missing.status).toBe(422);
    const settled = await send<OperatorBookSettlement>("POST", `/api/operator/sportsbook/markets/${market.id}/result`, {
      results: [
        { selection_id: home.id, result: "won" },
        { selection_id: away.id, result: "lost" },
      ],
    });
    expect(settled.status).toBe(200);
    expect(settled.body).toMatchObject({
      bets_settled: 1,
      bets_paid: 1,
      paid: [{ currency: "EUR", amount_cents: 3_500 }],
    });
    expect(settled.body.market.status).toBe("settled");
    expect((await findAccount(tdb.database.db, "player", "EUR", playerId))?.balance).toBe(11_500n);

    // A resettle needs a reason, then takes the payout back.
    const noReason = await send("POST", `/api/operator/sportsbook/markets/${market.id}/resettle`, {
      results: [
        { selection_id: home.id, result: "lost" },
        { selection_id: away.id, result: "won" },
      ],
    });
    expect(noReason.status).toBe(422);
    const resettled = await send<OperatorBookSettlement>(
      "POST",
      `/api/operator/sportsbook/markets/${market.id}/resettle`,
      {
        results: [
          { selection_id: home.id, result: "lost" },
          { selection_id: away.id, result: "won" },
        ],
        reason: "Result corrected by the league",
      },
    );
    expect(resettled.body.paid).toEqual([{ currency: "EUR", amount_cents: -3_500 }]);
    expect((await findAccount(tdb.database.db, "player", "EUR", playerId))?.balance).toBe(8_000n);

    const bets = await send<{ data: { player_id: number; status: string }[] }>(
      "GET",
      `/api/operator/sportsbook/bets?market_id=${market.id}`,
    );
    expect(bets.body.data).toEqual([expect.objectContaining({ player_id: playerId, status: "lost" })]);
    const audit = await auditRows(tdb.database.db, { target: { type: "sportsbook_market", id: market.id } });
    expect(audit.map((row) => row.action)).toEqual([
      "sportsbook.market_created",
      "sportsbook.market_resulted",
      "sportsbook.market_resettled",
    ]);
    const priceAudit = await auditRows(tdb.database.db, { target: { type: "sportsbook_selection", id: home.id } });
    expect(priceAudit[0]?.details).toMatchObject({ price_before: "1.80", price_after: "1.75" });
    expect((await checkLedger(tdb.database.db)).breaches).toEqual([]);
  });

  it("cancelling an event voids its open markets: every stake goes back", async () => {
    const sports = await send<OperatorBookSport[]>("GET", "/api/operator/sportsbook/sports");
    const competitionId = sports.body.find((sport) => sport.slug === "handball")?.competitions[0]?.id;
    const created = await send<OperatorBookEvent>("POST", "/api/operator/sportsbook/events", {
      competition_id: competitionId,
      home: "Lyngby",
      away: "Tromsvik",
      start_at: "2026-11-29T18:00:00Z",
    });
    const withMarket = await send<OperatorBookEvent>("POST", "/api/operator/sportsbook/markets", {
      event_id: created.body.id,
      type: "moneyline",
      name: "Winner",
      selections: [
        { name: "Lyngby", price: "2.10" },
        { name: "Tromsvik", price: "1.70" },
      ],
    });
    const selection = withMarket.body.markets[0]?.selections[0];
    if (!selection) throw new Error("no selection");
    const account = await createFundedAccount(tdb.database.db, "EUR", 5_000n);
    await placeSlip(tdb.database.db, {
      playerId: account.playerId as number,
      locale: "en",
      now,
      body: {
        idempotency_key: "trader-test-0002",
        currency: "EUR",
        accept_price_changes: "none",
        bets: [{ selections: [{ selection_id: selection.id, price: "2.10" }], stake_cents: 1_000 }],
      },
    });
    const cancelled = await send<OperatorBookEvent>("PATCH", `/api/operator/sportsbook/events/${created.body.id}`, {
      status: "cancelled",
    });
    expect(cancelled.body.status).toBe("cancelled");
    expect(cancelled.body.markets[0]?.status).toBe("void");
    expect((await findAccount(tdb.database.db, "player", "EUR", account.playerId as number))?.balance).toBe(5_000n);
    expect((await checkLedger(tdb.database.db)).breaches).toEqual([]);
  });

  it("lists events filtered by sport and start window, each with its counts", async () => {
    const tennis = await send<OperatorBookSport>("POST", "/api/operator/sportsbook/sports", {
      name: "Table tennis",
      slug: "table-tennis",
    });
    const cup = await send<OperatorBookSport>("POST", "/api/operator/sportsbook/competitions", {
      sport_id: tennis.body.id,
      name: "Paddle Cup",
      slug: "paddle-cup",
    });
    const competitionId = cup.body.competitions[0]?.id;
    const starts = ["2026-12-01T09:00:00Z", "2026-12-01T21:00:00Z", "2026-12-02T09:00:00Z"];
    let firstSelection = 0;
    for (const [index, start] of starts.entries()) {
      const event = await send<OperatorBookEvent>("POST", "/api/operator/sportsbook/events", {
        competition_id: competitionId,
        home: `Spin ${index}`,
        away: `Loop ${index}`,
        start_at: start,
      });
      const priced = await send<OperatorBookEvent>("POST", "/api/operator/sportsbook/markets", {
        event_id: event.body.id,
        type: "moneyline",
        name: "Winner",
        selections: [
          { name: `Spin ${index}`, price: "1.90" },
          { name: `Loop ${index}`, price: "1.90" },
        ],
      });
      if (index === 0) firstSelection = priced.body.markets[0]?.selections[0]?.id ?? 0;
    }
    // Two open bets on the first event (the EUR limits are the first test's).
    const bettor = await createFundedAccount(tdb.database.db, "EUR", 10_000n);
    for (const key of ["trader-test-0003", "trader-test-0004"]) {
      await placeSlip(tdb.database.db, {
        playerId: bettor.playerId as number,
        locale: "en",
        now,
        body: {
          idempotency_key: key,
          currency: "EUR",
          accept_price_changes: "none",
          bets: [{ selections: [{ selection_id: firstSelection, price: "1.90" }], stake_cents: 500 }],
        },
      });
    }
    type Page = { data: OperatorBookEvent[]; pagination: { total_count: number } };
    const all = await send<Page>("GET", `/api/operator/sportsbook/events?sport_id=${tennis.body.id}`);
    expect(all.body.data.map((event) => event.name)).toEqual(["Spin 0 v Loop 0", "Spin 1 v Loop 1", "Spin 2 v Loop 2"]);
    expect(all.body.pagination.total_count).toBe(3);
    expect(all.body.data[0]).toMatchObject({
      sport: { id: tennis.body.id, name: "Table tennis" },
      market_count: 1,
      unsettled_markets: 1,
      open_bets: 2,
    });
    expect(all.body.data.map((event) => event.open_bets)).toEqual([2, 0, 0]);
    // 1 December in UTC only: [from, to).
    const day = await send<Page>(
      "GET",
      `/api/operator/sportsbook/events?sport_id=${tennis.body.id}&from=2026-12-01T00:00:00Z&to=2026-12-02T09:00:00Z`,
    );
    expect(day.body.data.map((event) => event.name)).toEqual(["Spin 0 v Loop 0", "Spin 1 v Loop 1"]);
    expect(day.body.pagination.total_count).toBe(2);
    // The handball events of the other tests are not table tennis; a page past the end still counts.
    const handball = await send<OperatorBookSport[]>("GET", "/api/operator/sportsbook/sports");
    const handballId = handball.body.find((sport) => sport.slug === "handball")?.id;
    const others = await send<Page>("GET", `/api/operator/sportsbook/events?sport_id=${handballId}`);
    expect(others.body.data.every((event) => event.sport.id === handballId)).toBe(true);
    expect(others.body.data.find((event) => event.name === "Bergvik v Nordhavn")).toMatchObject({ open_bets: 0 });
    const past = await send<Page>(
      "GET",
      `/api/operator/sportsbook/events?sport_id=${tennis.body.id}&page=2&per_page=2`,
    );
    expect([past.body.data.length, past.body.pagination.total_count]).toEqual([1, 3]);
    const beyond = await send<Page>(
      "GET",
      `/api/operator/sportsbook/events?sport_id=${tennis.body.id}&page=5&per_page=2`,
    );
    expect([beyond.body.data.length, beyond.body.pagination.total_count]).toEqual([0, 3]);
    expect((await send("GET", "/api/operator/sportsbook/events?from=tomorrow")).status).toBe(422);
  });
});

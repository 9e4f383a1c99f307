import { createHash } from "node:crypto";
import type { BookEvent, BookEventsPage, BookSport } from "@croupier/contract";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { findAccount } from "../../ledger/accounts.ts";
import { checkLedger } from "../../ledger/invariants.ts";
import { createFundedAccount } from "../../ledger/ledger-test-helpers.ts";
import { createTestDatabase, type TestDatabase } from "../../test/test-app.ts";
import { listPlayerBets } from "./catalogue.ts";
import { DEMO_MATCH_MS, drawScore } from "./demo.ts";
import { placeSlip } from "./placement.ts";
import { sportsbookEvents } from "./schema.ts";

// The demo book of a fresh install, and the demo results job settling it from its committed draw.

let tdb: TestDatabase;
let app: FastifyInstance;
let clock = new Date();

beforeAll(async () => {
  tdb = await createTestDatabase();
  app = await tdb.buildApp({ SPORTSBOOK_DEMO_RESULTS: "on" }, { now: () => clock });
});
afterAll(async () => {
  await app.close();
  await tdb.close();
});

const get = async <T>(url: string): Promise<T> => {
  const response = await app.inject({ method: "GET", url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
};

describe("the demo book", () => {
  it("offers fictional leagues with upcoming, priced fixtures on a fresh install", async () => {
    // The seed's first fixture kicks off ten minutes after the suite's template was seeded, which a
    // long run may pass; the job keeps six upcoming per league, as it does every minute in service.
    await app.sportsbookBook.demoResults.run();
    const sports = await get<BookSport[]>("/api/sportsbook/sports");
    const football = sports.find((sport) => sport.slug === "football");
    expect(football?.competitions.map((competition) => competition.name)).toEqual([
      "Northland Premier League",
      "Southern Coast League",
      "Continental Cup",
    ]);
    for (const competition of football?.competitions ?? []) expect(competition.event_count).toBeGreaterThanOrEqual(6);
    const page = await get<BookEventsPage>("/api/sportsbook/events?per_page=100");
    expect(page.data.length).toBeGreaterThanOrEqual(18);
    for (const event of page.data) {
      expect(event.main_market?.type).toBe("match_result");
      expect(event.market_count).toBe(3);
      expect(event.demo_draw).toMatchObject({ seed: null, score: null });
      expect(event.demo_draw?.seed_hash).toMatch(/^[0-9a-f]{64}$/);
      for (const selection of event.main_market?.selections ?? []) expect(Number(selection.price)).toBeGreaterThan(1);
    }
  });

  it("settles a fixture after its match from the seed it committed to, then adds new fixtures", async () => {
    const page = await get<BookEventsPage>("/api/sportsbook/events?per_page=1");
    const first = page.data[0];
    if (!first?.main_market) throw new Error("no demo fixture");
    const home = first.main_market.selections[0];
    if (!home) throw new Error("no selection");
    const account = await createFundedAccount(tdb.database.db, "EUR", 10_000n);
    const playerId = account.playerId as number;
    await placeSlip(tdb.database.db, {
      playerId,
      locale: "en",
      now: clock,
      body: {
        idempotency_key: "demo-bet-0001",
        currency: "EUR",
        accept_price_changes: "none",
        bets: [{ selections: [{ selection_id: home.id, price: home.price }], stake_cents: 1_000 }],
      },
    });
    // Started, but the match is not over: nothing is settled yet.
    clock = new Date(Date.parse(first.start_at) + 60_000);
    const during = await app.sportsbookBook.demoResults.run();
    expect(during.started).toBeGreaterThanOrEqual(1);
    expect((await get<BookEvent>(`/api/sportsbook/events/${first.id}`)).status).toBe("started");
    clock = new Date(Date.parse(first.start_at) + DEMO_MATCH_MS + 60_000);
    const after = await app.sportsbookBook.demoResults.run();
    expect(after.settled).toBeGreaterThanOrEqual(1);

    const event = await get<BookEvent>(`/api/sportsbook/events/${first.id}`);
    expect(event.status).toBe("finished");
    const draw = event.demo_draw;
    if (!draw?.seed) throw new Error("seed not revealed");
    // Anyone can check the draw: the seed is the one committed, and it gives the score.
    expect(createHash("sha256").update(draw.seed).digest("hex")).toBe(draw.seed_hash);
    const score = drawScore(draw.seed, event.id, draw.home_rate, draw.away_rate);
    expect(draw.score).toEqual(score);
    expect(event.markets.map((market) => market.status)).toEqual(["settled", "settled", "settled"]);
    const homeWon = score.home > score.away;
    expect(event.markets[0]?.selections[0]?.result).toBe(homeWon ? "won" : "lost");
    const [bet] = (await listPlayerBets(tdb.database.db, playerId, { page: 1, per_page: 5 })).page.data;
    const paid = homeWon ? (bet?.potential_return_cents ?? 0) : 0;
    expect(bet).toMatchObject({ status: homeWon ? "won" : "lost", return_cents: paid });
    expect((await findAccount(tdb.database.db, "player", "EUR", playerId))?.balance).toBe(9_000n + BigInt(paid));
    // A second run finds nothing left to settle.
    expect((await app.sportsbookBook.demoResults.run()).settled).toBe(0);
    const upcoming = await get<BookEventsPage>("/api/sportsbook/events?per_page=100");
    expect(upcoming.data.length).toBeGreaterThanOrEqual(18);
    expect((await checkLedger(tdb.database.db)).breaches).toEqual([]);
  });

  it("settles each fixture once when two nodes run the job at the same moment", async () => {
    const second = await tdb.buildApp({ SPORTSBOOK_DEMO_RESULTS: "on" }, { now: () => clock });
    try {
      const before = await get<BookEventsPage>("/api/sportsbook/events?per_page=100");
      // Fixtures already under way from the test before are due too.
      const underWay = await tdb.database.db
        .select()
        .from(sportsbookEvents)
        .where(eq(sportsbookEvents.status, "started"));
      const latest = Math.max(...before.data.map((event) => Date.parse(event.start_at)));
      clock = new Date(latest + DEMO_MATCH_MS + 60_000);
      const runs = await Promise.all([app.sportsbookBook.demoResults.run(), second.sportsbookBook.demoResults.run()]);
      const settled = runs.reduce((sum, run) => sum + run.settled, 0);
      for (const event of before.data) {
        const after = await get<BookEvent>(`/api/sportsbook/events/${event.id}`);
        expect(after.status).toBe("finished");
        expect(after.markets.every((market) => market.status === "settled")).toBe(true);
      }
      expect(settled).toBe(before.data.length + underWay.length);
      expect((await checkLedger(tdb.database.db)).breaches).toEqual([]);
    } finally {
      await second.close();
    }
  });

  it("is off in a production deployment unless switched on", () => {
    const production = {
      NODE_ENV: "production",
      DATABASE_URL: "postgres://db.example/croupier",
      PUBLIC_ORIGIN: "https://casino.example",
    };
    expect(loadConfig(production).sportsbookDemoResults.enabled).toBe(false);
    expect(loadConfig({ ...production, SPORTSBOOK_DEMO_RESULTS: "on" }).sportsbookDemoResults.enabled).toBe(true);
    expect(loadConfig({}).sportsbookDemoResults.enabled).toBe(true);
  });
});

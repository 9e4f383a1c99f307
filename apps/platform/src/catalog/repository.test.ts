import { asc, eq, getTableColumns } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../test/test-app.ts";
import { listEnabledGames, listOffers } from "./repository.ts";
import { gameCurrencies, games } from "./schema.ts";

// The snapshot's two big reads come back as one JSON text each (repository.ts says why); these
// tests hold them to what a plain row-by-row select of the same columns answers, on the demo
// catalogue (nulls, arrays, dates, jsonb and bigint jackpots included).

let tdb: TestDatabase;

beforeAll(async () => {
  tdb = await createTestDatabase();
  await tdb.buildApp(); // migrates and seeds the demo catalogue
}, 120_000);
afterAll(() => tdb.close());

describe("catalogue reads", () => {
  it("lists the enabled games in lobby order with every column a select answers", async () => {
    const db = tdb.database.db;
    const { createdAt: _createdAt, ...columns } = getTableColumns(games);
    const expected = await db
      .select(columns)
      .from(games)
      .where(eq(games.enabled, true))
      .orderBy(asc(games.popularity), asc(games.id));
    const listed = await listEnabledGames(db);
    expect(listed.length).toBeGreaterThan(1000);
    expect(listed.some((game) => game.lines === null && game.hitRate === null)).toBe(true);
    expect(listed).toEqual(expected);
  });

  it("lists every offer in id order, jackpots as numbers or null", async () => {
    const db = tdb.database.db;
    const expected = await db
      .select({
        id: gameCurrencies.id,
        gameId: gameCurrencies.gameId,
        currency: gameCurrencies.currency,
        jackpot: gameCurrencies.jackpot,
      })
      .from(gameCurrencies)
      .orderBy(asc(gameCurrencies.id));
    const offers = await listOffers(db);
    expect(offers.some((offer) => typeof offer.jackpot === "number")).toBe(true);
    expect(offers.some((offer) => offer.jackpot === null)).toBe(true);
    expect(offers).toEqual(expected);
  });
});

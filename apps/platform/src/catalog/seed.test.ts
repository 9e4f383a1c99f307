import { randomBytes } from "node:crypto";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, rowsOf } from "../db/database.ts";
import { openPgliteInMemory } from "../db/pglite.ts";
import { openPostgres } from "../db/postgres.ts";
import { gameProviders } from "../provider-wallet/schema.ts";
import { runSeeds } from "../seed/run-seeds.ts";
import { listSeedSteps } from "../seeds.ts";
import { cmsFixtures } from "../test/cms-fixtures.ts";
import { createTestDatabase, dropSchema, type TestDatabase } from "../test/test-app.ts";
import { generateDemoCatalog } from "./demo/generate.ts";
import { gameCurrencies, games } from "./schema.ts";

// The demo catalog is the same on every fresh install: two databases seeded apart hold the same
// games under the same ids.

let tdb: TestDatabase;
let fresh: Database;
const url = process.env.DATABASE_URL;
const freshSchema = `test_${randomBytes(6).toString("hex")}`;

beforeAll(async () => {
  tdb = await createTestDatabase();
  await tdb.buildApp(); // migrates and seeds the test database as any start does
  // A second install seeded from scratch (not from the suite's template).
  fresh = url ? await openPostgres(url, freshSchema) : await openPgliteInMemory();
  await fresh.migrate();
  await runSeeds(fresh.db, listSeedSteps(cmsFixtures));
  // A whole second install (migrations and every seed) on a 2-core box that runs other test files.
}, 120_000);
afterAll(async () => {
  await fresh.close();
  if (url) await dropSchema(url, freshSchema);
  await tdb.close();
});

const catalogOf = (database: Database) =>
  database.db
    .select({ id: games.id, identifier: games.identifier, title: games.title, categories: games.categories })
    .from(games)
    .orderBy(asc(games.id));

describe("demo catalog seed", () => {
  it("is the same on two fresh installs: identifiers, titles, ids and offers", async () => {
    const [one, two] = await Promise.all([catalogOf(tdb.database), catalogOf(fresh)]);
    expect(one.length).toBeGreaterThanOrEqual(5_000);
    expect(two).toEqual(one);
    const offers = (database: Database) =>
      database.db.select().from(gameCurrencies).orderBy(asc(gameCurrencies.id)).limit(2_000);
    expect(await offers(fresh)).toEqual(await offers(tdb.database));
  });

  it("comes from a seeded generator, not chance", () => {
    const codes = ["EUR", "USD", "BTC", "FUN"];
    expect(generateDemoCatalog(codes)).toEqual(generateDemoCatalog(codes));
  });

  it("has 40+ providers (the footer's among them), unique slugs and every category", async () => {
    const db = tdb.database.db;
    const providers = await db.select({ id: gameProviders.id }).from(gameProviders);
    const ids = providers.map((provider) => provider.id);
    expect(ids.length).toBeGreaterThanOrEqual(40);
    for (const id of ["amatic", "evolution", "spinomenal", "pragmaticplay", "netent", "playngo", "bgaming"]) {
      expect(ids).toContain(id);
    }
    const result = await db.execute(
      sql`select unnest(categories) as category, count(*)::int as n from games group by 1`,
    );
    const counts = new Map(rowsOf<{ category: string; n: number }>(result).map((row) => [row.category, row.n]));
    for (const category of ["slots", "classicSlots", "popular", "liveCasino", "jackpot", "table", "live", "bonusbuy"]) {
      expect(counts.get(category), category).toBeGreaterThan(20);
    }
    for (const category of ["roulette", "new", "dice", "drops-and-wins"])
      expect(counts.get(category), category).toBeGreaterThan(10);
  });

  it("connects the studio at /studio with its 12 titles first, offered in every currency and in demo", async () => {
    const db = tdb.database.db;
    const [studio] = await db.select().from(gameProviders).where(eq(gameProviders.id, "croupier-studio"));
    expect(studio).toMatchObject({ launchUrl: "/studio", sortOrder: 0 });
    const others = await db.select().from(gameProviders).where(eq(gameProviders.id, "evolution"));
    expect(others[0]?.launchUrl).toBeNull();
    const studioGames = await db
      .select()
      .from(games)
      .where(eq(games.providerId, "croupier-studio"))
      .orderBy(asc(games.popularity));
    expect(studioGames.map((game) => game.popularity)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(studioGames[0]).toMatchObject({ slug: "lantern-tide", studioTitle: "lantern-tide", payout: "95.67" });
    const currencyCount = await db.execute(sql`select count(*)::int as n from currencies`);
    const everyCurrency = rowsOf<{ n: number }>(currencyCount)[0]?.n;
    const offers = await db.execute(sql`
      select g.identifier, count(*)::int as n from game_currencies gc join games g on g.id = gc.game_id
       where g.provider_id = 'croupier-studio' group by 1`);
    const rows = rowsOf<{ identifier: string; n: number }>(offers);
    expect(rows).toHaveLength(12);
    expect(rows.every((row) => row.n === everyCurrency)).toBe(true);
  });
});

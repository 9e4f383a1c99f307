import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import type { AllowedGames, GameCollection, GameProviderInfo, GamesInfo } from "@croupier/contract";
import { GAME_CATEGORIES } from "@croupier/contract";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gameProviders } from "../provider-wallet/schema.ts";
import { createTestDatabase, type TestDatabase } from "../test/test-app.ts";
import { type AddedGame, addFixtureCatalog, type FixtureGame } from "./catalog-test-helpers.ts";
import { gameCurrencies, games } from "./schema.ts";

// The test's own small catalogue, beside the demo one every test database carries: a connected
// provider ranked first and an unconnected one with a game per device, a jackpot, and enough games
// for every collection. What is asserted is about these, so a new demo catalogue changes nothing.

const LIVE = "fixture-live";
const IDLE = "fixture-idle";
const BULK_CATEGORIES = GAME_CATEGORIES.filter((category) => category !== "all");
const BULK: FixtureGame[] = Array.from({ length: 60 }, (_, n) => ({
  slug: `bulk-${n}`,
  title: `Bulk Game ${n}`,
  categories: [BULK_CATEGORIES[n % BULK_CATEGORIES.length] ?? "slots"],
}));

let tdb: TestDatabase;
let app: FastifyInstance;
let fixtures: Map<string, AddedGame>;

beforeAll(async () => {
  tdb = await createTestDatabase();
  app = await tdb.buildApp();
  fixtures = await addFixtureCatalog(tdb.database.db, [
    {
      id: LIVE,
      name: "Fixture Live",
      launchUrl: "https://fixture-live.example/launch",
      sortOrder: -1,
      games: [
        {
          slug: "first-light",
          title: "First Light",
          categories: ["slots", "bonusbuy"],
          lines: 20,
          popularity: -2,
          offers: { EUR: null, FUN: null },
        },
        {
          slug: "second-wind",
          title: "Second Wind",
          categories: ["roulette", "table"],
          payout: "97.30",
          popularity: -1,
          offers: { EUR: null, FUN: null },
        },
        { slug: "glacier", title: "Glacier", studioTitle: "glacier-vault", offers: { EUR: null, FUN: null } },
      ],
    },
    {
      id: IDLE,
      name: "Fixture Idle",
      games: [
        { slug: "desk-only", devices: ["desktop"], offers: { EUR: null } },
        { slug: "pocket-only", devices: ["mobile"], offers: { EUR: null, FUN: null } },
        { slug: "big-pot", categories: ["slots", "jackpot"], offers: { EUR: 123_456, FUN: null } },
        ...BULK,
      ],
    },
  ]);
  // The web build's logo for the connected provider (the unconnected one has none).
  const logos = path.join(tdb.dataDir, "no-web/client/media/providers");
  await mkdir(logos, { recursive: true });
  await writeFile(path.join(logos, `${LIVE}.svg`), "<svg xmlns='http://www.w3.org/2000/svg'/>");
});
afterAll(() => tdb.close());

const fixture = (identifier: string): AddedGame => {
  const found = fixtures.get(identifier);
  if (!found) throw new Error(`no fixture ${identifier}`);
  return found;
};

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: "GET", url, headers: { accept: "application/vnd.s.v1+json", ...headers } });

async function allowed(device: "desktop" | "mobile"): Promise<AllowedGames> {
  return (await get(`/api/games/allowed_${device}`)).json() as AllowedGames;
}

describe("allowed games lists", () => {
  it("list games in lobby order, playable when their provider is connected", async () => {
    const list = await allowed("desktop");
    const byRank = Object.entries(list).sort(
      ([, a], [, b]) => (a.collections.popularity ?? 0) - (b.collections.popularity ?? 0),
    );
    expect(byRank.slice(0, 2).map(([identifier]) => identifier)).toEqual([
      `${LIVE}/first-light`,
      `${LIVE}/second-wind`,
    ]);
    const [, first] = byRank[0] ?? [];
    expect(first).toMatchObject({ title: "First Light", provider: LIVE, playable: true, lines: 20 });
    expect(first?.collections).toMatchObject({ popularity: 1, all: 1, slots: 1, bonusbuy: 1 });
    expect(list[`${IDLE}/big-pot`]?.playable).toBe(false);
    expect(
      Object.values(list)
        .filter((game) => game.provider === IDLE)
        .every((game) => !game.playable),
    ).toBe(true);
  });

  it("keep a desktop-only game off the mobile list and the other way round", async () => {
    const [desktop, mobile] = await Promise.all([allowed("desktop"), allowed("mobile")]);
    const desktopOnly = `${IDLE}/desk-only`;
    const mobileOnly = `${IDLE}/pocket-only`;
    expect(desktop[desktopOnly]).toBeDefined();
    expect(mobile[desktopOnly]).toBeUndefined();
    expect(mobile[mobileOnly]).toBeDefined();
    expect(desktop[mobileOnly]).toBeUndefined();
  });

  it("give a demo path exactly to the games with a FUN offer, and per-currency ids that match the database", async () => {
    const list = await allowed("desktop");
    const offers = await tdb.database.db
      .select({ identifier: games.identifier, id: gameCurrencies.id, currency: gameCurrencies.currency })
      .from(gameCurrencies)
      .innerJoin(games, eq(games.id, gameCurrencies.gameId));
    const funIds = new Map(offers.filter((row) => row.currency === "FUN").map((row) => [row.identifier, row.id]));
    let withDemo = 0;
    let withoutDemo = 0;
    for (const [identifier, game] of Object.entries(list)) {
      const funId = funIds.get(identifier);
      if (funId === undefined) {
        expect(game.demo).toBeUndefined();
        withoutDemo += 1;
      } else {
        expect(game.demo).toBe(`/games/${identifier}/${funId}`);
        withDemo += 1;
      }
    }
    expect(withDemo).toBeGreaterThan(0);
    expect(withoutDemo).toBeGreaterThan(0);
    const firstLight = fixture(`${LIVE}/first-light`);
    expect(list[firstLight.identifier]?.demo).toBe(`/games/${firstLight.identifier}/${firstLight.offers.FUN}`);
    expect(list[`${IDLE}/desk-only`]?.demo).toBeUndefined();
    expect(list[firstLight.identifier]?.real.EUR?.id).toBe(firstLight.offers.EUR);
  });

  it("leave out a currency a provider does not offer, and carry jackpots per currency", async () => {
    const list = await allowed("desktop");
    const idle = Object.values(list).filter((game) => game.provider === IDLE);
    expect(idle.length).toBeGreaterThan(BULK.length);
    expect(idle.some((game) => game.real.BTC)).toBe(false);
    expect(idle.every((game) => game.real.EUR)).toBe(true);
    const jackpot = list[`${IDLE}/big-pot`];
    expect(jackpot?.collections.jackpot).toBeDefined();
    expect(jackpot?.real.EUR?.jackpot).toBe(123_456);
    expect(jackpot?.real.FUN?.jackpot).toBeUndefined();
  });

  it("are compressed, carry an ETag and answer 304 to it", async () => {
    const gz = await get("/api/games/allowed_mobile", { "accept-encoding": "gzip" });
    expect(gz.statusCode).toBe(200);
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.headers.vary).toContain("Accept-Encoding");
    expect(gz.headers["cache-control"]).toContain("public");
    const body = gunzipSync(gz.rawPayload);
    expect(gz.rawPayload.length).toBeLessThan(body.length / 4);
    expect(Object.keys(JSON.parse(body.toString()) as AllowedGames)).toContain(`${IDLE}/pocket-only`);

    const br = await get("/api/games/allowed_mobile", { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");

    const etag = String(gz.headers.etag);
    expect(etag).toMatch(/mobile/);
    const again = await get("/api/games/allowed_mobile", { "if-none-match": etag, "accept-encoding": "gzip" });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const desktop = await get("/api/games/allowed_desktop", { "if-none-match": etag });
    expect(desktop.statusCode).toBe(200);
  });

  it("change (new ETag, new content) when an operator disables a game or connects a provider", async () => {
    const before = await get("/api/games/allowed_desktop");
    const disabled = `${IDLE}/bulk-0`;
    const connected = `${IDLE}/bulk-1`;
    expect((before.json() as AllowedGames)[connected]?.playable).toBe(false);
    const db = tdb.database.db;
    await db.update(games).set({ enabled: false }).where(eq(games.identifier, disabled));
    await db
      .update(gameProviders)
      .set({ launchUrl: "https://fixture-idle.example/launch" })
      .where(eq(gameProviders.id, IDLE));
    try {
      // Another node (a fresh app) sees the change at once; this one within its recheck interval.
      const other = await tdb.buildApp();
      const after = await other.inject({ method: "GET", url: "/api/games/allowed_desktop" });
      expect(after.headers.etag).not.toBe(before.headers.etag);
      const list = after.json() as AllowedGames;
      expect(list[disabled]).toBeUndefined();
      expect(list[connected]?.playable).toBe(true);
      const stale = await other.inject({
        method: "GET",
        url: "/api/games/allowed_desktop",
        headers: { "if-none-match": String(before.headers.etag) },
      });
      expect(stale.statusCode).toBe(200);
    } finally {
      await db.update(games).set({ enabled: true }).where(eq(games.identifier, disabled));
      await db.update(gameProviders).set({ launchUrl: null }).where(eq(gameProviders.id, IDLE));
    }
  });
});

describe("collections and providers", () => {
  it("list every category in order with counts, titled in the request's language", async () => {
    const english = (await get("/api/games/collections")).json() as GameCollection[];
    expect(english.map((collection) => collection.id)).toEqual([...GAME_CATEGORIES]);
    expect(english.every((collection) => collection.games_count > 0)).toBe(true);
    const [desktop, mobile] = await Promise.all([allowed("desktop"), allowed("mobile")]);
    const listed = new Set([...Object.keys(desktop), ...Object.keys(mobile)]);
    expect(english.find((collection) => collection.id === "all")?.games_count).toBe(listed.size);
    expect(english.find((collection) => collection.id === "slots")?.title).toBe("Slots");

    const russian = (await get("/api/games/collections", { "accept-language": "ru" })).json() as GameCollection[];
    expect(russian.find((collection) => collection.id === "roulette")?.title).toBe("Рулетка");
    const spanish = (await get("/api/games/collections?l=es")).json() as GameCollection[];
    expect(spanish.find((collection) => collection.id === "table")?.title).toBe("Juegos de mesa");
    expect(spanish.map((collection) => collection.games_count)).toEqual(english.map((c) => c.games_count));
  });

  it("list the providers in carousel order with their game counts and connection", async () => {
    const providers = (await get("/api/games/providers")).json() as GameProviderInfo[];
    expect(providers[0]).toMatchObject({
      id: LIVE,
      title: "Fixture Live",
      games_count: 3,
      connected: true,
      logo: `/media/providers/${LIVE}.svg`,
    });
    const idle = providers.find((provider) => provider.id === IDLE);
    const counted = await tdb.database.db.select({ id: games.id }).from(games).where(eq(games.providerId, IDLE));
    expect(idle).toMatchObject({ title: "Fixture Idle", games_count: counted.length, connected: false, logo: null });
  });
});

describe("games_info", () => {
  it("answers the games asked for, leaves unknown ones out, and accepts both query spellings", async () => {
    const response = await get(`/api/games_info?identifiers[]=${LIVE}/second-wind&identifiers[]=${IDLE}/no-such-game`);
    expect(response.statusCode).toBe(200);
    const info = response.json() as GamesInfo;
    expect(Object.keys(info)).toEqual([`${LIVE}/second-wind`]);
    expect(info[`${LIVE}/second-wind`]).toMatchObject({
      title: "Second Wind",
      provider: LIVE,
      seo_title: "second-wind",
      categories: expect.arrayContaining(["roulette", "table"]),
      devices: ["desktop", "mobile"],
      has_demo_mode: true,
      playable: true,
      payout: "97.30",
      thumbnail: `/api/games/thumbnails/${LIVE}/second-wind.webp`,
      unfinished_games_for: [],
    });
    expect(info[`${LIVE}/second-wind`]?.currencies.FUN?.id).toBe(fixture(`${LIVE}/second-wind`).offers.FUN);

    const single = (await get(`/api/games_info?identifiers=${LIVE}/first-light`)).json() as GamesInfo;
    expect(Object.keys(single)).toEqual([`${LIVE}/first-light`]);
  });

  it("refuses a malformed identifier with a field error", async () => {
    const response = await get("/api/games_info?identifiers[]=not%20an%20identifier");
    expect(response.statusCode).toBe(422);
    expect(Object.keys((response.json() as { errors: Record<string, string[]> }).errors).join()).toMatch(/identifiers/);
  });

  it("answers 304 to a signed-out repeat with the same ETag", async () => {
    const url = `/api/games_info?identifiers[]=${LIVE}/glacier`;
    const first = await get(url);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\//);
    expect((await get(url, { "if-none-match": etag })).statusCode).toBe(304);
    expect((await get(`/api/games_info?identifiers[]=${LIVE}/first-light`, { "if-none-match": etag })).statusCode).toBe(
      200,
    );
  });
});

describe("thumbnails", () => {
  it("are small webp images, the same bytes every time, with a long cache and an ETag", async () => {
    // A game of a studio title gets that title's art.
    const url = `/api/games/thumbnails/${LIVE}/glacier.webp`;
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toBe("image/webp");
    expect(first.rawPayload.subarray(0, 4).toString("ascii")).toBe("RIFF");
    expect(first.rawPayload.subarray(8, 12).toString("ascii")).toBe("WEBP");
    expect(first.rawPayload.length).toBeLessThan(10_240);
    expect(first.headers["cache-control"]).toMatch(/max-age=\d{6,}/);
    const second = await get(url);
    expect(Buffer.compare(first.rawPayload, second.rawPayload)).toBe(0);
    expect((await get(url, { "if-none-match": String(first.headers.etag) })).statusCode).toBe(304);
  });

  it("are made for generated games too, each its own", async () => {
    const list = [`${IDLE}/bulk-2`, `${IDLE}/bulk-3`];
    const [a, b] = await Promise.all(list.map((id) => get(`/api/games/thumbnails/${id}.webp`)));
    expect(a?.statusCode).toBe(200);
    expect(a?.rawPayload.length).toBeLessThan(10_240);
    expect(Buffer.compare(a?.rawPayload ?? Buffer.alloc(0), b?.rawPayload ?? Buffer.alloc(0))).not.toBe(0);
  });

  it("answer 404 for a game that does not exist", async () => {
    expect((await get(`/api/games/thumbnails/${IDLE}/no-such-game.webp`)).statusCode).toBe(404);
    expect((await get("/api/games/thumbnails/nobody/Bad_Slug.webp")).statusCode).toBe(404);
  });
});

describe("OpenAPI", () => {
  it("documents the catalog under the games tag", async () => {
    const document = (await get("/api/docs/openapi.json")).json() as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    expect(document.paths["/api/games/allowed_desktop"]?.get?.tags).toEqual(["games"]);
    expect(document.paths["/api/games_info"]?.get?.tags).toEqual(["games"]);
  });
});

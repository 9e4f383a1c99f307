import { gunzipSync } from "node:zlib";
import type { AllowedGames, GameCollection, GameProviderInfo, GamesInfo } from "@croupier/contract";
import { GAME_CATEGORIES } from "@croupier/contract";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../db/database.ts";
import { gameProviders } from "../provider-wallet/schema.ts";
import { createTestDatabase, type TestDatabase } from "../test/test-app.ts";
import { gameCurrencies, games } from "./schema.ts";

let tdb: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  tdb = await createTestDatabase();
  app = await tdb.buildApp();
});
afterAll(() => tdb.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: "GET", url, headers: { accept: "application/vnd.s.v1+json", ...headers } });

async function allowed(device: "desktop" | "mobile"): Promise<AllowedGames> {
  return (await get(`/api/games/allowed_${device}`)).json() as AllowedGames;
}

describe("allowed games lists", () => {
  it("list the studio's playable games first and the unconnected providers' games after", async () => {
    const list = await allowed("desktop");
    const byRank = Object.entries(list).sort(
      ([, a], [, b]) => (a.collections.popularity ?? 0) - (b.collections.popularity ?? 0),
    );
    expect(byRank.length).toBeGreaterThan(4_500);
    const first = byRank.slice(0, 12);
    expect(first.every(([identifier, game]) => identifier.startsWith("croupier-studio/") && game.playable)).toBe(true);
    const [, lantern] = byRank[0] ?? [];
    expect(lantern).toMatchObject({ title: "Lantern Tide", provider: "croupier-studio", playable: true, lines: 20 });
    expect(lantern?.collections).toMatchObject({ popularity: 1, all: 1, slots: 1, bonusbuy: 1 });
    expect(Object.values(list).find((game) => game.provider === "amatic")?.playable).toBe(false);
  });

  it("keep a desktop-only game off the mobile list and the other way round", async () => {
    const [desktop, mobile] = await Promise.all([allowed("desktop"), allowed("mobile")]);
    const rows = await tdb.database.db.select({ identifier: games.identifier, devices: games.devices }).from(games);
    const desktopOnly = rows.find((row) => row.devices.join() === "desktop");
    const mobileOnly = rows.find((row) => row.devices.join() === "mobile");
    expect(desktopOnly && mobileOnly).toBeTruthy();
    expect(desktop[desktopOnly?.identifier ?? ""]).toBeDefined();
    expect(mobile[desktopOnly?.identifier ?? ""]).toBeUndefined();
    expect(mobile[mobileOnly?.identifier ?? ""]).toBeDefined();
    expect(desktop[mobileOnly?.identifier ?? ""]).toBeUndefined();
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
    expect(withDemo).toBeGreaterThan(3_000);
    expect(withoutDemo).toBeGreaterThan(100);
    const eur = offers.find((row) => row.identifier === "croupier-studio/pebble-dice" && row.currency === "EUR");
    expect(list["croupier-studio/pebble-dice"]?.real.EUR?.id).toBe(eur?.id);
  });

  it("leave out a currency a provider does not offer, and carry jackpots per currency", async () => {
    const list = Object.values(await allowed("desktop"));
    const amatic = list.filter((game) => game.provider === "amatic");
    expect(amatic.length).toBeGreaterThan(100);
    expect(amatic.some((game) => game.real.BTC)).toBe(false);
    expect(amatic.every((game) => game.real.EUR)).toBe(true);
    const jackpot = list.find((game) => game.collections.jackpot !== undefined);
    expect(jackpot?.real.EUR?.jackpot).toBeGreaterThan(0);
  });

  it("are compressed, carry an ETag and answer 304 to it", async () => {
    const gz = await get("/api/games/allowed_mobile", { "accept-encoding": "gzip" });
    expect(gz.statusCode).toBe(200);
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.headers.vary).toContain("Accept-Encoding");
    expect(gz.headers["cache-control"]).toContain("public");
    const body = gunzipSync(gz.rawPayload);
    expect(gz.rawPayload.length).toBeLessThan(body.length / 4);
    expect(Object.keys(JSON.parse(body.toString()) as AllowedGames).length).toBeGreaterThan(4_000);

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
    const firstAmatic = Object.entries(before.json() as AllowedGames).find(([, game]) => game.provider === "amatic");
    const spinomenal = Object.entries(before.json() as AllowedGames).find(([, game]) => game.provider === "spinomenal");
    const db = tdb.database.db;
    await db
      .update(games)
      .set({ enabled: false })
      .where(eq(games.identifier, firstAmatic?.[0] ?? ""));
    await db
      .update(gameProviders)
      .set({ launchUrl: "https://spinomenal.example/launch" })
      .where(eq(gameProviders.id, "spinomenal"));
    try {
      // Another node (a fresh app) sees the change at once; this one within its recheck interval.
      const other = await tdb.buildApp();
      const after = await other.inject({ method: "GET", url: "/api/games/allowed_desktop" });
      expect(after.headers.etag).not.toBe(before.headers.etag);
      const list = after.json() as AllowedGames;
      expect(list[firstAmatic?.[0] ?? ""]).toBeUndefined();
      expect(list[spinomenal?.[0] ?? ""]?.playable).toBe(true);
      const stale = await other.inject({
        method: "GET",
        url: "/api/games/allowed_desktop",
        headers: { "if-none-match": String(before.headers.etag) },
      });
      expect(stale.statusCode).toBe(200);
    } finally {
      await db
        .update(games)
        .set({ enabled: true })
        .where(eq(games.identifier, firstAmatic?.[0] ?? ""));
      await db.update(gameProviders).set({ launchUrl: null }).where(eq(gameProviders.id, "spinomenal"));
    }
  });
});

describe("collections and providers", () => {
  it("list every category in order with counts, titled in the request's language", async () => {
    const english = (await get("/api/games/collections")).json() as GameCollection[];
    expect(english.map((collection) => collection.id)).toEqual([...GAME_CATEGORIES]);
    expect(english.every((collection) => collection.games_count > 0)).toBe(true);
    expect(english.find((collection) => collection.id === "all")?.games_count).toBeGreaterThanOrEqual(5_000);
    expect(english.find((collection) => collection.id === "slots")?.title).toBe("Slots");

    const russian = (await get("/api/games/collections", { "accept-language": "ru" })).json() as GameCollection[];
    expect(russian.find((collection) => collection.id === "roulette")?.title).toBe("Рулетка");
    const spanish = (await get("/api/games/collections?l=es")).json() as GameCollection[];
    expect(spanish.find((collection) => collection.id === "table")?.title).toBe("Juegos de mesa");
    expect(spanish.map((collection) => collection.games_count)).toEqual(english.map((c) => c.games_count));
  });

  it("list the providers in carousel order with their game counts and connection", async () => {
    const providers = (await get("/api/games/providers")).json() as GameProviderInfo[];
    expect(providers.length).toBeGreaterThanOrEqual(40);
    expect(providers[0]).toMatchObject({ id: "croupier-studio", games_count: 12, connected: true });
    const ids = providers.map((provider) => provider.id);
    for (const id of ["amatic", "evolution", "spinomenal", "pragmaticplay", "netent", "playngo", "bgaming"]) {
      expect(ids).toContain(id);
    }
    const counted = await tdb.database.db.execute(
      sql`select count(*)::int as n from games where provider_id = 'evolution'`,
    );
    const evolution = providers.find((provider) => provider.id === "evolution");
    expect(evolution?.games_count).toBe(rowsOf<{ n: number }>(counted)[0]?.n);
    expect(evolution?.connected).toBe(false);
    expect(evolution?.logo).toBe("/media/providers/evolution.svg");
    expect(providers.find((provider) => provider.id === "copperline")?.logo).toBeNull();
  });
});

describe("games_info", () => {
  it("answers the games asked for, leaves unknown ones out, and accepts both query spellings", async () => {
    const response = await get(
      "/api/games_info?identifiers[]=croupier-studio/meridian-roulette&identifiers[]=amatic/no-such-game",
    );
    expect(response.statusCode).toBe(200);
    const info = response.json() as GamesInfo;
    expect(Object.keys(info)).toEqual(["croupier-studio/meridian-roulette"]);
    expect(info["croupier-studio/meridian-roulette"]).toMatchObject({
      title: "Meridian Roulette",
      provider: "croupier-studio",
      seo_title: "meridian-roulette",
      categories: expect.arrayContaining(["roulette", "table"]),
      devices: ["desktop", "mobile"],
      has_demo_mode: true,
      playable: true,
      payout: "97.30",
      thumbnail: "/api/games/thumbnails/croupier-studio/meridian-roulette.webp",
      unfinished_games_for: [],
    });
    expect(info["croupier-studio/meridian-roulette"]?.currencies.FUN?.id).toBeGreaterThan(0);

    const single = (await get("/api/games_info?identifiers=croupier-studio/pebble-dice")).json() as GamesInfo;
    expect(Object.keys(single)).toEqual(["croupier-studio/pebble-dice"]);
  });

  it("refuses a malformed identifier with a field error", async () => {
    const response = await get("/api/games_info?identifiers[]=not%20an%20identifier");
    expect(response.statusCode).toBe(422);
    expect(Object.keys((response.json() as { errors: Record<string, string[]> }).errors).join()).toMatch(/identifiers/);
  });

  it("answers 304 to a signed-out repeat with the same ETag", async () => {
    const url = "/api/games_info?identifiers[]=croupier-studio/lodestar-dice";
    const first = await get(url);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\//);
    expect((await get(url, { "if-none-match": etag })).statusCode).toBe(304);
    expect(
      (await get("/api/games_info?identifiers[]=croupier-studio/pebble-dice", { "if-none-match": etag })).statusCode,
    ).toBe(200);
  });
});

describe("thumbnails", () => {
  it("are small webp images, the same bytes every time, with a long cache and an ETag", async () => {
    const url = "/api/games/thumbnails/croupier-studio/glacier-vault.webp";
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
    const list = Object.keys(await allowed("desktop"))
      .filter((id) => id.startsWith("netent/"))
      .slice(0, 2);
    const [a, b] = await Promise.all(list.map((id) => get(`/api/games/thumbnails/${id}.webp`)));
    expect(a?.statusCode).toBe(200);
    expect(a?.rawPayload.length).toBeLessThan(10_240);
    expect(Buffer.compare(a?.rawPayload ?? Buffer.alloc(0), b?.rawPayload ?? Buffer.alloc(0))).not.toBe(0);
  });

  it("answer 404 for a game that does not exist", async () => {
    expect((await get("/api/games/thumbnails/amatic/no-such-game.webp")).statusCode).toBe(404);
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

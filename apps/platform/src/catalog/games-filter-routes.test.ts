import type { AllowedGames, GamesFilterPage, GamesInfo, SearchIndex } from "@croupier/contract";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, signUp } from "../test/identity-helpers.ts";
import { createTestDatabase, type TestDatabase } from "../test/test-app.ts";

// POST /api/games_filter (+ /select, /select_by_seo_titles) and the search index, against the
// seeded catalog (about 5,000 games, twelve playable studio games first).

let tdb: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  tdb = await createTestDatabase();
  app = await tdb.buildApp();
});
afterAll(() => tdb.close());

const V2 = "application/vnd.s.v2+json";

function post(url: string, payload: unknown, headers: Record<string, string> = {}) {
  const { cookie, ...rest } = headers;
  return call(app, "POST", url, { payload, cookie, headers: { accept: V2, ...rest } });
}

async function filter(payload: unknown, headers: Record<string, string> = {}): Promise<GamesFilterPage> {
  const response = await post("/api/games_filter", payload, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as GamesFilterPage;
}

async function allowed(device: "desktop" | "mobile"): Promise<AllowedGames> {
  return (await app.inject({ method: "GET", url: `/api/games/allowed_${device}` })).json() as AllowedGames;
}

describe("POST /api/games_filter pages", () => {
  it("answers the first page in lobby order with its pagination, playable studio games first", async () => {
    const page = await filter({ device: "desktop", page: 1, page_size: 24 });
    const list = await allowed("desktop");
    const total = Object.keys(list).length;
    expect(page.pagination).toEqual({
      current_page: 1,
      next_page: 2,
      prev_page: null,
      total_pages: Math.ceil(total / 24),
      total_count: total,
    });
    expect(page.data).toHaveLength(24);
    expect(page.data[0]).toMatchObject({
      identifier: "croupier-studio/lantern-tide",
      playable: true,
      seo_title: "lantern-tide",
    });
    expect(page.data.slice(0, 12).every((game) => game.playable)).toBe(true);
    expect(page.data.slice(12).every((game) => !game.playable)).toBe(true);
  });

  it("walks every page once: no game twice, none missing, the last page short and without a next", async () => {
    const first = await filter({ device: "mobile", page: 1, page_size: 1000 });
    const pages = first.pagination.total_pages;
    const seen = new Set(first.data.map((game) => game.identifier));
    for (let number = 2; number <= pages; number += 1) {
      const page = await filter({ device: "mobile", page: number, page_size: 1000 });
      expect(page.pagination.current_page).toBe(number);
      expect(page.pagination.prev_page).toBe(number - 1);
      for (const game of page.data) {
        expect(seen.has(game.identifier)).toBe(false);
        seen.add(game.identifier);
      }
      if (number === pages) {
        expect(page.pagination.next_page).toBeNull();
        expect(page.data.length).toBe(first.pagination.total_count - 1000 * (pages - 1));
      }
    }
    expect([...seen].sort()).toEqual(Object.keys(await allowed("mobile")).sort());
  });

  it("answers an empty page past the end, with the total still counted", async () => {
    const page = await filter({ device: "desktop", page: 500, page_size: 50 });
    expect(page.data).toEqual([]);
    expect(page.pagination.next_page).toBeNull();
    expect(page.pagination.total_count).toBeGreaterThan(4_500);
  });

  it("takes defaults for an empty body (page 1 of 24 desktop games), v1 and plain JSON alike", async () => {
    for (const accept of [V2, "application/vnd.s.v1+json", "application/json"]) {
      const page = await filter({}, { accept });
      expect(page.data).toHaveLength(24);
      expect(page.pagination.current_page).toBe(1);
    }
  });
});

describe("POST /api/games_filter filters and orders", () => {
  it("narrows by provider, currency and category (OR and AND)", async () => {
    const studio = await filter({ filter: { providers: ["croupier-studio"] }, page_size: 100 });
    expect(studio.pagination.total_count).toBe(12);
    expect(studio.data.every((game) => game.provider === "croupier-studio")).toBe(true);

    const btc = await filter({ filter: { currencies: ["BTC"] }, page_size: 1000 });
    expect(btc.data.every((game) => game.currencies.BTC !== undefined)).toBe(true);
    const all = await filter({ page_size: 1 });
    expect(btc.pagination.total_count).toBeLessThan(all.pagination.total_count);

    const or = await filter({
      filter: { categories: { identifiers: ["roulette", "dice"], strategy: "OR" } },
      page_size: 1,
    });
    const roulette = await filter({ filter: { categories: { identifiers: ["roulette"] } }, page_size: 1 });
    const dice = await filter({ filter: { categories: { identifiers: ["dice"] } }, page_size: 1 });
    expect(or.pagination.total_count).toBe(roulette.pagination.total_count + dice.pagination.total_count);
    const and = await filter({
      filter: { categories: { identifiers: ["slots", "bonusbuy"], strategy: "AND" } },
      page_size: 1000,
    });
    expect(and.data.length).toBeGreaterThan(0);
    expect(and.data.every((game) => game.categories.includes("slots") && game.categories.includes("bonusbuy"))).toBe(
      true,
    );
  });

  it("narrows by title (any case), volatility, lines and ways, hit rate and payout", async () => {
    const titled = await filter({ filter: { title: "  LANTERN  tide " } });
    expect(titled.data.map((game) => game.identifier)).toContain("croupier-studio/lantern-tide");
    expect(titled.data.every((game) => game.title.toLowerCase().includes("lantern tide"))).toBe(true);

    const page = await filter({
      filter: { volatility_rating: ["high"], lines_and_ways: ["lines-10-25"], hit_rate_min: 30, payout_min: 96 },
      page_size: 1000,
    });
    expect(page.data.length).toBeGreaterThan(0);
    for (const game of page.data) {
      expect(game.volatility_rating).toBe("high");
      expect(game.lines).toBeGreaterThanOrEqual(10);
      expect(game.lines).toBeLessThanOrEqual(25);
      expect(Number(game.hit_rate)).toBeGreaterThanOrEqual(30);
      expect(Number(game.payout)).toBeGreaterThanOrEqual(96);
    }
  });

  it("sorts A–Z and newest first, the playable games still leading", async () => {
    const az = await filter({ sort: { type: "title", direction: "ASC" }, page_size: 40 });
    const playable = az.data.filter((game) => game.playable);
    expect(az.data.slice(0, 12)).toEqual(playable);
    const titles = az.data.slice(12).map((game) => game.title);
    expect(titles).toEqual(
      [...titles].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base", numeric: true })),
    );

    const newest = await filter({ sort: { type: "novelty" }, page_size: 200 });
    const dates = newest.data.slice(12).map((game) => game.released_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const desc = await filter({ sort: { type: "novelty", direction: "DESC" }, page_size: 200 });
    expect(desc.data.slice(0, 12).every((game) => game.playable)).toBe(true);
    expect((desc.data[12]?.released_at ?? "") <= (desc.data[13]?.released_at ?? "")).toBe(true);
  });

  it("answers the signed-in player's favourites only, and none signed out", async () => {
    const { cookie } = await signUp(app);
    const page = await filter({ page_size: 3 });
    const ids = page.data.map((game) => game.currencies.EUR?.id as number);
    for (const id of ids.slice(0, 2)) {
      const response = await call(app, "PUT", `/api/player/favorite_games/${id}`, { cookie });
      expect(response.statusCode).toBe(204);
    }
    const mine = await filter({ filter: { favorites: true } }, { cookie });
    expect(mine.data.map((game) => game.identifier)).toEqual(page.data.slice(0, 2).map((game) => game.identifier));
    const anonymous = await filter({ filter: { favorites: true } });
    expect(anonymous.pagination.total_count).toBe(0);
  });

  it("refuses a malformed request field by field with 422, never a 500", async () => {
    const cases: [unknown, string][] = [
      [{ page: 0 }, "page"],
      [{ page_size: 1001 }, "page_size"],
      [{ page: "two" }, "page"],
      [{ device: "fridge" }, "device"],
      [{ filter: { providers: ["NOT A SLUG"] } }, "providers"],
      [{ filter: { categories: { identifiers: ["nope"] } } }, "identifiers"],
      [{ filter: { title: "x".repeat(101) } }, "title"],
      [{ sort: { type: "random" } }, "type"],
    ];
    for (const [payload, field] of cases) {
      const response = await post("/api/games_filter", payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(response.json().errors)).toContain(field);
    }
  });
});

describe("POST /api/games_filter/select and /select_by_seo_titles", () => {
  it("answers the known games keyed by identifier and leaves unknown ones out", async () => {
    const response = await post("/api/games_filter/select", {
      game_ids: ["croupier-studio/lantern-tide", "croupier-studio/copper-comet", "nobody/nothing"],
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as GamesInfo;
    expect(Object.keys(body).sort()).toEqual(["croupier-studio/copper-comet", "croupier-studio/lantern-tide"]);
    expect(body["croupier-studio/lantern-tide"]).toMatchObject({ title: "Lantern Tide", has_demo_mode: true });
  });

  it("finds games by SEO title", async () => {
    const response = await post("/api/games_filter/select_by_seo_titles", {
      game_seo_titles: ["lantern-tide", "no-such"],
    });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json() as GamesInfo)).toEqual(["croupier-studio/lantern-tide"]);
  });

  it("refuses ids that are not identifiers with 422", async () => {
    const response = await post("/api/games_filter/select", { game_ids: ["../etc/passwd"] });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty("game_ids");
  });
});

describe("GET /api/games/search_index", () => {
  it("redirects to an immutable index named by its hash, within 120 KB gzip for the whole catalog", async () => {
    const pointer = await app.inject({ method: "GET", url: "/api/games/search_index?device=mobile&currency=EUR" });
    expect(pointer.statusCode).toBe(302);
    const location = pointer.headers.location as string;
    expect(location).toMatch(/^\/api\/games\/search_index\/mobile\/EUR\/[A-Za-z0-9_-]{16}$/);
    const response = await app.inject({ method: "GET", url: location, headers: { "accept-encoding": "gzip" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toContain("immutable");
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(response.rawPayload.length).toBeLessThanOrEqual(120 * 1024);

    const plain = await app.inject({ method: "GET", url: location });
    const index = plain.json() as SearchIndex;
    const list = await allowed("mobile");
    const inEur = Object.entries(list).filter(([, game]) => game.real.EUR !== undefined);
    expect(index.games.length).toBe(inEur.length);
    expect(index.games.length).toBeGreaterThan(4_500);
    const [provider, title, id] = index.games[0] ?? [];
    expect(index.providers[provider as number]).toBe("croupier-studio");
    expect(title).toBe("Lantern Tide");
    expect(id).toBe(list["croupier-studio/lantern-tide"]?.real.EUR?.id);
  });

  it("sends a stale hash on to the current index, and refuses an unknown device", async () => {
    const stale = await app.inject({ method: "GET", url: "/api/games/search_index/desktop/EUR/AAAAAAAAAAAAAAAA" });
    expect(stale.statusCode).toBe(302);
    expect(stale.headers["cache-control"]).toBe("no-cache");
    const bad = await app.inject({ method: "GET", url: "/api/games/search_index?device=fridge&currency=EUR" });
    expect(bad.statusCode).toBe(422);
  });
});

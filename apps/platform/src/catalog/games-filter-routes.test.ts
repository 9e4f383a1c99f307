import type { AllowedGames, GamesFilterPage, GamesInfo, SearchIndex } from "@croupier/contract";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, signUp } from "../test/identity-helpers.ts";
import { createTestDatabase, type TestDatabase } from "../test/test-app.ts";
import { catalogChanged } from "./catalog-changes.ts";
import { addFixtureCatalog } from "./catalog-test-helpers.ts";

// POST /api/games_filter (+ /select, /select_by_seo_titles) and the search index. The test adds
// its own games beside the demo catalogue every test database carries: a connected provider whose
// two games lead the lobby, and an unconnected one with a game in BTC, a dice game and enough
// games for a few pages. What is asserted is about these or holds for any catalogue.

const LIVE = "fixture-live";
const IDLE = "fixture-idle";
const FIRST = `${LIVE}/first-light-fixture`;
const SECOND = `${LIVE}/second-wind-fixture`;

let tdb: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  tdb = await createTestDatabase();
  app = await tdb.buildApp();
  await addFixtureCatalog(tdb.database.db, [
    {
      id: LIVE,
      launchUrl: "https://fixture-live.example/launch",
      sortOrder: -1,
      games: [
        {
          slug: "first-light-fixture",
          title: "Fixture First Light",
          categories: ["slots", "bonusbuy"],
          volatilityRating: "high",
          lines: 20,
          hitRate: "31.00",
          payout: "96.50",
          popularity: -2,
          offers: { EUR: null, FUN: null },
        },
        {
          slug: "second-wind-fixture",
          title: "Fixture Second Wind",
          categories: ["roulette", "table"],
          popularity: -1,
          offers: { EUR: null, FUN: null },
        },
      ],
    },
    {
      id: IDLE,
      games: [
        { slug: "coin-fixture", title: "Fixture Coin", offers: { EUR: null, BTC: null } },
        { slug: "dice-fixture", title: "Fixture Dice", categories: ["dice"], releasedAt: "2099-01-01" },
        ...Array.from({ length: 30 }, (_, n) => ({ slug: `bulk-${n}-fixture`, title: `Fixture Bulk ${n}` })),
      ],
    },
  ]);
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

/** How many desktop games are playable: the lobby lists them before all others. */
async function countPlayable(): Promise<number> {
  return Object.values(await allowed("desktop")).filter((game) => game.playable).length;
}

describe("POST /api/games_filter pages", () => {
  it("answers a visitor from the page built once per catalog version, as it answers a player", async () => {
    const query = { device: "desktop", page: 2, page_size: 12, filter: { categories: { identifiers: ["slots"] } } };
    const first = await post("/api/games_filter", query, { "accept-encoding": "gzip" });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers["content-encoding"]).toBe("gzip");
    expect(first.headers["cache-control"]).toBe("private, no-store");
    const again = await post("/api/games_filter", query);
    expect(again.headers.etag).toBe(first.headers.etag);
    // A signed-in player with no open round gets the same page, built for them.
    const { cookie } = await signUp(app);
    const player = await post("/api/games_filter", query, { cookie });
    expect(player.headers.etag).toBeUndefined();
    expect(again.json()).toEqual(player.json());
    // A catalog change is a new version: the visitor's next page is built from it.
    await addFixtureCatalog(tdb.database.db, [
      { id: "fixture-late", games: [{ slug: "late-fixture", title: "Fixture Late", categories: ["slots"] }] },
    ]);
    catalogChanged();
    await expect
      .poll(async () => (await post("/api/games_filter", query)).headers.etag, { timeout: 10_000 })
      .not.toBe(first.headers.etag);
    const changed = await post("/api/games_filter", query);
    expect((changed.json() as GamesFilterPage).pagination.total_count).toBe(
      (again.json() as GamesFilterPage).pagination.total_count + 1,
    );
  });

  it("answers the first page in lobby order with its pagination, playable games first", async () => {
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
    expect(page.data.slice(0, 2).map((game) => game.identifier)).toEqual([FIRST, SECOND]);
    expect(page.data[0]).toMatchObject({ identifier: FIRST, playable: true, seo_title: "first-light-fixture" });
    const playable = Math.min(await countPlayable(), 24);
    expect(page.data.slice(0, playable).every((game) => game.playable)).toBe(true);
    expect(page.data.slice(playable).every((game) => !game.playable)).toBe(true);
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
    const total = Object.keys(await allowed("desktop")).length;
    const page = await filter({ device: "desktop", page: Math.ceil(total / 50) + 1, page_size: 50 });
    expect(page.data).toEqual([]);
    expect(page.pagination.next_page).toBeNull();
    expect(page.pagination.total_count).toBe(total);
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
    const live = await filter({ filter: { providers: [LIVE] }, page_size: 100 });
    expect(live.pagination.total_count).toBe(2);
    expect(live.data.every((game) => game.provider === LIVE)).toBe(true);

    const btc = await filter({ filter: { currencies: ["BTC"] }, page_size: 1000 });
    expect(btc.data.every((game) => game.currencies.BTC !== undefined)).toBe(true);
    const btcIds: string[] = [];
    for (let number = 1; number <= btc.pagination.total_pages; number += 1) {
      const page = await filter({ filter: { currencies: ["BTC"] }, page: number, page_size: 1000 });
      btcIds.push(...page.data.map((game) => game.identifier));
    }
    expect(btcIds).toContain(`${IDLE}/coin-fixture`);
    expect(btcIds).not.toContain(`${IDLE}/dice-fixture`);
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
    expect(and.data.map((game) => game.identifier)).toContain(FIRST);
    expect(and.data.every((game) => game.categories.includes("slots") && game.categories.includes("bonusbuy"))).toBe(
      true,
    );
  });

  it("narrows by title (any case), volatility, lines and ways, hit rate and payout", async () => {
    const titled = await filter({ filter: { title: "  FIXTURE  first light " } });
    expect(titled.data.map((game) => game.identifier)).toEqual([FIRST]);

    const page = await filter({
      filter: { volatility_rating: ["high"], lines_and_ways: ["lines-10-25"], hit_rate_min: 30, payout_min: 96 },
      page_size: 1000,
    });
    expect(page.data.map((game) => game.identifier)).toContain(FIRST);
    for (const game of page.data) {
      expect(game.volatility_rating).toBe("high");
      expect(game.lines).toBeGreaterThanOrEqual(10);
      expect(game.lines).toBeLessThanOrEqual(25);
      expect(Number(game.hit_rate)).toBeGreaterThanOrEqual(30);
      expect(Number(game.payout)).toBeGreaterThanOrEqual(96);
    }
  });

  it("sorts A–Z and newest first, the playable games still leading", async () => {
    const leading = await countPlayable();
    const az = await filter({ sort: { type: "title", direction: "ASC" }, page_size: leading + 28 });
    const playable = az.data.filter((game) => game.playable);
    expect(az.data.slice(0, leading)).toEqual(playable);
    const titles = az.data.slice(leading).map((game) => game.title);
    expect(titles).toEqual(
      [...titles].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base", numeric: true })),
    );

    const newest = await filter({ sort: { type: "novelty" }, page_size: leading + 188 });
    const dates = newest.data.slice(leading).map((game) => game.released_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(newest.data[leading]?.identifier).toBe(`${IDLE}/dice-fixture`);
    const desc = await filter({ sort: { type: "novelty", direction: "DESC" }, page_size: leading + 188 });
    expect(desc.data.slice(0, leading).every((game) => game.playable)).toBe(true);
    expect((desc.data[leading]?.released_at ?? "") <= (desc.data[leading + 1]?.released_at ?? "")).toBe(true);
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
      game_ids: [FIRST, `${IDLE}/dice-fixture`, "nobody/nothing"],
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as GamesInfo;
    expect(Object.keys(body).sort()).toEqual([FIRST, `${IDLE}/dice-fixture`].sort());
    expect(body[FIRST]).toMatchObject({ title: "Fixture First Light", has_demo_mode: true });
    expect(body[`${IDLE}/dice-fixture`]).toMatchObject({ title: "Fixture Dice", has_demo_mode: false });
  });

  it("finds games by SEO title", async () => {
    const response = await post("/api/games_filter/select_by_seo_titles", {
      game_seo_titles: ["first-light-fixture", "no-such"],
    });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json() as GamesInfo)).toEqual([FIRST]);
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
    const [provider, title, id] = index.games[0] ?? [];
    expect(index.providers[provider as number]).toBe(LIVE);
    expect(title).toBe("Fixture First Light");
    expect(id).toBe(list[FIRST]?.real.EUR?.id);
  });

  it("sends a stale hash on to the current index, and refuses an unknown device", async () => {
    const stale = await app.inject({ method: "GET", url: "/api/games/search_index/desktop/EUR/AAAAAAAAAAAAAAAA" });
    expect(stale.statusCode).toBe(302);
    expect(stale.headers["cache-control"]).toBe("no-cache");
    const bad = await app.inject({ method: "GET", url: "/api/games/search_index?device=fridge&currency=EUR" });
    expect(bad.statusCode).toBe(422);
  });
});

import type { AllowedGames, GamesFilterPage } from "@croupier/contract";
import { operatorGame, operatorGamesPage } from "@croupier/contract/schemas/operator-catalog";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addFixtureCatalog } from "../catalog/catalog-test-helpers.ts";
import { call } from "../test/identity-helpers.ts";
import { createTestDatabase, type TestDatabase } from "../test/test-app.ts";
import { auditRows, signedInOperator } from "./operator-test-helpers.ts";

// A game's place within a category (migration 0033) and featured games on the site: an operator
// puts a game first in one category without moving it in the others, the allowed lists (what the
// site's category pages sort by) follow at once, featured games get a `featured` rank; audited,
// bad input a 422 on the field.

const PROVIDER = "fixture-order";
const id = (slug: string) => `${PROVIDER}/${slug}`;

let tdb: TestDatabase;
let app: FastifyInstance;
let admin: { cookie: string; id: number };
let support: { cookie: string; id: number };
const ids = new Map<string, number>();

beforeAll(async () => {
  tdb = await createTestDatabase();
  app = await tdb.buildApp({ SIGN_IN_RATE_LIMIT_IP: "1000", SIGN_IN_RATE_LIMIT_EMAIL: "1000" });
  const added = await addFixtureCatalog(tdb.database.db, [
    {
      id: PROVIDER,
      launchUrl: "https://fixture-order.example/launch",
      games: [
        { slug: "order-one", title: "Order One", categories: ["slots", "bonusbuy"], popularity: 1 },
        { slug: "order-two", title: "Order Two", categories: ["slots", "bonusbuy"], popularity: 2 },
        { slug: "order-three", title: "Order Three", categories: ["slots", "bonusbuy"], popularity: 3 },
      ],
    },
  ]);
  for (const [identifier, game] of added) ids.set(identifier, game.id);
  admin = await signedInOperator(app, tdb.database.db, "admin");
  support = await signedInOperator(app, tdb.database.db, "support");
});
afterAll(() => tdb.close());

const gameId = (slug: string) => ids.get(id(slug)) ?? 0;
const patch = (who: { cookie: string }, slug: string, payload: unknown) =>
  call(app, "PATCH", `/api/operator/games/${gameId(slug)}`, { cookie: who.cookie, payload });

/** The fixture's games of a category in the order the site sorts them (the allowed list's rank). */
async function siteOrder(collection: string): Promise<string[]> {
  const response = await call(app, "GET", "/api/games/allowed_desktop", {
    headers: { accept: "application/vnd.s.v1+json" },
  });
  expect(response.statusCode).toBe(200);
  const list = response.json() as AllowedGames;
  return Object.entries(list)
    .filter(([identifier, game]) => identifier.startsWith(`${PROVIDER}/`) && game.collections[collection] !== undefined)
    .sort(([, a], [, b]) => (a.collections[collection] ?? 0) - (b.collections[collection] ?? 0))
    .map(([identifier]) => identifier.slice(PROVIDER.length + 1));
}

/** The fixture's games of a category as the lobby's pages get them (POST /api/games_filter). */
async function filterOrder(category: string, sort: string): Promise<string[]> {
  const response = await call(app, "POST", "/api/games_filter", {
    payload: {
      filter: { categories: { identifiers: [category] }, providers: [PROVIDER] },
      sort: { type: sort, direction: "ASC" },
    },
    headers: { accept: "application/vnd.s.v2+json" },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as GamesFilterPage).data.map((game) => game.identifier.slice(PROVIDER.length + 1));
}

async function backOfficeOrder(category: string): Promise<string[]> {
  const response = await call(app, "GET", `/api/operator/games?category=${category}&q=order`, {
    cookie: support.cookie,
  });
  expect(response.statusCode, response.body).toBe(200);
  return operatorGamesPage.parse(response.json()).data.map((game) => game.identifier.slice(PROVIDER.length + 1));
}

describe("a game's place within a category", () => {
  it("puts a game first in one category only, on the site and in the back office, audited", async () => {
    expect(await siteOrder("slots")).toEqual(["order-one", "order-two", "order-three"]);

    const moved = await patch(admin, "order-three", { category_positions: { slots: 1 } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(operatorGame.parse(moved.json())).toMatchObject({ position: 3, category_positions: { slots: 1 } });

    expect(await siteOrder("slots")).toEqual(["order-three", "order-one", "order-two"]);
    expect(await siteOrder("bonusbuy")).toEqual(["order-one", "order-two", "order-three"]);
    expect(await siteOrder("popularity")).toEqual(["order-one", "order-two", "order-three"]);
    expect(await backOfficeOrder("slots")).toEqual(["order-three", "order-one", "order-two"]);
    expect(await backOfficeOrder("bonusbuy")).toEqual(["order-one", "order-two", "order-three"]);
    // The lobby's category pages ask games_filter for the category's own order.
    expect(await filterOrder("slots", "slots")).toEqual(["order-three", "order-one", "order-two"]);
    expect(await filterOrder("slots", "global")).toEqual(["order-one", "order-two", "order-three"]);
    expect(await filterOrder("bonusbuy", "bonusbuy")).toEqual(["order-one", "order-two", "order-three"]);

    const [entry] = (await auditRows(tdb.database.db, { target: { type: "game", id: gameId("order-three") } })).slice(
      -1,
    );
    expect(entry).toMatchObject({ action: "game.updated", operator_id: admin.id });
    expect(entry?.details).toMatchObject({
      before: { category_positions: {} },
      after: { category_positions: { slots: 1 } },
    });
  });

  it("orders several positioned games by position, and null gives a game back its lobby order", async () => {
    expect((await patch(admin, "order-two", { category_positions: { slots: 2 } })).statusCode).toBe(200);
    expect(await siteOrder("slots")).toEqual(["order-three", "order-two", "order-one"]);

    const cleared = await patch(admin, "order-three", { category_positions: { slots: null } });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(operatorGame.parse(cleared.json()).category_positions).toEqual({});
    expect(await siteOrder("slots")).toEqual(["order-two", "order-one", "order-three"]);
  });

  it("drops a game's position in a category it leaves", async () => {
    const left = await patch(admin, "order-two", { categories: ["bonusbuy"] });
    expect(left.statusCode, left.body).toBe(200);
    expect(operatorGame.parse(left.json()).category_positions).toEqual({});
    expect(await siteOrder("slots")).toEqual(["order-one", "order-three"]);
    expect((await patch(admin, "order-two", { categories: ["slots", "bonusbuy"] })).statusCode).toBe(200);
  });

  it("refuses a position outside the game's categories or out of range, field by field", async () => {
    const outside = await patch(admin, "order-one", { category_positions: { live: 1 } });
    expect(outside.statusCode).toBe(422);
    expect(outside.json()).toEqual({ errors: { category_positions: ["not one of the game's categories: live"] } });

    const joined = await patch(admin, "order-one", {
      categories: ["slots", "bonusbuy", "live"],
      category_positions: { live: 1 },
    });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(operatorGame.parse(joined.json()).category_positions).toEqual({ live: 1 });

    for (const [payload, field] of [
      [{ category_positions: { slots: 0 } }, "slots"],
      [{ category_positions: { slots: 1.5 } }, "slots"],
      [{ category_positions: { nope: 1 } }, "category_positions"],
      [{ category_positions: [1] }, "category_positions"],
    ] as const) {
      const bad = await patch(admin, "order-one", payload);
      expect(bad.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys((bad.json() as { errors: object }).errors)).toEqual([field]);
    }
    expect((await patch(support, "order-one", { category_positions: { slots: 1 } })).statusCode).toBe(403);
  });
});

describe("featured games on the site", () => {
  it("gives featured games a featured rank in lobby order, and takes it away", async () => {
    expect(await siteOrder("featured")).toEqual([]);
    expect((await patch(admin, "order-three", { featured: true })).statusCode).toBe(200);
    expect((await patch(admin, "order-two", { featured: true })).statusCode).toBe(200);
    expect(await siteOrder("featured")).toEqual(["order-two", "order-three"]);
    expect((await patch(admin, "order-two", { featured: false })).statusCode).toBe(200);
    expect(await siteOrder("featured")).toEqual(["order-three"]);
  });
});

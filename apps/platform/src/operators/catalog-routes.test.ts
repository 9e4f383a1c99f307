import type { GamesFilterPage } from "@croupier/contract";
import {
  operatorGame,
  operatorGamesPage,
  operatorProviders,
  rotatedProviderSecret,
} from "@croupier/contract/schemas/operator-catalog";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addFixtureCatalog } from "../catalog/catalog-test-helpers.ts";
import { call } from "../test/identity-helpers.ts";
import { createTestDatabase, type TestDatabase } from "../test/test-app.ts";
import { auditRows, signedInOperator } from "./operator-test-helpers.ts";

// The games catalogue and the providers as the back office manages them: a disabled game leaves the
// lobby's search at once and comes back, a featured one shows as featured, categories and rank
// change the lobby, providers switch on and off; every change audited, bad input a 422.

const PROVIDER = "fixture-admin";
const GAME = `${PROVIDER}/lantern-admin-fixture`;

let tdb: TestDatabase;
let app: FastifyInstance;
let admin: { cookie: string; id: number };
let support: { cookie: string; id: number };
let gameId: number;

beforeAll(async () => {
  tdb = await createTestDatabase();
  app = await tdb.buildApp({ SIGN_IN_RATE_LIMIT_IP: "1000", SIGN_IN_RATE_LIMIT_EMAIL: "1000" });
  const added = await addFixtureCatalog(tdb.database.db, [
    {
      id: PROVIDER,
      launchUrl: "https://fixture-admin.example/launch",
      games: [{ slug: "lantern-admin-fixture", title: "Lantern Admin Fixture", categories: ["slots"] }],
    },
  ]);
  gameId = added.get(GAME)?.id ?? 0;
  admin = await signedInOperator(app, tdb.database.db, "admin");
  support = await signedInOperator(app, tdb.database.db, "support");
});
afterAll(() => tdb.close());

const as = (who: { cookie: string }, method: "GET" | "PATCH" | "POST", url: string, payload?: unknown) =>
  call(app, method, url, { cookie: who.cookie, payload });

async function lobbySearch(title: string): Promise<string[]> {
  const response = await call(app, "POST", "/api/games_filter", {
    payload: { filter: { title } },
    headers: { accept: "application/vnd.s.v2+json" },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as GamesFilterPage).data.map((game) => game.identifier);
}

describe("operator games catalogue", () => {
  it("finds a game by title with its state", async () => {
    const response = await as(support, "GET", "/api/operator/games?q=lantern%20admin");
    expect(response.statusCode, response.body).toBe(200);
    const page = operatorGamesPage.parse(response.json());
    expect(page.pagination.total_count).toBe(1);
    expect(page.data[0]).toMatchObject({
      id: gameId,
      identifier: GAME,
      enabled: true,
      featured: false,
      categories: ["slots"],
    });
  });

  it("takes a disabled game off the lobby at once and brings it back, audited", async () => {
    expect(await lobbySearch("Lantern Admin")).toEqual([GAME]);
    const off = await as(admin, "PATCH", `/api/operator/games/${gameId}`, { enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(operatorGame.parse(off.json()).enabled).toBe(false);
    expect(await lobbySearch("Lantern Admin")).toEqual([]);

    const on = await as(admin, "PATCH", `/api/operator/games/${gameId}`, { enabled: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(await lobbySearch("Lantern Admin")).toEqual([GAME]);

    const rows = await auditRows(tdb.database.db, { target: { type: "game", id: gameId } });
    expect(rows.map((row) => row.action)).toEqual(["game.updated", "game.updated"]);
    expect(rows[0]?.details).toMatchObject({ before: { enabled: true }, after: { enabled: false } });
  });

  it("features a game, sets its categories and its rank", async () => {
    const response = await as(admin, "PATCH", `/api/operator/games/${gameId}`, {
      featured: true,
      categories: ["slots", "new", "new"],
      position: -5,
    });
    expect(response.statusCode, response.body).toBe(422);

    const changed = await as(admin, "PATCH", `/api/operator/games/${gameId}`, {
      featured: true,
      categories: ["slots", "new", "new"],
      position: 1,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(operatorGame.parse(changed.json())).toMatchObject({
      featured: true,
      categories: ["slots", "new"],
      position: 1,
    });

    const featured = operatorGamesPage.parse(
      (await as(support, "GET", "/api/operator/games?category=new&q=lantern%20admin")).json(),
    );
    expect(featured.data.map((game) => [game.identifier, game.featured])).toEqual([[GAME, true]]);
    const newGames = await call(app, "POST", "/api/games_filter", {
      payload: { filter: { categories: { identifiers: ["new"] }, providers: [PROVIDER] }, page_size: 1 },
      headers: { accept: "application/vnd.s.v2+json" },
    });
    expect((newGames.json() as GamesFilterPage).data[0]?.identifier).toBe(GAME);
  });

  it("refuses unknown categories, unknown games and roles without the permission", async () => {
    const bad = await as(admin, "PATCH", `/api/operator/games/${gameId}`, { categories: ["nope"] });
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(bad.json())).toContain("categories");
    expect((await as(admin, "PATCH", "/api/operator/games/999999999", { enabled: true })).statusCode).toBe(404);
    expect((await as(support, "PATCH", `/api/operator/games/${gameId}`, { enabled: false })).statusCode).toBe(403);
  });
});

describe("operator providers", () => {
  it("lists providers without secrets and switches one off and on, audited", async () => {
    const list = await as(admin, "GET", "/api/operator/providers");
    expect(list.statusCode, list.body).toBe(200);
    const provider = operatorProviders.parse(list.json()).data.find((row) => row.id === PROVIDER);
    expect(provider).toEqual({
      id: PROVIDER,
      name: PROVIDER,
      enabled: true,
      connected: true,
      previous_secret_valid_until: null,
    });
    expect(list.body).not.toContain(`${PROVIDER}-secret`);

    const off = await as(admin, "PATCH", `/api/operator/providers/${PROVIDER}`, { enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(await lobbySearch("Lantern Admin")).toEqual([]);
    const on = await as(admin, "PATCH", `/api/operator/providers/${PROVIDER}`, { enabled: true });
    expect(on.json()).toMatchObject({ enabled: true });
    expect(await lobbySearch("Lantern Admin")).toEqual([GAME]);

    const rows = await auditRows(tdb.database.db, { operatorId: admin.id });
    expect(rows.filter((row) => row.target_type === "game_provider").map((row) => row.action)).toEqual([
      "provider.disabled",
      "provider.enabled",
    ]);
    expect((await as(admin, "PATCH", "/api/operator/providers/nope", { enabled: true })).statusCode).toBe(404);
    expect((await as(support, "GET", "/api/operator/providers")).statusCode).toBe(403);
  });

  it("rotates a secret: the new one answered once, the old one's end shown, the secret never audited", async () => {
    const before = Date.now();
    const response = await as(admin, "POST", `/api/operator/providers/${PROVIDER}/rotate_secret`);
    expect(response.statusCode, response.body).toBe(200);
    const rotated = rotatedProviderSecret.parse(response.json());
    expect(rotated.secret).toMatch(/^[0-9a-f]{64}$/);
    const until = Date.parse(rotated.previous_secret_valid_until);
    expect(until - before).toBeGreaterThanOrEqual(24 * 60 * 60_000 - 1_000);
    expect(until - before).toBeLessThanOrEqual(24 * 60 * 60_000 + 60_000);
    expect(rotated.provider.previous_secret_valid_until).toBe(rotated.previous_secret_valid_until);

    const list = operatorProviders.parse((await as(admin, "GET", "/api/operator/providers")).json());
    const listed = list.data.find((row) => row.id === PROVIDER);
    expect(listed?.previous_secret_valid_until).toBe(rotated.previous_secret_valid_until);
    expect(JSON.stringify(list)).not.toContain(rotated.secret);

    const rows = await auditRows(tdb.database.db, { operatorId: admin.id });
    const audited = rows.filter((row) => row.action === "provider.secret_rotated");
    expect(audited).toHaveLength(1);
    expect(JSON.stringify(audited)).not.toContain(rotated.secret);
    expect(JSON.stringify(audited)).not.toContain(`${PROVIDER}-secret`);
    expect((await as(admin, "POST", "/api/operator/providers/nope/rotate_secret")).statusCode).toBe(404);
    expect((await as(support, "POST", `/api/operator/providers/${PROVIDER}/rotate_secret`)).statusCode).toBe(403);
  });
});

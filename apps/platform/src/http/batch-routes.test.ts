import { player, validationErrorBody } from "@croupier/contract";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_HEADERS, signUp } from "../test/identity-helpers.ts";
import { createTestApp, createTestDatabase, MANY_SIGN_UPS, type TestDatabase } from "../test/test-app.ts";
import { apiPathOf } from "./batch-routes.ts";

// GET /batch: up to 12 GET calls of this API in one request, answered with the
// caller's cookie, never anything outside this API.

let testDb: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  ({ testDb, app } = await createTestApp(MANY_SIGN_UPS));
});
afterAll(() => testDb.close());

const batch = (urls: string[], headers: Record<string, string> = {}) =>
  app.inject({
    url: `/batch?${urls.map((url) => `url[]=${encodeURIComponent(url)}`).join("&")}`,
    headers: { ...API_HEADERS, ...headers },
  });

describe("GET /batch", () => {
  it("answers each call's parsed body in request order, as the player (cookie forwarded)", async () => {
    const { cookie, id } = await signUp(app);
    const response = await batch(["api/player", "/api/info/auth_providers", "api/games/jackpots?x=1"], { cookie });
    expect(response.statusCode).toBe(200);
    const [me, providers, jackpots] = response.json() as unknown[];
    expect(player.parse(me).id).toBe(id);
    expect(providers).toEqual([]);
    expect(jackpots).toEqual((await app.inject({ url: "/api/games/jackpots" })).json());
  });

  it("answers each call's own error body: signed out, /api/player is the 401 body", async () => {
    const response = await batch(["api/player", "api/nope"]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { error: "You need to sign in or sign up before continuing." },
      { error: "Not found" },
    ]);
  });

  it("forwards the language and the v2 media type", async () => {
    const { cookie } = await signUp(app);
    const response = await batch(["api/games/collections", "api/player/favorite_games"], {
      cookie,
      "accept-language": "es",
      "accept-client": "application/vnd.s.v2+json",
    });
    const [collections, favourites] = response.json() as [{ id: string; title: string }[], unknown[]];
    expect(collections.find((c) => c.id === "all")?.title).toBe("Todos los juegos");
    expect(favourites).toEqual([]);
  });

  it("takes url= as well as url[]=, up to 12 calls; 13 or none is a 422", async () => {
    const single = await app.inject({ url: "/batch?url=api/info/auth_providers" });
    expect(single.json()).toEqual([[]]);
    const twelve = await batch(Array.from({ length: 12 }, () => "api/info/auth_providers"));
    expect(twelve.json()).toHaveLength(12);
    for (const refused of [
      await batch(Array.from({ length: 13 }, () => "api/info/auth_providers")),
      await app.inject({ url: "/batch" }),
    ]) {
      expect(refused.statusCode).toBe(422);
      validationErrorBody.parse(refused.json());
    }
  });

  it.each([
    "http://evil.example/api/player",
    "https://evil.example/",
    "//evil.example/api/player",
    "/\\evil.example/api/player",
    "api\\player",
    "javascript:alert(1)",
    "api/../batch",
    "api/%2e%2e/batch",
    "api/player/%2e%2e/%2e%2e/batch",
    "api%2fplayer",
    "batch?url[]=api/player",
    "/batch",
    "health",
    "/api",
    "api/player\u0000",
    "x".repeat(3000),
  ])("never calls anything outside this API: %s is a 422", async (url) => {
    const response = await batch([url]);
    expect(response.statusCode).toBe(422);
    expect(validationErrorBody.parse(response.json()).errors).toBeDefined();
  });

  it.each(["api/%", "api/x?%", "api/ x", "api/x?a=%zz&b=\u00e9", "api/\u2028", "api/info/locales#frag", "api/%zz"])(
    "an odd URL (%s) is a 422 or a call answered in the array, never a 5xx",
    async (url) => {
      const response = await batch([url]);
      expect([200, 422]).toContain(response.statusCode);
    },
  );

  it("bounds the answer: a batch whose bodies exceed 4 MiB answers 413", async () => {
    const single = (await app.inject({ url: "/api/games/allowed_desktop" })).rawPayload.length;
    expect(single).toBeGreaterThan(400 * 1024);
    const response = await batch(Array.from({ length: 12 }, () => "api/games/allowed_desktop"));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: "Batch answer too large" });
  });
});

describe("GET /batch when a call fails on the server", () => {
  it("fails with that status instead of a 200 around the error", async () => {
    const broken = await createTestDatabase();
    try {
      const brokenApp = await broken.buildApp();
      // The database goes away under a running app: its calls answer 5xx.
      await broken.database.close();
      const response = await brokenApp.inject({
        url: "/batch?url[]=api/info/currencies&url[]=api/info/locales",
        headers: API_HEADERS,
      });
      const inner = await brokenApp.inject({ url: "/api/info/locales", headers: API_HEADERS });
      expect(inner.statusCode).toBeGreaterThanOrEqual(500);
      expect(response.statusCode).toBe(inner.statusCode);
      expect(response.json()).toEqual({ error: expect.any(String) });
    } finally {
      await broken.close();
    }
  });
});

describe("apiPathOf", () => {
  it("turns relative and absolute API paths into one absolute path, keeping the query", () => {
    expect(apiPathOf("api/player")).toBe("/api/player");
    expect(apiPathOf("/api/games_info?identifiers[]=a/b")).toBe("/api/games_info?identifiers[]=a/b");
    expect(apiPathOf("api/tournaments/7/status")).toBe("/api/tournaments/7/status");
  });
});

import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gameCurrencies, games } from "../catalog/schema.ts";
import { users } from "../identity/schema.ts";
import { gameProviders, gameSessions } from "../provider-wallet/schema.ts";
import { hashGameToken } from "../provider-wallet/sessions.ts";
import { studioDemoSessions } from "../studio/schema.ts";
import { fundedPlayer, type StudioGame, startStudioApp } from "../studio/studio-test-helpers.ts";
import { call } from "../test/identity-helpers.ts";
import type { TestDatabase } from "../test/test-app.ts";

let tdb: TestDatabase;
let app: FastifyInstance;
let dice: StudioGame;
const now = new Date("2026-11-22T12:00:00Z");

beforeAll(async () => {
  ({
    tdb,
    app,
    games: [dice],
  } = await startStudioApp(["pebble-dice"], () => now));
});
afterAll(() => tdb.close());

const play = (id: number | string, cookie?: string, device = "desktop") =>
  call(app, "GET", `/api/games/${id}/play?device=${device}`, { cookie });

describe("GET /api/games/{id}/play", () => {
  it("opens a real-money session for a signed-in player and hands its token to the studio", async () => {
    const player = await fundedPlayer(app, 1_000n);
    const response = await play(dice.eur, player.cookie);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ mode: "real", currency: "EUR", identifier: dice.identifier });
    expect(body.url).toMatch(/^\/studio\/pebble-dice\?token=[A-Za-z0-9_-]{43}$/);
    const token = new URL(body.url, "http://x").searchParams.get("token") ?? "";
    const [session] = await tdb.database.db.select().from(gameSessions).where(eq(gameSessions.id, body.session_id));
    expect(session).toMatchObject({
      playerId: player.id,
      providerId: "croupier-studio",
      gameId: dice.identifier,
      currency: "EUR",
      device: "desktop",
      tokenHash: hashGameToken(token),
    });
    expect(session?.expiresAt.getTime()).toBe(now.getTime() + 4 * 60 * 60 * 1000);
  });

  it("opens a demo for a visitor with 1,000.00 FUN and no game session", async () => {
    const response = await play(dice.fun);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ mode: "demo", currency: "FUN", identifier: dice.identifier, session_id: null });
    const token = new URL(body.url, "http://x").searchParams.get("token") ?? "";
    const [demo] = await tdb.database.db
      .select()
      .from(studioDemoSessions)
      .where(eq(studioDemoSessions.tokenHash, hashGameToken(token)));
    expect(demo?.balance).toBe(100_000n);
    expect(demo?.gameId).toBe(dice.identifier);
  });

  it("answers 401 for real money signed out", async () => {
    const response = await play(dice.eur);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toHaveProperty("error");
  });

  it("answers 422 on currency when the player has no account in the game's currency", async () => {
    const player = await fundedPlayer(app, 0n);
    const gameId = await gameIdOf(dice.identifier);
    await tdb.database.db.insert(gameCurrencies).values({ gameId, currency: "USD" }).onConflictDoNothing();
    const [usd] = await tdb.database.db
      .select()
      .from(gameCurrencies)
      .where(and(eq(gameCurrencies.gameId, gameId), eq(gameCurrencies.currency, "USD")));
    const response = await play(usd?.id ?? 0, player.cookie);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.currency).toHaveLength(1);
  });

  it("answers 409 game_unavailable while the provider is not connected", async () => {
    const db = tdb.database.db;
    const player = await fundedPlayer(app, 0n);
    await db.update(gameProviders).set({ launchUrl: null }).where(eq(gameProviders.id, "croupier-studio"));
    try {
      for (const id of [dice.eur, dice.fun]) {
        const response = await play(id, player.cookie);
        expect(response.statusCode).toBe(409);
        expect(response.json()).toMatchObject({ code: "game_unavailable", error: expect.any(String) });
      }
    } finally {
      await db.update(gameProviders).set({ launchUrl: "/studio" }).where(eq(gameProviders.id, "croupier-studio"));
    }
  });

  it("answers 404 for an unknown id, a disabled game and a disabled provider", async () => {
    const db = tdb.database.db;
    expect((await play(987_654)).statusCode).toBe(404);
    await db.update(games).set({ enabled: false }).where(eq(games.identifier, dice.identifier));
    expect((await play(dice.fun)).statusCode).toBe(404);
    await db.update(games).set({ enabled: true }).where(eq(games.identifier, dice.identifier));
    await db.update(gameProviders).set({ enabled: false }).where(eq(gameProviders.id, "croupier-studio"));
    expect((await play(dice.fun)).statusCode).toBe(404);
    await db.update(gameProviders).set({ enabled: true }).where(eq(gameProviders.id, "croupier-studio"));
    expect((await play(dice.fun)).statusCode).toBe(200);
  });

  it("refuses bad ids and devices with field errors", async () => {
    const bad = await play("abc");
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty("id");
    const device = await play(dice.fun, undefined, "tv");
    expect(device.statusCode).toBe(422);
    expect(device.json().errors).toHaveProperty("device");
  });

  it("refuses a locked player like the wallet does, opening no session", async () => {
    const db = tdb.database.db;
    const player = await fundedPlayer(app, 1_000n);
    await db.update(users).set({ lockedAt: now }).where(eq(users.id, player.id));
    const before = await db.select().from(gameSessions).where(eq(gameSessions.playerId, player.id));
    const response = await play(dice.eur, player.cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: "player_disabled" });
    expect(await db.select().from(gameSessions).where(eq(gameSessions.playerId, player.id))).toHaveLength(
      before.length,
    );
  });
});

async function gameIdOf(identifier: string): Promise<number> {
  const [row] = await tdb.database.db.select({ id: games.id }).from(games).where(eq(games.identifier, identifier));
  return row?.id ?? 0;
}

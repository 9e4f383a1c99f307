import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  fundedPlayer,
  launch,
  postPlay,
  type StudioGame,
  setPlayRules,
  startStudioApp,
} from "../studio/studio-test-helpers.ts";
import { createInjectedWallet } from "../studio/wallet-client.ts";
import { call } from "../test/identity-helpers.ts";
import type { TestDatabase } from "../test/test-app.ts";

let tdb: TestDatabase;
let app: FastifyInstance;
let now = new Date("2026-11-22T12:00:00Z");
let dice: StudioGame;

beforeAll(async () => {
  ({
    tdb,
    app,
    games: [dice],
  } = await startStudioApp(["pebble-dice"], () => now));
});
afterAll(() => tdb.close());

const roll = (token: string, bet: number) =>
  postPlay(app, token, { type: "roll", bet, direction: "under", target: 4950 });

describe("GET /api/player/game_sessions/{id}", () => {
  it("sums the session's rounds, wagers and wins, rollbacks left out", async () => {
    const player = await fundedPlayer(app, 10_000n);
    const launched = await launch(app, dice.eur, player.cookie);
    const plays = [];
    for (const bet of [100, 200, 300]) plays.push((await roll(launched.token, bet)).json());
    // A provider's bet rolled back never counts.
    const wallet = createInjectedWallet(app);
    const reversed = randomUUID();
    await wallet.call("bet", {
      token: launched.token,
      transaction_uuid: reversed,
      round: randomUUID(),
      currency: "EUR",
      amount: 999,
    });
    await wallet.call("rollback", {
      token: launched.token,
      transaction_uuid: randomUUID(),
      reference_transaction_uuid: reversed,
    });

    now = new Date(now.getTime() + 90_000);
    const response = await call(app, "GET", `/api/player/game_sessions/${launched.session_id}`, {
      cookie: player.cookie,
    });
    expect(response.statusCode).toBe(200);
    const won = plays.reduce((sum, play) => sum + play.win, 0);
    expect(response.json()).toEqual({
      id: launched.session_id,
      identifier: dice.identifier,
      currency: "EUR",
      started_at: "2026-11-22T12:00:00.000Z",
      closed_at: null,
      rounds: 3,
      wagered: 600,
      won,
      net: won - 600,
    });
  });

  it("answers 404 for another player's session and 401 signed out", async () => {
    const owner = await fundedPlayer(app, 0n);
    const other = await fundedPlayer(app, 0n);
    const { session_id } = await launch(app, dice.eur, owner.cookie);
    expect(
      (await call(app, "GET", `/api/player/game_sessions/${session_id}`, { cookie: other.cookie })).statusCode,
    ).toBe(404);
    expect(
      (await call(app, "DELETE", `/api/player/game_sessions/${session_id}`, { cookie: other.cookie })).statusCode,
    ).toBe(404);
    expect((await call(app, "GET", `/api/player/game_sessions/${session_id}`)).statusCode).toBe(401);
    expect((await call(app, "GET", "/api/player/game_sessions/abc", { cookie: owner.cookie })).statusCode).toBe(422);
  });
});

describe("DELETE /api/player/game_sessions/{id}", () => {
  it("closes the session: later bets are refused, its figures stay readable", async () => {
    const player = await fundedPlayer(app, 10_000n);
    const { token, session_id } = await launch(app, dice.eur, player.cookie);
    expect((await roll(token, 100)).statusCode).toBe(200);
    const closed = await call(app, "DELETE", `/api/player/game_sessions/${session_id}`, { cookie: player.cookie });
    expect(closed.statusCode).toBe(204);
    const bet = await createInjectedWallet(app).call("bet", {
      token,
      transaction_uuid: randomUUID(),
      round: randomUUID(),
      currency: "EUR",
      amount: 100,
    });
    expect(bet.status).toBe("RS_ERROR_INVALID_TOKEN");
    const stats = (await call(app, "GET", `/api/player/game_sessions/${session_id}`, { cookie: player.cookie })).json();
    expect(stats).toMatchObject({ closed_at: now.toISOString(), rounds: 1, wagered: 100 });
  });

  it("needs the site's own origin", async () => {
    const player = await fundedPlayer(app, 0n);
    const { session_id } = await launch(app, dice.eur, player.cookie);
    const response = await app.inject({
      method: "DELETE",
      url: `/api/player/game_sessions/${session_id}`,
      headers: { cookie: player.cookie, origin: "https://evil.example" },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe("/api/player/reality_check", () => {
  it("answers the project default until the player sets an interval", async () => {
    const player = await fundedPlayer(app, 0n);
    expect((await call(app, "GET", "/api/player/reality_check", { cookie: player.cookie })).json()).toEqual({
      interval_minutes: 60,
      min_minutes: 1,
      max_minutes: 480,
    });
    await setPlayRules(tdb.database.db, { reality_check_default_minutes: 30 });
    expect((await call(app, "GET", "/api/player/reality_check", { cookie: player.cookie })).json()).toEqual({
      interval_minutes: 30,
      min_minutes: 1,
      max_minutes: 480,
    });
    const set = await call(app, "PUT", "/api/player/reality_check", {
      cookie: player.cookie,
      payload: { interval_minutes: 15 },
    });
    expect(set.statusCode).toBe(200);
    expect((await call(app, "GET", "/api/player/reality_check", { cookie: player.cookie })).json()).toMatchObject({
      interval_minutes: 15,
    });
    await setPlayRules(tdb.database.db, { reality_check_default_minutes: 60 });
  });

  it("keeps a player's choice within the jurisdiction's range, in the player's language", async () => {
    const player = await fundedPlayer(app, 0n);
    await setPlayRules(tdb.database.db, { reality_check_min_minutes: 10, reality_check_max_minutes: 60 });
    try {
      expect((await call(app, "GET", "/api/player/reality_check", { cookie: player.cookie })).json()).toEqual({
        interval_minutes: 60,
        min_minutes: 10,
        max_minutes: 60,
      });
      for (const interval_minutes of [9, 61, 480]) {
        const refused = await call(app, "PUT", "/api/player/reality_check", {
          cookie: player.cookie,
          headers: { "accept-language": "es" },
          payload: { interval_minutes },
        });
        expect(refused.statusCode, String(interval_minutes)).toBe(422);
        expect(refused.json().errors.interval_minutes).toEqual(["Elige un recordatorio cada 10 a 60 minutos."]);
      }
      const edge = await call(app, "PUT", "/api/player/reality_check", {
        cookie: player.cookie,
        payload: { interval_minutes: 10 },
      });
      expect(edge.json()).toEqual({ interval_minutes: 10, min_minutes: 10, max_minutes: 60 });
    } finally {
      await setPlayRules(tdb.database.db, { reality_check_min_minutes: 1, reality_check_max_minutes: 480 });
    }
  });

  it("refuses intervals outside 1–480 whole minutes, keeping the old one", async () => {
    const player = await fundedPlayer(app, 0n);
    await call(app, "PUT", "/api/player/reality_check", { cookie: player.cookie, payload: { interval_minutes: 45 } });
    for (const interval_minutes of [0, 481, 12.5, "ten", null]) {
      const response = await call(app, "PUT", "/api/player/reality_check", {
        cookie: player.cookie,
        payload: { interval_minutes },
      });
      expect(response.statusCode, String(interval_minutes)).toBe(422);
      expect(response.json().errors.interval_minutes).toHaveLength(1);
    }
    expect((await call(app, "GET", "/api/player/reality_check", { cookie: player.cookie })).json()).toMatchObject({
      interval_minutes: 45,
    });
    expect(
      (await call(app, "PUT", "/api/player/reality_check", { payload: { interval_minutes: 10 } })).statusCode,
    ).toBe(401);
  });
});

import { randomUUID } from "node:crypto";
import {
  type AllowedGames,
  favoriteGames,
  favoriteGamesV2,
  gameInfo,
  gameJackpots,
  playedGames,
} from "@croupier/contract";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { selectRows } from "../db/database.ts";
import { findAccount } from "../ledger/accounts.ts";
import { fund } from "../ledger/ledger-test-helpers.ts";
import { gameProviders } from "../provider-wallet/schema.ts";
import { openGameSession } from "../provider-wallet/sessions.ts";
import { PROVIDER_SIGNATURE_HEADER, signProviderBody } from "../provider-wallet/signature.ts";
import { call, signUp, uniqueEmail } from "../test/identity-helpers.ts";
import { createTestDatabase, type TestDatabase } from "../test/test-app.ts";
import { addFixtureCatalog } from "./catalog-test-helpers.ts";
import { gameCurrencies, games } from "./schema.ts";

// The games calls that clients of this API family make beside the lists: jackpots, a random game,
// the played games and the favourites as whole games (v2). The games are the test's own, beside
// the demo catalogue every test database carries: three of the in-house studio (a provider the
// wallet protocol can be called as), a connected provider's slot and an unconnected one's live
// game with a jackpot.

const STUDIO = "croupier-studio";
const LIVE = "fixture-live";
const IDLE = "fixture-idle";
const JACKPOT = 654_321;
const V2 = "application/vnd.s.v2+json";
let tdb: TestDatabase;
let app: FastifyInstance;
let secret: string;

beforeAll(async () => {
  tdb = await createTestDatabase();
  app = await tdb.buildApp({ SIGN_UP_RATE_LIMIT_IP: "1000" });
  const [studio] = await tdb.database.db.select().from(gameProviders).where(eq(gameProviders.id, STUDIO));
  secret = studio?.secret ?? "";
  await addFixtureCatalog(tdb.database.db, [
    {
      id: STUDIO,
      games: [
        { slug: "lamp-fixture", title: "Fixture Lamp", offers: { EUR: null, FUN: null } },
        { slug: "pebble-fixture", title: "Fixture Pebble", categories: ["dice"], offers: { EUR: null, FUN: null } },
        { slug: "comet-fixture", title: "Fixture Comet", offers: { EUR: null } },
      ],
    },
    {
      id: LIVE,
      launchUrl: "https://fixture-live.example/launch",
      games: [{ slug: "reel-fixture", categories: ["slots"], offers: { EUR: null } }],
    },
    {
      id: IDLE,
      games: [{ slug: "table-fixture", categories: ["live"], offers: { EUR: JACKPOT, FUN: null } }],
    },
  ]);
});
afterAll(() => tdb.close());

async function offerId(identifier: string, currency: string): Promise<number> {
  const [row] = await tdb.database.db
    .select({ id: gameCurrencies.id })
    .from(gameCurrencies)
    .innerJoin(games, eq(games.id, gameCurrencies.gameId))
    .where(and(eq(games.identifier, identifier), eq(gameCurrencies.currency, currency)));
  if (!row) throw new Error(`no ${currency} offer of ${identifier}`);
  return row.id;
}

async function fundedPlayer(): Promise<{ id: number; cookie: string }> {
  const player = await signUp(app, uniqueEmail("contract-games"));
  const account = await findAccount(tdb.database.db, "player", "EUR", player.id);
  if (!account) throw new Error("sign-up opened no EUR account");
  await fund(tdb.database.db, account, 100_000n);
  return player;
}

async function wallet(action: "bet" | "win", body: Record<string, unknown>) {
  const raw = JSON.stringify({ request_uuid: randomUUID(), transaction_uuid: randomUUID(), currency: "EUR", ...body });
  const response = await app.inject({
    method: "POST",
    url: `/api/provider-wallet/${STUDIO}/${action}`,
    payload: raw,
    headers: { "content-type": "application/json", [PROVIDER_SIGNATURE_HEADER]: signProviderBody(secret, raw) },
  });
  expect((response.json() as { status: string }).status).toBe("RS_OK");
}

/** A real-money session of a studio game; a round with a bet, closed by a win unless `open`. */
async function play(player: { id: number }, slug: string, round: "none" | "open" | "closed") {
  // A session's start is the app's clock in whole milliseconds, a round's last move the database's in
  // microseconds: two plays in one millisecond could sort either way, so each starts on a later one.
  const started = Date.now();
  while (Date.now() < started + 2) await new Promise((resolve) => setTimeout(resolve, 1));
  const { token } = await openGameSession(tdb.database.db, {
    playerId: player.id,
    providerId: STUDIO,
    gameId: `${STUDIO}/${slug}`,
    currency: "EUR",
    device: "desktop",
  });
  if (round === "none") return;
  const id = randomUUID();
  await wallet("bet", { token, round: id, amount: 100 });
  if (round === "closed") await wallet("win", { token, round: id, amount: 0, round_closed: true });
}

const getJson = async (url: string, headers: Record<string, string> = {}) => {
  const response = await call(app, "GET", url, { headers });
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe("GET /api/player/favorite_games with the v2 media type", () => {
  it("answers whole games, one per game, in the order added, for Accept and accept-client alike", async () => {
    const player = await fundedPlayer();
    const lanternEur = await offerId(`${STUDIO}/lamp-fixture`, "EUR");
    const diceFun = await offerId(`${STUDIO}/pebble-fixture`, "FUN");
    const diceEur = await offerId(`${STUDIO}/pebble-fixture`, "EUR");
    for (const id of [lanternEur, diceFun, diceEur]) {
      expect((await call(app, "PUT", `/api/player/favorite_games/${id}`, { cookie: player.cookie })).statusCode).toBe(
        204,
      );
    }
    await play(player, "pebble-fixture", "open");

    const v1 = await call(app, "GET", "/api/player/favorite_games", { cookie: player.cookie });
    expect(favoriteGames.parse(v1.json())).toEqual([lanternEur, diceFun, diceEur]);
    const asks: Record<string, string>[] = [{ accept: V2 }, { "accept-client": V2 }];
    for (const headers of asks) {
      const v2 = await call(app, "GET", "/api/player/favorite_games", { cookie: player.cookie, headers });
      expect(v2.statusCode).toBe(200);
      expect(v2.headers.vary).toMatch(/accept-client/i);
      const list = favoriteGamesV2.parse(v2.json());
      expect(list.map((game) => game.identifier)).toEqual([`${STUDIO}/lamp-fixture`, `${STUDIO}/pebble-fixture`]);
      expect(list[0]?.currencies.EUR?.id).toBe(lanternEur);
      expect(list[1]?.unfinished_games_for).toEqual(["EUR"]);
      expect(list[0]?.unfinished_games_for).toEqual([]);
    }
  });

  it("answers an empty list to a player without favourites, 401 signed out", async () => {
    const player = await fundedPlayer();
    const empty = await call(app, "GET", "/api/player/favorite_games", {
      cookie: player.cookie,
      headers: { accept: V2 },
    });
    expect(empty.json()).toEqual([]);
    expect((await call(app, "GET", "/api/player/favorite_games", { headers: { accept: V2 } })).statusCode).toBe(401);
  });
});

describe("GET /api/player/played_games", () => {
  it("lists each game played for money once, latest activity first", async () => {
    const player = await fundedPlayer();
    await play(player, "lamp-fixture", "closed");
    await play(player, "lamp-fixture", "closed");
    await play(player, "pebble-fixture", "open");
    await play(player, "comet-fixture", "none");
    const response = await call(app, "GET", "/api/player/played_games", { cookie: player.cookie });
    expect(response.statusCode).toBe(200);
    const list = playedGames.parse(response.json());
    expect(list.map((game) => game.identifier)).toEqual([
      `${STUDIO}/comet-fixture`,
      `${STUDIO}/pebble-fixture`,
      `${STUDIO}/lamp-fixture`,
    ]);
    const times = list.map((game) => Date.parse(game.last_activity_at ?? ""));
    expect(times.every((time) => Number.isFinite(time))).toBe(true);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it("is the player's own (another player's list is empty), bounded by limit, 401 signed out", async () => {
    const player = await fundedPlayer();
    await play(player, "lamp-fixture", "closed");
    await play(player, "pebble-fixture", "closed");
    const limited = await call(app, "GET", "/api/player/played_games?limit=1", { cookie: player.cookie });
    expect(playedGames.parse(limited.json())).toHaveLength(1);
    const other = await fundedPlayer();
    expect((await call(app, "GET", "/api/player/played_games", { cookie: other.cookie })).json()).toEqual([]);
    expect((await call(app, "GET", "/api/player/played_games")).statusCode).toBe(401);
    const bad = await call(app, "GET", "/api/player/played_games?limit=0", { cookie: player.cookie });
    expect(bad.statusCode).toBe(422);
  });
});

describe("GET /api/games/random", () => {
  it("answers a playable game of the collection asked for", async () => {
    for (let time = 0; time < 20; time += 1) {
      const game = gameInfo.parse(await getJson("/api/games/random?identifier=slots"));
      expect(game.categories).toContain("slots");
      expect(game.playable).toBe(true);
    }
  });

  it("without an identifier answers any playable game; device filters the games", async () => {
    const any = gameInfo.parse(await getJson("/api/games/random"));
    expect(any.playable).toBe(true);
    for (let time = 0; time < 10; time += 1) {
      const game = gameInfo.parse(await getJson("/api/games/random?identifier=all&device=mobile"));
      expect(game.devices).toContain("mobile");
    }
  });

  it("answers a game of the collection when none of it is playable", async () => {
    // The unconnected provider's game, alone in its collection for the time of the test.
    const db = tdb.database.db;
    const others = sql`'live' = any(categories) and provider_id <> ${IDLE} and enabled`;
    const hidden = await selectRows<{ id: string }>(
      db,
      sql`update games set enabled = false where ${others} returning id`,
    );
    const ids = hidden.map((row) => row.id);
    try {
      const fresh = await tdb.buildApp();
      const game = gameInfo.parse((await fresh.inject({ url: "/api/games/random?identifier=live" })).json());
      expect(game).toMatchObject({ identifier: `${IDLE}/table-fixture`, playable: false });
      expect(game.categories).toContain("live");
    } finally {
      if (ids.length > 0) {
        await db.execute(
          sql`update games set enabled = true where id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        );
      }
    }
  });

  it("refuses an unknown collection with 422", async () => {
    const response = await call(app, "GET", "/api/games/random?identifier=nope");
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: { identifier: expect.any(Array) } });
  });
});

describe("GET /api/games/jackpots", () => {
  it("answers every listed jackpot by currency and game, as the allowed lists carry them", async () => {
    const jackpots = gameJackpots.parse(await getJson("/api/games/jackpots"));
    const allowed = (await getJson("/api/games/allowed_desktop")) as AllowedGames;
    const expected: Record<string, Record<string, number>> = {};
    for (const [identifier, game] of Object.entries(allowed)) {
      for (const [currency, offer] of Object.entries(game.real)) {
        if (offer.jackpot !== undefined) expected[currency] = { ...expected[currency], [identifier]: offer.jackpot };
      }
    }
    expect(expected.EUR?.[`${IDLE}/table-fixture`]).toBe(JACKPOT);
    // Desktop lists nearly every game; the jackpots cover both devices.
    for (const [currency, byGame] of Object.entries(expected)) expect(jackpots[currency]).toMatchObject(byGame);
    expect(jackpots.FUN).toBeUndefined();
  });

  it("is an empty object while no game has a jackpot; a collection without games answers 404 to random", async () => {
    const db = tdb.database.db;
    await db.update(gameCurrencies).set({ jackpot: null });
    await db.execute(sql`update games set enabled = false where 'dice' = any(categories)`);
    const fresh = await tdb.buildApp();
    expect((await fresh.inject({ url: "/api/games/jackpots" })).json()).toEqual({});
    const random = await fresh.inject({ url: "/api/games/random?identifier=dice" });
    expect(random.statusCode).toBe(404);
    expect(random.json()).toEqual({ error: "No game in this collection" });
  });
});

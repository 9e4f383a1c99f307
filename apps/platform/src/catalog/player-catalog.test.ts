import { randomUUID } from "node:crypto";
import type { GamesInfo, PlayerGameRound, UnfinishedGame, Winner } from "@croupier/contract";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../identity/schema.ts";
import { findAccount } from "../ledger/accounts.ts";
import { fund } from "../ledger/ledger-test-helpers.ts";
import { gameProviders } from "../provider-wallet/schema.ts";
import { openGameSession } from "../provider-wallet/sessions.ts";
import { PROVIDER_SIGNATURE_HEADER, signProviderBody } from "../provider-wallet/signature.ts";
import { call, signUp, uniqueEmail } from "../test/identity-helpers.ts";
import { createTestDatabase, type TestDatabase } from "../test/test-app.ts";
import { addFixtureCatalog } from "./catalog-test-helpers.ts";
import { gameCurrencies, games } from "./schema.ts";

// Favourites, round history, unfinished games and winners. The rounds are played through the
// wallet protocol as the in-house studio (the provider whose secret the test database holds), on
// games the test adds to the catalogue itself, so the demo catalogue's titles do not matter.

const STUDIO = "croupier-studio";
const FIXTURE_GAMES: { slug: string; title: string }[] = [
  { slug: "lamp-fixture", title: "Fixture Lamp" },
  { slug: "pebble-fixture", title: "Fixture Pebble" },
  { slug: "compass-fixture", title: "Fixture Compass" },
  { slug: "comet-fixture", title: "Fixture Comet" },
  { slug: "glacier-fixture", title: "Fixture Glacier" },
  { slug: "quill-fixture", title: "Fixture Quill" },
  { slug: "marigold-fixture", title: "Fixture Marigold" },
  { slug: "sparrow-fixture", title: "Fixture Sparrow" },
];
let tdb: TestDatabase;
let app: FastifyInstance;
let secret: string;

beforeAll(async () => {
  tdb = await createTestDatabase();
  // Every test signs up players of its own from one address.
  app = await tdb.buildApp({ SIGN_UP_RATE_LIMIT_IP: "1000" });
  const [studio] = await tdb.database.db.select().from(gameProviders).where(eq(gameProviders.id, STUDIO));
  secret = studio?.secret ?? "";
  await addFixtureCatalog(tdb.database.db, [
    { id: STUDIO, games: FIXTURE_GAMES.map((game) => ({ ...game, offers: { EUR: null, FUN: null } })) },
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

interface Player {
  id: number;
  cookie: string;
  email: string;
}

async function fundedPlayer(options: { nickname?: string } = {}): Promise<Player> {
  const player = await signUp(app, uniqueEmail("catalog"));
  const db = tdb.database.db;
  const account = await findAccount(db, "player", "EUR", player.id);
  if (!account) throw new Error("sign-up opened no EUR account");
  await fund(db, account, 100_000n);
  if (options.nickname) await db.update(users).set({ nickname: options.nickname }).where(eq(users.id, player.id));
  return player;
}

/** A signed provider-wallet call of the studio, as a real launch would make it. */
async function wallet(action: "bet" | "win", body: Record<string, unknown>) {
  const raw = JSON.stringify({ request_uuid: randomUUID(), transaction_uuid: randomUUID(), currency: "EUR", ...body });
  const response = await app.inject({
    method: "POST",
    url: `/api/provider-wallet/${STUDIO}/${action}`,
    payload: raw,
    headers: { "content-type": "application/json", [PROVIDER_SIGNATURE_HEADER]: signProviderBody(secret, raw) },
  });
  const answer = response.json() as { status: string; balance?: number };
  expect(answer.status).toBe("RS_OK");
  return answer;
}

/** One round on a studio game: a bet, then (unless left open) a win that closes it. */
async function playRound(
  player: Player,
  slug: string,
  stake: number,
  payout: number | null,
  device: "desktop" | "mobile" = "desktop",
) {
  const { token } = await openGameSession(tdb.database.db, {
    playerId: player.id,
    providerId: STUDIO,
    gameId: `${STUDIO}/${slug}`,
    currency: "EUR",
    device,
  });
  const round = randomUUID();
  await wallet("bet", { token, round, amount: stake });
  if (payout === null) return null;
  return wallet("win", { token, round, amount: payout, round_closed: true });
}

describe("favourite games", () => {
  it("adds, lists and removes per-currency ids, idempotently", async () => {
    const player = await fundedPlayer();
    const lamp = await offerId(`${STUDIO}/lamp-fixture`, "EUR");
    const dice = await offerId(`${STUDIO}/pebble-fixture`, "FUN");
    const list = async () => (await call(app, "GET", "/api/player/favorite_games", { cookie: player.cookie })).json();
    expect(await list()).toEqual([]);
    for (let time = 0; time < 2; time += 1) {
      expect((await call(app, "PUT", `/api/player/favorite_games/${lamp}`, { cookie: player.cookie })).statusCode).toBe(
        204,
      );
    }
    await call(app, "PUT", `/api/player/favorite_games/${dice}`, { cookie: player.cookie });
    expect(await list()).toEqual([lamp, dice]);
    for (let time = 0; time < 2; time += 1) {
      expect(
        (await call(app, "DELETE", `/api/player/favorite_games/${lamp}`, { cookie: player.cookie })).statusCode,
      ).toBe(204);
    }
    expect(await list()).toEqual([dice]);
    const other = await fundedPlayer();
    expect((await call(app, "GET", "/api/player/favorite_games", { cookie: other.cookie })).json()).toEqual([]);
  });

  it("refuses an unknown id (404), a malformed one (422), signed-out calls (401) and other sites (403)", async () => {
    const player = await fundedPlayer();
    const lamp = await offerId(`${STUDIO}/lamp-fixture`, "EUR");
    expect((await call(app, "PUT", "/api/player/favorite_games/999999999", { cookie: player.cookie })).statusCode).toBe(
      404,
    );
    const malformed = await call(app, "PUT", "/api/player/favorite_games/abc", { cookie: player.cookie });
    expect(malformed.statusCode).toBe(422);
    expect((malformed.json() as { errors: Record<string, string[]> }).errors.id).toBeDefined();
    expect((await call(app, "GET", "/api/player/favorite_games")).statusCode).toBe(401);
    expect((await call(app, "PUT", `/api/player/favorite_games/${lamp}`)).statusCode).toBe(401);
    const crossSite = await app.inject({
      method: "PUT",
      url: `/api/player/favorite_games/${lamp}`,
      headers: { cookie: player.cookie, origin: "https://evil.example" },
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await call(app, "GET", "/api/player/favorite_games", { cookie: player.cookie })).json()).toEqual([]);
  });
});

describe("game history and unfinished games", () => {
  it("lists the player's rounds newest first with totals, losses and the balance after", async () => {
    const player = await fundedPlayer();
    await playRound(player, "lamp-fixture", 500, 1_250);
    const lost = await playRound(player, "pebble-fixture", 300, 0);
    await playRound(player, "compass-fixture", 200, null);
    const response = await call(app, "GET", "/api/player/games", { cookie: player.cookie });
    expect(response.statusCode).toBe(200);
    const rounds = response.json() as PlayerGameRound[];
    expect(rounds.map((round) => round.game)).toEqual([
      `${STUDIO}/compass-fixture`,
      `${STUDIO}/pebble-fixture`,
      `${STUDIO}/lamp-fixture`,
    ]);
    expect(rounds[0]).toMatchObject({ bet_status: "open", finished_at: null, total_bets: 200, total_wins: 0 });
    expect(rounds[1]).toMatchObject({
      bet_status: "closed",
      title: "Fixture Pebble",
      currency: "EUR",
      provider: STUDIO,
      total_bets: 300,
      total_wins: 0,
      total_losses: 300,
      balance_after: lost?.balance,
    });
    expect(rounds[2]).toMatchObject({ total_bets: 500, total_wins: 1_250, total_losses: 0 });
    expect(rounds[1]?.finished_at).not.toBeNull();
    const limited = await call(app, "GET", "/api/player/games?limit=1", { cookie: player.cookie });
    expect((limited.json() as PlayerGameRound[]).length).toBe(1);
    expect((await call(app, "GET", "/api/player/games?limit=0", { cookie: player.cookie })).statusCode).toBe(422);
    expect((await call(app, "GET", "/api/player/games")).statusCode).toBe(401);
  });

  it("lists open rounds per device with the id to relaunch them, and marks them in games_info", async () => {
    const player = await fundedPlayer();
    await playRound(player, "comet-fixture", 100, null, "mobile");
    await playRound(player, "glacier-fixture", 100, 50);
    const mobile = (await call(app, "GET", "/api/player/unfinished_games/mobile", { cookie: player.cookie })).json();
    expect(mobile as UnfinishedGame[]).toEqual([
      expect.objectContaining({
        identifier: `${STUDIO}/comet-fixture`,
        title: "Fixture Comet",
        currency: "EUR",
        game_currency_id: await offerId(`${STUDIO}/comet-fixture`, "EUR"),
      }),
    ]);
    expect((await call(app, "GET", "/api/player/unfinished_games/desktop", { cookie: player.cookie })).json()).toEqual(
      [],
    );
    expect((await call(app, "GET", "/api/player/unfinished_games/tablet", { cookie: player.cookie })).statusCode).toBe(
      422,
    );

    const url = `/api/games_info?identifiers[]=${STUDIO}/comet-fixture&identifiers[]=${STUDIO}/glacier-fixture`;
    const info = (await call(app, "GET", url, { cookie: player.cookie })).json() as GamesInfo;
    expect(info[`${STUDIO}/comet-fixture`]?.unfinished_games_for).toEqual(["EUR"]);
    expect(info[`${STUDIO}/glacier-fixture`]?.unfinished_games_for).toEqual([]);
    const signedOut = (await call(app, "GET", url)).json() as GamesInfo;
    expect(signedOut[`${STUDIO}/comet-fixture`]?.unfinished_games_for).toEqual([]);
  });
});

describe("winners", () => {
  it("show the latest and the biggest wins with a nickname or a masked e-mail, never the address", async () => {
    const masked = await fundedPlayer();
    const named = await fundedPlayer({ nickname: "LuckyOtter" });
    await playRound(masked, "quill-fixture", 100, 700);
    await playRound(named, "marigold-fixture", 100, 12_345);
    await playRound(named, "sparrow-fixture", 100, 0);
    // A win on a game the catalogue does not list is left out, and the list still fills up.
    await playRound(named, "uncatalogued-fixture", 100, 900);

    const latest = (await call(app, "GET", "/api/stats/winners/latest")).json() as Winner[];
    expect(latest.slice(0, 2).map((winner) => winner.game_identifier)).toEqual([
      `${STUDIO}/marigold-fixture`,
      `${STUDIO}/quill-fixture`,
    ]);
    expect(latest.some((winner) => winner.game_identifier === `${STUDIO}/sparrow-fixture`)).toBe(false);
    expect(latest.some((winner) => winner.game_identifier === `${STUDIO}/uncatalogued-fixture`)).toBe(false);
    const [first, second] = latest;
    expect(first).toMatchObject({
      nickname: "LuckyOtter",
      currency: "EUR",
      game_title: "Fixture Marigold",
      game_table_url: `/games/${STUDIO}/marigold-fixture/${await offerId(`${STUDIO}/marigold-fixture`, "EUR")}`,
      game_table_image_path: `/api/games/thumbnails/${STUDIO}/marigold-fixture.webp`,
      bet_amount_cents: 100,
      win_amount_cents: 12_345,
      humanized_win: "€123.45",
    });
    expect(second?.nickname).toBe(`${masked.email.slice(0, 2)}***`);
    expect(JSON.stringify(latest)).not.toContain(masked.email);

    const top = (await call(app, "GET", "/api/stats/winners/top")).json() as Winner[];
    expect(top.map((winner) => winner.win_amount_cents)).toEqual(
      [...top.map((winner) => winner.win_amount_cents)].sort((a, b) => b - a),
    );
    expect(top[0]?.win_amount_cents).toBeGreaterThanOrEqual(12_345);
    const inEur = await call(app, "GET", "/api/stats/winners/top/EUR");
    expect(inEur.headers["cache-control"]).toContain("max-age=10");
    expect((inEur.json() as Winner[]).length).toBeGreaterThanOrEqual(2);
    expect((await call(app, "GET", "/api/stats/winners/top/USD")).json()).toEqual([]);
    expect((await call(app, "GET", "/api/stats/winners/top/eu%20r")).statusCode).toBe(422);
  });
});

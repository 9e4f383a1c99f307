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
import { gameCurrencies, games } from "./schema.ts";

const STUDIO = "croupier-studio";
let tdb: TestDatabase;
let app: FastifyInstance;
let secret: string;

beforeAll(async () => {
  tdb = await createTestDatabase();
  // Every test signs up players of its own from one address.
  app = await tdb.buildApp({ SIGN_UP_RATE_LIMIT_IP: "1000" });
  const [studio] = await tdb.database.db.select().from(gameProviders).where(eq(gameProviders.id, STUDIO));
  secret = studio?.secret ?? "";
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
    const lantern = await offerId(`${STUDIO}/lantern-tide`, "EUR");
    const dice = await offerId(`${STUDIO}/pebble-dice`, "FUN");
    const list = async () => (await call(app, "GET", "/api/player/favorite_games", { cookie: player.cookie })).json();
    expect(await list()).toEqual([]);
    for (let time = 0; time < 2; time += 1) {
      expect(
        (await call(app, "PUT", `/api/player/favorite_games/${lantern}`, { cookie: player.cookie })).statusCode,
      ).toBe(204);
    }
    await call(app, "PUT", `/api/player/favorite_games/${dice}`, { cookie: player.cookie });
    expect(await list()).toEqual([lantern, dice]);
    for (let time = 0; time < 2; time += 1) {
      expect(
        (await call(app, "DELETE", `/api/player/favorite_games/${lantern}`, { cookie: player.cookie })).statusCode,
      ).toBe(204);
    }
    expect(await list()).toEqual([dice]);
    const other = await fundedPlayer();
    expect((await call(app, "GET", "/api/player/favorite_games", { cookie: other.cookie })).json()).toEqual([]);
  });

  it("refuses an unknown id (404), a malformed one (422), signed-out calls (401) and other sites (403)", async () => {
    const player = await fundedPlayer();
    const lantern = await offerId(`${STUDIO}/lantern-tide`, "EUR");
    expect((await call(app, "PUT", "/api/player/favorite_games/999999999", { cookie: player.cookie })).statusCode).toBe(
      404,
    );
    const malformed = await call(app, "PUT", "/api/player/favorite_games/abc", { cookie: player.cookie });
    expect(malformed.statusCode).toBe(422);
    expect((malformed.json() as { errors: Record<string, string[]> }).errors.id).toBeDefined();
    expect((await call(app, "GET", "/api/player/favorite_games")).statusCode).toBe(401);
    expect((await call(app, "PUT", `/api/player/favorite_games/${lantern}`)).statusCode).toBe(401);
    const crossSite = await app.inject({
      method: "PUT",
      url: `/api/player/favorite_games/${lantern}`,
      headers: { cookie: player.cookie, origin: "https://evil.example" },
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await call(app, "GET", "/api/player/favorite_games", { cookie: player.cookie })).json()).toEqual([]);
  });
});

describe("game history and unfinished games", () => {
  it("lists the player's rounds newest first with totals, losses and the balance after", async () => {
    const player = await fundedPlayer();
    await playRound(player, "lantern-tide", 500, 1_250);
    const lost = await playRound(player, "pebble-dice", 300, 0);
    await playRound(player, "meridian-roulette", 200, null);
    const response = await call(app, "GET", "/api/player/games", { cookie: player.cookie });
    expect(response.statusCode).toBe(200);
    const rounds = response.json() as PlayerGameRound[];
    expect(rounds.map((round) => round.game)).toEqual([
      `${STUDIO}/meridian-roulette`,
      `${STUDIO}/pebble-dice`,
      `${STUDIO}/lantern-tide`,
    ]);
    expect(rounds[0]).toMatchObject({ bet_status: "open", finished_at: null, total_bets: 200, total_wins: 0 });
    expect(rounds[1]).toMatchObject({
      bet_status: "closed",
      title: "Pebble Dice",
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
    await playRound(player, "copper-comet", 100, null, "mobile");
    await playRound(player, "glacier-vault", 100, 50);
    const mobile = (await call(app, "GET", "/api/player/unfinished_games/mobile", { cookie: player.cookie })).json();
    expect(mobile as UnfinishedGame[]).toEqual([
      expect.objectContaining({
        identifier: `${STUDIO}/copper-comet`,
        title: "Copper Comet",
        currency: "EUR",
        game_currency_id: await offerId(`${STUDIO}/copper-comet`, "EUR"),
      }),
    ]);
    expect((await call(app, "GET", "/api/player/unfinished_games/desktop", { cookie: player.cookie })).json()).toEqual(
      [],
    );
    expect((await call(app, "GET", "/api/player/unfinished_games/tablet", { cookie: player.cookie })).statusCode).toBe(
      422,
    );

    const url = `/api/games_info?identifiers[]=${STUDIO}/copper-comet&identifiers[]=${STUDIO}/glacier-vault`;
    const info = (await call(app, "GET", url, { cookie: player.cookie })).json() as GamesInfo;
    expect(info[`${STUDIO}/copper-comet`]?.unfinished_games_for).toEqual(["EUR"]);
    expect(info[`${STUDIO}/glacier-vault`]?.unfinished_games_for).toEqual([]);
    const signedOut = (await call(app, "GET", url)).json() as GamesInfo;
    expect(signedOut[`${STUDIO}/copper-comet`]?.unfinished_games_for).toEqual([]);
  });
});

describe("winners", () => {
  it("show the latest and the biggest wins with a nickname or a masked e-mail, never the address", async () => {
    const masked = await fundedPlayer();
    const named = await fundedPlayer({ nickname: "LuckyOtter" });
    await playRound(masked, "thunder-quill", 100, 700);
    await playRound(named, "marigold-mirage", 100, 12_345);
    await playRound(named, "sparrow-roulette", 100, 0);

    const latest = (await call(app, "GET", "/api/stats/winners/latest")).json() as Winner[];
    expect(latest.slice(0, 2).map((winner) => winner.game_identifier)).toEqual([
      `${STUDIO}/marigold-mirage`,
      `${STUDIO}/thunder-quill`,
    ]);
    expect(latest.some((winner) => winner.game_identifier === `${STUDIO}/sparrow-roulette`)).toBe(false);
    const [first, second] = latest;
    expect(first).toMatchObject({
      nickname: "LuckyOtter",
      currency: "EUR",
      game_title: "Marigold Mirage",
      game_table_url: `/games/${STUDIO}/marigold-mirage/${await offerId(`${STUDIO}/marigold-mirage`, "EUR")}`,
      game_table_image_path: `/api/games/thumbnails/${STUDIO}/marigold-mirage.webp`,
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

import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findAccount, getAccountBalance, getSystemAccount } from "../ledger/accounts.ts";
import { checkLedger } from "../ledger/invariants.ts";
import { fund } from "../ledger/ledger-test-helpers.ts";
import { gameProviders } from "../provider-wallet/schema.ts";
import { openGameSession } from "../provider-wallet/sessions.ts";
import { PROVIDER_SIGNATURE_HEADER, signProviderBody } from "../provider-wallet/signature.ts";
import { realtimePublications } from "../realtime/schema.ts";
import { call, signUp } from "../test/identity-helpers.ts";
import { createTestDatabase, type TestDatabase } from "../test/test-app.ts";
import { accrueCompPoints } from "./accrual.ts";
import { findBalance } from "./balances.ts";
import { loyaltyBalances, loyaltyPointMoves } from "./schema.ts";

const PROVIDER = "loyalty-studio";
const SECRET = "loyalty-provider-secret";

let tdb: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  tdb = await createTestDatabase();
  // The periodic run is left to its interval: the tests run accrual themselves.
  app = await tdb.buildApp({ LOYALTY_ACCRUAL_INTERVAL_MS: "3600000", SIGN_UP_RATE_LIMIT_IP: "1000" });
  await tdb.database.db.insert(gameProviders).values({ id: PROVIDER, name: "Loyalty studio", secret: SECRET });
});
afterAll(() => tdb.close());

interface Player {
  id: number;
  cookie: string;
  token: string;
}

/** A signed-up EUR player with `funds` cents and an open session of the test provider. */
async function startPlayer(funds: bigint): Promise<Player> {
  const { id, cookie } = await signUp(app);
  const account = await findAccount(tdb.database.db, "player", "EUR", id);
  if (!account) throw new Error("sign-up opened no EUR account");
  if (funds > 0n) await fund(tdb.database.db, account, funds);
  const { token } = await openGameSession(
    tdb.database.db,
    { playerId: id, providerId: PROVIDER, gameId: "loyalty-roulette", currency: "EUR", device: "desktop" },
    new Date(),
  );
  return { id, cookie, token };
}

/** A bet through the provider wallet protocol, as a provider places it. */
async function bet(player: Player, amount: number): Promise<void> {
  const raw = JSON.stringify({
    request_uuid: randomUUID(),
    token: player.token,
    transaction_uuid: randomUUID(),
    round: randomUUID(),
    currency: "EUR",
    amount,
  });
  const response = await app.inject({
    method: "POST",
    url: `/api/provider-wallet/${PROVIDER}/bet`,
    payload: raw,
    headers: { "content-type": "application/json", [PROVIDER_SIGNATURE_HEADER]: signProviderBody(SECRET, raw) },
  });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({ status: "RS_OK" });
}

async function compPoints(player: Player) {
  const response = await call(app, "GET", "/api/player/comp_points", { cookie: player.cookie });
  expect(response.statusCode).toBe(200);
  return response.json() as { chargeable: { points: number }; persistent: { points: number }; level: string };
}

const eurBalance = async (playerId: number) =>
  (await findAccount(tdb.database.db, "player", "EUR", playerId))?.balance ?? 0n;

const accrue = () => accrueCompPoints(tdb.database.db, { settleMs: 0 });

const levelUps = (playerId: number) =>
  tdb.database.db
    .select()
    .from(realtimePublications)
    .where(eq(realtimePublications.channel, `comps_award#${playerId}`));

describe("VIP levels", () => {
  it("lists the six levels with their point ranges, leagues and benefits", async () => {
    const response = await call(app, "GET", "/api/info/statuses");
    expect(response.statusCode).toBe(200);
    const levels = response.json() as Array<{
      id: string;
      name: string;
      league: string;
      conditions: Array<{ persistent_comp_points: { min: number; max: number | null } }>;
    }>;
    expect(levels.map((level) => [level.id, level.name, level.league])).toEqual([
      ["level_0", "Begin", "rookie"],
      ["level_1", "Newbie", "rookie"],
      ["level_2", "Pro", "premier"],
      ["level_3", "Legend", "premier"],
      ["level_4", "Hero", "high"],
      ["level_5", "Chosen One", "high"],
    ]);
    expect(levels.map((level) => level.conditions[0]?.persistent_comp_points)).toEqual([
      { type: "range", min: 0, max: 100, exclude_end: true },
      { type: "range", min: 100, max: 500, exclude_end: true },
      { type: "range", min: 500, max: 1500, exclude_end: true },
      { type: "range", min: 1500, max: 5000, exclude_end: true },
      { type: "range", min: 5000, max: 15000, exclude_end: true },
      { type: "range", min: 15000, max: null, exclude_end: true },
    ]);
  });

  it("answers the money rates per level, and a new player at Begin with no points", async () => {
    const rates = (await call(app, "GET", "/api/comp_points/rates/money")).json() as Array<{
      group: string;
      wager: number;
      rates: Array<{ points: number; currency: string; amount_cents: number }>;
    }>;
    expect(rates.map((rate) => rate.group)).toEqual(["level_0", "level_1", "level_2", "level_3", "level_4", "level_5"]);
    expect(rates[1]?.wager).toBe(2000);
    expect(rates[1]?.rates.find((rate) => rate.currency === "EUR")).toEqual({
      points: 100,
      currency: "EUR",
      amount_cents: 110,
    });
    const player = await startPlayer(0n);
    expect(await compPoints(player)).toEqual({
      chargeable: { points: 0 },
      persistent: { points: 0 },
      level: "level_0",
    });
    const profile = (await call(app, "GET", "/api/player", { cookie: player.cookie })).json() as {
      statuses: Array<{ id: string }>;
    };
    expect(profile.statuses[0]).toEqual({ id: "level_0", name: "Begin" });
  });

  it("refuses the player's calls when signed out", async () => {
    expect((await call(app, "GET", "/api/player/comp_points")).statusCode).toBe(401);
    expect((await call(app, "GET", "/api/player/status_groups")).statusCode).toBe(401);
    const exchange = await call(app, "POST", "/api/comp_points/exchange/money", {
      payload: { exchange: { points: 100, currency: "EUR" } },
    });
    expect(exchange.statusCode).toBe(401);
  });
});

describe("comp point accrual", () => {
  it("awards 1 point per €20 wagered, once, when two runs race", async () => {
    const player = await startPlayer(100_000n);
    await bet(player, 1_500); // €15: 0.75 CP
    await bet(player, 1_500); // €15: 1.5 CP in all
    await bet(player, 2_000); // €20: 2.5 CP in all
    const [first, second] = await Promise.all([accrue(), accrue()]);
    expect(first.points + second.points).toBe(2);
    expect(await accrue()).toMatchObject({ bets: 0, points: 0 });
    expect(await compPoints(player)).toEqual({
      chargeable: { points: 2 },
      persistent: { points: 2 },
      level: "level_0",
    });
    // The half point carries over to the next bet.
    await bet(player, 1_000);
    await accrue();
    expect((await compPoints(player)).persistent.points).toBe(3);
    const [balance] = await tdb.database.db
      .select()
      .from(loyaltyBalances)
      .where(eq(loyaltyBalances.playerId, player.id));
    expect(balance?.millipoints).toBe(0);
  });

  it("awards each player of one run their own points, carrying each one's fraction", async () => {
    const players = [await startPlayer(100_000n), await startPlayer(100_000n), await startPlayer(100_000n)];
    await bet(players[0] as Player, 4_000); // €40: 2 CP
    await bet(players[1] as Player, 1_000); // €10: 0.5 CP
    await bet(players[2] as Player, 6_500); // €65: 3.25 CP
    await bet(players[0] as Player, 500); // €5 more: 2.25 CP
    const run = await accrue();
    expect(run).toMatchObject({ bets: 4, points: 5 });
    expect(await Promise.all(players.map(async (player) => (await compPoints(player)).persistent.points))).toEqual([
      2, 0, 3,
    ]);
    const balances = await Promise.all(players.map((player) => findBalance(tdb.database.db, player.id)));
    expect(balances.map((balance) => balance?.millipoints)).toEqual([250, 500, 250]);
    const moves = await tdb.database.db
      .select({ playerId: loyaltyPointMoves.playerId, points: loyaltyPointMoves.persistentPoints })
      .from(loyaltyPointMoves)
      .where(
        inArray(
          loyaltyPointMoves.playerId,
          players.map((player) => player.id),
        ),
      )
      .orderBy(loyaltyPointMoves.playerId);
    // No move for the player whose half point earned nothing whole yet.
    expect(moves).toEqual([
      { playerId: players[0]?.id, points: 2 },
      { playerId: players[2]?.id, points: 3 },
    ]);
  });

  it("moves a player up a level with its comps_award and its reward", async () => {
    const player = await startPlayer(500_000n);
    for (let index = 0; index < 10; index += 1) await bet(player, 19_000); // €190 each: 95 CP in all
    await accrue();
    expect(await compPoints(player)).toEqual({
      chargeable: { points: 95 },
      persistent: { points: 95 },
      level: "level_0",
    });
    expect(await levelUps(player.id)).toEqual([]);

    await bet(player, 10_000); // €100: 5 CP, 100 in all: Newbie, and its 50 chargeable points
    const result = await accrue();
    expect(result.levelUps).toEqual([
      expect.objectContaining({
        playerId: player.id,
        level: { id: "level_1", name: "Newbie" },
        chargeable_points_awarded: 50,
      }),
    ]);
    expect(await compPoints(player)).toEqual({
      chargeable: { points: 150 },
      persistent: { points: 100 },
      level: "level_1",
    });
    const published = await levelUps(player.id);
    expect(published).toHaveLength(1);
    expect(published[0]?.data).toEqual({
      type: "level_up",
      title: "New VIP level: Newbie",
      level: { id: "level_1", name: "Newbie" },
      persistent_points: 100,
      chargeable_points_awarded: 50,
    });
    const profile = (await call(app, "GET", "/api/player", { cookie: player.cookie })).json() as {
      statuses: Array<{ id: string }>;
    };
    expect(profile.statuses[0]).toEqual({ id: "level_1", name: "Newbie" });
    const groups = (await call(app, "GET", "/api/player/status_groups", { cookie: player.cookie })).json() as Array<{
      id: string;
    }>;
    expect(groups.map((group) => group.id)).toEqual(["level_1"]);
    const rewards = await tdb.database.db
      .select()
      .from(loyaltyPointMoves)
      .where(and(eq(loyaltyPointMoves.playerId, player.id), eq(loyaltyPointMoves.kind, "level_reward")));
    expect(rewards.map((move) => move.chargeablePoints)).toEqual([50]);
    // Newbie's other reward: the VIP level-up loot box, to open.
    const boxes = (await call(app, "GET", "/api/player/lootboxes", { cookie: player.cookie })).json();
    expect(boxes).toEqual([
      expect.objectContaining({ stage: "issued", strategy: "level_up", group_key: "vip-level-up" }),
    ]);
  });

  it("grants the rewards of every level passed at once", async () => {
    const player = await startPlayer(2_000_000n);
    await bet(player, 1_000_000); // €10,000: 500 CP, Begin → Pro
    const result = await accrue();
    expect(result.levelUps.map((notice) => notice.level.id)).toEqual(["level_2"]);
    expect(await compPoints(player)).toEqual({
      chargeable: { points: 500 + 50 + 150 },
      persistent: { points: 500 },
      level: "level_2",
    });
    expect((await checkLedger(tdb.database.db)).breaches).toEqual([]);
  });
});

describe("comp point exchange", () => {
  async function newbie(): Promise<Player> {
    const player = await startPlayer(500_000n);
    await bet(player, 200_000); // €2,000: 100 CP → Newbie, 150 chargeable
    await accrue();
    expect(await compPoints(player)).toMatchObject({ chargeable: { points: 150 }, level: "level_1" });
    return player;
  }

  const exchange = (player: Player, body: Record<string, unknown>) =>
    call(app, "POST", "/api/comp_points/exchange/money", { cookie: player.cookie, payload: { exchange: body } });

  it("credits the exact money at the level's rate and takes the points, in one go", async () => {
    const player = await newbie();
    const before = await eurBalance(player.id);
    const promotional = await getSystemAccount(tdb.database.db, "bonus", "EUR");
    const promotionalBefore = await getAccountBalance(tdb.database.db, promotional);
    const response = await exchange(player, { points: 120, currency: "EUR", group: "level_1" });
    expect(response.statusCode).toBe(200);
    // Newbie: 100 CP = €1.10, so 120 CP = €1.32.
    expect(response.json()).toEqual({
      chargeable: { points: 30 },
      persistent: { points: 100 },
      level: "level_1",
      exchanged: { points: 120, currency: "EUR", amount_cents: 132 },
    });
    expect(await eurBalance(player.id)).toBe(before + 132n);
    expect(await getAccountBalance(tdb.database.db, promotional)).toBe(promotionalBefore - 132n);
    expect(await compPoints(player)).toEqual({
      chargeable: { points: 30 },
      persistent: { points: 100 },
      level: "level_1",
    });
    expect((await checkLedger(tdb.database.db)).breaches).toEqual([]);
  });

  it("refuses bad points, an unheld currency or another level with a field error, changing nothing", async () => {
    const player = await newbie();
    const before = await eurBalance(player.id);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ points: "abc", currency: "EUR" }, "points", "must be a whole number of points"],
      [{ points: 0, currency: "EUR" }, "points", "must be a whole number of points"],
      [{ points: 120.5, currency: "EUR" }, "points", "must be a whole number of points"],
      [{ points: -5, currency: "EUR" }, "points", "must be a whole number of points"],
      [{ points: 99, currency: "EUR" }, "points", "exchange at least 100 points"],
      [{ points: 151, currency: "EUR" }, "points", "you have only 150 points"],
      [{ points: 100, currency: "BTC" }, "currency", "invalid input"],
      [{ points: 100, currency: "EUR", group: "level_3" }, "group", "invalid input"],
    ];
    for (const [body, field, message] of cases) {
      const response = await exchange(player, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json(), JSON.stringify(body)).toEqual({ errors: { [field]: [message] } });
    }
    const russian = await call(app, "POST", "/api/comp_points/exchange/money?locale=ru", {
      cookie: player.cookie,
      payload: { exchange: { points: 151, currency: "EUR" } },
      headers: { "accept-language": "ru" },
    });
    expect(russian.json()).toEqual({ errors: { points: ["доступно баллов: 150"] } });
    expect(await eurBalance(player.id)).toBe(before);
    expect(await compPoints(player)).toMatchObject({ chargeable: { points: 150 } });
    expect((await checkLedger(tdb.database.db)).breaches).toEqual([]);
  });
});

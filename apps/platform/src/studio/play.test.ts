import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkLedger } from "../ledger/invariants.ts";
import { ledgerEntries } from "../ledger/schema.ts";
import { gameActions, gameRounds } from "../provider-wallet/schema.ts";
import type { TestDatabase } from "../test/test-app.ts";
import { studioDemoSessions, studioPlays } from "./schema.ts";
import {
  eurBalance,
  fundedPlayer,
  launch,
  postPlay,
  type StudioGame,
  setPlayRules,
  startStudioApp,
  studio,
} from "./studio-test-helpers.ts";

let tdb: TestDatabase;
let app: FastifyInstance;
let now = new Date("2026-11-22T12:00:00Z");
let slot: StudioGame;
let roulette: StudioGame;
let dice: StudioGame;

beforeAll(async () => {
  ({
    tdb,
    app,
    games: [slot, roulette, dice],
  } = await startStudioApp(["lantern-tide", "meridian-roulette", "pebble-dice"], () => now));
});
afterAll(() => tdb.close());

const spin = (token: string, bet = 100) => postPlay(app, token, { type: "spin", bet });

async function ledgerRowCount(): Promise<number> {
  const [row] = await tdb.database.db.select({ count: sql<string>`count(*)` }).from(ledgerEntries);
  return Number(row?.count ?? 0);
}

describe("GET /api/studio/session", () => {
  it("answers the balance through the wallet, the title, fairness and the play rules", async () => {
    const player = await fundedPlayer(app, 5_000n);
    const { token } = await launch(app, slot.eur, player.cookie);
    const response = await studio(app, "GET", "/api/studio/session", token);
    expect(response.statusCode).toBe(200);
    const session = response.json();
    expect(session).toMatchObject({
      mode: "real",
      currency: "EUR",
      balance: 5_000,
      identifier: slot.identifier,
      title_id: "lantern-tide",
      title: "Lantern Tide",
      engine: "slot",
      state: null,
      fairness: { next_nonce: 0 },
      rules: {
        min_round_interval_ms: 0,
        autoplay_allowed: true,
        turbo_allowed: true,
        reality_check_default_minutes: 60,
        session_clock_shown: true,
      },
    });
    expect(session.fairness.server_seed_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(session.definition).toMatchObject({ rows: 3, reels: 5, bet_limits: { min: 20, max: 10_000, step: 20 } });
    expect(session.definition.bonus_buy).toEqual({ price_multiplier: 17, free_spins: 10 });
    expect(JSON.stringify(session)).not.toMatch(/server_seed"/);
  });

  it("answers 401 without a token or with an unknown one", async () => {
    expect((await studio(app, "GET", "/api/studio/session", null)).statusCode).toBe(401);
    expect((await studio(app, "GET", "/api/studio/session", "not-a-token")).statusCode).toBe(401);
  });
});

describe("POST /api/studio/play with real money", () => {
  it("moves the ledger balance by exactly win − stake through the wallet protocol", async () => {
    const db = tdb.database.db;
    const player = await fundedPlayer(app, 10_000n);
    const { token, session_id } = await launch(app, slot.eur, player.cookie);
    let expected = 10_000n;
    let nonce = 0;
    for (let round = 0; round < 5; round += 1) {
      // A spin may trigger free spins: the round then goes on with stake-0 free spins.
      let play = (await spin(token)).json();
      const plays = [play];
      while (!play.round_closed) {
        const response = await studio(app, "POST", "/api/studio/play", token, { action: { type: "free_spin" } });
        expect(response.statusCode).toBe(200);
        play = response.json();
        plays.push(play);
      }
      for (const [index, item] of plays.entries()) {
        expected += BigInt(item.win - item.stake);
        expect(item).toMatchObject({ stake: index === 0 ? 100 : 0, nonce });
        nonce += 1;
        const actions = await db
          .select()
          .from(gameActions)
          .where(sql`${gameActions.transactionId} like ${`studio-${item.play_id}-%`}`);
        const moves = [["win", BigInt(item.win), session_id]];
        if (item.stake > 0) moves.push(["bet", BigInt(item.stake), session_id]);
        expect(actions.map((action) => [action.kind, action.amount, action.sessionId]).sort()).toEqual(moves.sort());
      }
      expect(play).toMatchObject({ balance: Number(expected), fairness: { next_nonce: nonce } });
      expect(await eurBalance(db, player.id)).toBe(expected);
      const [row] = await db.select().from(studioPlays).where(eq(studioPlays.id, play.play_id));
      expect(row).toMatchObject({ status: "settled", balanceAfter: expected });
      const [recorded] = await db
        .select()
        .from(gameRounds)
        .where(eq(gameRounds.roundId, row?.roundRef ?? ""));
      expect(recorded).toMatchObject({
        closed: true,
        totalBet: 100n,
        totalWin: BigInt(play.round_win),
        playerId: player.id,
      });
    }
    expect((await checkLedger(db)).breaches).toEqual([]);
  });

  it("refuses a bet beyond the balance: play refused, nothing moved, nonce used", async () => {
    const player = await fundedPlayer(app, 150n);
    const { token } = await launch(app, dice.eur, player.cookie);
    const roll = (bet: number) =>
      studio(app, "POST", "/api/studio/play", token, {
        action: { type: "roll", bet, direction: "under", target: 4950 },
      });
    const refused = await roll(151);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ code: "insufficient_funds", balance: 150 });
    expect(await eurBalance(tdb.database.db, player.id)).toBe(150n);
    const [row] = await tdb.database.db.select().from(studioPlays).where(eq(studioPlays.playerId, player.id));
    expect(row).toMatchObject({ status: "refused", nonce: 0 });
    const after = await roll(100);
    expect(after.statusCode).toBe(200);
    expect(after.json().nonce).toBe(1);
  });

  it("refuses bad actions with 422 field errors, drawing nothing", async () => {
    const player = await fundedPlayer(app, 10_000n);
    const { token } = await launch(app, roulette.eur, player.cookie);
    const cases: [unknown, string][] = [
      [{ type: "dance" }, "action.type"],
      [{ type: "spin", bet: 100 }, "action.type"],
      [{ type: "place_bets", bets: [{ kind: "split", numbers: [1, 5], amount: 10 }] }, "action.bets"],
      [{ type: "place_bets", bets: [{ kind: "red", amount: 5 }] }, "action.bets"],
      [{ type: "place_bets", bets: [{ kind: "red", amount: -10 }] }, "action.bets.0.amount"],
      [{ type: "place_bets", bets: [] }, "action.bets"],
    ];
    for (const [action, field] of cases) {
      const response = await studio(app, "POST", "/api/studio/play", token, { action });
      expect(response.statusCode, JSON.stringify(action)).toBe(422);
      expect(Object.keys(response.json().errors)).toContain(field);
    }
    const slotToken = (await launch(app, slot.eur, player.cookie)).token;
    const outside = await spin(slotToken, 20_000);
    expect(outside.statusCode).toBe(422);
    expect(outside.json().errors).toHaveProperty(["action.bet"]);
    expect(await eurBalance(tdb.database.db, player.id)).toBe(10_000n);
    const session = await studio(app, "GET", "/api/studio/session", slotToken);
    expect(session.json().fairness.next_nonce).toBe(0);
  });

  it("plays roulette bets and pays them through the wallet", async () => {
    const player = await fundedPlayer(app, 10_000n);
    const { token } = await launch(app, roulette.eur, player.cookie);
    const response = await studio(app, "POST", "/api/studio/play", token, {
      action: {
        type: "place_bets",
        bets: [
          { kind: "red", amount: 100 },
          { kind: "split", numbers: [17, 20], amount: 50 },
          { kind: "dozen", index: 2, amount: 30 },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    const play = response.json();
    expect(play.stake).toBe(180);
    expect(play.round_closed).toBe(true);
    expect(await eurBalance(tdb.database.db, player.id)).toBe(10_000n - 180n + BigInt(play.win));
  });

  it("refuses a round started sooner than the project's minimum interval (free spins too)", async () => {
    const player = await fundedPlayer(app, 100_000n);
    const { token } = await launch(app, slot.eur, player.cookie);
    const diceToken = (await launch(app, dice.eur, player.cookie)).token;
    const roll = () =>
      studio(app, "POST", "/api/studio/play", diceToken, {
        action: { type: "roll", bet: 100, direction: "over", target: 5000 },
      });
    await setPlayRules(tdb.database.db, { min_round_interval_ms: 5_000 });
    try {
      expect((await roll()).statusCode).toBe(200);
      now = new Date(now.getTime() + 2_000);
      // The interval is the player's, whatever the game.
      const early = await spin(token);
      expect(early.statusCode).toBe(429);
      expect(early.json()).toMatchObject({ code: "too_soon", retry_after_ms: 3_000 });
      now = new Date(now.getTime() + 3_000);
      const buy = await studio(app, "POST", "/api/studio/play", token, { action: { type: "bonus_buy", bet: 20 } });
      expect(buy.statusCode).toBe(200);
      now = new Date(now.getTime() + 1_000);
      const freeSpin = await studio(app, "POST", "/api/studio/play", token, { action: { type: "free_spin" } });
      expect(freeSpin.statusCode).toBe(429);
      expect((await studio(app, "GET", "/api/studio/session", token)).json().rules.min_round_interval_ms).toBe(5_000);
    } finally {
      await setPlayRules(tdb.database.db, { min_round_interval_ms: 0 });
    }
  });

  it("refuses bets on a session the player closed, with the balance unchanged", async () => {
    const player = await fundedPlayer(app, 1_000n);
    const launched = await launch(app, dice.eur, player.cookie);
    const close = await app.inject({
      method: "DELETE",
      url: `/api/player/game_sessions/${launched.session_id}`,
      headers: { cookie: player.cookie, "x-requested-with": "XMLHttpRequest" },
    });
    expect(close.statusCode).toBe(204);
    const response = await studio(app, "POST", "/api/studio/play", launched.token, {
      action: { type: "roll", bet: 100, direction: "over", target: 5000 },
    });
    expect(response.statusCode).toBe(410);
    expect(response.json().code).toBe("session_ended");
    expect(await eurBalance(tdb.database.db, player.id)).toBe(1_000n);
  });
});

describe("POST /api/studio/play in demo", () => {
  it("plays on the FUN balance and never touches the ledger", async () => {
    const { token } = await launch(app, dice.fun);
    const ledgerBefore = await ledgerRowCount();
    let balance = 100_000;
    for (let i = 0; i < 5; i += 1) {
      const response = await studio(app, "POST", "/api/studio/play", token, {
        action: { type: "roll", bet: 1_000, direction: "under", target: 4950 },
      });
      expect(response.statusCode).toBe(200);
      const play = response.json();
      balance += play.win - play.stake;
      expect(play.balance).toBe(balance);
    }
    expect(await ledgerRowCount()).toBe(ledgerBefore);
    const session = (await studio(app, "GET", "/api/studio/session", token)).json();
    expect(session).toMatchObject({ mode: "demo", currency: "FUN", balance });
    const [demo] = await tdb.database.db
      .select()
      .from(studioDemoSessions)
      .where(
        eq(
          studioDemoSessions.id,
          (await tdb.database.db.select().from(studioPlays).where(eq(studioPlays.currency, "FUN")))[0]?.demoSessionId ??
            0,
        ),
      );
    expect(demo?.balance).toBe(BigInt(balance));
  });

  it("refuses a demo bet above the FUN balance without drawing", async () => {
    const { token } = await launch(app, dice.fun);
    const response = await studio(app, "POST", "/api/studio/play", token, {
      action: { type: "roll", bet: 100_000, direction: "under", target: 4950 },
    });
    expect(response.statusCode).toBe(200);
    const broke = response.json().balance < 1;
    const again = await studio(app, "POST", "/api/studio/play", token, {
      action: { type: "roll", bet: response.json().balance + 1, direction: "under", target: 4950 },
    });
    // Broke: 0.01 is more than the balance; else the bet is above the table maximum.
    expect(again.statusCode).toBe(broke ? 402 : 422);
    const session = (await studio(app, "GET", "/api/studio/session", token)).json();
    expect(session.fairness.next_nonce).toBe(1);
  });
});

describe("the OpenAPI document", () => {
  it("describes the launch, the studio API and the game-session calls", async () => {
    const document = (await app.inject({ method: "GET", url: "/api/docs/openapi.json" })).json();
    const paths = Object.keys(document.paths);
    for (const path of [
      "/api/games/{id}/play",
      "/api/studio/session",
      "/api/studio/play",
      "/api/studio/seeds/client",
      "/api/studio/seeds/rotate",
      "/api/studio/plays",
      "/api/studio/plays/{id}/verify",
      "/api/studio/verify",
      "/api/player/game_sessions/{id}",
      "/api/player/reality_check",
    ]) {
      expect(paths).toContain(path);
    }
    expect(document.components.schemas).toHaveProperty("GameError");
  });
});

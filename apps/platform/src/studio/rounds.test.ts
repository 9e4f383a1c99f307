import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkLedger } from "../ledger/invariants.ts";
import { gameActions, gameRounds } from "../provider-wallet/schema.ts";
import type { TestDatabase } from "../test/test-app.ts";
import { parseAction } from "./actions.ts";
import { loadStudioContext, type StudioDeps } from "./context.ts";
import { recordPlay } from "./play.ts";
import { studioPlays } from "./schema.ts";
import {
  eurBalance,
  fundedPlayer,
  launch,
  postPlay,
  type StudioGame,
  startStudioApp,
  studio,
} from "./studio-test-helpers.ts";
import { createInjectedWallet } from "./wallet-client.ts";

let tdb: TestDatabase;
let app: FastifyInstance;
let now = new Date("2026-11-22T12:00:00Z");
let slot: StudioGame;
let dice: StudioGame;

beforeAll(async () => {
  ({
    tdb,
    app,
    games: [slot, dice],
  } = await startStudioApp(["lantern-tide", "pebble-dice"], () => now));
});
afterAll(() => tdb.close());

const play = (token: string, action: Record<string, unknown>) => postPlay(app, token, action);

function deps(): StudioDeps {
  return { db: tdb.database.db, wallet: createInjectedWallet(app), now: () => now, pendingGraceMs: 15_000 };
}

async function actionsOfPlay(playId: number) {
  return tdb.database.db
    .select()
    .from(gameActions)
    .where(sql`${gameActions.transactionId} like ${`studio-${playId}-%`}`);
}

/** Step 1 of a play only, as if the process died before calling the wallet. */
async function recordOnly(token: string, action: Record<string, unknown>) {
  const context = await loadStudioContext(deps(), token);
  const recorded = await tdb.database.db.transaction((tx) =>
    recordPlay(deps(), tx, context, parseAction(action), action),
  );
  return recorded.play;
}

describe("a slot round with free spins", () => {
  it("stays open across calls and sessions, resumes with its state and closes on the last free spin", async () => {
    const db = tdb.database.db;
    const player = await fundedPlayer(app, 10_000n);
    const first = await launch(app, slot.eur, player.cookie);
    const buy = await play(first.token, { type: "bonus_buy", bet: 20 });
    expect(buy.statusCode).toBe(200);
    expect(buy.json()).toMatchObject({ stake: 340, win: 0, round_closed: false });
    expect(buy.json().state).toMatchObject({ phase: "free_spins", spinsLeft: 10, bet: 20 });
    const [bought] = await db.select().from(studioPlays).where(eq(studioPlays.id, buy.json().play_id));
    const roundRef = bought?.roundRef ?? "";
    expect(await db.select().from(gameRounds).where(eq(gameRounds.roundId, roundRef))).toMatchObject([
      { closed: false, totalBet: 340n, totalWin: 0n },
    ]);

    // While it is open: no paid spin, no seed change, no rotation.
    const paid = await play(first.token, { type: "spin", bet: 20 });
    expect(paid.statusCode).toBe(422);
    expect(paid.json().errors).toHaveProperty(["action.type"]);
    const rotate = await studio(app, "POST", "/api/studio/seeds/rotate", first.token);
    expect(rotate.statusCode).toBe(409);
    expect(rotate.json().code).toBe("round_open");
    const seed = await studio(app, "PUT", "/api/studio/seeds/client", first.token, { client_seed: "mine" });
    expect(seed.statusCode).toBe(409);

    // One free spin, then the page is reloaded: a new launch resumes the round where it stood.
    const firstFree = await play(first.token, { type: "free_spin" });
    expect(firstFree.statusCode).toBe(200);
    const second = await launch(app, slot.eur, player.cookie);
    const resumed = (await studio(app, "GET", "/api/studio/session", second.token)).json();
    expect(resumed.state).toEqual(firstFree.json().state);
    expect(resumed.state.spinsPlayed).toBe(1);

    let last = firstFree.json();
    let spins = 1;
    while (!last.round_closed) {
      const response = await play(second.token, { type: "free_spin" });
      expect(response.statusCode).toBe(200);
      last = response.json();
      expect(last.stake).toBe(0);
      spins += 1;
      expect(spins).toBeLessThan(200);
    }
    expect(last.state).toBeNull();
    const plays = await db.select().from(studioPlays).where(eq(studioPlays.playerId, player.id));
    expect(new Set(plays.map((row) => row.roundRef))).toEqual(new Set([roundRef]));
    expect(plays.map((row) => row.nonce).sort((a, b) => a - b)).toEqual(plays.map((_, index) => index));
    const [round] = await db.select().from(gameRounds).where(eq(gameRounds.roundId, roundRef));
    expect(round).toMatchObject({ closed: true, totalBet: 340n, totalWin: BigInt(last.round_win) });
    expect(await eurBalance(db, player.id)).toBe(10_000n - 340n + BigInt(last.round_win));
    expect((await studio(app, "GET", "/api/studio/session", second.token)).json().state).toBeNull();
    expect((await studio(app, "POST", "/api/studio/seeds/rotate", second.token)).statusCode).toBe(200);
  });
});

describe("crash recovery", () => {
  it("finishes a play left pending before the wallet calls exactly once, on the next call", async () => {
    const db = tdb.database.db;
    const player = await fundedPlayer(app, 5_000n);
    const { token } = await launch(app, dice.eur, player.cookie);
    const pending = await recordOnly(token, { type: "roll", bet: 500, direction: "under", target: 5000 });
    expect(pending.status).toBe("pending");
    expect(await eurBalance(db, player.id)).toBe(5_000n);

    now = new Date(now.getTime() + 60_000);
    const session = await studio(app, "GET", "/api/studio/session", token);
    expect(session.statusCode).toBe(200);
    const expected = 5_000n - 500n + pending.win;
    expect(session.json().balance).toBe(Number(expected));
    expect(await eurBalance(db, player.id)).toBe(expected);
    const [finished] = await db.select().from(studioPlays).where(eq(studioPlays.id, pending.id));
    expect(finished).toMatchObject({ status: "settled", balanceBefore: 5_000n, balanceAfter: expected });

    // Calls after it change nothing more.
    await studio(app, "GET", "/api/studio/session", token);
    expect(await eurBalance(db, player.id)).toBe(expected);
    expect((await actionsOfPlay(pending.id)).map((action) => action.kind).sort()).toEqual(["bet", "win"]);
    expect((await checkLedger(db)).breaches).toEqual([]);
  });

  it("finishes a play whose bet went through but whose win did not, in a later session", async () => {
    const db = tdb.database.db;
    const player = await fundedPlayer(app, 5_000n);
    const first = await launch(app, dice.eur, player.cookie);
    const pending = await recordOnly(first.token, { type: "roll", bet: 700, direction: "over", target: 2000 });
    const bet = await createInjectedWallet(app).call("bet", {
      token: first.token,
      transaction_uuid: `studio-${pending.id}-bet`,
      round: pending.roundRef,
      currency: "EUR",
      amount: 700,
    });
    expect(bet).toMatchObject({ status: "RS_OK", balance: 4_300 });

    now = new Date(now.getTime() + 60_000);
    const second = await launch(app, dice.eur, player.cookie);
    const next = await play(second.token, { type: "roll", bet: 100, direction: "over", target: 2000 });
    expect(next.statusCode).toBe(200);
    expect(next.json().nonce).toBe(pending.nonce + 1);
    const expected = 5_000n - 700n + pending.win - 100n + BigInt(next.json().win);
    expect(await eurBalance(db, player.id)).toBe(expected);
    expect(next.json().balance).toBe(Number(expected));
    const actions = await actionsOfPlay(pending.id);
    expect(actions.map((action) => [action.kind, action.amount]).sort()).toEqual(
      [
        ["bet", 700n],
        ["win", pending.win],
      ].sort(),
    );
  });

  it("leaves a young pending play to the node that may be settling it (PostgreSQL only)", async () => {
    const player = await fundedPlayer(app, 5_000n);
    const { token } = await launch(app, dice.eur, player.cookie);
    const pending = await recordOnly(token, { type: "roll", bet: 100, direction: "under", target: 5000 });
    const response = await play(token, { type: "roll", bet: 100, direction: "under", target: 5000 });
    const [row] = await tdb.database.db.select().from(studioPlays).where(eq(studioPlays.id, pending.id));
    if (tdb.database.kind === "pglite") {
      // One process by construction: a pending play it sees is nobody else's, so it is finished.
      expect(response.statusCode).toBe(200);
      expect(row?.status).toBe("settled");
    } else {
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe("play_in_progress");
      expect(row?.status).toBe("pending");
    }
  });
});

describe("concurrent plays on one session", () => {
  it("never reuse a nonce and never debit twice", async () => {
    const db = tdb.database.db;
    const player = await fundedPlayer(app, 100_000n);
    const { token } = await launch(app, dice.eur, player.cookie);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => play(token, { type: "roll", bet: 1_000, direction: "under", target: 4950 })),
    );
    const plays = answers.map((answer) => {
      expect(answer.statusCode).toBe(200);
      return answer.json() as { nonce: number; stake: number; win: number; play_id: number };
    });
    expect(new Set(plays.map((item) => item.nonce)).size).toBe(8);
    const net = plays.reduce((sum, item) => sum + item.win - item.stake, 0);
    expect(await eurBalance(db, player.id)).toBe(100_000n + BigInt(net));
    const bets = await db
      .select()
      .from(gameActions)
      .where(sql`${gameActions.playerId} = ${player.id} and ${gameActions.kind} = 'bet'`);
    expect(bets).toHaveLength(8);
    expect(new Set(bets.map((bet) => bet.transactionId)).size).toBe(8);
  });
});

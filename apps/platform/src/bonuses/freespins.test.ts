import type { PlayerBonus, PlayerFreespin, StudioFreespins } from "@croupier/contract";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findAccount } from "../ledger/accounts.ts";
import { checkLedger } from "../ledger/invariants.ts";
import { ledgerTransactions } from "../ledger/schema.ts";
import { CARDS, callbacksDelivered, payByCard, startDeposit } from "../payments/payment-test-helpers.ts";
import { realtimePublications } from "../realtime/schema.ts";
import { studioPlays } from "../studio/schema.ts";
import { launch, type StudioGame, startStudioApp, studio } from "../studio/studio-test-helpers.ts";
import { call, signUp } from "../test/identity-helpers.ts";
import type { TestDatabase } from "../test/test-app.ts";
import { playerFreespins } from "./schema.ts";

// Free spins end to end over HTTP: issued by a first deposit with welcome bonus 74 (and with the
// DOUBLE deposit bonus), activated, played to the last one through the studio's /api/studio/play,
// the capped winnings credited as a bonus wagering 35×; forfeit, expiry, and nobody else's spins.

let tdb: TestDatabase;
let app: FastifyInstance;
let slot: StudioGame;
let now = new Date("2026-11-26T12:00:00Z");
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  ({
    tdb,
    app,
    games: [slot],
  } = await startStudioApp(["lantern-tide"], () => now));
});
afterAll(() => tdb.close());

async function expectLedgerBalanced() {
  expect((await checkLedger(tdb.database.db)).breaches).toEqual([]);
}

/** A new player who chose welcome bonus `welcome` (or set `code`) and deposited `amount` EUR. */
async function depositWith(choice: { welcome?: number; code?: string }, amount: number) {
  const player = await signUp(app);
  if (choice.welcome !== undefined) {
    const joined = await call(app, "POST", "/api/player/groups", {
      cookie: player.cookie,
      payload: { groups: { add: [String(choice.welcome)], remove: [] } },
    });
    expect(joined.statusCode, joined.body).toBe(200);
  }
  if (choice.code !== undefined) {
    const set = await call(app, "PATCH", "/api/player/set_bonus_code", {
      cookie: player.cookie,
      payload: { deposit_bonus_code: choice.code },
    });
    expect(set.statusCode, set.body).toBe(200);
  }
  const { path } = await startDeposit(app, player.cookie, { amountValue: amount });
  await payByCard(app, path, CARDS.approve);
  await callbacksDelivered(app);
  return player;
}

async function freespinsOf(cookie: string): Promise<PlayerFreespin[]> {
  const response = await call(app, "GET", "/api/player/freespins", { cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PlayerFreespin[];
}

async function bonusesOf(cookie: string, strategy: string): Promise<PlayerBonus[]> {
  const response = await call(app, "GET", "/api/player/bonuses", { cookie });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as PlayerBonus[]).filter((bonus) => bonus.strategy === strategy);
}

async function balances(playerId: number) {
  const db = tdb.database.db;
  return {
    real: (await findAccount(db, "player", "EUR", playerId))?.balance ?? 0n,
    bonus: (await findAccount(db, "player_bonus", "EUR", playerId))?.balance ?? 0n,
  };
}

async function events(playerId: number) {
  const rows = await tdb.database.db
    .select({ data: realtimePublications.data })
    .from(realtimePublications)
    .where(eq(realtimePublications.channel, `freespins_changes#${playerId}`))
    .orderBy(realtimePublications.offset);
  return rows.map((row) => row.data as { id: number; data: Record<string, unknown> });
}

function activate(cookie: string, id: number) {
  return call(app, "POST", `/api/player/freespins/${id}/activation`, { cookie });
}

function forfeit(cookie: string, id: number) {
  return call(app, "DELETE", `/api/player/freespins/${id}`, { cookie });
}

interface SessionAnswer {
  balance: number;
  state: unknown;
  freespins: StudioFreespins | null;
}

async function session(token: string): Promise<SessionAnswer> {
  const response = await studio(app, "GET", "/api/studio/session", token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as SessionAnswer;
}

interface PlayAnswer {
  play_id: number;
  stake: number;
  win: number;
  round_closed: boolean;
  balance: number;
  freespins: StudioFreespins | null;
}

/** Plays the free spins to the last one as the slot screen does: a free spin, or the open round's own free spins. */
async function playAllFreespins(token: string, fs: StudioFreespins) {
  const plays: PlayAnswer[] = [];
  let open = false;
  let last: StudioFreespins = fs;
  for (let guard = 0; guard < 500 && (open || last.remaining > 0); guard++) {
    const body = open
      ? { action: { type: "free_spin" } }
      : { action: { type: "spin", bet: fs.bet }, freespins_id: fs.id };
    const response = await studio(app, "POST", "/api/studio/play", token, body);
    expect(response.statusCode, response.body).toBe(200);
    const play = response.json() as PlayAnswer;
    plays.push(play);
    open = !play.round_closed;
    last = play.freespins as StudioFreespins;
  }
  return { plays, last };
}

describe("free spins with welcome bonus 74", () => {
  it("issues 20 spins on a first deposit, activated and played in the studio slot, the capped win credited as a 35× bonus", async () => {
    const player = await depositWith({ welcome: 74 }, 50);
    // 74 grants no money: the deposit alone is credited, and 20 spins to activate.
    expect(await bonusesOf(player.cookie, "deposit")).toEqual([]);
    const [issued] = await freespinsOf(player.cookie);
    expect(issued).toMatchObject({
      title: "Free spins package",
      stage: "issued",
      provider: "croupier-studio",
      currency: "EUR",
      games: [slot.identifier],
      freespins_total: 20,
      freespins_performed: 0,
      bet_level: 1,
      bet_cents: 20,
      activatable: true,
      cancelable: true,
      max_win_cents: 10_000,
      wager_multiplier: 35,
      activatable_until: new Date(now.getTime() + 7 * DAY).toISOString(),
    });
    const id = issued?.id as number;
    expect(issued?.activation_path).toBe(`/api/player/freespins/${id}/activation`);

    // Not activated: the slot does not play them yet.
    const { token } = await launch(app, slot.eur, player.cookie);
    expect((await session(token)).freespins).toBeNull();
    const early = await studio(app, "POST", "/api/studio/play", token, {
      action: { type: "spin", bet: 20 },
      freespins_id: id,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: "freespins_not_playable" });

    const activated = await activate(player.cookie, id);
    expect(activated.statusCode, activated.body).toBe(200);
    expect(activated.json()).toMatchObject({ stage: "activated", activatable: false, cancelable: true });
    const opened = await session(token);
    expect(opened.freespins).toEqual({ id, bet: 20, total: 20, performed: 0, remaining: 20, win_total: 0 });
    expect(opened.balance).toBe(5_000);

    // A free spin is a spin at their bet: another bet is refused on the field.
    const wrongBet = await studio(app, "POST", "/api/studio/play", token, {
      action: { type: "spin", bet: 100 },
      freespins_id: id,
    });
    expect(wrongBet.statusCode).toBe(422);
    expect(Object.keys(wrongBet.json().errors)).toEqual(["action.bet"]);

    // A lower cap than the definition's €100 so the test sees the cap applied whatever the reels do.
    const cap = 30n;
    await tdb.database.db.update(playerFreespins).set({ maxWin: cap }).where(eq(playerFreespins.id, id));

    const { plays, last } = await playAllFreespins(token, opened.freespins as StudioFreespins);
    const won = plays.reduce((sum, play) => sum + play.win, 0);
    expect(plays.every((play) => play.stake === 0)).toBe(true);
    expect(plays.every((play) => play.balance === 5_000 || play === plays.at(-1))).toBe(true);
    expect(last).toMatchObject({ id, total: 20, performed: 20, remaining: 0, win_total: won });

    const [played] = await freespinsOf(player.cookie);
    expect(played).toMatchObject({ stage: "played", freespins_performed: 20, win_total_cents: won, cancelable: false });
    expect(won).toBeGreaterThan(0);
    const credited = won < Number(cap) ? won : Number(cap);
    const [bonus] = await bonusesOf(player.cookie, "freespins");
    expect(bonus).toMatchObject({
      stage: "active",
      amount_cents: credited,
      amount_wager_requirement_cents: credited * 35,
      terms: { wager_multiplier: 35, max_bet_cents: 500 },
    });
    expect(await balances(player.id)).toEqual({ real: 5_000n, bonus: BigInt(credited) });
    expect(plays.at(-1)?.balance).toBe(5_000 + credited);
    // One posting, from the operator's bonus account: nothing else moved money.
    const postings = await tdb.database.db
      .select({ kind: ledgerTransactions.kind })
      .from(ledgerTransactions)
      .where(sql`${ledgerTransactions.metadata} ->> 'bonus_id' = ${String(bonus?.id)}`);
    expect(postings.map((posting) => posting.kind)).toEqual(["bonus_credit"]);
    const paid = await tdb.database.db
      .select({ count: sql<string>`count(*)` })
      .from(studioPlays)
      .where(and(eq(studioPlays.playerId, player.id), sql`${studioPlays.stake} > 0`));
    expect(Number(paid[0]?.count)).toBe(0);
    await expectLedgerBalanced();

    // No spins left: the slot offers paid spins again, and a further free spin is refused.
    expect((await session(token)).freespins).toBeNull();
    const more = await studio(app, "POST", "/api/studio/play", token, {
      action: { type: "spin", bet: 20 },
      freespins_id: id,
    });
    expect(more.statusCode).toBe(409);

    // Every transition was published with the notification body.
    const published = await events(player.id);
    expect(published.map((event) => event.data.stage)).toEqual(["issued", "activated", "played"]);
    expect(published[0]).toMatchObject({
      id,
      data: {
        title: "Free spins package",
        games: [slot.identifier],
        freespins_total: 20,
        activatable_until: issued?.activatable_until,
        activation_path: issued?.activation_path,
      },
    });
  });

  it("plays free spins verifiably: the round replays from the revealed seed", async () => {
    const player = await depositWith({ welcome: 74 }, 20);
    const [issued] = await freespinsOf(player.cookie);
    await activate(player.cookie, issued?.id as number);
    const { token } = await launch(app, slot.eur, player.cookie);
    const response = await studio(app, "POST", "/api/studio/play", token, {
      action: { type: "spin", bet: 20 },
      freespins_id: issued?.id,
    });
    expect(response.statusCode, response.body).toBe(200);
    const play = response.json() as PlayAnswer;
    expect(play.freespins).toMatchObject({ performed: 1, remaining: 19 });
    // A round the spin triggered is finished first (seeds rotate between rounds).
    for (let closed = play.round_closed; !closed; ) {
      const next = await studio(app, "POST", "/api/studio/play", token, { action: { type: "free_spin" } });
      expect(next.statusCode, next.body).toBe(200);
      closed = (next.json() as PlayAnswer).round_closed;
    }
    const rotated = await studio(app, "POST", "/api/studio/seeds/rotate", token);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const verified = await studio(app, "GET", `/api/studio/plays/${play.play_id}/verify`, token);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({ valid: true, stake: 20, win: play.win });
  });

  it("never counts a spin twice when two arrive at once for the last one", async () => {
    const player = await depositWith({ welcome: 74 }, 20);
    const [issued] = await freespinsOf(player.cookie);
    const id = issued?.id as number;
    await activate(player.cookie, id);
    await tdb.database.db.update(playerFreespins).set({ freespinsPerformed: 19 }).where(eq(playerFreespins.id, id));
    const { token } = await launch(app, slot.eur, player.cookie);
    const body = { action: { type: "spin", bet: 20 }, freespins_id: id };
    const answers = await Promise.all([
      studio(app, "POST", "/api/studio/play", token, body),
      studio(app, "POST", "/api/studio/play", token, body),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const [row] = await tdb.database.db.select().from(playerFreespins).where(eq(playerFreespins.id, id));
    expect(row?.freespinsPerformed).toBe(20);
    await expectLedgerBalanced();
  });
});

describe("free spins with the DOUBLE deposit bonus", () => {
  it("credits the match and issues the 20 spins", async () => {
    const player = await depositWith({ code: "DOUBLE" }, 40);
    const [match] = await bonusesOf(player.cookie, "deposit");
    expect(match).toMatchObject({ stage: "active", amount_cents: 4_000 });
    const [spins] = await freespinsOf(player.cookie);
    expect(spins).toMatchObject({ stage: "issued", freespins_total: 20, bet_cents: 20, wager_multiplier: 30 });
    await expectLedgerBalanced();
  });

  it("leaves the winnings' bonus issued while the match still wagers in the currency", async () => {
    const player = await depositWith({ code: "DOUBLE" }, 40);
    const [spins] = await freespinsOf(player.cookie);
    await activate(player.cookie, spins?.id as number);
    const { token } = await launch(app, slot.eur, player.cookie);
    const { last } = await playAllFreespins(token, (await session(token)).freespins as StudioFreespins);
    expect(last).toMatchObject({ performed: 20, remaining: 0 });
    const [winnings] = await bonusesOf(player.cookie, "freespins");
    expect(winnings).toMatchObject({
      stage: "issued",
      activatable: true,
      amount_cents: last.win_total,
      amount_wager_requirement_cents: last.win_total * 30,
    });
    // Nothing credited until the player activates it.
    expect(await balances(player.id)).toEqual({ real: 4_000n, bonus: 4_000n });
    await expectLedgerBalanced();
  });

  it("issues nothing below the minimum deposit", async () => {
    const player = await depositWith({ welcome: 74 }, 10);
    expect(await freespinsOf(player.cookie)).toEqual([]);
  });
});

describe("forfeit, expiry and other players", () => {
  it("forfeits: the spins are canceled, and can be neither activated nor forfeited again", async () => {
    const player = await depositWith({ welcome: 74 }, 20);
    const [issued] = await freespinsOf(player.cookie);
    const id = issued?.id as number;
    const forfeited = await forfeit(player.cookie, id);
    expect(forfeited.statusCode, forfeited.body).toBe(200);
    expect(forfeited.json()).toMatchObject({ stage: "canceled", cancelable: false, activatable: false });
    expect((await forfeit(player.cookie, id)).statusCode).toBe(409);
    const again = await activate(player.cookie, id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: "These free spins can no longer be activated." });
    expect((await events(player.id)).map((event) => event.data.stage)).toEqual(["issued", "canceled"]);
  });

  it("expires spins not activated in time, and activated spins not played in time, crediting what was won", async () => {
    const idle = await depositWith({ welcome: 74 }, 20);
    const player = await depositWith({ welcome: 74 }, 20);
    const [offered] = await freespinsOf(player.cookie);
    const id = offered?.id as number;
    await activate(player.cookie, id);
    await tdb.database.db
      .update(playerFreespins)
      .set({ freespinsPerformed: 5, winTotal: 120n })
      .where(eq(playerFreespins.id, id));
    // Past both deadlines (7 days to activate, 30 to play); then back, so the sign-ins stay valid.
    const before = now;
    now = new Date(now.getTime() + 31 * DAY);
    expect(await app.bonuses.expiry.run()).toBeGreaterThanOrEqual(2);
    now = before;
    const [idleSpins] = await freespinsOf(idle.cookie);
    expect(idleSpins).toMatchObject({ stage: "expired", activatable: false });
    const [expired] = await freespinsOf(player.cookie);
    expect(expired).toMatchObject({ stage: "expired", freespins_performed: 5, win_total_cents: 120 });
    const [bonus] = await bonusesOf(player.cookie, "freespins");
    expect(bonus).toMatchObject({ stage: "active", amount_cents: 120, amount_wager_requirement_cents: 4_200 });
    expect(await activate(idle.cookie, idleSpins?.id as number)).toMatchObject({ statusCode: 409 });
    await expectLedgerBalanced();
  });

  it("answers 404 for another player's free spins", async () => {
    const owner = await depositWith({ welcome: 74 }, 20);
    const other = await signUp(app);
    const [spins] = await freespinsOf(owner.cookie);
    const id = spins?.id as number;
    expect((await activate(other.cookie, id)).statusCode).toBe(404);
    expect((await forfeit(other.cookie, id)).statusCode).toBe(404);
    expect(await freespinsOf(other.cookie)).toEqual([]);
    const { token } = await launch(app, slot.eur, other.cookie);
    const play = await studio(app, "POST", "/api/studio/play", token, {
      action: { type: "spin", bet: 20 },
      freespins_id: id,
    });
    expect(play.statusCode).toBe(409);
    const [still] = await freespinsOf(owner.cookie);
    expect(still?.stage).toBe("issued");
  });
});

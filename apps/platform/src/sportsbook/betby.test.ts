import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imposeTimeout } from "../exclusions/service.ts";
import { findAccount, type LedgerAccount } from "../ledger/accounts.ts";
import { checkLedger } from "../ledger/invariants.ts";
import { createFundedAccount, fund } from "../ledger/ledger-test-helpers.ts";
import { insertLimit, upsertAmount } from "../limits/repository.ts";
import { readStatementPage } from "../statements/statement.ts";
import { createTestDatabase, type TestDatabase } from "../test/test-app.ts";
import { FakeBetby, generateFakeBetbyKeys, pemAsEnv } from "./fake-betby.ts";
import { sportsbookAlerts } from "./schema.ts";
import { openSportsbookSession } from "./wallet.ts";

// The fake Betby (fake-betby.ts) signs its callbacks with its own RSA key (the platform is
// configured with the public half) and drives the bet lifecycle in every order the notes list.
// After each scenario the balances are asserted and the ledger's invariants checked.

const stranger = generateFakeBetbyKeys();

let tdb: TestDatabase;
let app: FastifyInstance;
const now = new Date("2026-11-27T12:00:00Z");

interface Player {
  account: LedgerAccount;
  id: number;
  session: string;
}

beforeAll(async () => {
  tdb = await createTestDatabase();
  app = await tdb.buildApp({ SPORTSBOOK_BETBY_PUBLIC_KEY: pemAsEnv(fake.keys.publicPem) }, { now: () => now });
});
afterAll(() => tdb.close());

async function newPlayer(funds = 10_000n): Promise<Player> {
  const db = tdb.database.db;
  const account = await createFundedAccount(db, "EUR", funds);
  const id = account.playerId as number;
  const session = await openSportsbookSession(db, { vendor: "betby", playerId: id, currency: "EUR" }, now);
  return { account, id, session };
}

const fake = new FakeBetby({
  now: () => now,
  send: async (path, payload) => {
    const response = await app.inject({ method: "POST", url: `/api/sportsbook/betby/${path}`, payload });
    return { status: response.statusCode, body: response.json() as Record<string, unknown> };
  },
});

const call = (path: string, payload: object, key?: string) => fake.call(path, payload, key);

const make = (player: Player, amount: number, id = randomUUID()) =>
  call("bet/make", {
    amount,
    currency: "EUR",
    player_id: String(player.id),
    session_id: player.session,
    potential_win: amount * 2,
    transaction: { id, betslip_id: randomUUID(), amount, currency: "EUR", operation: "bet" },
    betslip: { id: randomUUID(), type: "1/1", sum: amount, k: "2.00", bets: [{ id: "1", odds: "2.00" }] },
  });

const win = (betId: unknown, amount: number, extra: object = {}) =>
  call("bet/win", {
    bet_transaction_id: betId,
    amount,
    currency: "EUR",
    is_cashout: false,
    transaction: { id: randomUUID(), amount, operation: "win" },
    selections: [{ id: "1", event_id: "e", status: "won", odds: "2.00" }],
    ...extra,
  });
const lost = (betId: unknown) =>
  call("bet/lost", { bet_transaction_id: betId, amount: 0, currency: "EUR", transaction: { id: randomUUID() } });
const rollback = (betId: unknown) =>
  call("bet/rollback", {
    bet_transaction_id: betId,
    parent_transaction_id: betId,
    transaction: { id: randomUUID(), operation: "rollback" },
  });

async function balanceOf(player: Player): Promise<bigint> {
  return (await findAccount(tdb.database.db, "player", "EUR", player.id))?.balance ?? 0n;
}

async function expectLedgerSound(): Promise<void> {
  expect((await checkLedger(tdb.database.db)).breaches).toEqual([]);
}

describe("Betby wallet callbacks", () => {
  it("answers ping, and refuses a payload signed by another key with 2005", async () => {
    const ping = await app.inject({ method: "GET", url: "/api/sportsbook/betby/ping" });
    expect(ping.json()).toEqual({ timestamp: Math.floor(now.getTime() / 1000) });
    const player = await newPlayer();
    const forged = await call(
      "bet/make",
      { amount: 100, currency: "EUR", player_id: player.id, session_id: player.session, transaction: { id: "x" } },
      stranger.privatePem,
    );
    expect(forged).toEqual({ status: 400, body: { code: 2005, message: "Invalid JWT" } });
    const garbage = await app.inject({
      method: "POST",
      url: "/api/sportsbook/betby/bet/make",
      payload: { payload: "not.a.jwt" },
    });
    expect(garbage.statusCode).toBe(400);
    expect(await balanceOf(player)).toBe(10_000n);
  });

  it("make then win: the stake is held, the win paid; a duplicate make replays the first answer", async () => {
    const player = await newPlayer();
    const id = randomUUID();
    const first = await make(player, 1_000, id);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      ext_transaction_id: id,
      parent_transaction_id: null,
      user_id: String(player.id),
      operation: "bet",
      amount: 1_000,
      currency: "EUR",
      balance: 9_000,
    });
    const again = await make(player, 1_000, id);
    expect(again).toEqual(first);
    expect(await balanceOf(player)).toBe(9_000n);
    const won = await win(first.body.id, 2_500);
    expect(won.status).toBe(200);
    expect(won.body).toMatchObject({ parent_transaction_id: first.body.id, amount: 2_500, balance: 11_500 });
    expect(await balanceOf(player)).toBe(11_500n);
    // A second settlement of a settled bet is refused (a rollback must re-open it first).
    expect((await lost(first.body.id)).body).toMatchObject({ code: 2004 });
    await expectLedgerSound();
  });

  it("refuses a make over the balance (2001), in another currency (2002) or with an unknown session (1007)", async () => {
    const player = await newPlayer(500n);
    expect((await make(player, 1_000)).body).toMatchObject({ code: 2001 });
    const euroless = await call("bet/make", {
      amount: 100,
      currency: "USD",
      player_id: player.id,
      session_id: player.session,
      transaction: { id: randomUUID() },
    });
    expect(euroless.body).toMatchObject({ code: 2002 });
    expect((await make({ ...player, session: "unknown" }, 100)).body).toMatchObject({ code: 1007 });
    expect(await balanceOf(player)).toBe(500n);
  });

  it("a discard before its make leaves a tombstone: the late make is refused and moves nothing", async () => {
    const player = await newPlayer();
    const id = randomUUID();
    const discard = await call("bet/discard", { ext_player_id: String(player.id), transaction_id: id, reason: "x" });
    expect(discard).toMatchObject({ status: 200, body: { amount: 0, currency: "EUR", balance: 10_000 } });
    const late = await make(player, 1_000, id);
    expect(late).toMatchObject({ status: 400, body: { code: 2004 } });
    expect(await balanceOf(player)).toBe(10_000n);
    // A discard after a make gives the stake back, once.
    const placed = await make(player, 700);
    const released = { ext_player_id: String(player.id), transaction_id: placed.body.ext_transaction_id };
    expect((await call("bet/discard", released)).body).toMatchObject({ balance: 10_000 });
    expect((await call("bet/discard", released)).body).toMatchObject({ balance: 10_000 });
    expect(await balanceOf(player)).toBe(10_000n);
    await expectLedgerSound();
  });

  it("make, commit, lost; a rollback re-opens it and a resettle pays the win", async () => {
    const player = await newPlayer();
    const bet = await make(player, 2_000);
    expect((await call("bet/commit", { bet_transaction_id: bet.body.id })).status).toBe(200);
    expect((await lost(bet.body.id)).body).toMatchObject({ operation: "lost", amount: 0, balance: 8_000 });
    expect((await rollback(bet.body.id)).body).toMatchObject({ operation: "rollback", amount: 0, balance: 8_000 });
    expect((await win(bet.body.id, 5_000)).body).toMatchObject({ balance: 13_000 });
    expect(await balanceOf(player)).toBe(13_000n);
    expect((await call("bet/settlement", { bet_transaction_id: bet.body.id, status: "won" })).status).toBe(200);
    // The player's statement shows the stake and the win like a casino bet's.
    const statement = await readStatementPage(tdb.database.db, player.id, { per_page: 10 });
    expect(statement.lines.map((line) => [line.kind, line.amount_cents])).toEqual(
      expect.arrayContaining([
        ["win", 5_000],
        ["bet", -2_000],
      ]),
    );
    await expectLedgerSound();
  });

  it("a rollback after a win the player has spent is never refused: the shortfall is their debt, with an alert", async () => {
    const player = await newPlayer(1_000n);
    const bet = await make(player, 1_000);
    await win(bet.body.id, 3_000);
    // The player withdraws most of the win (simulated as money leaving to clearing).
    const account = (await findAccount(tdb.database.db, "player", "EUR", player.id)) as LedgerAccount;
    await fund(tdb.database.db, account, -2_500n).catch(() => undefined);
    const spent = await balanceOf(player);
    const back = await rollback(bet.body.id);
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ amount: 3_000, balance: 0 });
    const debt = await findAccount(tdb.database.db, "player_debt", "EUR", player.id);
    expect(debt?.balance).toBe(spent - 3_000n);
    const alerts = await tdb.database.db.select().from(sportsbookAlerts);
    expect(alerts.some((alert) => alert.playerId === player.id && alert.kind === "player_debt")).toBe(true);
    // Resettled as lost: nothing more moves.
    expect((await lost(bet.body.id)).body).toMatchObject({ amount: 0, balance: 0 });
    await expectLedgerSound();
  });

  it("refund gives the stake back; cash-out and half-won are wins; a rollback of a refund takes it back", async () => {
    const player = await newPlayer();
    const refunded = await make(player, 1_000);
    const refund = await call("bet/refund", {
      bet_transaction_id: refunded.body.id,
      reason: "Event abandoned",
      reason_code: 10,
      transaction: { id: randomUUID(), amount: 1_000 },
    });
    expect(refund.body).toMatchObject({ operation: "refund", amount: 1_000, balance: 10_000 });
    expect((await rollback(refunded.body.id)).body).toMatchObject({ amount: 1_000, balance: 9_000 });
    expect((await lost(refunded.body.id)).body).toMatchObject({ balance: 9_000 });

    const cashed = await make(player, 1_000);
    expect((await win(cashed.body.id, 1_400, { is_cashout: true })).body).toMatchObject({ balance: 9_400 });
    const half = await make(player, 1_000);
    const halfWon = await win(half.body.id, 1_450, { selections: [{ id: "1", status: "half-won", odds: "1.9" }] });
    expect(halfWon.body).toMatchObject({ balance: 9_850 });
    expect(await balanceOf(player)).toBe(9_850n);
    await expectLedgerSound();
  });

  it("refuses a make of a timed-out player (1005), and still settles their open bet", async () => {
    const player = await newPlayer();
    const open = await make(player, 1_000);
    await imposeTimeout(tdb.database.db, player.id, 1, now, "en", async () => undefined);
    expect((await make(player, 1_000)).body).toMatchObject({ code: 1005 });
    expect((await win(open.body.id, 2_000)).body).toMatchObject({ balance: 11_000 });
    await expectLedgerSound();
  });

  it("refuses a make over the player's wager limit (4001)", async () => {
    const player = await newPlayer();
    const limit = await insertLimit(tdb.database.db, {
      playerId: player.id,
      type: "wager",
      period: "day",
      minutes: null,
      now,
    });
    await upsertAmount(tdb.database.db, {
      limitId: limit.id,
      currency: "EUR",
      amountCents: 500n,
      pendingAmountCents: null,
    });
    expect((await make(player, 1_000)).body).toMatchObject({ code: 4001 });
    expect((await make(player, 400)).status).toBe(200);
    // The sportsbook's stakes count toward the limit like the casino's.
    expect((await make(player, 200)).body).toMatchObject({ code: 4001 });
    expect((await make(player, 100)).status).toBe(200);
    expect(await balanceOf(player)).toBe(9_500n);
  });

  it("two identical callbacks at once settle once", async () => {
    const player = await newPlayer();
    const bet = await make(player, 1_000);
    const payload = {
      bet_transaction_id: bet.body.id,
      amount: 3_000,
      currency: "EUR",
      transaction: { id: randomUUID() },
    };
    const [a, b] = await Promise.all([call("bet/win", payload), call("bet/win", payload)]);
    expect(a).toEqual(b);
    expect(await balanceOf(player)).toBe(12_000n);
    const [r1, r2] = await Promise.all([rollback(bet.body.id), rollback(bet.body.id)]);
    expect([r1.status, r2.status].sort()).toEqual([200, 200]);
    expect(await balanceOf(player)).toBe(9_000n);
    await expectLedgerSound();
  });

  it("names no bet of ours: 2003; a win in another currency: 2002", async () => {
    const player = await newPlayer();
    const bet = await make(player, 1_000);
    expect((await win(bet.body.id, 2_000, { currency: "USD" })).body).toMatchObject({ code: 2002 });
    expect(await balanceOf(player)).toBe(9_000n);
    expect((await win("999999999", 10)).body).toMatchObject({ code: 2003 });
    expect((await rollback("nope")).body).toMatchObject({ code: 2003 });
  });

  it("refuses a free bet (a make naming a bonus) with 3001 and takes nothing from the player's cash", async () => {
    const player = await newPlayer();
    const freeBet = await call("bet/make", {
      amount: 500,
      currency: "EUR",
      player_id: String(player.id),
      session_id: player.session,
      bonus_id: "fb-1",
      bonus_type: "freebet_freemoney",
      transaction: { id: randomUUID(), amount: 500, operation: "bet", bonus_id: "fb-1" },
    });
    expect(freeBet).toEqual({ status: 400, body: { code: 3001, message: "Bonus not found" } });
    expect(await balanceOf(player)).toBe(10_000n);
  });
});

import { lottery as lotteryShape, lotteryStatus, lotteryVerification } from "@croupier/contract/schemas/lotteries";
import { hashServerSeed } from "@croupier/games";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shortDisplayName } from "../catalog/winners.ts";
import { rowsOf } from "../db/database.ts";
import { checkLedger } from "../ledger/invariants.ts";
import { call, signUp } from "../test/identity-helpers.ts";
import { createTestDatabase, MANY_SIGN_UPS, type TestDatabase } from "../test/test-app.ts";
import { runLotteryDraws } from "./draw.ts";
import { ticketsDigest, verifyLotteryDraw } from "./fairness.ts";
import { findLottery, insertLottery, listDueLotteries, type NewLotteryPrize } from "./lotteries.ts";
import { openDemoLottery } from "./seed.ts";
import { issueTickets } from "./tickets.ts";

// The draw: tickets close at end_at (the client seed is the ticket list's digest), the winners are
// drawn at draw_at with the committed server seed and paid once through the ledger and the
// promotions engine, even when two nodes run the job together; anyone recomputes the winners.

let tdb: TestDatabase;
let app: FastifyInstance;
let otherNode: FastifyInstance;
let clock = new Date("2026-12-01T12:00:00Z");
const HOUR = 3_600_000;

beforeAll(async () => {
  tdb = await createTestDatabase();
  // Hours between runs (the tests run the job themselves) and sessions that outlive the hours the clock moves.
  const env = { ...MANY_SIGN_UPS, LOTTERY_DRAW_INTERVAL_MS: String(10 * HOUR), SESSION_IDLE_MINUTES: "1440" };
  app = await tdb.buildApp(env, { now: () => clock });
  otherNode = await tdb.buildApp(env, { now: () => clock });
});
afterAll(() => tdb.close());

const PRIZES: NewLotteryPrize[] = [
  { kind: "money", amountCents: 5_000n, wagerMultiplier: 0, freespinsCount: 0 },
  { kind: "bonus", amountCents: 2_000n, wagerMultiplier: 10, freespinsCount: 0 },
  { kind: "freespins", amountCents: 0n, wagerMultiplier: 0, freespinsCount: 15 },
];

/** A lottery open from an hour ago, closing in an hour, drawn in two. */
async function createLottery(prizes = PRIZES): Promise<number> {
  const lottery = {
    ...openDemoLottery(clock, `draw-test-${clock.getTime()}-${Math.random()}`),
    startAt: new Date(clock.getTime() - HOUR),
    endAt: new Date(clock.getTime() + HOUR),
    drawAt: new Date(clock.getTime() + 2 * HOUR),
    prizes,
  };
  const created = await tdb.database.db.transaction((tx) => insertLottery(tx, lottery, clock));
  if (!created) throw new Error("no lottery created");
  return created.lottery.id;
}

async function giveTickets(lotteryId: number, playerId: number, count: number): Promise<void> {
  await tdb.database.db.transaction(async (tx) => {
    const lottery = await findLottery(tx, lotteryId, { forUpdate: true });
    if (!lottery) throw new Error("no lottery");
    await issueTickets(tx, lotteryId, lottery.ticketsCount, playerId, count, null, clock);
  });
}

async function show(id: number) {
  return lotteryShape.parse((await call(app, "GET", `/api/lotteries/${id}`)).json());
}

/** The player's real money in EUR (bonus money apart). */
async function cashOf(cookie: string): Promise<number> {
  const accounts = (await call(app, "GET", "/api/player/accounts", { cookie })).json() as {
    currency: string;
    available_to_cashout_cents: number;
  }[];
  return accounts.find((account) => account.currency === "EUR")?.available_to_cashout_cents ?? -1;
}

function advance(ms: number) {
  clock = new Date(clock.getTime() + ms);
}

async function lotteryPrizePostings(lotteryId: number): Promise<number> {
  const result = await tdb.database.db.execute(
    sql`select count(*)::int as count from ledger_transactions where kind = 'lottery_prize' and metadata ->> 'lottery_id' = ${String(lotteryId)}`,
  );
  return Number(rowsOf<{ count: number }>(result)[0]?.count ?? -1);
}

describe("the lottery draw", () => {
  it("closes, draws reproducibly from the revealed seed and pays each kind of prize", async () => {
    const id = await createLottery();
    const players = [await signUp(app), await signUp(app), await signUp(app), await signUp(app)];
    for (const [index, player] of players.entries()) await giveTickets(id, player.id, index + 1);
    const committed = (await show(id)).fairness.server_seed_hash;

    // Before end_at nothing moves.
    expect(await app.lotteries.draw.run()).toEqual({ started: 0, closed: 0, drawn: 0 });
    advance(HOUR);
    expect(await app.lotteries.draw.run()).toMatchObject({ closed: 1, drawn: 0 });
    const closed = await show(id);
    expect(closed).toMatchObject({ status: "started", in_progress: false, lottery_tickets_count: 10 });
    expect(closed.fairness).toMatchObject({ server_seed: null, server_seed_hash: committed, tickets_count: 10 });
    expect(closed.fairness.client_seed).toMatch(/^[0-9a-f]{64}$/);

    advance(HOUR);
    expect(await app.lotteries.draw.run()).toMatchObject({ drawn: 1 });
    const drawn = await show(id);
    expect(drawn).toMatchObject({ status: "drawn", finished_at: clock.toISOString() });
    const { server_seed: serverSeed, client_seed: clientSeed } = drawn.fairness;
    if (!serverSeed || !clientSeed) throw new Error("seeds not revealed");
    expect(hashServerSeed(serverSeed)).toBe(committed);
    expect(clientSeed).toBe(closed.fairness.client_seed);

    // Anyone recomputes the winners from the public inputs.
    const verification = lotteryVerification.parse((await call(app, "GET", `/api/lotteries/${id}/verify`)).json());
    expect(verification).toMatchObject({ server_seed_matches: true, client_seed_matches: true, matches_draw: true });
    const tickets = verification.tickets.map((line) => {
      const [number, playerId] = line.split(":").map(Number);
      return { number: number ?? 0, playerId: playerId ?? 0 };
    });
    expect(ticketsDigest(tickets)).toBe(clientSeed);
    const recomputed = verifyLotteryDraw({
      serverSeed,
      clientSeed,
      tickets: tickets.map((ticket) => ticket.number),
      places: 3,
    });
    expect(recomputed.winners.map((winner) => String(winner.ticket).padStart(6, "0"))).toEqual(
      drawn.prizes.map((prize) => prize.ticket),
    );
    expect(new Set(recomputed.winners.map((winner) => winner.ticket)).size).toBe(3);

    // Each winner holds the prize of their place; their tickets show it.
    const owner = (ticket: number) => players.find((player) => player.id === tickets[ticket - 1]?.playerId);
    const [first, second, third] = recomputed.winners.map((winner) => owner(winner.ticket));
    if (!first || !second || !third) throw new Error("a winner is not a test player");
    const mine = lotteryStatus.parse(
      (await call(app, "GET", `/api/lotteries/${id}/status`, { cookie: first.cookie })).json(),
    );
    expect(mine.tickets.some((ticket) => ticket.award_place === 1)).toBe(true);
    for (const player of players) expect(await cashOf(player.cookie)).toBe(player === first ? 5_000 : 0);
    const bonuses = (await call(app, "GET", "/api/player/bonuses", { cookie: second.cookie })).json() as {
      strategy: string;
      amount_cents: number;
      amount_wager_requirement_cents: number;
    }[];
    expect(bonuses.find((bonus) => bonus.strategy === "lottery")).toMatchObject({
      amount_cents: 2_000,
      amount_wager_requirement_cents: 20_000,
    });
    const spins = (await call(app, "GET", "/api/player/freespins", { cookie: third.cookie })).json();
    expect(spins).toEqual([expect.objectContaining({ stage: "issued", freespins_total: 15 })]);
    expect(await lotteryPrizePostings(id)).toBe(1);
    expect((await checkLedger(tdb.database.db)).breaches).toEqual([]);
  });

  it("pays once when two nodes run the draw at the same moment", async () => {
    const money = [5_000n, 3_000n, 1_000n].map((amountCents) => ({
      kind: "money" as const,
      amountCents,
      wagerMultiplier: 0,
      freespinsCount: 0,
    }));
    const id = await createLottery(money);
    const players = [await signUp(app), await signUp(app), await signUp(app)];
    for (const player of players) await giveTickets(id, player.id, 4);
    advance(2 * HOUR);
    const runs = await Promise.all([
      app.lotteries.draw.run(),
      otherNode.lotteries.draw.run(),
      runLotteryDraws(tdb.database.db, clock),
    ]);
    expect(runs.reduce((sum, run) => sum + run.drawn, 0)).toBe(1);
    expect(await lotteryPrizePostings(id)).toBe(3);
    const balances = await Promise.all(players.map((player) => cashOf(player.cookie)));
    expect(balances.reduce((sum, balance) => sum + balance, 0)).toBe(9_000);
    expect(await app.lotteries.draw.run()).toEqual({ started: 0, closed: 0, drawn: 0 });
    // Drawn lotteries are not even looked at again.
    expect(await listDueLotteries(tdb.database.db, clock)).toEqual([]);
    expect((await checkLedger(tdb.database.db)).breaches).toEqual([]);
  });

  it("ends a lottery with no tickets cleanly: drawn, no winners, nothing paid", async () => {
    const id = await createLottery();
    advance(2 * HOUR);
    expect(await app.lotteries.draw.run()).toMatchObject({ closed: 1, drawn: 1 });
    const drawn = await show(id);
    expect(drawn).toMatchObject({ status: "drawn", lottery_tickets_count: 0 });
    expect(drawn.prizes.map((prize) => [prize.ticket, prize.nickname])).toEqual([
      [null, null],
      [null, null],
      [null, null],
    ]);
    expect((await call(app, "GET", `/api/lotteries/${id}/verify`)).json()).toMatchObject({
      winners: [],
      matches_draw: true,
      client_seed_matches: true,
    });
    expect(await lotteryPrizePostings(id)).toBe(0);
  });

  it("with fewer tickets than places, awards only as many places as tickets", async () => {
    const id = await createLottery();
    const player = await signUp(app);
    await giveTickets(id, player.id, 2);
    advance(2 * HOUR);
    await app.lotteries.draw.run();
    const drawn = await show(id);
    expect(drawn.prizes.map((prize) => prize.ticket)).toEqual([
      expect.stringMatching(/^00000[12]$/),
      expect.stringMatching(/^00000[12]$/),
      null,
    ]);
    expect(await cashOf(player.cookie)).toBe(5_000);
    expect((await checkLedger(tdb.database.db)).breaches).toEqual([]);
  });

  it("refuses to verify a lottery before its draw", async () => {
    const id = await createLottery();
    expect((await call(app, "GET", `/api/lotteries/${id}/verify`)).statusCode).toBe(409);
  });
});

describe("winners' names", () => {
  it("cuts a name over 10 characters to 7 and an ellipsis, and never shows an e-mail", () => {
    expect(shortDisplayName("AurelioTheBold", "a@example.com")).toBe("Aurelio…");
    expect(shortDisplayName("TenLetters", "a@example.com")).toBe("TenLetters");
    expect(shortDisplayName(null, "quietfox@example.com")).toBe("qu***");
  });
});

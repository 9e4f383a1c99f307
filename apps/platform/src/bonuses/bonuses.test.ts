import { randomUUID } from "node:crypto";
import type { PlayerBonus, ProviderWalletAnswer } from "@croupier/contract";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { selectRows } from "../db/database.ts";
import { findAccount } from "../ledger/accounts.ts";
import { checkLedger } from "../ledger/invariants.ts";
import { CARDS, callbacksDelivered, payByCard, startDeposit } from "../payments/payment-test-helpers.ts";
import { gameProviders } from "../provider-wallet/schema.ts";
import { openGameSession } from "../provider-wallet/sessions.ts";
import { PROVIDER_SIGNATURE_HEADER, signProviderBody } from "../provider-wallet/signature.ts";
import { call, signUp } from "../test/identity-helpers.ts";
import { createTestDatabase, MANY_SIGN_UPS, type TestDatabase } from "../test/test-app.ts";
import { playerBonuses } from "./schema.ts";

// Bonuses end to end over HTTP: a deposit with each welcome-bonus choice, wagering counted down by
// bets of several game categories through the seamless-wallet protocol until the bonus is released,
// the maximum bet, expiry, forfeit, coupons and the registration bonus; the ledger checked after each.

const PROVIDER = "bonus-test-studio";
const SECRET = "bonus-test-secret";
const SLOT = "croupier-studio/lantern-tide";
const ROULETTE = "croupier-studio/meridian-roulette";
const DICE = "croupier-studio/pebble-dice";

let tdb: TestDatabase;
let app: FastifyInstance;
let now = new Date("2026-11-26T12:00:00Z");
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  tdb = await createTestDatabase();
  app = await tdb.buildApp(MANY_SIGN_UPS, { now: () => now });
  await tdb.database.db.insert(gameProviders).values({ id: PROVIDER, name: "Bonus test studio", secret: SECRET });
});
afterAll(() => tdb.close());

async function expectLedgerBalanced() {
  expect((await checkLedger(tdb.database.db)).breaches).toEqual([]);
}

/** A new player who chose `welcome` (73, 74, 75 or none) and deposited `amount` EUR by card. */
async function depositWithWelcome(welcome: number | null, amount: number) {
  const player = await signUp(app);
  if (welcome !== null) {
    const joined = await call(app, "POST", "/api/player/groups", {
      cookie: player.cookie,
      payload: { groups: { add: [String(welcome)], remove: [] } },
    });
    expect(joined.statusCode, joined.body).toBe(200);
  }
  const { path } = await startDeposit(app, player.cookie, { amountValue: amount });
  await payByCard(app, path, CARDS.approve);
  await callbacksDelivered(app);
  return player;
}

/** The player's bonuses, newest first; `strategy` keeps one kind (every new player also holds the sign-up bonus). */
async function bonusesOf(cookie: string, strategy?: string): Promise<PlayerBonus[]> {
  const response = await call(app, "GET", "/api/player/bonuses", { cookie });
  expect(response.statusCode, response.body).toBe(200);
  const bonuses = response.json() as PlayerBonus[];
  return strategy ? bonuses.filter((bonus) => bonus.strategy === strategy) : bonuses;
}

async function balances(playerId: number) {
  const db = tdb.database.db;
  return {
    real: (await findAccount(db, "player", "EUR", playerId))?.balance ?? 0n,
    bonus: (await findAccount(db, "player_bonus", "EUR", playerId))?.balance ?? 0n,
  };
}

/** The stages of the deposit bonus published on the player's bonuses_changes channel, in order (repeats folded). */
async function publishedStages(playerId: number): Promise<string[]> {
  const rows = await selectRows<{ stage: string }>(
    tdb.database.db,
    sql`select data ->> 'stage' as stage from realtime_publications
         where channel = ${`bonuses_changes#${playerId}`} and (data ->> 'id')::bigint = (select max(id) from player_bonuses where player_id = ${playerId} and strategy = 'deposit') order by "offset"`,
  );
  return rows.map((row) => row.stage).filter((stage, index, stages) => stage !== stages[index - 1]);
}

/** A game session of the test provider for `game`; answers a function that places wallet calls. */
async function playing(playerId: number, game: string) {
  const { token } = await openGameSession(
    tdb.database.db,
    { playerId, providerId: PROVIDER, gameId: game, currency: "EUR", device: "desktop" },
    now,
  );
  return async (kind: "bet" | "win", amount: number, round: string): Promise<ProviderWalletAnswer> => {
    const raw = JSON.stringify({
      request_uuid: randomUUID(),
      token,
      transaction_uuid: randomUUID(),
      round,
      round_closed: kind === "win",
      currency: "EUR",
      amount,
    });
    const response = await app.inject({
      method: "POST",
      url: `/api/provider-wallet/${PROVIDER}/${kind}`,
      payload: raw,
      headers: { "content-type": "application/json", [PROVIDER_SIGNATURE_HEADER]: signProviderBody(SECRET, raw) },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as ProviderWalletAnswer;
  };
}

describe("welcome bonuses at deposit", () => {
  it("credits 73 as a 100% match up to €200, wagering 35×, with its terms", async () => {
    const player = await depositWithWelcome(73, 50);
    const [bonus] = await bonusesOf(player.cookie);
    expect(bonus).toMatchObject({
      type: "welcome",
      strategy: "deposit",
      stage: "active",
      currency: "EUR",
      amount_cents: 5000,
      balance_cents: 5000,
      amount_wager_requirement_cents: 175_000,
      amount_wager_cents: 0,
      cancelable: true,
      terms: { wager_multiplier: 35, max_bet_cents: 500, valid_days: 30 },
    });
    expect(bonus?.terms.contributions[0]).toEqual({ category: "slots", percent: 100 });
    expect(await balances(player.id)).toEqual({ real: 5000n, bonus: 5000n });
    await expectLedgerBalanced();
  });

  it("caps the match at €200", async () => {
    const player = await depositWithWelcome(73, 500);
    const [bonus] = await bonusesOf(player.cookie);
    expect(bonus?.amount_cents).toBe(20_000);
  });

  it("credits no money for 75 (no bonus), for no choice, or below the minimum deposit", async () => {
    for (const [choice, amount] of [
      [75, 50],
      [null, 50],
      [73, 10],
    ] as const) {
      const player = await depositWithWelcome(choice, amount);
      expect(await bonusesOf(player.cookie, "deposit")).toEqual([]);
      expect(await balances(player.id)).toEqual({ real: BigInt(amount * 100), bonus: 0n });
    }
    await expectLedgerBalanced();
  });

  it("gives the welcome bonus on the first deposit only", async () => {
    const player = await depositWithWelcome(73, 20);
    const { path } = await startDeposit(app, player.cookie, { amountValue: 40 });
    await payByCard(app, path, CARDS.approve);
    await callbacksDelivered(app);
    const bonuses = await bonusesOf(player.cookie, "deposit");
    expect(bonuses.map((bonus) => bonus.amount_cents)).toEqual([2000]);
  });
});

describe("wagering", () => {
  it("spends real money first, counts each category's share and releases the bonus when wagered", async () => {
    const player = await depositWithWelcome(73, 20); // €20 real + €20 bonus, 35× = €700 to wager
    const slot = await playing(player.id, SLOT);
    const roulette = await playing(player.id, ROULETTE);
    const dice = await playing(player.id, DICE);

    // €5 on roulette counts 20%: €1; paid from real money.
    await roulette("bet", 500, "r1");
    expect(await balances(player.id)).toEqual({ real: 1500n, bonus: 2000n });
    let [bonus] = await bonusesOf(player.cookie, "deposit");
    expect(bonus).toMatchObject({ stage: "handle_bets", amount_wager_cents: 100 });

    // €4 on dice counts 50%: €2. Then €15 on the slot: real money runs out during the third bet,
    // which bonus money pays €4 of.
    await dice("bet", 400, "d1");
    await slot("bet", 500, "s1");
    await slot("bet", 500, "s2");
    await slot("bet", 500, "s3");
    expect(await balances(player.id)).toEqual({ real: 0n, bonus: 1600n });
    [bonus] = await bonusesOf(player.cookie, "deposit");
    expect(bonus?.amount_wager_cents).toBe(100 + 200 + 1500);

    // A win pays the bonus money back in the share it paid of the round: €8 of €10 (4/5).
    const answer = await slot("win", 1000, "s3");
    expect(answer.balance).toBe(2600);
    expect(await balances(player.id)).toEqual({ real: 200n, bonus: 2400n });

    // 136 more €5 slot rounds would bring the wagering to €698: stand in for them with the sum, then
    // the last two €5 bets complete it and the bonus money left is released to real money.
    await tdb.database.db
      .update(playerBonuses)
      .set({ wagered: 69_000n })
      .where(eq(playerBonuses.id, bonus?.id ?? 0));
    await slot("bet", 500, "last-1");
    await slot("win", 500, "last-1");
    expect((await bonusesOf(player.cookie, "deposit"))[0]?.stage).toBe("handle_bets");
    await slot("bet", 500, "last-2");
    [bonus] = await bonusesOf(player.cookie, "deposit");
    expect(bonus).toMatchObject({ stage: "wager_done", amount_wager_cents: 70_000, balance_cents: 0 });
    // last-1: €2 real + €3 bonus bet, won back in that share; last-2: €2 real + €3 bonus, then released.
    expect(await balances(player.id)).toEqual({ real: 2100n, bonus: 0n });
    // Every stage on the player's channel, from the SQL transitions too.
    expect(await publishedStages(player.id)).toEqual(["active", "handle_bets", "wager_done"]);
    await expectLedgerBalanced();
  });

  it("refuses a bet above the bonus's maximum bet and changes nothing", async () => {
    const player = await depositWithWelcome(73, 50);
    const slot = await playing(player.id, SLOT);
    const answer = await slot("bet", 501, "max-1");
    expect(answer.status).toBe("RS_ERROR_LIMIT_REACHED");
    expect(await balances(player.id)).toEqual({ real: 5000n, bonus: 5000n });
    expect((await bonusesOf(player.cookie))[0]?.amount_wager_cents).toBe(0);
    expect((await slot("bet", 500, "max-2")).status).toBe("RS_OK");
  });
});

describe("balances with bonus money", () => {
  it("shows bonus money in the balance but not in what can be cashed out, and rolls a bet back to where it came from", async () => {
    const player = await depositWithWelcome(73, 20);
    const accounts = await call(app, "GET", "/api/player/accounts", { cookie: player.cookie });
    expect(accounts.json()).toEqual([
      expect.objectContaining({ currency: "EUR", amount_cents: 4000, available_to_cashout_cents: 2000 }),
    ]);
    const slot = await playing(player.id, SLOT);
    await slot("bet", 500, "rb-1");
    await slot("bet", 500, "rb-2");
    await slot("bet", 500, "rb-3");
    await slot("bet", 500, "rb-4");
    const betId = randomUUID();
    const { token } = await openGameSession(
      tdb.database.db,
      { playerId: player.id, providerId: PROVIDER, gameId: SLOT, currency: "EUR", device: "desktop" },
      now,
    );
    const send = async (kind: string, body: Record<string, unknown>) => {
      const raw = JSON.stringify({ request_uuid: randomUUID(), token, currency: "EUR", ...body });
      const response = await app.inject({
        method: "POST",
        url: `/api/provider-wallet/${PROVIDER}/${kind}`,
        payload: raw,
        headers: { "content-type": "application/json", [PROVIDER_SIGNATURE_HEADER]: signProviderBody(SECRET, raw) },
      });
      return response.json() as ProviderWalletAnswer;
    };
    await send("bet", { transaction_uuid: betId, round: "rb-5", round_closed: false, amount: 500 });
    expect(await balances(player.id)).toEqual({ real: 0n, bonus: 1500n });
    const rolledBack = await send("rollback", { transaction_uuid: randomUUID(), reference_transaction_uuid: betId });
    expect(rolledBack).toMatchObject({ status: "RS_OK", balance: 2000 });
    expect(await balances(player.id)).toEqual({ real: 0n, bonus: 2000n });
    await expectLedgerBalanced();
  });
});

describe("expiry and forfeit", () => {
  it("forfeits: the bonus money left goes back and the bonus is canceled", async () => {
    const player = await depositWithWelcome(73, 30);
    const [bonus] = await bonusesOf(player.cookie);
    const info = await call(app, "GET", `/api/player/bonuses/${bonus?.id}/cancel_info`, { cookie: player.cookie });
    expect(info.json()).toMatchObject({ cash_balance: "30", bonus_balance: "30", current_balance: "60" });
    const response = await call(app, "DELETE", `/api/player/bonuses/${bonus?.id}`, { cookie: player.cookie });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ stage: "canceled", cancelable: false, balance_cents: 0 });
    expect(await balances(player.id)).toEqual({ real: 3000n, bonus: 0n });
    const again = await call(app, "DELETE", `/api/player/bonuses/${bonus?.id}`, { cookie: player.cookie });
    expect(again.statusCode).toBe(409);
    await expectLedgerBalanced();
  });

  it("expires a bonus not wagered in time, removing its money", async () => {
    const player = await depositWithWelcome(73, 30);
    now = new Date(now.getTime() + 31 * DAY);
    try {
      expect(await app.bonuses.expiry.run()).toBeGreaterThanOrEqual(1);
    } finally {
      now = new Date(now.getTime() - 31 * DAY);
    }
    const [bonus] = await bonusesOf(player.cookie);
    expect(bonus?.stage).toBe("expired");
    expect(await balances(player.id)).toEqual({ real: 3000n, bonus: 0n });
    await expectLedgerBalanced();
  });

  it("never lets another player forfeit or activate a bonus", async () => {
    const owner = await depositWithWelcome(73, 30);
    const other = await signUp(app);
    const [bonus] = await bonusesOf(owner.cookie);
    for (const method of ["DELETE", "POST"] as const) {
      const url =
        method === "DELETE" ? `/api/player/bonuses/${bonus?.id}` : `/api/player/bonuses/${bonus?.id}/activation`;
      expect((await call(app, method, url, { cookie: other.cookie })).statusCode).toBe(404);
    }
  });
});

describe("registration bonus and coupons", () => {
  it("offers the sign-up bonus, activated on request, one wagering bonus per currency", async () => {
    const player = await signUp(app);
    const [issued] = await bonusesOf(player.cookie);
    expect(issued).toMatchObject({ stage: "issued", strategy: "registration", amount_cents: 500, activatable: true });
    const available = await call(app, "GET", "/api/bonuses/available_bonuses", { cookie: player.cookie });
    expect(available.json()).toEqual({ available_bonuses: true });

    const coupon = await call(app, "POST", "/api/bonuses/coupon", {
      cookie: player.cookie,
      payload: { coupon_code: "free10" },
    });
    expect(coupon.json()).toEqual({ status: "issued" });
    const used = await call(app, "POST", "/api/bonuses/coupon", {
      cookie: player.cookie,
      payload: { coupon_code: "FREE10" },
    });
    expect(used.statusCode).toBe(422);
    expect(used.json()).toEqual({ errors: { coupon_code: ["You have already used this code."] } });

    const activated = await call(app, "POST", `/api/player/bonuses/${issued?.id}/activation`, {
      cookie: player.cookie,
    });
    expect(activated.json()).toMatchObject({ stage: "active", balance_cents: 500 });
    const couponBonus = (await bonusesOf(player.cookie)).find((bonus) => bonus.strategy === "coupon");
    const second = await call(app, "POST", `/api/player/bonuses/${couponBonus?.id}/activation`, {
      cookie: player.cookie,
    });
    expect(second.statusCode).toBe(409);
    expect(await balances(player.id)).toEqual({ real: 0n, bonus: 500n });
    await expectLedgerBalanced();
  });

  it("refuses an unknown or empty coupon on the field", async () => {
    const player = await signUp(app);
    for (const [code, message] of [
      ["NOPE", "invalid input"],
      ["", "must be completed"],
    ]) {
      const response = await call(app, "POST", "/api/bonuses/coupon", {
        cookie: player.cookie,
        payload: { coupon_code: code },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ errors: { coupon_code: [message] } });
    }
  });

  it("lists the offers at registration and at the first deposit", async () => {
    const registration = await call(app, "GET", "/api/bonuses/registration?currency=EUR");
    expect((registration.json() as { id: string }[]).map((offer) => offer.id)).toEqual(["78"]);
    const player = await signUp(app);
    const offers = await call(app, "GET", "/api/bonuses/deposit", { cookie: player.cookie });
    expect((offers.json() as { id: string }[]).map((offer) => offer.id)).toEqual(["73", "74"]);
  });
});

import { randomUUID } from "node:crypto";
import { type LimitPeriod, type ProviderWalletAnswer, type UserLimit, userLimits } from "@croupier/contract";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { users } from "../identity/schema.ts";
import { findAccount } from "../ledger/accounts.ts";
import { checkLedger } from "../ledger/invariants.ts";
import { fund } from "../ledger/ledger-test-helpers.ts";
import { ledgerTransactions } from "../ledger/schema.ts";
import { CARDS, callbacksDelivered, deposit, payByCard, startDeposit } from "../payments/payment-test-helpers.ts";
import { gameActions, gameProviders, gameSessions } from "../provider-wallet/schema.ts";
import { openGameSession } from "../provider-wallet/sessions.ts";
import { PROVIDER_SIGNATURE_HEADER, signProviderBody } from "../provider-wallet/signature.ts";
import { studioPlays } from "../studio/schema.ts";
import {
  eurBalance,
  launch,
  type StudioGame,
  setPlayRules,
  startStudioApp,
  studio,
} from "../studio/studio-test-helpers.ts";
import { call, RELAXED_AUTH_LIMITS, sessionCookie, signIn, signUp } from "../test/identity-helpers.ts";
import type { TestDatabase } from "../test/test-app.ts";

// Player limits end to end through the API: setting them (a decrease at once, an increase or a
// removal after 24 hours and a confirmation), and the platform refusing what passes them: deposits,
// bets through the seamless wallet and the studio, and sign-in once the session time is used up.
//
// The clock starts at the real time in every test: deposits and wallet moves are stamped by the
// database's own clock, and the limits' windows count back from the app's.

const HOUR = 60 * 60 * 1000;
const PERIOD_MS: Record<LimitPeriod, number> = { day: 24 * HOUR, week: 7 * 24 * HOUR, month: 30 * 24 * HOUR };
const PROVIDER = "limits-test-provider";
const SECRET = "limits-test-secret";

let tdb: TestDatabase;
let app: FastifyInstance;
let dice: StudioGame;
const clock = { now: new Date() };
const later = (ms: number) => {
  clock.now = new Date(clock.now.getTime() + ms);
};

/** Signs the player in again (after the clock moved past the session's life). */
async function signInAgain(player: Player): Promise<void> {
  const response = await signIn(app, player.email);
  expect(response.statusCode, response.body).toBe(200);
  player.cookie = sessionCookie(response) ?? "";
}

beforeAll(async () => {
  ({
    tdb,
    app,
    games: [dice],
  } = await startStudioApp(["pebble-dice"], () => clock.now));
  // The sign-in tests sign in more than the default limits allow from one address.
  app = await tdb.buildApp(RELAXED_AUTH_LIMITS, { now: () => clock.now });
  await tdb.database.db.insert(gameProviders).values({ id: PROVIDER, name: "Limits test provider", secret: SECRET });
});
afterAll(() => tdb.close());
beforeEach(() => {
  clock.now = new Date();
});

type Player = { id: number; cookie: string; email: string };

async function newPlayer(funds = 0n): Promise<Player> {
  const player = await signUp(app);
  // Confirmed, so the player can still sign in after the tests move the clock by weeks.
  await tdb.database.db.update(users).set({ confirmedAt: clock.now }).where(eq(users.id, player.id));
  if (funds > 0n) {
    const account = await findAccount(app.database.db, "player", "EUR", player.id);
    if (!account) throw new Error("no EUR account");
    await fund(app.database.db, account, funds);
  }
  return player;
}

async function setLimit(player: Player, userLimit: Record<string, unknown>) {
  return call(app, "POST", "/api/user_limits", { cookie: player.cookie, payload: { user_limit: userLimit } });
}

async function limitsOf(player: Player): Promise<UserLimit[]> {
  const response = await call(app, "GET", "/api/user_limits", { cookie: player.cookie });
  expect(response.statusCode).toBe(200);
  return userLimits.parse(response.json());
}

async function setOk(player: Player, userLimit: Record<string, unknown>): Promise<UserLimit[]> {
  const response = await setLimit(player, userLimit);
  expect(response.statusCode, response.body).toBe(200);
  return userLimits.parse(response.json());
}

const depositLimit = (period: LimitPeriod, amount: string) => ({
  type: "deposit",
  period,
  accounts: [{ currency: "EUR", amount }],
});

async function confirm(player: Player, token: string) {
  return call(app, "POST", "/api/user_limits/confirm", { cookie: player.cookie, payload: { token } });
}

/** The ledger's postings and the player's balance: a refusal must leave both as they were. */
async function moneyState(player: Player) {
  const [row] = await tdb.database.db.select({ count: sql<string>`count(*)` }).from(ledgerTransactions);
  return { postings: Number(row?.count ?? 0), balance: await eurBalance(tdb.database.db, player.id) };
}

async function walletCall(action: string, body: Record<string, unknown>): Promise<ProviderWalletAnswer> {
  const raw = JSON.stringify({ request_uuid: randomUUID(), ...body });
  const response = await app.inject({
    method: "POST",
    url: `/api/provider-wallet/${PROVIDER}/${action}`,
    payload: raw,
    headers: { "content-type": "application/json", [PROVIDER_SIGNATURE_HEADER]: signProviderBody(SECRET, raw) },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as ProviderWalletAnswer;
}

async function gameToken(player: Player, startedAt = clock.now) {
  const opened = await openGameSession(
    tdb.database.db,
    { playerId: player.id, providerId: PROVIDER, gameId: "limits-roulette", currency: "EUR", device: "desktop" },
    startedAt,
  );
  return opened;
}

const round = () => randomUUID();
const bet = (token: string, amount: number, roundId = round()) =>
  walletCall("bet", { token, transaction_uuid: randomUUID(), round: roundId, currency: "EUR", amount });
const win = (token: string, amount: number, roundId: string) =>
  walletCall("win", {
    token,
    transaction_uuid: randomUUID(),
    round: roundId,
    currency: "EUR",
    amount,
    round_closed: true,
  });

describe("/api/user_limits", () => {
  it("answers 401 signed out and [] for a player without limits", async () => {
    expect((await call(app, "GET", "/api/user_limits")).statusCode).toBe(401);
    expect(await limitsOf(await newPlayer())).toEqual([]);
  });

  it("sets a deposit limit from the free text amount, in the contract's shape", async () => {
    const player = await newPlayer();
    const [limit] = await setOk(player, depositLimit("day", " 50.5 "));
    expect(limit).toMatchObject({
      type: "deposit",
      period: "day",
      status: "active",
      strategy: "rolling",
      disable_at: null,
      confirm_until: null,
      minutes: null,
      pending: null,
      accounts: [
        {
          currency: "EUR",
          amount_cents: 5050,
          current_value_amount_cents: 0,
          remaining_amount_cents: 5050,
          active_until: null,
          binding: true,
        },
      ],
    });
    // amount_cents works too, and a second period is a second limit.
    const after = await setOk(player, {
      type: "deposit",
      period: "week",
      accounts: [{ currency: "eur", amount_cents: 20_000 }],
    });
    expect(after.map((item) => [item.period, item.accounts[0]?.amount_cents])).toEqual([
      ["day", 5050],
      ["week", 20_000],
    ]);
  });

  it("refuses bad input field by field", async () => {
    const player = await newPlayer();
    const errorsOf = async (userLimit: Record<string, unknown>) => {
      const response = await setLimit(player, userLimit);
      expect(response.statusCode, response.body).toBe(422);
      return Object.keys((response.json() as { errors: Record<string, string[]> }).errors);
    };
    expect(await errorsOf({ type: "deposit", period: "day", accounts: [{ currency: "USD", amount: "10" }] })).toEqual([
      "currency",
    ]);
    expect(await errorsOf(depositLimit("day", "ten"))).toEqual(["amount"]);
    expect(await errorsOf(depositLimit("day", "0"))).toEqual(["amount"]);
    expect(await errorsOf(depositLimit("day", "1.001"))).toEqual(["amount"]);
    expect(await errorsOf({ type: "deposit", period: "day", accounts: [] })).toEqual(["amount"]);
    expect(await errorsOf({ type: "session", period: "day" })).toEqual(["minutes"]);
    expect(await errorsOf({ type: "session", period: "day", minutes: 24 * 60 + 1 })).toEqual(["minutes"]);
    expect(await errorsOf({ type: "bets", period: "day" })).toEqual(["type"]);
    expect(await errorsOf({ type: "deposit", period: "year" })).toEqual(["period"]);
    const response = await setLimit(player, depositLimit("day", "-5"));
    expect(response.json().errors.amount).toEqual(["Amount must be a number"]);
    expect(await limitsOf(player)).toEqual([]);
  });

  it("applies a decrease at once", async () => {
    const player = await newPlayer();
    await setOk(player, depositLimit("day", "50"));
    const [limit] = await setOk(player, depositLimit("day", "20"));
    expect(limit?.accounts[0]?.amount_cents).toBe(2000);
    expect(limit?.pending).toBeNull();
  });

  it("applies an increase only after 24 hours and the player's confirmation", async () => {
    const player = await newPlayer();
    await setOk(player, depositLimit("day", "20"));
    const [limit] = await setOk(player, depositLimit("day", "40"));
    expect(limit?.accounts[0]?.amount_cents).toBe(2000);
    expect(limit?.pending).toMatchObject({
      kind: "increase",
      accounts: [{ currency: "EUR", amount_cents: 4000 }],
      confirmable: false,
      applies_at: new Date(clock.now.getTime() + 24 * HOUR).toISOString(),
    });
    const token = limit?.pending?.token ?? "";
    // Meanwhile the old amount binds.
    const refused = await deposit(app, player.cookie, { amountValue: 30 });
    expect(refused.statusCode).toBe(422);

    later(24 * HOUR - 60_000);
    await signInAgain(player);
    const early = await confirm(player, token);
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.token[0]).toMatch(
      /^This change can be confirmed from .* UTC, after its 24-hour cooling-off\.$/,
    );
    expect((await limitsOf(player))[0]?.accounts[0]?.amount_cents).toBe(2000);

    later(60_000);
    expect((await limitsOf(player))[0]?.pending?.confirmable).toBe(true);
    const confirmed = await confirm(player, token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const [after] = userLimits.parse(confirmed.json());
    expect(after).toMatchObject({ pending: null, accounts: [{ amount_cents: 4000 }] });
    // A token is used once; another player's token is nothing to this one.
    expect((await confirm(player, token)).statusCode).toBe(422);
  });

  it("waits the jurisdiction's longer cooling-off when the play rules set one", async () => {
    await setPlayRules(tdb.database.db, { limit_cooling_off_hours: 72 });
    try {
      const player = await newPlayer();
      await setOk(player, depositLimit("week", "20"));
      const [limit] = await setOk(player, depositLimit("week", "40"));
      expect(limit?.pending?.applies_at).toBe(new Date(clock.now.getTime() + 72 * HOUR).toISOString());
      const token = limit?.pending?.token ?? "";

      later(72 * HOUR - 60_000);
      await signInAgain(player);
      const early = await confirm(player, token);
      expect(early.statusCode).toBe(422);
      expect(early.json().errors.token[0]).toMatch(/after its 72-hour cooling-off\.$/);
      later(60_000);
      expect((await confirm(player, token)).statusCode).toBe(200);
    } finally {
      await setPlayRules(tdb.database.db, { limit_cooling_off_hours: 24 });
    }
  });

  it("removes a limit only after 24 hours and the player's confirmation; it binds meanwhile", async () => {
    const player = await newPlayer();
    const [limit] = await setOk(player, depositLimit("day", "10"));
    const removal = await call(app, "DELETE", `/api/user_limits/${limit?.id}`, { cookie: player.cookie });
    expect(removal.statusCode).toBe(200);
    const [pending] = userLimits.parse(removal.json());
    expect(pending).toMatchObject({
      status: "pending_removal",
      disable_at: new Date(clock.now.getTime() + 24 * HOUR).toISOString(),
      pending: { kind: "removal", confirmable: false },
    });
    expect((await deposit(app, player.cookie, { amountValue: 11 })).statusCode).toBe(422);
    expect((await confirm(player, pending?.pending?.token ?? "")).statusCode).toBe(422);
    expect((await call(app, "DELETE", "/api/user_limits/999999", { cookie: player.cookie })).statusCode).toBe(404);

    later(24 * HOUR);
    await signInAgain(player);
    expect((await confirm(player, pending?.pending?.token ?? "")).statusCode).toBe(200);
    expect(await limitsOf(player)).toEqual([]);
    expect((await deposit(app, player.cookie, { amountValue: 11 })).statusCode).toBe(201);
  });

  it("binds the lowest of several limits: day 50 and week 30 allow 30 today", async () => {
    const player = await newPlayer();
    await setOk(player, depositLimit("day", "50"));
    await setOk(player, depositLimit("week", "30"));
    const refused = await deposit(app, player.cookie, { amountValue: 31 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.amountValue).toEqual(["Your deposit limit of €30 per 7 days allows €30 more now."]);
    expect((await deposit(app, player.cookie, { amountValue: 30 })).statusCode).toBe(201);
    const limits = await limitsOf(player);
    expect(
      limits.map((item) => [item.period, item.accounts[0]?.remaining_amount_cents, item.accounts[0]?.binding]),
    ).toEqual([
      ["day", 2000, false],
      ["week", 0, true],
    ]);
  });
});

describe("deposit limits", () => {
  it("allow a deposit exactly up to the limit and refuse one cent more, in the player's language", async () => {
    const player = await newPlayer();
    await setOk(player, depositLimit("day", "50"));
    const { path } = await startDeposit(app, player.cookie, { amountValue: 30 });
    await payByCard(app, path, CARDS.approve);
    await callbacksDelivered(app);
    const before = await moneyState(player);

    const over = await deposit(app, player.cookie, { amountValue: "20.01" });
    expect(over.statusCode).toBe(422);
    const [text] = over.json().errors.amountValue as string[];
    expect(text).toMatch(/^Your deposit limit of €50 per 24 hours allows €20 more now\. It resets from .* UTC\.$/);
    const spanish = await deposit(app, player.cookie, { amountValue: "20.01" }, "?l=es");
    expect(spanish.json().errors.amountValue[0]).toMatch(
      /^Tu límite de depósito de 50\u00a0€ cada 24 horas permite 20\u00a0€ más/,
    );
    expect(await moneyState(player)).toEqual(before);

    // Deposits on their way count too: a second checkout cannot pass the limit.
    expect((await deposit(app, player.cookie, { amountValue: 20 })).statusCode).toBe(201);
    const reached = await deposit(app, player.cookie, { amountValue: 10 });
    expect(reached.json().errors.amountValue[0]).toMatch(
      /^Your deposit limit of €50 per 24 hours is reached\. It resets from/,
    );
    const [limit] = await limitsOf(player);
    expect(limit?.accounts[0]).toMatchObject({ current_value_amount_cents: 5000, remaining_amount_cents: 0 });
    expect((await checkLedger(tdb.database.db)).breaches).toEqual([]);
  });

  it("gives out no crypto address once the limit in that coin is used up", async () => {
    const player = await newPlayer();
    await call(app, "POST", "/api/player/accounts", { cookie: player.cookie, payload: { currency: "BTC" } });
    const fields = () =>
      call(app, "GET", "/api/payments/methods/crypto_btc/fields?currency=BTC&action=deposit", {
        cookie: player.cookie,
      });
    expect((await fields()).statusCode).toBe(200);
    const limit = await setLimit(player, {
      type: "deposit",
      period: "day",
      accounts: [{ currency: "BTC", amount: "0.001" }],
    });
    expect(limit.statusCode, limit.body).toBe(200);
    expect((await fields()).statusCode).toBe(200);
    await tdb.database.db.execute(
      sql`insert into payments (player_id, action, method_id, currency, amount_cents, gateway, state)
          values (${player.id}, 'deposit', 'crypto_btc', 'BTC', 100000, 'sandbox-crypto', 'succeeded')`,
    );
    const refused = await fields();
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.amountValue[0]).toMatch(
      /^Your deposit limit of BTC\u00a00\.001 per 24 hours is reached/,
    );
  });
});

describe("each money limit type and period at its boundary", () => {
  const PERIODS: LimitPeriod[] = ["day", "week", "month"];

  /** A case uses its limit up to `step` below it and answers how to try an amount (true when allowed). */
  interface Case {
    limit: string;
    step: number;
    fill(player: Player): Promise<(cents: number) => Promise<boolean>>;
  }

  const walletAttempt = (player: Player) => async (cents: number) => {
    const { token } = await gameToken(player);
    const answer = await bet(token, cents);
    if (answer.status === "RS_ERROR_LIMIT_REACHED") return false;
    expect(answer.status).toBe("RS_OK");
    return true;
  };

  const CASES: Record<"deposit" | "wager" | "loss", Case> = {
    // The card method takes 10.00 at least: 90.00 of a 100.00 limit deposited (pending counts too).
    deposit: {
      limit: "100",
      step: 1000,
      fill: async (player) => {
        expect((await deposit(app, player.cookie, { amountValue: 60 })).statusCode).toBe(201);
        expect((await deposit(app, player.cookie, { amountValue: 30 })).statusCode).toBe(201);
        return async (cents) => {
          const response = await deposit(app, player.cookie, { amountValue: (cents / 100).toFixed(2) });
          if (response.statusCode === 422) {
            expect(response.json().errors.amountValue[0]).toMatch(/^Your deposit limit of €100 /);
            return false;
          }
          expect(response.statusCode, response.body).toBe(201);
          return true;
        };
      },
    },
    wager: {
      limit: "10",
      step: 100,
      fill: async (player) => {
        const { token } = await gameToken(player);
        expect((await bet(token, 600)).status).toBe("RS_OK");
        expect((await bet(token, 300)).status).toBe("RS_OK");
        return walletAttempt(player);
      },
    },
    // Net loss 9.00: 14.00 staked, 5.00 won back.
    loss: {
      limit: "10",
      step: 100,
      fill: async (player) => {
        const { token } = await gameToken(player);
        const first = round();
        expect((await bet(token, 900, first)).status).toBe("RS_OK");
        expect((await win(token, 500, first)).status).toBe("RS_OK");
        expect((await bet(token, 500)).status).toBe("RS_OK");
        return walletAttempt(player);
      },
    },
  };

  for (const type of ["deposit", "wager", "loss"] as const) {
    for (const period of PERIODS) {
      it(`${type} per ${period}: exactly the limit allowed, a cent more refused until the window passes`, async () => {
        const { limit, step, fill } = CASES[type];
        const player = await newPlayer(100_000n);
        await setOk(player, { type, period, accounts: [{ currency: "EUR", amount: limit }] });
        const attempt = await fill(player);
        const before = await moneyState(player);
        expect(await attempt(step + 1)).toBe(false);
        expect(await moneyState(player)).toEqual(before);
        expect(await attempt(step)).toBe(true);
        expect(await attempt(step)).toBe(false);
        later(PERIOD_MS[period] - HOUR);
        await signInAgain(player);
        expect(await attempt(step)).toBe(false);
        later(HOUR + 10 * 60_000);
        await signInAgain(player);
        expect(await attempt(step)).toBe(true);
      });
    }
  }
});

describe("bets through the seamless wallet", () => {
  it("answer RS_ERROR_LIMIT_REACHED with the balance, moving nothing, and the same again on a repeat", async () => {
    const player = await newPlayer(5_000n);
    await setOk(player, { type: "wager", period: "day", accounts: [{ currency: "EUR", amount: "1" }] });
    const { token } = await gameToken(player);
    const actionsBefore = await tdb.database.db
      .select({ count: sql<string>`count(*)` })
      .from(gameActions)
      .where(eq(gameActions.playerId, player.id));
    const before = await moneyState(player);
    const body = {
      request_uuid: randomUUID(),
      token,
      transaction_uuid: randomUUID(),
      round: round(),
      currency: "EUR",
      amount: 101,
    };
    const refused = await walletCall("bet", body);
    expect(refused).toMatchObject({ status: "RS_ERROR_LIMIT_REACHED", balance: 5_000, currency: "EUR" });
    expect(await walletCall("bet", body)).toEqual(refused);
    expect(await moneyState(player)).toEqual(before);
    const actionsAfter = await tdb.database.db
      .select({ count: sql<string>`count(*)` })
      .from(gameActions)
      .where(eq(gameActions.playerId, player.id));
    expect(actionsAfter).toEqual(actionsBefore);
    // Wins are never refused.
    const allowed = round();
    expect((await bet(token, 100, allowed)).status).toBe("RS_OK");
    expect((await win(token, 250, allowed)).status).toBe("RS_OK");
    expect((await checkLedger(tdb.database.db)).breaches).toEqual([]);
  });
});

describe("studio bets", () => {
  it("are refused with a 422 saying which limit binds, recording no play", async () => {
    const player = await newPlayer(5_000n);
    await setOk(player, { type: "wager", period: "week", accounts: [{ currency: "EUR", amount: "1.5" }] });
    const { token } = await launch(app, dice.eur, player.cookie);
    const roll = (stake: number) =>
      studio(app, "POST", "/api/studio/play?l=pt-BR", token, {
        action: { type: "roll", bet: stake, direction: "under", target: 4950 },
      });
    expect((await roll(100)).statusCode).toBe(200);
    const before = await moneyState(player);
    const refused = await roll(51);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors["action.bet"]).toEqual([
      expect.stringMatching(
        /^Seu limite de apostas de €\u00a01,50 a cada 7 dias permite mais €\u00a00,50 agora\. Ele é renovado a partir de/,
      ),
    ]);
    expect(await moneyState(player)).toEqual(before);
    const plays = await tdb.database.db.select().from(studioPlays).where(eq(studioPlays.playerId, player.id));
    expect(plays).toHaveLength(1);
    expect((await roll(50)).statusCode).toBe(200);
  });
});

describe("session limits", () => {
  it("stop a running session's bets and refuse sign-in once the period's play time is used up", async () => {
    const player = await newPlayer(5_000n);
    const [limit] = await setOk(player, { type: "session", period: "day", minutes: 60 });
    expect(limit).toMatchObject({ minutes: 60, current_minutes: 0, accounts: [], resets_at: null });
    const { token, session } = await gameToken(player);
    expect((await bet(token, 100)).status).toBe("RS_OK");
    // The session has been played for an hour and a minute (launched then, its last bet now).
    await tdb.database.db
      .update(gameSessions)
      .set({ createdAt: new Date(clock.now.getTime() - 61 * 60_000) })
      .where(eq(gameSessions.id, session.id));
    const [used] = await limitsOf(player);
    expect(used?.current_minutes).toBe(61);

    const before = await moneyState(player);
    expect((await bet(token, 100)).status).toBe("RS_ERROR_LIMIT_REACHED");
    expect(await moneyState(player)).toEqual(before);

    const refused = await signIn(app, player.email);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.email[0]).toMatch(
      /^Your session limit of 60 minutes per 24 hours is used up\. You can sign in again from .* UTC\.$/,
    );
    // Free again once enough of that hour has left the window.
    later(23 * HOUR);
    expect((await signIn(app, player.email)).statusCode).toBe(422);
    later(HOUR + 10 * 60_000);
    expect((await signIn(app, player.email)).statusCode).toBe(200);
  });

  it("increase in minutes waits like any other", async () => {
    const player = await newPlayer();
    await setOk(player, { type: "session", period: "week", minutes: 120 });
    const [limit] = await setOk(player, { type: "session", period: "week", minutes: 240 });
    expect(limit).toMatchObject({ minutes: 120, pending: { kind: "increase", minutes: 240, accounts: [] } });
    const [lower] = await setOk(player, { type: "session", period: "week", minutes: 90 });
    expect(lower).toMatchObject({ minutes: 90, pending: null });
  });
});

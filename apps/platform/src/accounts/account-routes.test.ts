import { walletAccount, walletAccounts } from "@croupier/contract";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkLedger } from "../ledger/invariants.ts";
import { insertLottery } from "../lotteries/lotteries.ts";
import { openDemoLottery } from "../lotteries/seed.ts";
import { call, signUp } from "../test/identity-helpers.ts";
import { createTestApp, MANY_SIGN_UPS, type TestDatabase } from "../test/test-app.ts";
import { FUN_DEMO_GRANT, resolveCurrentCurrency } from "./accounts-service.ts";

let tdb: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  ({ testDb: tdb, app } = await createTestApp(MANY_SIGN_UPS));
});
afterAll(() => tdb.close());

async function accountsOf(cookie: string) {
  const response = await call(app, "GET", "/api/player/accounts?compatibility=false", { cookie });
  expect(response.statusCode).toBe(200);
  return walletAccounts.parse(response.json());
}

describe("/api/player/accounts", () => {
  it("answers 401 when signed out", async () => {
    expect((await call(app, "GET", "/api/player/accounts")).statusCode).toBe(401);
    const post = await call(app, "POST", "/api/player/accounts?currency=BTC");
    expect(post.statusCode).toBe(401);
    expect(post.json()).toEqual({ error: "You need to sign in or sign up before continuing." });
  });

  it("opens the sign-up currency's account at sign-up, selected", async () => {
    const { cookie } = await signUp(app, undefined, { currency: "USD" });
    const [account, ...others] = await accountsOf(cookie);
    expect(others).toEqual([]);
    expect(account).toEqual({
      id: expect.any(Number),
      currency: "USD",
      amount_cents: 0,
      available_to_cashout_cents: 0,
      available_to_bet_with_locked_cent: 0,
      hidden_at: null,
      deposit_available: true,
      selected_lottery_id: null,
      active: true,
    });
  });

  it("adds and selects an account (query or body); the player and walletAccount follow", async () => {
    const { cookie } = await signUp(app);
    const added = await call(app, "POST", "/api/player/accounts?currency=BTC", { cookie });
    expect(added.statusCode).toBe(201);
    expect(walletAccount.parse(added.json())).toMatchObject({ currency: "BTC", amount_cents: 0, active: true });
    const me = (await call(app, "GET", "/api/player", { cookie })).json();
    expect(me).toMatchObject({
      currency: "BTC",
      accounts: [
        { currency: "EUR", amount_cents: 0 },
        { currency: "BTC", amount_cents: 0 },
      ],
      walletAccount: { currency: "BTC", amount_cents: 0 },
    });
    // Selecting an existing account (body form, lower case) answers 200 and opens nothing.
    const back = await call(app, "POST", "/api/player/accounts", { cookie, payload: { currency: "eur" } });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ currency: "EUR", active: true });
    expect((await accountsOf(cookie)).map((account) => [account.currency, account.active])).toEqual([
      ["EUR", true],
      ["BTC", false],
    ]);
  });

  it("opens a FUN wallet with its demo grant but keeps the first real account selected", async () => {
    const { cookie } = await signUp(app);
    await call(app, "POST", "/api/player/accounts?currency=LTC", { cookie });
    const fun = await call(app, "POST", "/api/player/accounts?currency=FUN", { cookie });
    expect(fun.statusCode).toBe(201);
    expect(fun.json()).toMatchObject({
      currency: "FUN",
      amount_cents: Number(FUN_DEMO_GRANT),
      available_to_cashout_cents: 0,
      deposit_available: false,
      active: false,
    });
    // With FUN picked, the first account's currency (EUR, the sign-up one) is used.
    const me = (await call(app, "GET", "/api/player", { cookie })).json();
    expect(me).toMatchObject({ currency: "EUR", walletAccount: { currency: "EUR" } });
    // The grant is given once, however often FUN is picked.
    const again = await call(app, "POST", "/api/player/accounts?currency=FUN", { cookie });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ amount_cents: Number(FUN_DEMO_GRANT) });
    expect((await checkLedger(tdb.database.db)).breaches).toEqual([]);
  });

  it("answers 422 for an unknown or missing currency", async () => {
    const { cookie } = await signUp(app);
    const unknown = await call(app, "POST", "/api/player/accounts?currency=XYZ", { cookie });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({ errors: { currency: ["invalid input"] } });
    expect((await call(app, "POST", "/api/player/accounts", { cookie, payload: {} })).statusCode).toBe(422);
    expect(await accountsOf(cookie)).toHaveLength(1);
  });

  it("shows only the signed-in player's accounts", async () => {
    const first = await signUp(app);
    const second = await signUp(app, undefined, { currency: "CAD" });
    await call(app, "POST", "/api/player/accounts?currency=ETH", { cookie: first.cookie });
    expect((await accountsOf(first.cookie)).map((account) => account.currency)).toEqual(["EUR", "ETH"]);
    expect((await accountsOf(second.cookie)).map((account) => account.currency)).toEqual(["CAD"]);
  });
});

describe("PATCH /api/player/accounts/{id}/select_lottery", () => {
  function selectLottery(cookie: string, id: number | string, payload: unknown) {
    return call(app, "PATCH", `/api/player/accounts/${id}/select_lottery`, { cookie, payload });
  }

  /** An open lottery in `currency` (the lotteries module's own rules of picking are tested there). */
  async function openLottery(currency: string): Promise<number> {
    const now = new Date();
    const lottery = openDemoLottery(now, `accounts-test-${currency}-${now.getTime()}`);
    const created = await tdb.database.db.transaction((tx) => insertLottery(tx, { ...lottery, currency }, now));
    if (!created) throw new Error("no lottery created");
    return created.lottery.id;
  }

  it("sets and clears the account's lottery; the accounts list shows it per currency", async () => {
    const [eurLottery, btcLottery] = [await openLottery("EUR"), await openLottery("BTC")];
    const { cookie } = await signUp(app);
    const btc = walletAccount.parse((await call(app, "POST", "/api/player/accounts?currency=BTC", { cookie })).json());
    const [eur] = await accountsOf(cookie);
    const chosen = await selectLottery(cookie, eur?.id ?? 0, { lottery_id: eurLottery });
    expect(chosen.statusCode).toBe(200);
    expect(walletAccount.parse(chosen.json())).toEqual({ ...eur, selected_lottery_id: eurLottery });
    expect((await accountsOf(cookie)).map((account) => [account.currency, account.selected_lottery_id])).toEqual([
      ["EUR", eurLottery],
      ["BTC", null],
    ]);
    await selectLottery(cookie, btc.id, { lottery_id: String(btcLottery) });
    // Turning the lottery toggle off clears the pick.
    expect((await selectLottery(cookie, eur?.id ?? 0, { lottery_id: null })).json().selected_lottery_id).toBeNull();
    expect((await accountsOf(cookie)).map((account) => account.selected_lottery_id)).toEqual([null, btcLottery]);
    // Selecting the currency again (POST) answers the account with its lottery.
    const again = await call(app, "POST", "/api/player/accounts?currency=BTC", { cookie });
    expect(again.json()).toMatchObject({ currency: "BTC", selected_lottery_id: btcLottery });
  });

  it("answers 404 for another player's or an unknown account, 422 for a bad lottery id", async () => {
    const owner = await signUp(app);
    const intruder = await signUp(app);
    const [account] = await accountsOf(owner.cookie);
    const stolen = await selectLottery(intruder.cookie, account?.id ?? 0, { lottery_id: 1 });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toEqual({ error: "Not found" });
    expect((await selectLottery(owner.cookie, 999_999_999, { lottery_id: 1 })).statusCode).toBe(404);
    expect((await accountsOf(owner.cookie))[0]?.selected_lottery_id).toBeNull();
    for (const payload of [{ lottery_id: 0 }, { lottery_id: -2 }, { lottery_id: "abc" }, { lottery_id: 1.5 }, {}]) {
      const bad = await selectLottery(owner.cookie, account?.id ?? 0, payload);
      expect(bad.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(bad.json().errors)).toEqual(["lottery_id"]);
    }
    const badId = await selectLottery(owner.cookie, "abc", { lottery_id: 1 });
    expect(badId.statusCode).toBe(422);
    expect(badId.json()).toEqual({ errors: { id: ["invalid input"] } });
  });
});

describe("resolveCurrentCurrency", () => {
  const playMoney = new Set(["FUN"]);
  it("keeps a real currency and replaces FUN by the first real account's", () => {
    expect(resolveCurrentCurrency("BTC", [{ currency: "EUR" }], playMoney)).toBe("BTC");
    expect(resolveCurrentCurrency("FUN", [{ currency: "FUN" }, { currency: "USD" }], playMoney)).toBe("USD");
    expect(resolveCurrentCurrency("FUN", [{ currency: "FUN" }], playMoney)).toBe("FUN");
  });
});

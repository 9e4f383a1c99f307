import { paymentMethodFields, walletAccounts } from "@croupier/contract";
import { lotteryStatus, lotteryStatuses } from "@croupier/contract/schemas/lotteries";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkLedger } from "../ledger/invariants.ts";
import {
  CARDS,
  callbacksDelivered,
  payByCard,
  paymentsOf,
  startDeposit,
  tokenOf,
} from "../payments/payment-test-helpers.ts";
import { CALLBACK_PATH } from "../payments/sandbox/callback-delivery.ts";
import { SANDBOX_SIGNATURE_HEADER } from "../payments/sandbox/signed-callback.ts";
import { call, signUp } from "../test/identity-helpers.ts";
import { createTestDatabase, MANY_SIGN_UPS, type TestDatabase } from "../test/test-app.ts";
import { insertLottery, type NewLottery } from "./lotteries.ts";
import { openDemoLottery } from "./seed.ts";
import { earnDepositTickets, ticketsForDeposit } from "./tickets.ts";

// Tickets earned by deposits, card and crypto, through the sandbox gateway: the account picks the
// lottery (PATCH select_lottery), a completed deposit earns tickets by the scale (from €20 a ticket
// per €20, from €100 one per €10, 20 at most per player), once per payment.

let tdb: TestDatabase;
let app: FastifyInstance;
let lotteryId = 0;
const SCALE = [
  { from_amount_cents: 2_000, price_cents: 2_000 },
  { from_amount_cents: 10_000, price_cents: 1_000 },
];

beforeAll(async () => {
  tdb = await createTestDatabase();
  app = await tdb.buildApp({ ...MANY_SIGN_UPS, SANDBOX_GATEWAY_SECRET: "lottery-test-secret" });
  lotteryId = await createLottery({ maxTicketsPerPlayer: 20 });
});
afterAll(() => tdb.close());

async function createLottery(changes: Partial<NewLottery> = {}): Promise<number> {
  const now = new Date();
  const input = { ...openDemoLottery(now, `deposit-test-${Math.random()}`), depositScale: SCALE, ...changes };
  const created = await tdb.database.db.transaction((tx) => insertLottery(tx, input, now));
  if (!created) throw new Error("no lottery created");
  return created.lottery.id;
}

async function accountId(cookie: string, currency: string): Promise<number> {
  const accounts = walletAccounts.parse((await call(app, "GET", "/api/player/accounts", { cookie })).json());
  return accounts.find((account) => account.currency === currency)?.id ?? 0;
}

function pick(cookie: string, account: number, lottery: number | null) {
  return call(app, "PATCH", `/api/player/accounts/${account}/select_lottery`, {
    cookie,
    payload: { lottery_id: lottery },
  });
}

/** A new EUR player who picked the lottery (or not) and deposited each amount by card. */
async function playerDepositing(amounts: number[], picks = true) {
  const player = await signUp(app);
  if (picks) expect((await pick(player.cookie, await accountId(player.cookie, "EUR"), lotteryId)).statusCode).toBe(200);
  for (const amount of amounts) {
    const { path } = await startDeposit(app, player.cookie, { amountValue: amount });
    await payByCard(app, path, CARDS.approve);
    await callbacksDelivered(app);
  }
  return player;
}

async function ticketsOf(cookie: string, id = lotteryId) {
  const response = await call(app, "GET", `/api/lotteries/${id}/status`, { cookie });
  expect(response.statusCode).toBe(200);
  return lotteryStatus.parse(response.json()).tickets;
}

describe("the deposit scale", () => {
  it("earns nothing below the first step, a ticket per price at the highest step reached", () => {
    expect(ticketsForDeposit(SCALE, 1_999n)).toBe(0);
    expect(ticketsForDeposit(SCALE, 2_000n)).toBe(1);
    expect(ticketsForDeposit(SCALE, 9_999n)).toBe(4);
    expect(ticketsForDeposit(SCALE, 10_000n)).toBe(10);
    expect(ticketsForDeposit(SCALE, 15_500n)).toBe(15);
    expect(ticketsForDeposit([], 1_000_000n)).toBe(0);
  });
});

describe("tickets earned by card deposits", () => {
  it("earns none below the first step", async () => {
    const player = await playerDepositing([15]);
    expect(await ticketsOf(player.cookie)).toEqual([]);
  });

  it("earns a ticket per €20 from €20, numbered in order, each naming its deposit", async () => {
    const player = await playerDepositing([50]);
    const tickets = await ticketsOf(player.cookie);
    const [payment] = await paymentsOf(app, player.cookie);
    expect(tickets).toHaveLength(2);
    expect(tickets.map((ticket) => ticket.payment_id)).toEqual([payment?.id, payment?.id]);
    const [first, second] = tickets.map((ticket) => Number(ticket.number));
    expect(second).toBe((first ?? 0) + 1);
    expect(tickets[0]?.number).toMatch(/^\d{6}$/);
    // Announced on the player's lotteries_changes channel.
    const published = await tdb.database.db.query.realtimePublications.findMany();
    expect(published.filter((row) => row.channel === `lotteries_changes#${player.id}`).map((row) => row.data)).toEqual([
      {
        event: "tickets_earned",
        lottery_id: lotteryId,
        title: "Lantern Lottery",
        tickets_count: 2,
        payment_id: payment?.id,
      },
    ]);
    // The deposit dialog's list shows the lottery with the player's tickets.
    const mine = lotteryStatuses.parse(
      (await call(app, "GET", "/api/lotteries/player", { cookie: player.cookie })).json(),
    );
    expect(mine.find((item) => item.lottery_id === lotteryId)?.tickets).toHaveLength(2);
  });

  it("earns a ticket per €10 from €100, up to the cap of 20 per player", async () => {
    const player = await playerDepositing([150]);
    expect(await ticketsOf(player.cookie)).toHaveLength(15);
    const { path } = await startDeposit(app, player.cookie, { amountValue: 100 });
    await payByCard(app, path, CARDS.approve);
    await callbacksDelivered(app);
    expect(await ticketsOf(player.cookie)).toHaveLength(20);
    const { path: more } = await startDeposit(app, player.cookie, { amountValue: 200 });
    await payByCard(app, more, CARDS.approve);
    await callbacksDelivered(app);
    expect(await ticketsOf(player.cookie)).toHaveLength(20);
    expect((await checkLedger(tdb.database.db)).breaches).toEqual([]);
  });

  it("earns nothing without the pick, and nothing after the toggle is turned off", async () => {
    const none = await playerDepositing([100], false);
    expect(await ticketsOf(none.cookie)).toEqual([]);
    const off = await signUp(app);
    const account = await accountId(off.cookie, "EUR");
    await pick(off.cookie, account, lotteryId);
    expect((await pick(off.cookie, account, null)).json()).toMatchObject({ selected_lottery_id: null });
    const { path } = await startDeposit(app, off.cookie, { amountValue: 100 });
    await payByCard(app, path, CARDS.approve);
    await callbacksDelivered(app);
    expect(await ticketsOf(off.cookie)).toEqual([]);
  });

  it("never doubles tickets when the completion is replayed", async () => {
    const player = await signUp(app);
    await pick(player.cookie, await accountId(player.cookie, "EUR"), lotteryId);
    const { id, path } = await startDeposit(app, player.cookie, { amountValue: 60 });
    const checkout = app.payments.gateway.readCheckout(tokenOf(path), new Date());
    if (!checkout) throw new Error("no checkout");
    const { body, signature } = app.payments.gateway.buildCallback(checkout, "approved", null, new Date());
    const post = () =>
      app.inject({
        method: "POST",
        url: CALLBACK_PATH,
        headers: {
          "content-type": "application/json",
          accept: "application/json",
          [SANDBOX_SIGNATURE_HEADER]: signature,
        },
        payload: body,
      });
    const answers = await Promise.all([post(), post(), post()]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(await post()).toMatchObject({ statusCode: 200 });
    expect(await ticketsOf(player.cookie)).toHaveLength(3);
    // The service itself, asked again for the same payment, issues nothing.
    const again = await tdb.database.db.transaction((tx) =>
      earnDepositTickets(tx, {
        playerId: player.id,
        paymentId: id,
        currency: "EUR",
        amountCents: 6_000n,
        lotteryId,
        now: new Date(),
      }),
    );
    expect(again).toBe(0);
    expect(await ticketsOf(player.cookie)).toHaveLength(3);
    expect((await checkLedger(tdb.database.db)).breaches).toEqual([]);
  });
});

describe("tickets earned by crypto deposits", () => {
  it("earns tickets for a confirmed transfer to the player's address", async () => {
    const ethLottery = await createLottery({
      currency: "ETH",
      depositScale: [{ from_amount_cents: 1_000_000, price_cents: 1_000_000 }],
    });
    const player = await signUp(app, undefined, { currency: "USD" });
    await call(app, "POST", "/api/player/accounts?currency=ETH", { cookie: player.cookie });
    expect((await pick(player.cookie, await accountId(player.cookie, "ETH"), ethLottery)).statusCode).toBe(200);
    const fields = await call(app, "GET", "/api/payments/methods/crypto_eth/fields?currency=ETH&action=deposit", {
      cookie: player.cookie,
    });
    const address = paymentMethodFields.parse(fields.json()).methodFields[0]?.address;
    const sent = await call(app, "POST", "/sandbox-gateway/crypto/transfers", {
      cookie: player.cookie,
      payload: { currency: "ETH", address, amount: 0.025, confirmations: 2 },
    });
    expect(sent.statusCode).toBe(201);
    await callbacksDelivered(app);
    expect(await ticketsOf(player.cookie, ethLottery)).toHaveLength(2);
    expect((await checkLedger(tdb.database.db)).breaches).toEqual([]);
  });
});

describe("PATCH select_lottery", () => {
  it("refuses an unknown, drawn, upcoming or other-currency lottery on lottery_id, in the player's language", async () => {
    const player = await signUp(app);
    const eur = await accountId(player.cookie, "EUR");
    await call(app, "POST", "/api/player/accounts?currency=USD", { cookie: player.cookie });
    const usd = await accountId(player.cookie, "USD");
    const recent = (await call(app, "GET", "/api/lotteries/recent")).json() as { id: number }[];
    const now = Date.now();
    const upcoming = await createLottery({
      startAt: new Date(now + 86_400_000),
      endAt: new Date(now + 2 * 86_400_000),
      drawAt: new Date(now + 2 * 86_400_000),
    });
    for (const [account, lottery] of [
      [eur, 999_999],
      [eur, recent[0]?.id ?? 0],
      [eur, upcoming],
      [usd, lotteryId],
    ] as const) {
      const refused = await pick(player.cookie, account, lottery);
      expect(refused.statusCode, `${account}/${lottery}`).toBe(422);
      expect(refused.json()).toEqual({
        errors: { lottery_id: ["This lottery is not open to deposits in this currency"] },
      });
    }
    const russian = await call(app, "PATCH", `/api/player/accounts/${usd}/select_lottery?l=ru`, {
      cookie: player.cookie,
      payload: { lottery_id: lotteryId },
    });
    expect(russian.json()).toEqual({
      errors: { lottery_id: ["Эта лотерея сейчас не принимает депозиты в этой валюте"] },
    });
    const accounts = walletAccounts.parse(
      (await call(app, "GET", "/api/player/accounts", { cookie: player.cookie })).json(),
    );
    expect(accounts.map((account) => account.selected_lottery_id)).toEqual([null, null]);
    expect((await pick(player.cookie, eur, lotteryId)).json()).toMatchObject({ selected_lottery_id: lotteryId });
  });
});

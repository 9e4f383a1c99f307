import type { HarmMarkers } from "@croupier/contract/schemas/operator-reports";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInOperator } from "../operators/operator-test-helpers.ts";
import { CARDS, callbacksDelivered, payByCard, startDeposit } from "../payments/payment-test-helpers.ts";
import { call, signUp } from "../test/identity-helpers.ts";
import { createTestApp, MANY_SIGN_UPS, type TestDatabase } from "../test/test-app.ts";
import { backdate, markRows } from "./reports-test-helpers.ts";

// Markers of harm over seeded payment histories: a player whose deposits spike in the last week
// is found with the figures, a steady depositor is not; recalled withdrawals and many
// destinations are found too.

let tdb: TestDatabase;
let app: FastifyInstance;
let compliance: { cookie: string };

beforeAll(async () => {
  ({ testDb: tdb, app } = await createTestApp({ ...MANY_SIGN_UPS, SIGN_IN_RATE_LIMIT_IP: "1000" }));
  compliance = await signedInOperator(app, tdb.database.db, "compliance");
}, 60_000);
afterAll(() => tdb.close());

async function deposit(cookie: string, amount: number) {
  const { path } = await startDeposit(app, cookie, { amountValue: amount });
  await payByCard(app, path, CARDS.approve);
  await callbacksDelivered(app);
}

/** A deposit of `amount` EUR made `daysAgo` days ago. */
async function depositDaysAgo(cookie: string, amount: number, daysAgo: number) {
  const mark = await markRows(tdb.database.db);
  await deposit(cookie, amount);
  if (daysAgo > 0) await backdate(tdb.database.db, mark, daysAgo);
}

function withdraw(cookie: string, email: string) {
  return call(app, "POST", "/api/payments/withdrawals", {
    cookie,
    payload: { amountValue: 10, id: "skrill", currency: "EUR", methodFieldsData: { email } },
  });
}

async function markers(): Promise<HarmMarkers> {
  const response = await call(app, "GET", "/api/operator/reports/harm_markers", { cookie: compliance.cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as HarmMarkers;
}

describe("GET /api/operator/reports/harm_markers", () => {
  it("finds a player whose deposits spike in frequency and size, with the figures, and not a steady one", async () => {
    const spiking = await signUp(app);
    await depositDaysAgo(spiking.cookie, 20, 20);
    for (const [amount, daysAgo] of [
      [30, 5],
      [40, 3],
      [100, 1],
      [50, 0],
    ] as const) {
      await depositDaysAgo(spiking.cookie, amount, daysAgo);
    }
    const steady = await signUp(app);
    for (const daysAgo of [34, 27, 20, 13, 6]) await depositDaysAgo(steady.cookie, 25, daysAgo);

    const found = await markers();
    const row = found.data.find((item) => item.player_id === spiking.id);
    expect(row?.player_email).toBe(spiking.email);
    expect(row?.markers).toEqual([
      {
        kind: "deposit_frequency_spike",
        currency: "EUR",
        figures: {
          recent_deposits: 4,
          recent_cents: 22_000,
          previous_deposits: 1,
          previous_cents: 2000,
          previous_weekly_average: 0.23,
        },
      },
      {
        kind: "deposit_size_spike",
        currency: "EUR",
        figures: {
          largest_recent_cents: 10_000,
          previous_average_cents: 2000,
          recent_deposits: 4,
          recent_cents: 22_000,
          previous_deposits: 1,
        },
      },
    ]);
    expect(found.data.find((item) => item.player_id === steady.id)).toBeUndefined();
    expect(new Date(found.to).getTime() - new Date(found.recent_from).getTime()).toBe(7 * 86_400_000);
    expect(new Date(found.recent_from).getTime() - new Date(found.previous_from).getTime()).toBe(30 * 86_400_000);
  });

  it("finds repeated withdrawal cancellations and many withdrawal destinations", async () => {
    const player = await signUp(app);
    await deposit(player.cookie, 100);
    for (const email of ["one@example.com", "two@example.com"]) {
      const requested = await withdraw(player.cookie, email);
      expect(requested.statusCode, requested.body).toBe(201);
      const recalled = await call(app, "POST", `/api/player/payments/${requested.json().id}/recall`, {
        cookie: player.cookie,
      });
      expect(recalled.statusCode, recalled.body).toBe(200);
    }
    for (const email of ["three@example.com", "four@example.com", "five@example.com"]) {
      expect((await withdraw(player.cookie, email)).statusCode).toBe(201);
    }
    const row = (await markers()).data.find((item) => item.player_id === player.id);
    expect(row?.markers).toEqual([
      {
        kind: "repeated_withdrawal_cancellations",
        currency: null,
        figures: { cancelled_withdrawals: 2, requested_withdrawals: 5 },
      },
      { kind: "many_payment_methods", currency: null, figures: { payment_methods: 2, withdrawal_destinations: 3 } },
    ]);
  });

  it("is for compliance and admin only", async () => {
    for (const role of ["finance", "support", "marketing"] as const) {
      const operator = await signedInOperator(app, tdb.database.db, role);
      const response = await call(app, "GET", "/api/operator/reports/harm_markers", { cookie: operator.cookie });
      expect(response.statusCode).toBe(403);
    }
  });
});

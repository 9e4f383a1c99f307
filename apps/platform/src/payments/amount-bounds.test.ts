import { MAX_AMOUNT_MINOR, maxMajorAmount } from "@croupier/contract";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkAmount } from "../currencies/amounts.ts";
import { openPlayerAccount } from "../ledger/accounts.ts";
import { checkLedger } from "../ledger/invariants.ts";
import { isLedgerError } from "../ledger/ledger-error.ts";
import { fund } from "../ledger/ledger-test-helpers.ts";
import { call, signUp } from "../test/identity-helpers.ts";
import { createTestApp, MANY_SIGN_UPS, type TestDatabase } from "../test/test-app.ts";
import { deposit } from "./payment-test-helpers.ts";

// Every amount has a maximum (10^15 minor units, MAX_AMOUNT_MINOR); anything
// beyond is a 422 with the field's message, never a 500, and no balance can pass it.

let tdb: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  ({ testDb: tdb, app } = await createTestApp(MANY_SIGN_UPS));
});
afterAll(() => tdb.close());

const NOT_A_NUMBER = ["Amount must be a number"];

describe("amounts typed by a player", () => {
  it("a deposit beyond the method's maximum, however large, says the maximum; a non-number says so", async () => {
    const { cookie } = await signUp(app);
    const cases: [unknown, string[]][] = [
      ["9007199254740993", ["Value must be less than or equal to 4000"]],
      [2 ** 53 + 2, ["Value must be less than or equal to 4000"]],
      ["99999999999999999999999999999999", ["Value must be less than or equal to 4000"]],
      ["1".repeat(33), NOT_A_NUMBER],
      [`1${"0".repeat(5000)}`, NOT_A_NUMBER],
      [1e21, NOT_A_NUMBER],
      [true, NOT_A_NUMBER],
      [null, NOT_A_NUMBER],
      ["12abc", NOT_A_NUMBER],
    ];
    for (const [amountValue, message] of cases) {
      const response = await deposit(app, cookie, { amountValue });
      expect(response.statusCode, String(amountValue).slice(0, 40)).toBe(422);
      expect(response.json()).toEqual({ errors: { amountValue: message } });
    }
  });

  it("a withdrawal beyond any balance or maximum is a 422 on amountValue", async () => {
    const { cookie } = await signUp(app);
    const withdraw = (amountValue: unknown) =>
      call(app, "POST", "/api/payments/withdrawals", {
        cookie,
        payload: { amountValue, id: "skrill", currency: "EUR", methodFieldsData: { email: "me@example.com" } },
      });
    const huge = await withdraw("123456789012345678901234567890");
    expect(huge.statusCode).toBe(422);
    expect(huge.json()).toEqual({ errors: { amountValue: ["Value must be less than or equal to 4000"] } });
    expect((await withdraw("9".repeat(40))).json()).toEqual({ errors: { amountValue: NOT_A_NUMBER } });
  });

  it("a sandbox transfer of an absurd amount is a 422 (it used to answer 500 and credit it)", async () => {
    const { cookie } = await signUp(app);
    const fields = await call(app, "GET", "/api/payments/methods/crypto_btc/fields?currency=BTC&action=deposit", {
      cookie,
    });
    const address = fields.json().methodFields[0].address as string;
    const response = await call(app, "POST", "/sandbox-gateway/crypto/transfers", {
      cookie,
      payload: { currency: "BTC", address, amount: "99999999999999", confirmations: 2 },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ errors: { amount: ["Value must be less than or equal to 1"] } });
  });

  it("a method limit set above the ceiling is held to the ceiling", () => {
    const limits = { minCents: 1n, maxCents: 10n ** 18n, subunitsToUnit: 100 };
    expect(() => checkAmount("10000000000000.01", limits, "en")).toThrowError(
      expect.objectContaining({ fields: { amountValue: ["Value must be less than or equal to 10000000000000"] } }),
    );
    expect(checkAmount("10000000000000", limits, "en")).toBe(10n ** 15n);
  });
});

describe("the ceiling", () => {
  it("is 10^15 minor units, under 2^53, in major units per currency", () => {
    expect(MAX_AMOUNT_MINOR).toBe(10 ** 15);
    expect(Number.isSafeInteger(MAX_AMOUNT_MINOR)).toBe(true);
    expect(maxMajorAmount(100)).toBe("10000000000000");
    expect(maxMajorAmount(100_000_000)).toBe("10000000");
    expect(maxMajorAmount(1)).toBe("1000000000000000");
  });
});

describe("balances", () => {
  it("can reach the ceiling and no further: the ledger refuses the posting (422), the player's page still shows it", async () => {
    const { cookie, id } = await signUp(app);
    const db = tdb.database.db;
    const { account } = await openPlayerAccount(db, id, "EUR");
    await fund(db, account, BigInt(MAX_AMOUNT_MINOR) - 100n);
    await fund(db, account, 100n);
    const refused = await fund(db, account, 1n).catch((error: unknown) => error);
    expect(isLedgerError(refused, "balance_limit")).toBe(true);
    expect(refused).toMatchObject({ statusCode: 422 });

    const accounts = await call(app, "GET", "/api/player/accounts?compatibility=false", { cookie });
    expect(accounts.statusCode).toBe(200);
    expect(accounts.json()).toEqual([expect.objectContaining({ currency: "EUR", amount_cents: MAX_AMOUNT_MINOR })]);
    expect((await call(app, "GET", "/api/player", { cookie })).statusCode).toBe(200);
    expect((await checkLedger(db)).breaches).toEqual([]);
  });

  it("cannot be written past the ceiling even by hand-written SQL (check constraint)", async () => {
    const { id } = await signUp(app);
    const db = tdb.database.db;
    const { account } = await openPlayerAccount(db, id, "USD");
    const write = db.execute(sql`update ledger_accounts set balance = 9007199254740993 where id = ${account.id}`);
    await expect(write).rejects.toThrow();
  });
});

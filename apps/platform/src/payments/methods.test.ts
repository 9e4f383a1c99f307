import { paymentMethodFields, paymentMethods } from "@croupier/contract";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatMajorAmount, parseMajorAmount } from "../currencies/amounts.ts";
import { call } from "../test/identity-helpers.ts";
import { createTestApp, type TestDatabase } from "../test/test-app.ts";

let tdb: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  ({ testDb: tdb, app } = await createTestApp());
});
afterAll(() => tdb.close());

async function methodsOf(currency: string, action = "deposit") {
  const response = await call(app, "GET", `/api/payments/methods?currency=${currency}&action=${action}`);
  expect(response.statusCode).toBe(200);
  return paymentMethods.parse(response.json());
}

describe("GET /api/payments/methods", () => {
  it("lists the fiat methods of a currency with their limits in major units", async () => {
    const methods = await methodsOf("EUR");
    expect(methods.map((method) => method.id)).toEqual([
      "creditcard",
      "mifinity",
      "skrill",
      "neteller",
      "muchbetter",
      "piastrix",
      "bank_transfer",
    ]);
    const card = methods[0];
    expect(card).toMatchObject({
      id: "creditcard",
      type: "cards",
      translationKey: "payments.methods.creditcard",
      termsOfService: { restrictions: { minAmountValue: 10, maxAmountValue: 4000 } },
    });
    expect(card?.iconSrc).toMatch(/^\/payments\/icons\//);
  });

  it("follows the currency: USD 20..4000 and fewer methods, RUB its own range", async () => {
    const usd = await methodsOf("USD");
    expect(usd.find((method) => method.id === "creditcard")?.termsOfService.restrictions).toEqual({
      minAmountValue: 20,
      maxAmountValue: 4000,
    });
    expect(usd.map((method) => method.id)).not.toContain("bank_transfer");
    const rub = await methodsOf("rub");
    expect(rub.map((method) => method.id)).toEqual(["creditcard", "mifinity", "piastrix"]);
  });

  it("offers one crypto method per coin, with the coin's limits", async () => {
    const btc = await methodsOf("BTC");
    expect(btc).toHaveLength(1);
    expect(btc[0]).toMatchObject({
      id: "crypto_btc",
      type: "crypto",
      termsOfService: { restrictions: { minAmountValue: 0.0002, maxAmountValue: 1 } },
    });
    for (const coin of ["BCH", "ETH", "LTC", "DOG", "USDT"]) {
      expect((await methodsOf(coin)).map((method) => method.id)).toEqual([`crypto_${coin.toLowerCase()}`]);
    }
  });

  it("lists cash-out methods for withdraw and cashout alike, none for FUN or unknown currencies", async () => {
    expect((await methodsOf("EUR", "withdraw")).length).toBeGreaterThan(0);
    expect(await methodsOf("EUR", "withdraw")).toEqual(await methodsOf("EUR", "cashout"));
    expect(await methodsOf("FUN")).toEqual([]);
    expect(await methodsOf("XYZ")).toEqual([]);
    expect((await call(app, "GET", "/api/payments/methods?currency=EUR&action=refund")).statusCode).toBe(422);
  });
});

describe("GET /api/payments/methods/{id}/fields", () => {
  it("answers the amount field and the method's fields", async () => {
    const response = await call(app, "GET", "/api/payments/methods/skrill/fields?currency=EUR&action=deposit");
    expect(response.statusCode).toBe(200);
    const fields = paymentMethodFields.parse(response.json());
    expect(fields).toEqual({
      amountField: {
        fieldName: "amountValue",
        translationKey: "payments.fields.amountValue",
        currency: "EUR",
        minAmountValue: 10,
        maxAmountValue: 4000,
      },
      methodFields: [
        { fieldName: "email", translationKey: "payments.fields.email", type: "email", isRequired: true, hosted: false },
      ],
      playerFields: [],
      isSubmitAvailable: true,
    });
  });

  it("marks the card fields hosted: they are typed on the gateway's page", async () => {
    const response = await call(app, "GET", "/api/payments/methods/creditcard/fields?currency=USD&action=deposit");
    const fields = paymentMethodFields.parse(response.json());
    expect(fields.methodFields.map((field) => [field.fieldName, field.hosted])).toEqual([
      ["cardNumber", true],
      ["cardHolder", true],
      ["expiry_date", true],
      ["cvv", true],
    ]);
    expect(fields.amountField.minAmountValue).toBe(20);
  });

  it("says the method is unavailable: 404 when unknown, 422 when not offered in the currency", async () => {
    const text = "This payment method isn`t available now. Choose another.";
    const unknown = await call(app, "GET", "/api/payments/methods/paypal/fields?currency=EUR&action=deposit");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: text });
    const elsewhere = await call(app, "GET", "/api/payments/methods/piastrix/fields?currency=PLN&action=deposit");
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json()).toEqual({ errors: { id: [text] } });
    const russian = await call(app, "GET", "/api/payments/methods/piastrix/fields?currency=PLN&action=deposit&l=ru");
    expect(russian.json()).toEqual({ errors: { id: ["Этот способ оплаты сейчас недоступен. Выберите другой."] } });
  });
});

describe("amounts", () => {
  it("parses major units exactly and refuses what is not a plain decimal", () => {
    expect(parseMajorAmount("10", 100)).toBe(1000n);
    expect(parseMajorAmount(10.5, 100)).toBe(1050n);
    expect(parseMajorAmount("0.0002", 100_000_000)).toBe(20_000n);
    expect(parseMajorAmount("0.10", 100)).toBe(10n);
    for (const bad of ["", "1e3", "-5", "+5", ".5", "10.001", "abc", "1,5"]) {
      expect(parseMajorAmount(bad, 100)).toBeNull();
    }
    expect(parseMajorAmount(Number.NaN, 100)).toBeNull();
  });

  it("formats minor units without trailing zeros", () => {
    expect(formatMajorAmount(1000n, 100)).toBe("10");
    expect(formatMajorAmount(1050n, 100)).toBe("10.5");
    expect(formatMajorAmount(20_000n, 100_000_000)).toBe("0.0002");
  });
});

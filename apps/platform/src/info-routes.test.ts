import {
  authProviders,
  cryptoExchangeRates,
  currencies,
  googleTagManager,
  locales,
  playerFields,
  project,
  signUpBody,
} from "@croupier/contract";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestDatabase } from "./test/test-app.ts";

// The calls the site makes as it starts, other than geo and CMS.

let testDb: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  ({ testDb, app } = await createTestApp({ SUPPORT_EMAIL: "help@casino.example" }));
});
afterAll(() => testDb.close());

const get = async (url: string) => {
  const response = await app.inject({ url, headers: { accept: "application/vnd.s.v1+json" } });
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe("start-up endpoints", () => {
  it("GET /api/info/locales lists the five languages, English default", async () => {
    const list = locales.parse(await get("/api/info/locales"));
    expect(list.map((l) => l.code)).toEqual(["en", "es", "pt", "pt-BR", "ru"]);
    expect(list.find((l) => l.default)?.code).toBe("en");
    expect(list.find((l) => l.code === "pt-BR")?.name_in_locale).toBe("Português (Brasil)");
  });

  it("GET /api/info/currencies lists fiat, crypto and FUN with their units", async () => {
    const list = currencies.parse(await get("/api/info/currencies"));
    const byCode = Object.fromEntries(list.map((c) => [c.code, c]));
    expect(Object.keys(byCode)).toEqual(
      expect.arrayContaining([
        "EUR",
        "USD",
        "CAD",
        "AUD",
        "NZD",
        "RUB",
        "PLN",
        "BRL",
        "BTC",
        "BCH",
        "ETH",
        "LTC",
        "DOG",
        "USDT",
        "FUN",
      ]),
    );
    expect(byCode.EUR).toMatchObject({
      symbol: "€",
      subunits_to_unit: 100,
      fiat: true,
      default: true,
      play_money: false,
    });
    expect(byCode.BTC).toMatchObject({ symbol: "₿", subunits_to_unit: 100_000_000, fiat: false });
    expect(byCode.FUN).toMatchObject({ play_money: true, subunits_to_unit: 100 });
  });

  it("GET /api/info/project answers the licence and the support address", async () => {
    const info = project.parse(await get("/api/info/project"));
    expect(info).toMatchObject({ name: "Croupier", minimum_age: 18, withdrawal_recall_allowed: true });
    expect(info.license_info.number).toBe("OGL/2024/000-DEMO");
    expect(info.support_email).toBe("help@casino.example");
  });

  it("GET /api/info/player_fields answers fields and contexts", async () => {
    const info = playerFields.parse(await get("/api/info/player_fields"));
    const field = (name: string) => info.fields.find((f) => f.field === name);
    expect(field("password")?.length).toEqual({ minimum: 8, maximum: 128 });
    expect(field("date_of_birth")?.age).toEqual({ min: { default: 18 } });
    expect(field("gender")?.inclusion).toEqual({ in: ["m", "f"] });
    expect(field("mobile_phone")?.length).toEqual({ minimum: 13, maximum: 13 });
    expect(info.contexts.registration).toEqual([
      "email",
      "password",
      "password_confirmation",
      "currency",
      "receive_promos",
      "age_acceptance",
      "terms_acceptance",
    ]);
    expect(info.contexts.deposit).toEqual(info.contexts.cashout);
    expect(info.contexts.edition).toContain("mobile_phone");
    expect(info.contexts.payment_systems).toEqual({});
    expect(info.fields.map((f) => f.field).slice(0, 3)).toEqual(["email", "password", "password_confirmation"]);
  });

  it("the registration context lists every field POST /api/users requires", async () => {
    const info = playerFields.parse(await get("/api/info/player_fields"));
    const required = Object.entries(signUpBody.shape.user.shape)
      .filter(([, schema]) => !schema.safeParse(undefined).success)
      .map(([field]) => field);
    expect(required).toContain("password_confirmation");
    expect(required.filter((field) => !info.contexts.registration.includes(field))).toEqual([]);
  });

  it("GET /api/info/project answers the features this casino does not have with their 'none' values", async () => {
    const info = project.parse(await get("/api/info/project"));
    expect(info).toMatchObject({
      hooyu_integration: false,
      country_flags: null,
      livespins: { enabled: false },
      authentication_key: "",
      sns_config: { enable: false, base_url: "", flow: "" },
    });
  });

  it("GET /api/info/auth_providers is empty: sign-in is by e-mail and password only", async () => {
    expect(authProviders.parse(await get("/api/info/auth_providers"))).toEqual([]);
  });

  it("GET /api/info/crypto_exchange_rates prices each accepted crypto currency in each fiat one", async () => {
    const rates = cryptoExchangeRates.parse(await get("/api/info/crypto_exchange_rates"));
    const listed = currencies.parse(await get("/api/info/currencies"));
    const fiat = listed.filter((c) => c.fiat && !c.play_money).map((c) => c.code);
    const crypto = listed.filter((c) => !c.fiat && !c.play_money).map((c) => c.code);
    expect(Object.keys(rates).sort()).toEqual([...fiat].sort());
    for (const code of fiat) expect(Object.keys(rates[code] ?? {}).sort()).toEqual([...crypto].sort());
    expect(rates.EUR?.BTC).toEqual({ exchange_rate: 62500, fee: 0, total_exchange_rate: 62500 });
    expect(rates.USD?.USDT?.exchange_rate).toBe(1);
  });

  it("crypto rates are the operator's: a stored rate and fee are answered with their total", async () => {
    await testDb.database.db.execute(
      sql`update settings set value = jsonb_set(value, '{EUR,BTC}', '{"exchange_rate":42000,"fee":0.5}') where key = 'crypto_exchange_rates'`,
    );
    const rates = cryptoExchangeRates.parse(await get("/api/info/crypto_exchange_rates"));
    expect(rates.EUR?.BTC).toEqual({ exchange_rate: 42000, fee: 0.5, total_exchange_rate: 42000.5 });
  });

  it("GET /api/settings/google_tag_manager has no container by default", async () => {
    expect(googleTagManager.parse(await get("/api/settings/google_tag_manager"))).toEqual({ container_id: null });
  });

  it("GET /api/tournaments/statuses is empty for a visitor", async () => {
    expect(await get("/api/tournaments/statuses")).toEqual([]);
  });
});

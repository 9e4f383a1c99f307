import { countries, currentIp, restrictionMarks, restrictions } from "@croupier/contract";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, TEST_SSR_TOKEN, type TestDatabase } from "../test/test-app.ts";

let testDb: TestDatabase;
let app: FastifyInstance;
let proxied: FastifyInstance;

const GERMANY = "85.214.132.117";
const USA = "8.8.8.8";

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = await testDb.buildApp();
  proxied = await testDb.buildApp({ TRUSTED_PROXIES: "10.0.0.0/8, 192.168.1.1" });
});
afterAll(() => testDb.close());

async function getCurrentIp(target: FastifyInstance, remoteAddress: string, headers: Record<string, string> = {}) {
  const response = await target.inject({ url: "/api/current_ip", remoteAddress, headers });
  expect(response.statusCode).toBe(200);
  return currentIp.parse(response.json());
}

describe("GET /api/current_ip", () => {
  it("answers the socket peer's IP, country and starting currency", async () => {
    expect(await getCurrentIp(app, GERMANY)).toEqual({
      ip: GERMANY,
      country_code: "DE",
      region_code: null,
      default_currency: "EUR",
    });
  });

  it.each([
    [USA, "US", "USD"],
    ["24.114.0.1", "CA", "CAD"],
    ["139.130.4.5", "AU", "AUD"],
    ["200.160.2.3", "BR", "BRL"],
    ["77.88.8.8", "RU", "RUB"],
    ["212.77.98.9", "PL", "PLN"],
    ["81.2.69.160", "GB", "EUR"],
  ])("maps %s to %s and %s", async (ip, country, currency) => {
    const answer = await getCurrentIp(app, ip);
    expect([answer.country_code, answer.default_currency]).toEqual([country, currency]);
  });

  it("answers a private address with no country and EUR", async () => {
    expect(await getCurrentIp(app, "127.0.0.1")).toMatchObject({
      ip: "127.0.0.1",
      country_code: null,
      default_currency: "EUR",
    });
  });

  it("ignores X-Forwarded-For from an untrusted peer", async () => {
    const answer = await getCurrentIp(app, GERMANY, { "x-forwarded-for": USA });
    expect(answer.ip).toBe(GERMANY);
    const notTrusted = await getCurrentIp(proxied, "192.168.1.2", { "x-forwarded-for": USA });
    expect(notTrusted.ip).toBe("192.168.1.2");
  });

  it("honours X-Forwarded-For from a trusted proxy", async () => {
    expect((await getCurrentIp(proxied, "10.1.2.3", { "x-forwarded-for": USA })).country_code).toBe("US");
    expect((await getCurrentIp(proxied, "192.168.1.1", { "x-forwarded-for": GERMANY })).ip).toBe(GERMANY);
  });

  it("honours the visitor IP forwarded by the site's renderer only with the right token", async () => {
    const trusted = await getCurrentIp(app, "127.0.0.1", { "x-croupier-ssr": TEST_SSR_TOKEN, "x-forwarded-for": USA });
    expect(trusted.ip).toBe(USA);
    const forged = await getCurrentIp(app, "127.0.0.1", { "x-croupier-ssr": "guess", "x-forwarded-for": USA });
    expect(forged.ip).toBe("127.0.0.1");
  });
});

describe("restrictions", () => {
  it("lists the rules", async () => {
    const rules = restrictions.parse((await app.inject({ url: "/api/restrictions" })).json());
    expect(rules.map((rule) => rule.mark)).toEqual([
      "country_restricted",
      "crypto_restricted",
      "registration_restricted",
    ]);
    expect(rules[1]?.scope.code).toContain("BTC");
  });

  it("answers the marks for the visitor's country", async () => {
    const marks = (ip: string) => app.inject({ url: "/api/restrictions/marks", remoteAddress: ip });
    expect(restrictionMarks.parse((await marks(USA)).json())).toEqual(["country_restricted"]);
    expect(restrictionMarks.parse((await marks("195.121.1.34")).json())).toEqual(["country_restricted"]);
    expect((await marks(GERMANY)).json()).toEqual([]);
    expect((await marks("127.0.0.1")).json()).toEqual([]);
  });
});

describe("GET /api/info/countries", () => {
  it("lists every ISO country with its default currency", async () => {
    const list = countries.parse((await app.inject({ url: "/api/info/countries" })).json());
    expect(list).toHaveLength(249);
    expect(list.find((c) => c.code === "DE")).toEqual({ code: "DE", name: "Germany", default_currency: "EUR" });
    expect(list.find((c) => c.code === "PR")?.default_currency).toBe("USD");
    expect(list.find((c) => c.code === "CK")?.default_currency).toBe("NZD");
  });

  it("names countries in the requested language", async () => {
    const list = countries.parse((await app.inject({ url: "/api/info/countries?l=ru" })).json());
    expect(list.find((c) => c.code === "DE")?.name).toBe("Германия");
  });
});

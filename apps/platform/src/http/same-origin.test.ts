import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../test/test-app.ts";

let testDb: TestDatabase;
let app: FastifyInstance;
let behindProxy: FastifyInstance;

beforeAll(async () => {
  testDb = await createTestDatabase();
  // PUBLIC_ORIGIN unset: the demo default http://localhost:$PORT (3000).
  app = await testDb.buildApp({ CONTACT_RATE_LIMIT_MAX: "1000", PUBLIC_ORIGIN: "" });
  behindProxy = await testDb.buildApp({ CONTACT_RATE_LIMIT_MAX: "1000", PUBLIC_ORIGIN: "https://casino.example" });
});
afterAll(() => testDb.close());

const body = { contact: { email: "player@example.com", content: "Hello" } };

function post(target: FastifyInstance, headers: Record<string, string>) {
  return target.inject({
    method: "POST",
    url: "/api/send_contact_message",
    headers: { host: "localhost:3000", ...headers },
    payload: body,
  });
}

describe("cross-site requests", () => {
  it.each([
    ["a foreign Origin", { origin: "https://evil.example" }],
    [
      "a foreign Origin even with X-Requested-With",
      { origin: "https://evil.example", "x-requested-with": "XMLHttpRequest" },
    ],
    ["Origin null", { origin: "null" }],
    ["another port of the same host", { origin: "http://localhost:4000" }],
    ["Sec-Fetch-Site cross-site", { "sec-fetch-site": "cross-site" }],
    ["Sec-Fetch-Site same-site", { "sec-fetch-site": "same-site" }],
    ["no origin information at all", {}],
    ["an Origin matching a forged Host", { host: "evil.example", origin: "http://evil.example" }],
    [
      "an Origin matching a forged X-Forwarded-Host",
      { "x-forwarded-host": "evil.example", origin: "http://evil.example" },
    ],
  ])("refuses %s with 403", async (_name, headers) => {
    const response = await post(app, headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: "Cross-site request refused" });
  });

  it("refuses DELETE, PUT and PATCH alike", async () => {
    for (const method of ["DELETE", "PUT", "PATCH"] as const) {
      const response = await app.inject({
        method,
        url: "/api/info/locales",
        headers: { origin: "https://evil.example" },
      });
      expect(response.statusCode).toBe(403);
    }
  });

  it("does not check safe methods", async () => {
    const response = await app.inject({ url: "/api/info/locales", headers: { origin: "https://evil.example" } });
    expect(response.statusCode).toBe(200);
  });
});

describe("same-origin requests", () => {
  it.each([
    ["the site's Origin", { origin: "http://localhost:3000" }],
    ["the demo's port on 127.0.0.1", { origin: "http://127.0.0.1:3000" }],
    ["the demo's port on [::1]", { origin: "http://[::1]:3000" }],
    ["the site's Origin whatever the Host says", { host: "evil.example", origin: "http://localhost:3000" }],
    ["Sec-Fetch-Site same-origin", { "sec-fetch-site": "same-origin" }],
    ["Sec-Fetch-Site none", { "sec-fetch-site": "none" }],
    ["X-Requested-With from a non-browser client", { "x-requested-with": "XMLHttpRequest" }],
  ])("accepts %s", async (_name, headers) => {
    const response = await post(app, headers);
    expect(response.statusCode).toBe(201);
  });

  it("compares with PUBLIC_ORIGIN when it is set", async () => {
    expect((await post(behindProxy, { origin: "https://casino.example" })).statusCode).toBe(201);
    expect((await post(behindProxy, { origin: "http://localhost:3000" })).statusCode).toBe(403);
    expect((await post(behindProxy, { origin: "http://127.0.0.1:3000" })).statusCode).toBe(403);
    const forged = { host: "evil.example", origin: "https://evil.example" };
    expect((await post(behindProxy, forged)).statusCode).toBe(403);
  });
});

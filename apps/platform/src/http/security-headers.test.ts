import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, PASSWORD, signIn, signUp } from "../test/identity-helpers.ts";
import { createTestApp, type TestDatabase } from "../test/test-app.ts";
import { HSTS } from "./security-headers.ts";

// No cached player data, HSTS on an https origin, /metrics not for everyone.

let testDb: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  ({ testDb, app } = await createTestApp());
});
afterAll(() => testDb.close());

/** Every /api GET of the OpenAPI document that takes no path parameter. */
async function parameterlessGets(): Promise<string[]> {
  const document = (await app.inject({ url: "/api/docs/openapi.json" })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(document.paths)
    .filter(([path, operations]) => operations.get && path.startsWith("/api/") && !path.includes("{"))
    .map(([path]) => path);
}

describe("Cache-Control on authenticated API answers", () => {
  it("is no-store on every GET a signed-in player makes, whatever its status", async () => {
    const { cookie } = await signUp(app);
    const paths = await parameterlessGets();
    expect(paths.length).toBeGreaterThan(20);
    const cached: string[] = [];
    for (const path of paths) {
      const response = await call(app, "GET", path, { cookie });
      if (response.headers["cache-control"] !== "no-store") {
        cached.push(`${path} ${response.statusCode} ${response.headers["cache-control"]}`);
      }
    }
    expect(cached).toEqual([]);
  });

  it("is no-store on the answers that set or clear the session cookie", async () => {
    const { email, cookie } = await signUp(app);
    const signedIn = await signIn(app, email, PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers["cache-control"]).toBe("no-store");
    const signedOut = await call(app, "DELETE", "/api/users/sign_out", { cookie });
    expect(signedOut.headers["cache-control"]).toBe("no-store");
  });

  it("leaves public answers to signed-out visitors cacheable as their routes say", async () => {
    const response = await call(app, "GET", "/api/info/locales");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).not.toBe("no-store");
  });
});

describe("Strict-Transport-Security", () => {
  it("is sent when the public origin is https, on pages and API alike", async () => {
    const https = await testDb.buildApp({ PUBLIC_ORIGIN: "https://casino.example" });
    for (const url of ["/api/info/locales", "/health", "/"]) {
      expect((await https.inject({ url })).headers["strict-transport-security"]).toBe(HSTS);
    }
  });

  it("is not sent for an http origin (the demo on localhost)", async () => {
    expect((await app.inject({ url: "/api/info/locales" })).headers["strict-transport-security"]).toBeUndefined();
  });
});

describe("/metrics", () => {
  const TOKEN = "metrics-token-0123456789abcdef";

  it("answers loopback by default (the demo, a Prometheus on the same host)", async () => {
    const response = await app.inject({ url: "/metrics", remoteAddress: "127.0.0.1" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("http_request_duration_seconds");
  });

  it("refuses another address, and a relayed request from an untrusted local proxy", async () => {
    const remote = await app.inject({ url: "/metrics", remoteAddress: "203.0.113.7" });
    expect(remote.statusCode).toBe(401);
    expect(remote.headers["www-authenticate"]).toBe('Bearer realm="metrics"');
    expect(remote.body).not.toContain("http_request_duration_seconds");
    const relayed = await app.inject({
      url: "/metrics",
      remoteAddress: "127.0.0.1",
      headers: { "x-forwarded-for": "203.0.113.7" },
    });
    expect(relayed.statusCode).toBe(401);
  });

  it("answers the bearer of METRICS_TOKEN from anywhere, and nobody with a wrong token", async () => {
    const guarded = await testDb.buildApp({ METRICS_TOKEN: TOKEN, METRICS_ALLOWED_IPS: "" });
    const url = "/metrics";
    const remoteAddress = "203.0.113.7";
    const ok = await guarded.inject({ url, remoteAddress, headers: { authorization: `Bearer ${TOKEN}` } });
    expect(ok.statusCode).toBe(200);
    const wrong = await guarded.inject({ url, remoteAddress, headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.statusCode).toBe(401);
    expect((await guarded.inject({ url, remoteAddress: "127.0.0.1" })).statusCode).toBe(401);
  });

  it("answers the addresses and ranges of METRICS_ALLOWED_IPS", async () => {
    const guarded = await testDb.buildApp({ METRICS_ALLOWED_IPS: "10.1.0.0/16, 2001:db8::/32" });
    expect((await guarded.inject({ url: "/metrics", remoteAddress: "10.1.2.3" })).statusCode).toBe(200);
    expect((await guarded.inject({ url: "/metrics", remoteAddress: "2001:db8::5" })).statusCode).toBe(200);
    expect((await guarded.inject({ url: "/metrics", remoteAddress: "10.2.0.1" })).statusCode).toBe(401);
    expect((await guarded.inject({ url: "/metrics", remoteAddress: "127.0.0.1" })).statusCode).toBe(401);
  });

  it("refuses a start with a malformed address list or a short token", async () => {
    await expect(testDb.buildApp({ METRICS_ALLOWED_IPS: "10.0.0.0/33" })).rejects.toThrow(/METRICS_ALLOWED_IPS/);
    await expect(testDb.buildApp({ METRICS_ALLOWED_IPS: "localhost" })).rejects.toThrow(/METRICS_ALLOWED_IPS/);
    await expect(testDb.buildApp({ METRICS_TOKEN: "short" })).rejects.toThrow(/METRICS_TOKEN/);
  });
});

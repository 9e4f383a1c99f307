import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestDatabase } from "../test/test-app.ts";

const WEB_BUILD_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "fixtures/web-build");

let testDb: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  ({ testDb, app } = await createTestApp({ WEB_BUILD_DIR, TRUSTED_PROXIES: "10.0.0.1", BODY_LIMIT_BYTES: "2048" }));
});
afterAll(() => testDb.close());

function parseEcho(html: string): { nonce: string; ip: string; url: string; actionData: unknown } {
  const json = html.match(/<body>(.*)<\/body>/)?.[1];
  if (!json) throw new Error(`unexpected page: ${html}`);
  return JSON.parse(json);
}

describe("the site on the same origin", () => {
  it("renders pages through React Router with a per-request CSP nonce", async () => {
    const first = await app.inject({
      url: "/games/slots?x=1",
      headers: { host: "casino.test" },
      remoteAddress: "8.8.8.8",
    });
    expect(first.statusCode).toBe(200);
    const echo = parseEcho(first.body);
    expect(echo.url).toBe("http://casino.test/games/slots?x=1");
    expect(echo.ip).toBe("8.8.8.8");
    expect(first.headers["content-security-policy"]).toContain(`script-src 'self' 'nonce-${echo.nonce}'`);
    expect(first.headers["x-frame-options"]).toBe("SAMEORIGIN");
    const second = parseEcho((await app.inject({ url: "/" })).body);
    expect(second.nonce).not.toBe(echo.nonce);
  });

  it("passes every Set-Cookie and ignores a visitor's own nonce or IP headers", async () => {
    const response = await app.inject({
      url: "/",
      headers: { "x-csp-nonce": "mine", "x-croupier-client-ip": "1.2.3.4" },
    });
    expect(response.headers["set-cookie"]).toEqual(["first=1; Path=/", "second=2; Path=/"]);
    const echo = parseEcho(response.body);
    expect(echo.nonce).not.toBe("mine");
    expect(echo.ip).toBe("127.0.0.1");
  });

  it("hands the visitor IP behind a trusted proxy to the renderer", async () => {
    const response = await app.inject({
      url: "/",
      remoteAddress: "10.0.0.1",
      headers: { "x-forwarded-for": "77.88.8.8" },
    });
    expect(parseEcho(response.body).ip).toBe("77.88.8.8");
  });

  it("sends form posts from the site to route actions", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/support",
      headers: { origin: "http://localhost", host: "localhost", "content-type": "application/x-www-form-urlencoded" },
      payload: "email=a%40example.com&content=hi",
    });
    expect(response.statusCode).toBe(200);
    expect(parseEcho(response.body).actionData).toEqual({ page: { form: { email: "a@example.com", content: "hi" } } });
  });

  it("bounds action bodies by BODY_LIMIT_BYTES", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/support",
      headers: { origin: "http://localhost", host: "localhost", "content-type": "text/plain" },
      payload: "x".repeat(3000),
    });
    expect(response.statusCode).toBe(413);
  });

  it("refuses cross-site form posts before they reach an action", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/support",
      headers: {
        origin: "https://evil.example",
        host: "localhost",
        "content-type": "application/x-www-form-urlencoded",
      },
      payload: "email=a",
    });
    expect(response.statusCode).toBe(403);
  });

  it("serves hashed assets with a long cache and other files with a short one", async () => {
    const asset = await app.inject({ url: "/assets/entry-abc123.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const robots = await app.inject({ url: "/robots.txt" });
    expect(robots.body).toContain("User-agent");
    expect(robots.headers["cache-control"]).toBe("public, max-age=300");
  });

  it("serves the service worker unstored, allowed to control the whole site", async () => {
    for (const encoding of ["identity", "br"]) {
      const worker = await app.inject({ url: "/sw.js", headers: { "accept-encoding": encoding } });
      expect(worker.statusCode).toBe(200);
      expect(worker.headers["cache-control"]).toBe("no-cache");
      expect(worker.headers["service-worker-allowed"]).toBe("/");
    }
  });

  it("serves the build's Brotli or gzip copy of a file to a browser that accepts it, else the file", async () => {
    const original = readFileSync(path.join(WEB_BUILD_DIR, "client/assets/chunk-def456.js"), "utf8");
    const br = await app.inject({
      url: "/assets/chunk-def456.js",
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toMatch(/^text\/javascript|^application\/javascript/);
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(original);
    // The build's own copy, not one compressed for this answer.
    expect(br.rawPayload.equals(readFileSync(path.join(WEB_BUILD_DIR, "client/assets/chunk-def456.js.br")))).toBe(true);
    const gz = await app.inject({ url: "/assets/chunk-def456.js", headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(original);
    const plain = await app.inject({ url: "/assets/chunk-def456.js", headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(original);
  });

  it("keeps /api JSON, including unknown API paths", async () => {
    expect((await app.inject({ url: "/api/nope" })).json()).toEqual({ error: "Not found" });
    expect((await app.inject({ url: "/api/info/locales" })).statusCode).toBe(200);
  });

  it("answers HEAD without a body", async () => {
    const response = await app.inject({ method: "HEAD", url: "/promotions" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("");
  });

  // A path starting with "//" once made the renderer see another host.
  it("hands the renderer a path starting with // as a path on our host", async () => {
    const response = await app.inject({ url: "//evil.example/x", headers: { host: "casino.test" } });
    expect(parseEcho(response.body).url).toBe("http://casino.test//evil.example/x");
  });

  const OFF_SITE = [
    "//evil.example",
    "/\\evil.example",
    "/%09/evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "\\evil.example",
  ];
  it.each(OFF_SITE)("keeps a redirect to %j on our origin, whatever a route answers", async (target) => {
    // %09 stands for a raw tab, which a query string cannot carry unencoded.
    const to = target.replace("%09", "\t");
    const response = await app.inject({ url: `/page?redirect_to=${encodeURIComponent(to)}` });
    expect(response.statusCode).toBe(302);
    const location = String(response.headers.location);
    expect(location.startsWith("/")).toBe(true);
    expect(new URL(location, "http://casino.test/page").origin).toBe("http://casino.test");
  });
});

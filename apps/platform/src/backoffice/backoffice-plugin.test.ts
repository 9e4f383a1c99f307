import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliDecompressSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestDatabase } from "../test/test-app.ts";
import { BACKOFFICE_CSP } from "./backoffice-plugin.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const BUILD_DIR = path.join(here, "fixtures/backoffice-build");

let testDb: TestDatabase;
let app: FastifyInstance;
let unbuilt: FastifyInstance;

beforeAll(async () => {
  ({ testDb, app } = await createTestApp({}, { backofficeBuildDir: BUILD_DIR }));
  unbuilt = await testDb.buildApp({}, { backofficeBuildDir: path.join(here, "fixtures/no-such-build") });
});
afterAll(() => testDb.close());

describe("the back office under /backoffice", () => {
  it("serves its index.html, never cached, under a CSP that allows only our own scripts", async () => {
    const response = await app.inject({ url: "/backoffice/" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.body).toContain("Back office fixture");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["content-security-policy"]).toBe(BACKOFFICE_CSP);
    expect(response.headers["content-security-policy"]).toContain("script-src 'self';");
    expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(response.headers["x-frame-options"]).toBe("DENY");
  });

  it("answers its index.html for any page of the app, so the app's router shows it", async () => {
    for (const url of ["/backoffice/withdrawals", "/backoffice/audit-log?page=2", "/backoffice/a/b/c"]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain("Back office fixture");
    }
    const bare = await app.inject({ url: "/backoffice" });
    expect(bare.statusCode).toBe(302);
    expect(bare.headers.location).toBe("/backoffice/");
  });

  it("caches its hashed assets for a year and 404s a missing one instead of answering HTML", async () => {
    const asset = await app.inject({ url: "/backoffice/assets/app-abc123.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["content-type"]).toMatch(/javascript/);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    // The build's Brotli copy, to a browser that takes it.
    const br = await app.inject({ url: "/backoffice/assets/app-abc123.js", headers: { "accept-encoding": "br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.rawPayload.equals(readFileSync(path.join(BUILD_DIR, "assets/app-abc123.js.br")))).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(asset.body);
    const missing = await app.inject({ url: "/backoffice/assets/gone-000000.js" });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain("Back office fixture");
  });

  it("leaves the API and the player site alone", async () => {
    const api = await app.inject({ url: "/api/operator/me" });
    expect(api.statusCode).toBe(401);
    expect(api.headers["content-type"]).toMatch(/json/);
    const site = await app.inject({ url: "/backofficer" });
    expect(site.body).not.toContain("Back office fixture");
  });

  it("answers 503 with how to build it when the build is missing", async () => {
    for (const url of ["/backoffice", "/backoffice/", "/backoffice/withdrawals"]) {
      const response = await unbuilt.inject({ url });
      expect(response.statusCode, url).toBe(503);
      expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
      expect(response.body).toContain("npm run build -w apps/backoffice");
    }
  });
});

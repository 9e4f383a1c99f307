import { errorBody, validationErrorBody } from "@croupier/contract";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestDatabase } from "../test/test-app.ts";

let testDb: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  ({ testDb, app } = await createTestApp({ BODY_LIMIT_BYTES: "2048", CONTACT_RATE_LIMIT_MAX: "1000" }));
});
afterAll(() => testDb.close());

const xhr = { "x-requested-with": "XMLHttpRequest", "content-type": "application/json" };

describe("Accept negotiation", () => {
  it.each([
    "application/vnd.s.v1+json",
    "application/vnd.s.v2+json",
    "application/vnd.softswiss.v1+json",
    "application/json",
    "*/*",
    "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  ])("answers JSON for Accept %s", async (accept) => {
    const response = await app.inject({ url: "/api/info/locales", headers: { accept } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
  });

  it("answers JSON without an Accept header", async () => {
    const response = await app.inject({ url: "/api/info/locales" });
    expect(response.statusCode).toBe(200);
  });

  it("refuses an unsupported Accept with 406 JSON", async () => {
    const response = await app.inject({ url: "/api/info/locales", headers: { accept: "text/html" } });
    expect(response.statusCode).toBe(406);
    expect(errorBody.parse(response.json()).error).toMatch(/Not acceptable/);
  });

  it("honours accept-client as an alias of Accept", async () => {
    const ok = await app.inject({
      url: "/api/info/locales",
      headers: { accept: "text/html", "accept-client": "application/vnd.s.v2+json" },
    });
    expect(ok.statusCode).toBe(200);
    const refused = await app.inject({ url: "/api/info/locales", headers: { "accept-client": "text/plain" } });
    expect(refused.statusCode).toBe(406);
  });
});

describe("errors", () => {
  it("answers unknown /api paths with JSON 404", async () => {
    for (const url of ["/api/nope", "/api/info/nope/deeper", "/api"]) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: "Not found" });
    }
  });

  it("answers malformed JSON with 400", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/send_contact_message",
      headers: xhr,
      payload: "{nope",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: "Malformed JSON" });
  });

  it("answers a body over the limit with 413", async () => {
    const payload = JSON.stringify({ contact: { email: "a@example.com", content: "x".repeat(5000) } });
    const response = await app.inject({ method: "POST", url: "/api/send_contact_message", headers: xhr, payload });
    expect(response.statusCode).toBe(413);
    expect(errorBody.parse(response.json()).error).toBe("Payload too large");
  });

  it("answers an unknown body type with 415 JSON", async () => {
    const headers = { ...xhr, "content-type": "application/xml" };
    const response = await app.inject({ method: "POST", url: "/api/send_contact_message", headers, payload: "<a/>" });
    expect(response.statusCode).toBe(415);
    expect(errorBody.parse(response.json()).error).toBeTruthy();
  });

  it("accepts vendor media types as request bodies and words 422 messages per field", async () => {
    const headers = { ...xhr, "content-type": "application/vnd.s.v1+json" };
    const payload = { contact: { email: "not-an-email", content: "" } };
    const response = await app.inject({ method: "POST", url: "/api/send_contact_message", headers, payload });
    expect(response.statusCode).toBe(422);
    expect(validationErrorBody.parse(response.json())).toEqual({
      errors: { email: ["enter in the correct format, like name@example.com"], content: ["must be completed"] },
    });
  });

  it("words 422 messages in the locale of ?l= and of Accept-Language", async () => {
    const payload = { contact: {} };
    const byQuery = await app.inject({ method: "POST", url: "/api/send_contact_message?l=ru", headers: xhr, payload });
    expect(byQuery.json()).toEqual({ errors: { email: ["необходимо заполнить"], content: ["необходимо заполнить"] } });
    const byHeader = await app.inject({
      method: "POST",
      url: "/api/send_contact_message",
      headers: { ...xhr, "accept-language": "fr;q=0.9, es-MX;q=0.8" },
      payload,
    });
    expect(byHeader.json().errors.email).toEqual(["debe completarse"]);
  });

  it("answers 422 when the body is not an object", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/send_contact_message",
      headers: xhr,
      payload: "[1,2]",
    });
    expect(response.statusCode).toBe(422);
  });
});

describe("headers", () => {
  it("sets security headers on API answers", async () => {
    const response = await app.inject({ url: "/api/info/project" });
    expect(response.headers).toMatchObject({
      "x-content-type-options": "nosniff",
      "referrer-policy": "strict-origin-when-cross-origin",
      "x-frame-options": "SAMEORIGIN",
      "cross-origin-opener-policy": "same-origin",
      "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
    });
    expect(response.headers["permissions-policy"]).toContain("camera=()");
    expect(response.headers["x-request-id"]).toBeTruthy();
  });

  it("compresses large JSON answers", async () => {
    const response = await app.inject({ url: "/api/info/countries", headers: { "accept-encoding": "gzip" } });
    expect(response.headers["content-encoding"]).toBe("gzip");
  });

  it("shows the setup page at / when the web app is not built", async () => {
    const response = await app.inject({ url: "/" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.body).toContain("npm run build");
    expect(response.headers["content-security-policy"]).toContain("script-src 'self' 'nonce-");
  });
});

describe("operations", () => {
  it("answers liveness and readiness", async () => {
    expect((await app.inject({ url: "/health" })).json()).toEqual({ status: "ok" });
    const ready = await app.inject({ url: "/ready" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ready" });
  });

  it("exposes Prometheus metrics with request latency by route and status", async () => {
    await app.inject({ url: "/api/info/locales" });
    const response = await app.inject({ url: "/metrics" });
    expect(response.headers["content-type"]).toContain("text/plain");
    expect(response.body).toContain("# TYPE http_request_duration_seconds histogram");
    expect(response.body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/info\/locales",status_code="200"\} \d+/,
    );
    expect(response.body).toContain("process_resident_memory_bytes");
  });

  it("publishes an OpenAPI 3.1 document listing the API paths", async () => {
    const response = await app.inject({ url: "/api/docs/openapi.json" });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe("3.1.0");
    for (const path of [
      "/api/current_ip",
      "/api/info/locales",
      "/api/info/currencies",
      "/api/info/player_fields",
      "/api/cms/pages",
      "/api/cms/pages/{slug}",
      "/api/send_contact_message",
      "/health",
    ]) {
      expect(Object.keys(document.paths)).toContain(path);
    }
    expect(document.components.schemas).toHaveProperty("Currency");
  });

  it("describes every tag its operations use, so the docs group every endpoint under a heading", async () => {
    const document = (await app.inject({ url: "/api/docs/openapi.json" })).json() as {
      tags: { name: string }[];
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    const declared = new Set(document.tags.map((tag) => tag.name));
    const used = new Set(
      Object.values(document.paths).flatMap((operations) =>
        Object.values(operations).flatMap((operation) => operation.tags ?? []),
      ),
    );
    expect(used.size).toBeGreaterThan(10);
    expect([...used].filter((tag) => !declared.has(tag))).toEqual([]);
  });

  it("serves Swagger UI with its own CSP", async () => {
    const response = await app.inject({ url: "/api/docs/" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-security-policy"]).toContain("script-src");
  });
});

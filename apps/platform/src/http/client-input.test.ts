import type { FastifyInstance } from "fastify";
import type { InjectOptions } from "light-my-request";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestDatabase } from "../test/test-app.ts";

// Odd client input must never produce a 5xx: each case answers a 4xx (or 2xx) JSON body.

let testDb: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  ({ testDb, app } = await createTestApp({ CONTACT_RATE_LIMIT_MAX: "1000" }));
});
afterAll(() => testDb.close());

const xhr = { "x-requested-with": "XMLHttpRequest" };
const contact = "/api/send_contact_message";

const cases: [string, InjectOptions][] = [
  ["a broken percent-encoding", { url: "/api/cms/pages/%E0%A4%A" }],
  ["an empty page slug", { url: "/api/cms/pages/" }],
  ["a locale array", { url: "/api/cms/pages?l[]=ru&l=es" }],
  ["an unknown locale", { url: "/api/cms/snippets?l=xx-YY" }],
  ["a mangled Accept", { url: "/api/info/locales", headers: { accept: ";;;,q=" } }],
  ["a mangled Accept-Language", { url: "/api/info/locales", headers: { "accept-language": ";q=abc,,," } }],
  ["a garbage Origin", { method: "POST", url: contact, headers: { origin: "::::" }, payload: {} }],
  [
    "an empty JSON body",
    { method: "POST", url: contact, headers: { ...xhr, "content-type": "application/json" }, payload: "" },
  ],
  [
    "a JSON string body",
    { method: "POST", url: contact, headers: { ...xhr, "content-type": "application/json" }, payload: '"hi"' },
  ],
  ["a null contact", { method: "POST", url: contact, headers: xhr, payload: { contact: null } }],
  [
    "numbers for strings",
    { method: "POST", url: contact, headers: xhr, payload: { contact: { email: 1, content: 2 } } },
  ],
  [
    "a prototype key",
    {
      method: "POST",
      url: contact,
      headers: { ...xhr, "content-type": "application/json" },
      payload: '{"__proto__":{"x":1}}',
    },
  ],
  [
    "a huge content",
    {
      method: "POST",
      url: contact,
      headers: xhr,
      payload: { contact: { email: "a@example.com", content: "x".repeat(6000) } },
    },
  ],
  [
    "a form body",
    {
      method: "POST",
      url: contact,
      headers: { ...xhr, "content-type": "application/x-www-form-urlencoded" },
      payload: "a=b",
    },
  ],
  ["no content type", { method: "POST", url: contact, headers: xhr, payload: "raw" }],
  [
    "a charset parameter",
    {
      method: "POST",
      url: contact,
      headers: { ...xhr, "content-type": "application/json; charset=utf-8" },
      payload: "{}",
    },
  ],
  [
    "a forged SSR header",
    { url: "/api/current_ip", headers: { "x-croupier-ssr": "", "x-forwarded-for": "not-an-ip" } },
  ],
  ["an odd method", { method: "OPTIONS", url: "/api/info/locales" }],
];

it.each(cases)("answers %s without a server error", async (_name, options) => {
  const response = await app.inject(options);
  expect(response.statusCode).toBeLessThan(500);
  expect(response.headers["content-type"]).toContain("application/json");
});

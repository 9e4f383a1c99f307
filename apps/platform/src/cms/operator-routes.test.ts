import {
  operatorCmsPage,
  operatorCmsPages,
  operatorCmsSnippet,
  operatorCmsSnippets,
} from "@croupier/contract/schemas/operator-cms";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditRows, signedInOperator } from "../operators/operator-test-helpers.ts";
import { call } from "../test/identity-helpers.ts";
import { createTestApp, type TestDatabase } from "../test/test-app.ts";

let tdb: TestDatabase;
let app: FastifyInstance;
let admin: { cookie: string; id: number };
let support: { cookie: string; id: number };

beforeAll(async () => {
  ({ testDb: tdb, app } = await createTestApp());
  admin = await signedInOperator(app, tdb.database.db, "admin");
  support = await signedInOperator(app, tdb.database.db, "support");
});
afterAll(() => tdb.close());

const save = (cookie: string, path: string, translation: unknown) =>
  call(app, "PUT", `/api/operator/cms/pages/${path}`, { cookie, payload: { translation } });

describe("GET /api/operator/cms/pages", () => {
  it("lists every page with the locales it has a text in", async () => {
    const response = await call(app, "GET", "/api/operator/cms/pages", { cookie: support.cookie });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = operatorCmsPages.parse(response.json());
    expect(data.map((page) => page.id)).toEqual(["about", "team", "privacy-policy"]);
    expect(data.find((page) => page.id === "about")?.locales).toContain("ru");
  });

  it("answers one page with every locale's text, 404 for an unknown one", async () => {
    const response = await call(app, "GET", "/api/operator/cms/pages/about", { cookie: support.cookie });
    const page = operatorCmsPage.parse(response.json());
    expect(page.translations.ru?.title).toBe("О нас");
    expect(page.translations.en?.title).toBeTruthy();
    const missing = await call(app, "GET", "/api/operator/cms/pages/nope", { cookie: support.cookie });
    expect(missing.statusCode).toBe(404);
  });
});

describe("PUT /api/operator/cms/pages/:id/translations/:locale", () => {
  it("stores the sanitised HTML, the site serves it at once, and the edit is audited", async () => {
    const response = await save(admin.cookie, "privacy-policy/translations/es", {
      title: "Política de privacidad",
      content: '<p>Hola <strong>mundo</strong></p><script>alert(1)</script><img src="/x.png" onerror="alert(2)">',
    });
    expect(response.statusCode, response.body).toBe(200);
    const stored = operatorCmsPage.parse(response.json()).translations.es;
    expect(stored?.content).toContain("<strong>mundo</strong>");
    expect(stored?.content).not.toContain("<script");
    expect(stored?.content).not.toContain("alert");
    expect(stored?.content).not.toContain("onerror");

    const site = await app.inject({ url: "/api/cms/pages/privacy-policy?l=es" });
    expect(site.json()).toMatchObject({ title: "Política de privacidad", content: stored?.content });

    const [entry] = (await auditRows(tdb.database.db, { operatorId: admin.id })).filter(
      (row) => row.action === "cms.page_translation_saved",
    );
    expect(entry).toMatchObject({ target_type: "cms_page", target_id: "privacy-policy" });
    expect(entry?.details).toMatchObject({ locale: "es", after: { title: "Política de privacidad" } });
  });

  it("edits a page's JSON block (promotion cards, FAQ): HTML inside sanitised, kept when omitted", async () => {
    const cards = [
      { id: "weekend", title: "Weekend reload", description: '<b>50%</b><img src=x onerror="alert(1)">', cta: "Join" },
    ];
    const response = await save(admin.cookie, "team/translations/en", {
      title: "Team",
      content: "<p>Team</p>",
      json: JSON.stringify(cards),
    });
    expect(response.statusCode, response.body).toBe(200);
    const stored = JSON.parse(operatorCmsPage.parse(response.json()).translations.en?.json ?? "null");
    expect(stored[0]).toMatchObject({ id: "weekend", title: "Weekend reload", cta: "Join" });
    expect(stored[0].description).toContain("<b>50%</b>");
    expect(stored[0].description).not.toContain("onerror");
    const site = (await app.inject({ url: "/api/cms/pages/team?l=en" })).json() as { blocks: { json: string } };
    expect(JSON.parse(site.blocks.json)).toEqual(stored);

    // Saving the text alone keeps the block; null removes it.
    const kept = await save(admin.cookie, "team/translations/en", { title: "Team", content: "<p>Team!</p>" });
    expect(JSON.parse(operatorCmsPage.parse(kept.json()).translations.en?.json ?? "null")).toEqual(stored);
    const removed = await save(admin.cookie, "team/translations/en", {
      title: "Team",
      content: "<p>Team</p>",
      json: null,
    });
    expect(operatorCmsPage.parse(removed.json()).translations.en?.json).toBeNull();
  });

  it("refuses a JSON block that does not parse, on its field, and keeps the page", async () => {
    const before = (await call(app, "GET", "/api/operator/cms/pages/about", { cookie: admin.cookie })).json();
    const broken = await save(admin.cookie, "about/translations/en", { title: "T", content: "x", json: "[{" });
    expect(broken.statusCode).toBe(422);
    expect(Object.keys((broken.json() as { errors: Record<string, unknown> }).errors)).toContain("json");
    const after = (await call(app, "GET", "/api/operator/cms/pages/about", { cookie: admin.cookie })).json();
    expect(after).toEqual(before);
  });

  it("refuses bad input with field errors and changes nothing", async () => {
    const before = (await call(app, "GET", "/api/operator/cms/pages/about", { cookie: admin.cookie })).json();
    const empty = await save(admin.cookie, "about/translations/en", { title: " ", content: "x" });
    expect(empty.statusCode).toBe(422);
    expect(JSON.stringify(empty.json())).toContain("title");
    const long = await save(admin.cookie, "about/translations/en", { title: "T", content: "x".repeat(200_001) });
    expect(long.statusCode).toBe(422);
    const locale = await save(admin.cookie, "about/translations/de", { title: "T", content: "x" });
    expect(locale.statusCode).toBe(422);
    const missing = await save(admin.cookie, "nope/translations/en", { title: "T", content: "x" });
    expect(missing.statusCode).toBe(404);
    const after = (await call(app, "GET", "/api/operator/cms/pages/about", { cookie: admin.cookie })).json();
    expect(after).toEqual(before);
  });

  it("is refused to support (read only)", async () => {
    const response = await save(support.cookie, "about/translations/en", { title: "T", content: "x" });
    expect(response.statusCode).toBe(403);
  });
});

describe("the snippets", () => {
  it("lists them with each locale's text and saves one locale's, sanitised and audited", async () => {
    const list = await call(app, "GET", "/api/operator/cms/snippets", { cookie: support.cookie });
    expect(list.statusCode, list.body).toBe(200);
    const [first] = operatorCmsSnippets.parse(list.json()).data;
    if (!first) throw new Error("the test content has no snippet");

    const saved = await call(app, "PUT", `/api/operator/cms/snippets/${first.id}/translations/pt`, {
      cookie: admin.cookie,
      payload: { translation: { content: '<p onclick="x()">Olá</p><script>alert(1)</script>' } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(operatorCmsSnippet.parse(saved.json()).translations.pt).toBe("<p>Olá</p>");
    const site = await app.inject({ url: "/api/cms/snippets?l=pt" });
    expect(site.json()).toContainEqual(expect.objectContaining({ id: first.id, content: "<p>Olá</p>" }));
    const rows = await auditRows(tdb.database.db, { operatorId: admin.id });
    expect(rows.find((row) => row.action === "cms.snippet_translation_saved")).toMatchObject({
      target_id: first.id,
      details: { locale: "pt", after: "<p>Olá</p>" },
    });

    const refused = await call(app, "PUT", `/api/operator/cms/snippets/${first.id}/translations/pt`, {
      cookie: support.cookie,
      payload: { translation: { content: "x" } },
    });
    expect(refused.statusCode).toBe(403);
    const tooLong = await call(app, "PUT", `/api/operator/cms/snippets/${first.id}/translations/pt`, {
      cookie: admin.cookie,
      payload: { translation: { content: "x".repeat(100_001) } },
    });
    expect(tooLong.statusCode).toBe(422);
  });
});

import { cmsFiles, cmsPage, cmsPages, cmsSnippets, locales } from "@croupier/contract";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestDatabase } from "../test/test-app.ts";

let testDb: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  ({ testDb, app } = await createTestApp());
});
afterAll(() => testDb.close());

const get = async (url: string, headers: Record<string, string> = {}) => {
  const response = await app.inject({ url, headers });
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe("GET /api/cms/pages", () => {
  it("answers the tree with children, titles in the locale or English", async () => {
    const tree = cmsPages.parse(await get("/api/cms/pages?l=ru"));
    expect(tree.map((p) => [p.id, p.title])).toEqual([
      ["about", "О нас"],
      ["privacy-policy", "Privacy policy"],
    ]);
    expect(tree[0]?.children?.map((p) => [p.id, p.title, p.path])).toEqual([["team", "Our team", "about/team"]]);
    expect(tree[0]?.categories).toEqual(["top-menu", "page"]);
  });

  it("keys pages by a path without the leading slash and sends children on every page", async () => {
    const tree = cmsPages.parse(await get("/api/cms/pages"));
    expect(tree.map((p) => [p.path, p.children])).toEqual([
      ["about", [expect.objectContaining({ path: "about/team", children: [] })]],
      ["privacy-policy", []],
    ]);
    const page = cmsPage.parse(await get("/api/cms/pages/about/team"));
    expect(page.path).toBe("about/team");
  });

  it("takes the locale from Accept-Language without ?l=", async () => {
    const tree = cmsPages.parse(await get("/api/cms/pages", { "accept-language": "es-ES,es;q=0.9" }));
    expect(tree[0]?.title).toBe("Sobre nosotros");
  });

  it("falls back from pt-BR to pt before English", async () => {
    const tree = cmsPages.parse(await get("/api/cms/pages?l=pt-BR"));
    expect(tree.find((p) => p.id === "privacy-policy")?.title).toBe("Política de privacidade");
  });
});

describe("GET /api/cms/pages/{slug}", () => {
  it("answers a page by id with content and blocks", async () => {
    const page = cmsPage.parse(await get("/api/cms/pages/privacy-policy"));
    expect(page).toMatchObject({ id: "privacy-policy", title: "Privacy policy", content: "<p>Privacy policy</p>" });
    expect(JSON.parse(page.blocks.json)).toEqual({ updated: "2024-01-01" });
    expect(page.blocks["content-main"]).toBe(page.content);
  });

  it("answers a page by a path with slashes, in the locale with English fallback", async () => {
    expect(cmsPage.parse(await get("/api/cms/pages/about/team?l=ru")).title).toBe("Our team");
    expect(cmsPage.parse(await get("/api/cms/pages/about?l=ru")).title).toBe("О нас");
  });

  it("answers an unknown page with JSON 404", async () => {
    const response = await app.inject({ url: "/api/cms/pages/nope/deeper" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: "Page not found" });
  });
});

describe("snippets, files, cms_locales", () => {
  it("GET /api/cms/snippets falls back per snippet", async () => {
    const snippets = cmsSnippets.parse(await get("/api/cms/snippets?l=ru"));
    expect(snippets).toEqual([
      { id: "home-slider", content: "<b>Добро пожаловать</b>", categories: ["home-slider"] },
      { id: "promo-item", content: "Promo", categories: ["promo-item"] },
    ]);
  });

  it("GET /api/cms/files answers descriptions in the locale", async () => {
    const files = cmsFiles.parse(await get("/api/cms/files?l=ru"));
    expect(files).toEqual([{ id: "logo", url: "/images/logo.svg", description: "Логотип", categories: ["brand"] }]);
    expect(cmsFiles.parse(await get("/api/cms/files?l=es"))[0]?.description).toBe("Logo");
  });

  it("GET /api/info/cms_locales lists the locales with content", async () => {
    const list = locales.parse(await get("/api/info/cms_locales"));
    expect(list.map((l) => l.code)).toEqual(["en", "es", "pt", "ru"]);
  });
});

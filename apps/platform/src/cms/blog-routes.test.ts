import { blogIndex, blogPage, blogPost, operatorBlogPost, operatorBlogPosts } from "@croupier/contract/schemas/blog";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditRows, signedInOperator } from "../operators/operator-test-helpers.ts";
import { cmsFixtures } from "../test/cms-fixtures.ts";
import { call } from "../test/identity-helpers.ts";
import { createTestApp, type TestDatabase } from "../test/test-app.ts";
import type { DemoPost } from "./demo/types.ts";

// The blog: the seeded posts as the site reads them, and the back office's create, edit and delete.

const text = (slug: string, title: string, tags: string[] = ["Tips"]) => ({
  slug,
  title,
  summary: `${title}.`,
  author: "Lena Hart",
  tags,
  body: `<p>${title}</p><script>alert(1)</script>`,
});

const posts: DemoPost[] = [
  {
    id: "habits",
    cover: "/media/blog/responsible-play.svg",
    daysAgo: 2,
    translations: {
      en: text("five-habits", "Five habits", ["Responsible gambling", "Tips"]),
      ru: text("pyat-privychek", "Пять привычек"),
    },
  },
  { id: "fair", cover: null, daysAgo: 5, translations: { en: text("provably-fair", "Provably fair", ["Studio"]) } },
  { id: "vip", cover: null, daysAgo: 9, translations: { en: text("vip-explained", "VIP explained") } },
  { id: "later", cover: null, daysAgo: -3, translations: { en: text("coming-soon", "Coming soon") } },
];

let tdb: TestDatabase;
let app: FastifyInstance;
let admin: { cookie: string; id: number };
let support: { cookie: string; id: number };

beforeAll(async () => {
  ({ testDb: tdb, app } = await createTestApp({}, { cmsContent: { ...cmsFixtures, posts } }));
  admin = await signedInOperator(app, tdb.database.db, "admin");
  support = await signedInOperator(app, tdb.database.db, "support");
});
afterAll(() => tdb.close());

const list = async (query: string) => {
  const response = await app.inject({ url: `/api/cms/blog?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return blogPage.parse(response.json());
};

describe("GET /api/cms/blog", () => {
  it("lists the locale's published posts newest first; scheduled ones are absent", async () => {
    const page = await list("l=en");
    expect(page.data.map((post) => post.slug)).toEqual(["five-habits", "provably-fair", "vip-explained"]);
    expect(page.pagination).toEqual({ page: 1, per_page: 9, total_count: 3, total_pages: 1 });
    expect(page.data[0]?.cover_url).toBe("/media/blog/responsible-play.svg");
    expect((await list("l=ru")).data.map((post) => post.title)).toEqual(["Пять привычек"]);
  });

  it("pages and filters by tag", async () => {
    const second = await list("l=en&page=2&per_page=2");
    expect(second.data.map((post) => post.slug)).toEqual(["vip-explained"]);
    expect(second.pagination.total_pages).toBe(2);
    expect((await list("l=en&tag=Studio")).data.map((post) => post.slug)).toEqual(["provably-fair"]);
    expect((await list("l=en&page=9")).data).toEqual([]);
  });

  it("refuses a malformed page with a field error", async () => {
    const response = await app.inject({ url: "/api/cms/blog?page=0&per_page=500" });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(expect.arrayContaining(["page", "per_page"]));
  });
});

describe("GET /api/cms/blog/:slug", () => {
  it("answers the post with its sanitised body and its translations' slugs", async () => {
    const response = await app.inject({ url: "/api/cms/blog/five-habits?l=en" });
    expect(response.statusCode, response.body).toBe(200);
    const post = blogPost.parse(response.json());
    expect(post.body).toBe("<p>Five habits</p>");
    expect(post.translations).toEqual([{ locale: "ru", slug: "pyat-privychek" }]);
  });

  it("is a 404 for an unknown slug, another locale's slug and a scheduled post", async () => {
    for (const url of ["/api/cms/blog/nope?l=en", "/api/cms/blog/five-habits?l=ru", "/api/cms/blog/coming-soon?l=en"]) {
      expect((await app.inject({ url })).statusCode, url).toBe(404);
    }
  });

  it("lists every published post for the sitemap", async () => {
    const entries = blogIndex.parse((await app.inject({ url: "/api/cms/blog_index" })).json());
    expect(entries.map((entry) => `${entry.locale}/${entry.slug}`).sort()).toEqual([
      "en/five-habits",
      "en/provably-fair",
      "en/vip-explained",
      "ru/pyat-privychek",
    ]);
  });
});

describe("/api/operator/cms/blog", () => {
  const save = (method: "POST" | "PUT", path: string, payload: unknown, cookie = admin.cookie) =>
    call(app, method, `/api/operator/cms/blog${path}`, { cookie, payload });

  it("lists every status to support, filtered by locale and status", async () => {
    const response = await call(app, "GET", "/api/operator/cms/blog?locale=en&status=scheduled", {
      cookie: support.cookie,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = operatorBlogPosts.parse(response.json());
    expect(data.map((post) => [post.slug, post.status])).toEqual([["coming-soon", "scheduled"]]);
  });

  it("creates a translation, sanitises it, shows it on the site and audits it", async () => {
    const [habits] = (await list("l=en")).data;
    const group = operatorBlogPost.parse(
      (await call(app, "GET", `/api/operator/cms/blog/${habits?.id}`, { cookie: support.cookie })).json(),
    ).translation_group;
    const response = await save("POST", "", {
      locale: "es",
      slug: "cinco-habitos",
      title: "Cinco hábitos",
      body: '<h2>Hola</h2><img src="/x.png" onerror="alert(1)"><a href="javascript:alert(1)">x</a>',
      tags: ["Consejos", "Consejos"],
      published_at: "2020-01-01T00:00:00Z",
      translation_group: group,
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = operatorBlogPost.parse(response.json());
    expect(created.body).not.toMatch(/onerror|javascript|alert/);
    expect(created.tags).toEqual(["Consejos"]);
    expect(created.translations.map((link) => link.locale).sort()).toEqual(["en", "ru"]);

    const site = blogPost.parse((await app.inject({ url: "/api/cms/blog/five-habits?l=en" })).json());
    expect(site.translations).toContainEqual({ locale: "es", slug: "cinco-habitos" });
    const audit = await auditRows(tdb.database.db, { target: { type: "blog_post", id: created.id } });
    expect(audit.map((row) => row.action)).toEqual(["blog_post.created"]);
    expect(audit[0]?.operator_id).toBe(admin.id);
  });

  it("refuses bad fields one by one, a taken slug and a second version in one locale", async () => {
    const bad = await save("POST", "", {
      locale: "xx",
      slug: "Not A Slug",
      title: "  ",
      cover_url: "javascript:alert(1)",
      published_at: "tomorrow",
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["cover_url", "locale", "published_at", "slug", "title"]);
    const long = await save("POST", "", { locale: "en", slug: "a".repeat(500), title: "x".repeat(201) });
    expect(Object.keys(long.json().errors).sort()).toEqual(["slug", "title"]);

    const taken = await save("POST", "", {
      locale: "en",
      slug: "five-habits",
      title: "Again",
      translation_group: "fair",
    });
    expect(taken.statusCode).toBe(422);
    expect(Object.keys(taken.json().errors).sort()).toEqual(["locale", "slug"]);
    const russian = await call(app, "POST", "/api/operator/cms/blog?l=ru", {
      cookie: admin.cookie,
      payload: { locale: "en", slug: "five-habits", title: "Again" },
    });
    expect(russian.json().errors.slug[0], russian.body).toMatch(/[а-я]/);
  });

  it("unpublishes (draft) and deletes; support may read but not change", async () => {
    const created = operatorBlogPost.parse(
      (
        await save("POST", "", {
          locale: "en",
          slug: "short-lived",
          title: "Short",
          published_at: "2020-01-01T00:00:00Z",
        })
      ).json(),
    );
    expect((await app.inject({ url: "/api/cms/blog/short-lived?l=en" })).statusCode).toBe(200);
    const draft = await save("PUT", `/${created.id}`, { locale: "en", slug: "short-lived", title: "Short" });
    expect(operatorBlogPost.parse(draft.json()).status).toBe("draft");
    expect((await app.inject({ url: "/api/cms/blog/short-lived?l=en" })).statusCode).toBe(404);

    expect(
      (await save("PUT", `/${created.id}`, { locale: "en", slug: "x", title: "x" }, support.cookie)).statusCode,
    ).toBe(403);
    const removed = await call(app, "DELETE", `/api/operator/cms/blog/${created.id}`, { cookie: admin.cookie });
    expect(removed.statusCode).toBe(204);
    expect((await call(app, "GET", `/api/operator/cms/blog/${created.id}`, { cookie: admin.cookie })).statusCode).toBe(
      404,
    );
    const actions = (await auditRows(tdb.database.db, { target: { type: "blog_post", id: created.id } })).map(
      (row) => row.action,
    );
    expect(actions).toEqual(["blog_post.created", "blog_post.updated", "blog_post.deleted"]);
  });
});

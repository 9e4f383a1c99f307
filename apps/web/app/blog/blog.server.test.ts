import { afterEach, describe, expect, it, vi } from "vitest";
import { loadBlogList, loadBlogPost } from "./blog.server.ts";

// The blog's loaders against a stubbed platform: links from configuration (never the request's
// Host), hreflang from the post's translations, 404 for unknown slugs and pages past the last.

const POST = {
  id: 7,
  locale: "ru",
  slug: "privet",
  title: "Привет",
  summary: "Кратко",
  cover_url: "/media/blog/x.svg",
  author: "Лена",
  tags: ["Советы"],
  published_at: "2026-11-20T10:00:00.000Z",
  updated_at: "2026-11-20T10:00:00.000Z",
};

function stubPlatform() {
  vi.stubEnv("PUBLIC_ORIGIN", "https://casino.example");
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.pathname === "/api/cms/blog/privet")
        return Response.json({
          ...POST,
          body: '<p>Текст</p><img src="x" onerror="alert(1)">',
          translations: [{ locale: "en", slug: "hello" }],
        });
      if (url.pathname === "/api/cms/blog") {
        const page = Number(url.searchParams.get("page") ?? 1);
        return Response.json({
          data: page === 1 ? [POST] : [],
          pagination: { page, per_page: 9, total_count: 1, total_pages: 1 },
        });
      }
      return Response.json({ error: "Not found" }, { status: 404 });
    }),
  );
}

const request = (path: string) => new Request(`http://evil.example${path}`, { headers: { host: "evil.example" } });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe("blog loaders", () => {
  it("load a post with its canonical, hreflang links and sanitised body", async () => {
    stubPlatform();
    const data = await loadBlogPost(request("/ru/blog/privet"), "privet");
    expect(data.canonical).toBe("https://casino.example/ru/blog/privet");
    expect(data.alternates).toEqual([
      { hreflang: "en", href: "https://casino.example/blog/hello" },
      { hreflang: "ru", href: "https://casino.example/ru/blog/privet" },
      { hreflang: "x-default", href: "https://casino.example/blog/hello" },
    ]);
    expect(data.image).toBe("https://casino.example/media/blog/x.svg");
    expect(data.translations).toEqual([{ locale: "en", href: "/blog/hello" }]);
    expect(data.post.body).not.toContain("onerror");
    expect(JSON.stringify(data)).not.toContain("evil.example");
  });

  it("answer 404 for an unknown slug and a page past the last, and read ?page=", async () => {
    stubPlatform();
    await expect(loadBlogPost(request("/blog/nope"), "nope")).rejects.toMatchObject({ init: { status: 404 } });
    await expect(loadBlogList(request("/ru/blog?page=3"))).rejects.toMatchObject({ init: { status: 404 } });
    await expect(loadBlogList(request("/ru/blog?page=x"))).rejects.toMatchObject({ init: { status: 404 } });
    const list = await loadBlogList(request("/ru/blog"));
    expect(list.posts.map((post) => post.slug)).toEqual(["privet"]);
    expect(list.canonical).toBe("https://casino.example/ru/blog");
    expect(list.feedUrl).toBe("https://casino.example/ru/blog/rss.xml");
    expect(list.alternates.map((link) => link.hreflang)).toEqual(["en", "es", "pt", "pt-BR", "ru", "x-default"]);
  });
});

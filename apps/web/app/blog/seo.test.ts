import { describe, expect, it } from "vitest";
import { absoluteMedia, absoluteUrl, alternateLinks, blogListPath } from "./seo.ts";

const ORIGIN = "https://casino.example";

describe("blog links for search engines", () => {
  it("makes absolute URLs under each locale's prefix (English has none)", () => {
    expect(absoluteUrl(ORIGIN, "/blog/a-post", "en")).toBe("https://casino.example/blog/a-post");
    expect(absoluteUrl(ORIGIN, "/blog/a-post", "pt-BR")).toBe("https://casino.example/pt-BR/blog/a-post");
    expect(absoluteMedia(ORIGIN, "/media/blog/x.svg")).toBe("https://casino.example/media/blog/x.svg");
    expect(absoluteMedia(ORIGIN, "https://cdn.example/x.png")).toBe("https://cdn.example/x.png");
    expect(absoluteMedia(ORIGIN, null)).toBeNull();
  });

  it("lists hreflang alternates in the site's order with x-default on English", () => {
    const links = alternateLinks(ORIGIN, [
      { locale: "ru", path: "/blog/privet" },
      { locale: "en", path: "/blog/hello" },
    ]);
    expect(links).toEqual([
      { hreflang: "en", href: "https://casino.example/blog/hello" },
      { hreflang: "ru", href: "https://casino.example/ru/blog/privet" },
      { hreflang: "x-default", href: "https://casino.example/blog/hello" },
    ]);
    expect(alternateLinks(ORIGIN, [{ locale: "es", path: "/blog/hola" }]).at(-1)).toEqual({
      hreflang: "x-default",
      href: "https://casino.example/es/blog/hola",
    });
  });

  it("pages and tags the list in its query", () => {
    expect(blogListPath()).toBe("/blog");
    expect(blogListPath(2)).toBe("/blog?page=2");
    expect(blogListPath(1, "VIP & more")).toBe("/blog?tag=VIP+%26+more");
  });
});

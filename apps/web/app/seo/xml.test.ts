import type { BlogPostSummary } from "@croupier/contract/schemas/blog";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { renderRss } from "../blog/rss.ts";
import { localizedEntries, renderSitemapIndex, renderUrlset } from "./sitemap.ts";
import { escapeXml } from "./xml.ts";

const ORIGIN = "https://casino.example";
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@" });

function parse(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true);
  return parser.parse(xml);
}

const post = (slug: string, title: string): BlogPostSummary => ({
  id: 1,
  locale: "en",
  slug,
  title,
  summary: "Tips & <tricks>",
  cover_url: "/media/blog/x.svg",
  author: "Lena Hart",
  tags: ["Tips", "R&D"],
  published_at: "2026-11-20T10:00:00.000Z",
  updated_at: "2026-11-21T10:00:00.000Z",
});

describe("XML of the sitemaps and feeds", () => {
  it("escapes markup and drops characters XML cannot hold", () => {
    expect(escapeXml(`a<b>&"c'\u0000\u0007d`)).toBe("a&lt;b&gt;&amp;&quot;c&apos;d");
  });

  it("writes a urlset whose entries carry their hreflang alternates", () => {
    const entries = localizedEntries(ORIGIN, [
      { locale: "en", path: "/blog/hello" },
      { locale: "ru", path: "/blog/privet" },
    ]);
    const { urlset } = parse(renderUrlset([...entries, { loc: `${ORIGIN}/games?a=1&b=2` }]));
    expect(urlset["@xmlns:xhtml"]).toBe("http://www.w3.org/1999/xhtml");
    expect(urlset.url.map((url: { loc: string }) => url.loc)).toEqual([
      `${ORIGIN}/blog/hello`,
      `${ORIGIN}/ru/blog/privet`,
      `${ORIGIN}/games?a=1&b=2`,
    ]);
    const links = urlset.url[1]["xhtml:link"].map((link: Record<string, string>) => [link["@hreflang"], link["@href"]]);
    expect(links).toEqual([
      ["en", `${ORIGIN}/blog/hello`],
      ["ru", `${ORIGIN}/ru/blog/privet`],
      ["x-default", `${ORIGIN}/blog/hello`],
    ]);
  });

  it("stops a sitemap at 50,000 URLs", () => {
    function* many() {
      for (let index = 0; index < 50_010; index += 1) yield { loc: `${ORIGIN}/g/${index}` };
    }
    expect(renderUrlset(many()).match(/<url>/g)).toHaveLength(50_000);
  });

  it("writes a sitemap index", () => {
    const { sitemapindex } = parse(renderSitemapIndex([`${ORIGIN}/sitemap-pages.xml`, `${ORIGIN}/sitemap-games.xml`]));
    expect(sitemapindex.sitemap).toHaveLength(2);
  });

  it("writes an RSS 2.0 feed with absolute links, dates and categories", () => {
    const xml = renderRss(
      {
        title: "Croupier blog",
        description: "News",
        link: `${ORIGIN}/blog`,
        self: `${ORIGIN}/blog/rss.xml`,
        language: "en",
      },
      [post("b", "Second <post>"), post("a", "First")],
      (item) => `${ORIGIN}/blog/${item.slug}`,
      (item) => `${ORIGIN}${item.cover_url}`,
    );
    const { rss } = parse(xml);
    expect(rss["@version"]).toBe("2.0");
    expect(rss.channel["atom:link"]["@href"]).toBe(`${ORIGIN}/blog/rss.xml`);
    const [first] = rss.channel.item;
    expect(first.title).toBe("Second <post>");
    expect(first.link).toBe(`${ORIGIN}/blog/b`);
    expect(first.description).toBe("Tips & <tricks>");
    expect(first.category).toEqual(["Tips", "R&D"]);
    expect(first.pubDate).toBe("Fri, 20 Nov 2026 10:00:00 GMT");
    expect(first.enclosure["@type"]).toBe("image/svg+xml");
  });
});

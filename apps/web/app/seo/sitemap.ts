import type { Locale } from "@croupier/contract/i18n/locales";
import { type Alternate, absoluteUrl, alternateLinks } from "../blog/seo.ts";
import { element, escapeXml, XML_DECLARATION } from "./xml.ts";

// The sitemaps (sitemaps.org 0.9): /sitemap.xml is an index of /sitemap-pages.xml (the site's
// pages and blog posts in every locale, each with its hreflang alternates) and /sitemap-games.xml
// (every game page in every locale). One sitemap holds at most 50,000 URLs; past that the games
// would be split into more files of the index (the demo's 5,322 games × 5 locales fit in one).

export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapEntry {
  loc: string;
  lastmod?: string;
  alternates?: Alternate[];
}

/** A page in several locales: one entry per locale, each listing all of them as alternates. */
export function localizedEntries(
  origin: string,
  versions: ReadonlyArray<{ locale: Locale; path: string }>,
  lastmod?: string,
): SitemapEntry[] {
  const alternates = versions.length > 1 ? alternateLinks(origin, versions) : [];
  return versions.map((version) => ({
    loc: absoluteUrl(origin, version.path, version.locale),
    ...(lastmod ? { lastmod } : {}),
    ...(alternates.length ? { alternates } : {}),
  }));
}

/** A <urlset>, cut at SITEMAP_MAX_URLS. */
export function renderUrlset(entries: Iterable<SitemapEntry>): string {
  const parts: string[] = [];
  let count = 0;
  for (const entry of entries) {
    if (count === SITEMAP_MAX_URLS) break;
    count += 1;
    const links = (entry.alternates ?? [])
      .map(
        (link) => `<xhtml:link rel="alternate" hreflang="${escapeXml(link.hreflang)}" href="${escapeXml(link.href)}"/>`,
      )
      .join("");
    parts.push(
      `<url>${element("loc", entry.loc)}${entry.lastmod ? element("lastmod", entry.lastmod) : ""}${links}</url>`,
    );
  }
  return `${XML_DECLARATION}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${parts.join("\n")}\n</urlset>\n`;
}

/** A <sitemapindex> of absolute sitemap URLs. */
export function renderSitemapIndex(urls: readonly string[]): string {
  const items = urls.map((url) => `<sitemap>${element("loc", url)}</sitemap>`).join("\n");
  return `${XML_DECLARATION}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}\n</sitemapindex>\n`;
}

export function xmlResponse(body: string, type = "application/xml"): Response {
  return new Response(body, {
    headers: { "Content-Type": `${type}; charset=utf-8`, "Cache-Control": "public, max-age=600" },
  });
}

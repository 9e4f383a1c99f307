import type { CmsPageSummary } from "@croupier/contract";
import { blogCalls } from "@croupier/contract/client/blog";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "@croupier/contract/i18n/locales";
import { blogPostPath } from "../blog/seo.ts";
import type { getServerCatalog } from "../games/catalog.server.ts";
import { gamePagePath } from "../games/paths.ts";
import { FALLBACK_CURRENCY } from "../games/play-currency.ts";
import { createServerApi, dataOr } from "../lib/api.server.ts";
import { localizedEntries, type SitemapEntry } from "./sitemap.ts";

// What the sitemaps list, read from the platform: the fixed pages and the CMS pages in every
// locale, the blog's published posts with their translations, and the games catalogue.

/** Pages every locale has, whatever the CMS holds. */
const FIXED_PATHS = ["/", "/games", "/promotions", "/tournaments", "/lottery", "/vip", "/blog"];

export async function listPageEntries(request: Request, origin: string): Promise<SitemapEntry[]> {
  const api = createServerApi(request, DEFAULT_LOCALE);
  const [pages, posts] = await Promise.all([
    dataOr(api.getCmsPages(), []),
    dataOr(blogCalls(api.call).getBlogIndex(), []),
  ]);
  const paths = new Set(FIXED_PATHS);
  for (const page of flatten(Array.isArray(pages) ? pages : [])) {
    const path = page.path.replace(/^\/+/, "");
    // The site serves CMS pages at one segment (/:slug); deeper paths have no page of their own.
    if (path && !path.includes("/")) paths.add(`/${path}`);
  }
  const entries = [...paths].flatMap((path) =>
    localizedEntries(
      origin,
      LOCALES.map((locale) => ({ locale, path })),
    ),
  );
  const groups = new Map<string, { locale: Locale; path: string; updated: string }[]>();
  for (const post of Array.isArray(posts) ? posts : []) {
    const group = groups.get(post.group) ?? [];
    group.push({ locale: post.locale, path: blogPostPath(post.slug), updated: post.updated_at });
    groups.set(post.group, group);
  }
  for (const versions of groups.values()) {
    const lastmod = versions
      .map((version) => version.updated)
      .sort()
      .at(-1);
    entries.push(...localizedEntries(origin, versions, lastmod?.slice(0, 10)));
  }
  return entries;
}

/** Every game page in every locale (the desktop catalogue; the page opens in any currency). */
export function* gameEntries(
  games: Awaited<ReturnType<typeof getServerCatalog>>,
  origin: string,
): Generator<SitemapEntry> {
  for (const locale of LOCALES) {
    for (const game of games) {
      const id = game.real[FALLBACK_CURRENCY]?.id ?? Object.values(game.real)[0]?.id;
      if (id === undefined) continue;
      yield* localizedEntries(origin, [{ locale, path: gamePagePath(game.identifier, id) }]);
    }
  }
}

function flatten(pages: readonly CmsPageSummary[]): CmsPageSummary[] {
  return pages.flatMap((page) => [page, ...flatten(page.children ?? [])]);
}

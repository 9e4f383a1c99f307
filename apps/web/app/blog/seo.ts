import { DEFAULT_LOCALE, LOCALES, type Locale, localizePath } from "@croupier/contract/i18n/locales";

// Absolute links of the blog's pages for search engines (canonical, hreflang alternates, Open
// Graph) and its structured data. The origin always comes from configuration
// (public-origin.server.ts), passed in here, so these helpers are pure.

export interface Alternate {
  /** A locale code, or "x-default". */
  hreflang: string;
  href: string;
}

/** A site path under its locale's prefix, absolute on the origin. */
export function absoluteUrl(origin: string, path: string, locale?: Locale): string {
  const localized = locale ? localizePath(path, locale) : path;
  return new URL(localized, `${origin}/`).href;
}

/** An image or link that may be a site path or already absolute (https). */
export function absoluteMedia(origin: string, url: string | null): string | null {
  if (!url) return null;
  return new URL(url, `${origin}/`).href;
}

/**
 * hreflang alternates of a page that exists under `pathOf(locale)` in the given locales (the
 * current one included), in the site's locale order, and x-default: the English version where
 * there is one, else the first.
 */
export function alternateLinks(origin: string, versions: ReadonlyArray<{ locale: Locale; path: string }>): Alternate[] {
  const ordered = LOCALES.flatMap((locale) => versions.filter((version) => version.locale === locale));
  const links: Alternate[] = ordered.map((version) => ({
    hreflang: version.locale,
    href: absoluteUrl(origin, version.path, version.locale),
  }));
  const fallback = ordered.find((version) => version.locale === DEFAULT_LOCALE) ?? ordered[0];
  if (fallback) links.push({ hreflang: "x-default", href: absoluteUrl(origin, fallback.path, fallback.locale) });
  return links;
}

/** The blog's paths: the list (page 2 on: ?page=2), a post, the feed. */
export function blogListPath(page = 1, tag?: string | null): string {
  const params = new URLSearchParams();
  if (tag) params.set("tag", tag);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `/blog?${search}` : "/blog";
}

export function blogPostPath(slug: string): string {
  return `/blog/${encodeURIComponent(slug)}`;
}

export function blogFeedPath(): string {
  return "/blog/rss.xml";
}

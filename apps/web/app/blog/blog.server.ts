import { blogCalls } from "@croupier/contract/client/blog";
import { LOCALES, type Locale, localizePath } from "@croupier/contract/i18n/locales";
import type { BlogPostSummary } from "@croupier/contract/schemas/blog";
import { data } from "react-router";
import type { SafeHtml } from "../cms/safe-html.ts";
import { sanitizeCmsHtml } from "../cms/sanitize-html.server.ts";
import { decideRequestLocale } from "../i18n/request-locale.server.ts";
import { createServerApi } from "../lib/api.server.ts";
import { getPublicOrigin } from "../lib/public-origin.server.ts";
import { type Alternate, absoluteMedia, absoluteUrl, alternateLinks, blogListPath, blogPostPath } from "./seo.ts";

// The blog's loaders: the platform's posts with the absolute links search engines need. A slug
// the locale has no published post under, and a page past the last, are the 404 page.

const MAX_TAG = 40;

export interface BlogListData {
  locale: Locale;
  posts: BlogPostSummary[];
  page: number;
  totalPages: number;
  tag: string | null;
  origin: string;
  canonical: string;
  alternates: Alternate[];
  feedUrl: string;
}

export interface BlogPostData {
  locale: Locale;
  post: BlogPostSummary & { body: SafeHtml };
  translations: { locale: Locale; href: string }[];
  origin: string;
  canonical: string;
  alternates: Alternate[];
  image: string | null;
  listUrl: string;
  feedUrl: string;
}

/** `?page=` as a whole number from 1 (anything else: null, the 404 page). */
export function parsePage(value: string | null): number | null {
  if (value === null) return 1;
  if (!/^[1-9]\d{0,3}$/.test(value)) return null;
  return Number(value);
}

export async function loadBlogList(request: Request): Promise<BlogListData> {
  const url = new URL(request.url);
  const page = parsePage(url.searchParams.get("page"));
  const tag = url.searchParams.get("tag")?.trim().slice(0, MAX_TAG) || null;
  if (page === null) throw data(null, { status: 404 });
  const locale = decideRequestLocale(request);
  const api = blogCalls(createServerApi(request, locale).call);
  const result = await api.getBlogPosts({ page, ...(tag ? { tag } : {}) }).catch(() => null);
  if (!result?.ok) throw data(null, { status: result?.status === 422 ? 404 : 503 });
  const { data: posts, pagination } = result.data;
  if (page > 1 && posts.length === 0) throw data(null, { status: 404 });
  const origin = getPublicOrigin();
  return {
    locale,
    posts,
    page,
    totalPages: pagination.total_pages,
    tag,
    origin,
    canonical: absoluteUrl(origin, blogListPath(page, tag), locale),
    // Every locale has a blog: its first page is the same page in each language.
    alternates:
      page === 1 && !tag
        ? alternateLinks(
            origin,
            LOCALES.map((other) => ({ locale: other, path: "/blog" })),
          )
        : [],
    feedUrl: absoluteUrl(origin, "/blog/rss.xml", locale),
  };
}

export async function loadBlogPost(request: Request, slug: string): Promise<BlogPostData> {
  const locale = decideRequestLocale(request);
  const api = blogCalls(createServerApi(request, locale).call);
  const result = await api.getBlogPost(slug).catch(() => null);
  if (!result?.ok) throw data(null, { status: result?.status === 404 || result?.status === 422 ? 404 : 503 });
  const { body, translations, ...summary } = result.data;
  const origin = getPublicOrigin();
  const versions = [
    { locale, path: blogPostPath(summary.slug) },
    ...translations.map((translation) => ({ locale: translation.locale, path: blogPostPath(translation.slug) })),
  ];
  return {
    locale,
    post: { ...summary, body: sanitizeCmsHtml(body) },
    translations: translations.map((translation) => ({
      locale: translation.locale,
      href: localizePath(blogPostPath(translation.slug), translation.locale),
    })),
    origin,
    canonical: absoluteUrl(origin, blogPostPath(summary.slug), locale),
    alternates: alternateLinks(origin, versions),
    image: absoluteMedia(origin, summary.cover_url),
    listUrl: absoluteUrl(origin, "/blog", locale),
    feedUrl: absoluteUrl(origin, "/blog/rss.xml", locale),
  };
}

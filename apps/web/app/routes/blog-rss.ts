import { blogCalls } from "@croupier/contract/client/blog";
import { DEFAULT_LOCALE, localeFromPath } from "@croupier/contract/i18n/locales";
import { msg } from "@lingui/core/macro";
import { renderRss } from "../blog/rss.ts";
import { absoluteMedia, absoluteUrl, blogPostPath } from "../blog/seo.ts";
import { createServerI18n } from "../i18n/i18n.server.ts";
import { createServerApi, dataOr } from "../lib/api.server.ts";
import { getPublicOrigin } from "../lib/public-origin.server.ts";
import { xmlResponse } from "../seo/sitemap.ts";
import { FALLBACK_BRAND } from "../shell/shell-data.ts";
import type { Route } from "./+types/blog-rss";

/** How many of the newest posts the feed carries. */
const FEED_SIZE = 20;

/** `/blog/rss.xml`, `/ru/blog/rss.xml` …: the locale's newest posts as RSS 2.0. */
export async function loader({ request }: Route.LoaderArgs) {
  // The path's locale only: a feed reader has no cookie, and the same URL must always be one feed.
  const locale = localeFromPath(new URL(request.url).pathname) ?? DEFAULT_LOCALE;
  const api = createServerApi(request, locale);
  const [project, page] = await Promise.all([
    dataOr(api.getProject(), null),
    dataOr(blogCalls(api.call).getBlogPosts({ perPage: FEED_SIZE }), null),
  ]);
  if (!page) return new Response("The blog is unavailable right now.", { status: 503 });
  const i18n = createServerI18n(locale);
  const brand = project?.name || FALLBACK_BRAND;
  const origin = getPublicOrigin();
  const xml = renderRss(
    {
      title: i18n._(msg`${brand} blog`),
      description: i18n._(msg`Guides and news about our games, fair play and playing responsibly.`),
      link: absoluteUrl(origin, "/blog", locale),
      self: absoluteUrl(origin, "/blog/rss.xml", locale),
      language: locale,
    },
    page.data,
    (post) => absoluteUrl(origin, blogPostPath(post.slug), locale),
    (post) => absoluteMedia(origin, post.cover_url),
  );
  return xmlResponse(xml, "application/rss+xml");
}

import type { BlogPostSummary } from "@croupier/contract/schemas/blog";
import { element, escapeXml, XML_DECLARATION } from "../seo/xml.ts";

// An RSS 2.0 feed of a locale's newest posts (one per locale: /blog/rss.xml, /ru/blog/rss.xml).

export interface FeedChannel {
  title: string;
  description: string;
  /** The blog list's absolute URL. */
  link: string;
  /** The feed's own absolute URL (atom:link rel="self"). */
  self: string;
  language: string;
}

/** The feed's XML; `postUrl` makes a post's absolute URL, `imageUrl` its cover's. */
export function renderRss(
  channel: FeedChannel,
  posts: readonly BlogPostSummary[],
  postUrl: (post: BlogPostSummary) => string,
  imageUrl: (post: BlogPostSummary) => string | null,
): string {
  const newest = posts[0]?.published_at;
  const items = posts.map((post) => {
    const url = postUrl(post);
    const image = imageUrl(post);
    return [
      "<item>",
      element("title", post.title),
      element("link", url),
      element("guid", url, { isPermaLink: "true" }),
      element("pubDate", new Date(post.published_at).toUTCString()),
      element("description", post.summary),
      post.author ? element("dc:creator", post.author) : "",
      ...post.tags.map((tag) => element("category", tag)),
      image ? `<enclosure url="${escapeXml(image)}" type="${imageType(image)}" length="0"/>` : "",
      "</item>",
    ].join("");
  });
  return `${XML_DECLARATION}<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel>${[
    element("title", channel.title),
    element("link", channel.link),
    element("description", channel.description),
    element("language", channel.language),
    `<atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml"/>`,
    newest ? element("lastBuildDate", new Date(newest).toUTCString()) : "",
    ...items,
  ].join("")}</channel></rss>\n`;
}

function imageType(url: string): string {
  if (url.endsWith(".svg")) return "image/svg+xml";
  if (url.endsWith(".png")) return "image/png";
  if (url.endsWith(".webp")) return "image/webp";
  return "image/jpeg";
}

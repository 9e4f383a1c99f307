import type { Tx } from "../db/database.ts";
import type { DemoPost } from "./demo/types.ts";
import { sanitizeCmsHtml } from "./sanitize-cms-html.ts";
import { blogPosts } from "./schema.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Seeds the demo blog; with no posts the step stays unrecorded and runs on a later start. */
export async function seedBlogPosts(tx: Tx, posts: DemoPost[]): Promise<boolean> {
  if (posts.length === 0) return false;
  const now = Date.now();
  for (const post of posts) {
    const publishedAt = new Date(now - post.daysAgo * DAY_MS);
    const rows = Object.entries(post.translations).map(([locale, text]) => ({
      translationGroup: post.id,
      locale,
      slug: text.slug,
      title: text.title,
      summary: text.summary,
      author: text.author,
      tags: text.tags,
      coverUrl: post.cover,
      // Sanitised on write, as the back office's saves are.
      body: sanitizeCmsHtml(text.body),
      publishedAt,
      createdAt: publishedAt,
      updatedAt: publishedAt,
    }));
    if (rows.length) await tx.insert(blogPosts).values(rows);
  }
  return true;
}

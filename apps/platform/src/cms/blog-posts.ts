import { LOCALES, type Locale } from "@croupier/contract";
import {
  BLOG_INDEX_MAX,
  type BlogIndexEntry,
  type BlogPage,
  type BlogPost,
  type BlogPostSummary,
} from "@croupier/contract/schemas/blog";
import { and, arrayContains, asc, count, desc, eq, isNotNull, lte, ne, type SQL } from "drizzle-orm";
import type { Executor } from "../db/database.ts";
import { blogPosts } from "./schema.ts";

// The blog as the site reads it: published posts only (published_at set and not in the future),
// per locale with no fallback (a post is written for its readers' language), newest first.

export type BlogPostRow = typeof blogPosts.$inferSelect;

/** The condition "published by `now`" (a draft has no time; a scheduled one a future time). */
export function isPublishedBy(now: Date): SQL {
  return and(isNotNull(blogPosts.publishedAt), lte(blogPosts.publishedAt, now)) as SQL;
}

/** One page of a locale's published posts, optionally those with a tag. */
export async function listPublishedPosts(
  db: Executor,
  query: { locale: Locale; page: number; perPage: number; tag?: string | undefined; now: Date },
): Promise<BlogPage> {
  const where = and(
    eq(blogPosts.locale, query.locale),
    isPublishedBy(query.now),
    query.tag ? arrayContains(blogPosts.tags, [query.tag]) : undefined,
  );
  const { rows, totalCount } = await selectPostPage(db, where, [desc(blogPosts.publishedAt), desc(blogPosts.id)], {
    page: query.page,
    size: query.perPage,
  });
  return {
    data: rows.map(toSummary),
    pagination: {
      page: query.page,
      per_page: query.perPage,
      total_count: totalCount,
      total_pages: Math.ceil(totalCount / query.perPage),
    },
  };
}

/** One page of the posts matching `where`, in `order`, and how many match in all. */
export async function selectPostPage(
  db: Executor,
  where: SQL | undefined,
  order: SQL[],
  page: { page: number; size: number },
): Promise<{ rows: BlogPostRow[]; totalCount: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(blogPosts)
      .where(where)
      .orderBy(...order)
      .limit(page.size)
      .offset((page.page - 1) * page.size),
    db.select({ value: count() }).from(blogPosts).where(where),
  ]);
  return { rows, totalCount: total?.value ?? 0 };
}

/** A published post by locale and slug, with its published versions in other locales; or null. */
export async function findPublishedPost(
  db: Executor,
  locale: Locale,
  slug: string,
  now: Date,
): Promise<BlogPost | null> {
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.locale, locale), eq(blogPosts.slug, slug), isPublishedBy(now)))
    .limit(1);
  if (!row) return null;
  const siblings = await db
    .select({ locale: blogPosts.locale, slug: blogPosts.slug })
    .from(blogPosts)
    .where(and(eq(blogPosts.translationGroup, row.translationGroup), ne(blogPosts.id, row.id), isPublishedBy(now)))
    .orderBy(asc(blogPosts.locale));
  return {
    ...toSummary(row),
    body: row.body,
    translations: siblings.filter((sibling) => isLocale(sibling.locale)) as BlogPost["translations"],
  };
}

/** Every published post of every locale (newest first, bounded), for the sitemap. */
export async function listPublishedIndex(db: Executor, now: Date): Promise<BlogIndexEntry[]> {
  const rows = await db
    .select({
      locale: blogPosts.locale,
      slug: blogPosts.slug,
      group: blogPosts.translationGroup,
      updatedAt: blogPosts.updatedAt,
    })
    .from(blogPosts)
    .where(isPublishedBy(now))
    .orderBy(desc(blogPosts.publishedAt), asc(blogPosts.id))
    .limit(BLOG_INDEX_MAX);
  return rows
    .filter((row) => isLocale(row.locale))
    .map((row) => ({
      locale: row.locale as Locale,
      slug: row.slug,
      group: row.group,
      updated_at: row.updatedAt.toISOString(),
    }));
}

export function toSummary(row: BlogPostRow): BlogPostSummary {
  return {
    id: row.id,
    locale: row.locale as Locale,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    cover_url: row.coverUrl,
    author: row.author,
    tags: row.tags,
    // Only published rows reach the site, so the time is set.
    published_at: (row.publishedAt ?? row.createdAt).toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

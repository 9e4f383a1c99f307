import { randomBytes } from "node:crypto";
import { type FieldErrors, formatMessage, type Locale } from "@croupier/contract";
import type {
  BlogStatus,
  OperatorBlogPost,
  OperatorBlogPosts,
  SaveBlogPostInput,
} from "@croupier/contract/schemas/blog";
import { and, asc, desc, eq, gt, isNull, ne, type SQL } from "drizzle-orm";
import type { Db, Executor, Tx } from "../db/database.ts";
import { AppError } from "../errors/app-error.ts";
import { type BlogPostRow, isPublishedBy, selectPostPage, toSummary } from "./blog-posts.ts";
import { sanitizeCmsHtml } from "./sanitize-cms-html.ts";
import { blogPosts } from "./schema.ts";

// The back office's editing of blog posts: every post whatever its status, and creating, saving
// and deleting one, its body sanitised by the CMS policy first (what the table holds is what the
// policy allows). Each change runs with its audit record in one transaction.

export interface BlogAudit {
  record: (tx: Tx, before: OperatorBlogPost | null, after: OperatorBlogPost | null) => Promise<void>;
}

export function statusOf(publishedAt: Date | null, now: Date): BlogStatus {
  if (!publishedAt) return "draft";
  return publishedAt > now ? "scheduled" : "published";
}

function statusCondition(status: BlogStatus | undefined, now: Date): SQL | undefined {
  if (status === "draft") return isNull(blogPosts.publishedAt);
  if (status === "scheduled") return gt(blogPosts.publishedAt, now);
  if (status === "published") return isPublishedBy(now);
  return undefined;
}

/** One page of posts, newest first, optionally of one locale and status. */
export async function listEditablePosts(
  db: Executor,
  query: { locale?: Locale | undefined; status?: BlogStatus | undefined; page: number; pageSize: number },
  now: Date,
): Promise<OperatorBlogPosts> {
  const where = and(query.locale ? eq(blogPosts.locale, query.locale) : undefined, statusCondition(query.status, now));
  const { rows, totalCount } = await selectPostPage(db, where, [desc(blogPosts.updatedAt), desc(blogPosts.id)], {
    page: query.page,
    size: query.pageSize,
  });
  const posts = await Promise.all(rows.map((row) => toOperatorPost(db, row, now)));
  return {
    data: posts.map(({ body: _body, ...post }) => post),
    pagination: { page: query.page, per_page: query.pageSize, total_count: totalCount },
  };
}

export async function findEditablePost(db: Executor, id: number, now: Date): Promise<OperatorBlogPost | null> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  return row ? toOperatorPost(db, row, now) : null;
}

/** Creates a post (id null) or saves one; answers it as stored. */
export async function saveBlogPost(
  db: Db,
  id: number | null,
  input: SaveBlogPostInput,
  context: { locale: Locale; now: Date; audit: BlogAudit },
): Promise<OperatorBlogPost> {
  return db.transaction(async (tx) => {
    const before = id === null ? null : await lockPost(tx, id);
    if (id !== null && !before) throw new AppError("not_found", "Post not found");
    const group = input.translation_group ?? before?.translationGroup ?? newGroup();
    await assertFree(tx, { id, group, locale: input.locale, slug: input.slug }, context.locale);
    const values = {
      translationGroup: group,
      locale: input.locale,
      slug: input.slug,
      title: input.title,
      summary: input.summary,
      body: sanitizeCmsHtml(input.body),
      coverUrl: input.cover_url,
      author: input.author,
      tags: input.tags,
      publishedAt: input.published_at === null ? null : new Date(input.published_at),
      updatedAt: context.now,
    };
    const [row] =
      id === null
        ? await tx.insert(blogPosts).values(values).returning()
        : await tx.update(blogPosts).set(values).where(eq(blogPosts.id, id)).returning();
    const after = await toOperatorPost(tx, row as BlogPostRow, context.now);
    await context.audit.record(tx, before ? await toOperatorPost(tx, before, context.now) : null, after);
    return after;
  });
}

/** Deletes a post (its translations stay); answers nothing. */
export async function deleteBlogPost(db: Db, id: number, context: { now: Date; audit: BlogAudit }): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockPost(tx, id);
    if (!before) throw new AppError("not_found", "Post not found");
    await tx.delete(blogPosts).where(eq(blogPosts.id, id));
    await context.audit.record(tx, await toOperatorPost(tx, before, context.now), null);
  });
}

async function lockPost(tx: Tx, id: number): Promise<BlogPostRow | null> {
  const [row] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for("update");
  return row ?? null;
}

/**
 * 422 on the field when the slug is used by another post of the locale, or the translation group
 * already has a version in this locale. The unique constraints stay the last word on a race.
 */
async function assertFree(
  tx: Tx,
  post: { id: number | null; group: string; locale: Locale; slug: string },
  locale: Locale,
): Promise<void> {
  const others = post.id === null ? undefined : ne(blogPosts.id, post.id);
  const [slugTaken] = await tx
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(and(eq(blogPosts.locale, post.locale), eq(blogPosts.slug, post.slug), others))
    .limit(1);
  const [localeTaken] = await tx
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(and(eq(blogPosts.translationGroup, post.group), eq(blogPosts.locale, post.locale), others))
    .limit(1);
  const fields: FieldErrors = {};
  if (slugTaken) fields.slug = [formatMessage("taken", locale)];
  if (localeTaken) fields.locale = [formatMessage("taken", locale)];
  if (Object.keys(fields).length > 0) throw new AppError("validation_failed", undefined, { fields });
}

function newGroup(): string {
  return randomBytes(8).toString("hex");
}

async function toOperatorPost(db: Executor, row: BlogPostRow, now: Date): Promise<OperatorBlogPost> {
  const siblings = await db
    .select({ id: blogPosts.id, locale: blogPosts.locale, slug: blogPosts.slug, title: blogPosts.title })
    .from(blogPosts)
    .where(and(eq(blogPosts.translationGroup, row.translationGroup), ne(blogPosts.id, row.id)))
    .orderBy(asc(blogPosts.locale));
  return {
    ...toSummary(row),
    body: row.body,
    published_at: row.publishedAt?.toISOString() ?? null,
    status: statusOf(row.publishedAt, now),
    translation_group: row.translationGroup,
    translations: siblings as OperatorBlogPost["translations"],
  };
}

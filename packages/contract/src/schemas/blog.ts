import { z } from "zod";
import { LOCALES } from "../i18n/locales.ts";
import { boundedString, requiredText } from "../validation/rules.ts";
import { operatorPagination } from "./operators.ts";

// The blog (CMS): posts written per locale; the versions of one post in other languages share a
// translation group, so each page links its translations (hreflang). Public calls
// (`/api/cms/blog*`) answer published posts only; a post whose publication time is in the future
// is scheduled and stays hidden until then. The operator calls (`/api/operator/cms/blog*`,
// permissions `content.read` / `content.manage`) see every post.

export const BLOG_TITLE_MAX = 200;
export const BLOG_SUMMARY_MAX = 500;
/** Longest body as sent (characters of HTML, before sanitising). */
export const BLOG_BODY_MAX = 200_000;
export const BLOG_SLUG_MAX = 120;
export const BLOG_AUTHOR_MAX = 100;
export const BLOG_TAG_MAX = 40;
export const BLOG_TAGS_MAX = 10;
export const BLOG_COVER_MAX = 500;
export const BLOG_GROUP_MAX = 64;
/** Posts per page of the public list (and the most a client may ask for). */
export const BLOG_PAGE_SIZE = 9;
export const BLOG_PAGE_SIZE_MAX = 50;

/** A slug: lower-case letters (any script), digits and single hyphens, as it appears in the URL. */
export const BLOG_SLUG_PATTERN = /^[\p{Ll}\p{Lo}0-9]+(?:-[\p{Ll}\p{Lo}0-9]+)*$/u;
/** A translation group key (given by the seed or generated). */
const GROUP_PATTERN = /^[a-z0-9][a-z0-9-]*$/;
/** A cover: a site path (a CMS file such as /media/...) or an https URL. */
const COVER_PATTERN = /^(\/[^\s/][^\s]*|https:\/\/[^\s]+)$/;

const slug = boundedString(BLOG_SLUG_MAX, "format").regex(BLOG_SLUG_PATTERN, "format");
const tag = z.string("format").trim().min(1, "required").max(BLOG_TAG_MAX, { error: "too_long", abort: true });

/** `?l=<locale>&page=&per_page=&tag=`: the public list. */
export const blogListQuery = z
  .object({
    l: z.string().max(10).optional(),
    page: z.coerce.number().int("format").min(1, "format").max(10_000, "format").default(1),
    per_page: z.coerce
      .number()
      .int("format")
      .min(1, "format")
      .max(BLOG_PAGE_SIZE_MAX, "format")
      .default(BLOG_PAGE_SIZE),
    tag: tag.optional(),
  })
  .passthrough();

export const blogPostParams = z.object({ slug });

/** The post's versions in the site's other locales (published ones), for hreflang links. */
export const blogTranslationLink = z
  .object({ locale: z.enum(LOCALES), slug: z.string() })
  .meta({ id: "BlogTranslationLink" });

export const blogPostSummary = z
  .object({
    id: z.number().int(),
    locale: z.enum(LOCALES),
    slug: z.string(),
    title: z.string(),
    summary: z.string(),
    /** A site path (/media/…) or an absolute URL; null: no cover. */
    cover_url: z.string().nullable(),
    author: z.string(),
    tags: z.array(z.string()),
    published_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: "BlogPostSummary" });

export const blogPage = z
  .object({
    data: z.array(blogPostSummary),
    pagination: z.object({
      page: z.number().int(),
      per_page: z.number().int(),
      total_count: z.number().int(),
      total_pages: z.number().int(),
    }),
  })
  .meta({ id: "BlogPage" });

export const blogPost = blogPostSummary
  .extend({
    /** Sanitised HTML. */
    body: z.string(),
    translations: z.array(blogTranslationLink),
  })
  .meta({ id: "BlogPost" });

/** GET /api/cms/blog_index: every published post of every locale, for the sitemap (bounded). */
export const blogIndexEntry = z
  .object({
    locale: z.enum(LOCALES),
    slug: z.string(),
    group: z.string(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: "BlogIndexEntry" });
export const blogIndex = z.array(blogIndexEntry);
/** Most posts the sitemap lists (one sitemap holds up to 50,000 URLs). */
export const BLOG_INDEX_MAX = 40_000;

export type BlogPostSummary = z.infer<typeof blogPostSummary>;
export type BlogPage = z.infer<typeof blogPage>;
export type BlogPost = z.infer<typeof blogPost>;
export type BlogIndexEntry = z.infer<typeof blogIndexEntry>;

// --- Operator (back office) ---

export const BLOG_STATUSES = ["draft", "scheduled", "published"] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

export const operatorBlogQuery = z.object({
  locale: z.enum(LOCALES, "format").optional(),
  status: z.enum(BLOG_STATUSES, "format").optional(),
  page: z.coerce.number().int("format").min(1, "format").max(10_000, "format").default(1),
  page_size: z.coerce.number().int("format").min(1, "format").max(100, "format").default(25),
});

export const operatorBlogParams = z.object({
  id: z.coerce.number("format").int("format").min(1, "format").max(2_147_483_647, "format"),
});

export const operatorBlogPost = blogPostSummary
  .extend({
    /** Sanitised HTML. */
    body: z.string(),
    /** Null: a draft; in the future: scheduled. */
    published_at: z.iso.datetime().nullable(),
    status: z.enum(BLOG_STATUSES),
    translation_group: z.string(),
    /** Every other version of the post (any status). */
    translations: z.array(
      z.object({ id: z.number().int(), locale: z.enum(LOCALES), slug: z.string(), title: z.string() }),
    ),
  })
  .meta({ id: "OperatorBlogPost" });

export const operatorBlogPosts = z
  .object({ data: z.array(operatorBlogPost.omit({ body: true })), pagination: operatorPagination })
  .meta({ id: "OperatorBlogPosts" });

/** POST /api/operator/cms/blog and PUT /api/operator/cms/blog/{id}. */
export const saveBlogPostBody = z
  .object({
    locale: z.enum(LOCALES, "format"),
    slug,
    title: requiredText(BLOG_TITLE_MAX),
    summary: boundedString(BLOG_SUMMARY_MAX).default(""),
    body: boundedString(BLOG_BODY_MAX).default(""),
    cover_url: boundedString(BLOG_COVER_MAX, "format").regex(COVER_PATTERN, "format").nullable().default(null),
    author: boundedString(BLOG_AUTHOR_MAX).default(""),
    tags: z
      .array(tag, "format")
      .max(BLOG_TAGS_MAX, "too_long")
      .default([])
      .transform((tags) => [...new Set(tags)]),
    /** ISO date-time; null keeps (or makes) the post a draft; a future time schedules it. */
    published_at: boundedString(40, "format")
      .pipe(z.iso.datetime({ offset: true, error: "format" }))
      .nullable()
      .default(null),
    /** Joins the versions of one post in other languages; omitted on create: a new group. */
    translation_group: boundedString(BLOG_GROUP_MAX, "format").regex(GROUP_PATTERN, "format").optional(),
  })
  .meta({ id: "SaveBlogPost" });

export type OperatorBlogPost = z.infer<typeof operatorBlogPost>;
export type OperatorBlogPosts = z.infer<typeof operatorBlogPosts>;
export type SaveBlogPostBody = z.input<typeof saveBlogPostBody>;
export type SaveBlogPostInput = z.output<typeof saveBlogPostBody>;

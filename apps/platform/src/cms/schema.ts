import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique } from "drizzle-orm/pg-core";

// CMS content is operator-authored HTML, stored and served as written (no sanitising at read
// time): only the operator can write it, and the site's CSP blocks inline scripts anyway.

export const cmsPages = pgTable("cms_pages", {
  id: text("id").primaryKey(),
  path: text("path").notNull().unique(),
  layout: text("layout").notNull().default("default"),
  categories: text("categories").array().notNull().default([]),
  parentId: text("parent_id"),
  position: integer("position").notNull().default(0),
  /** Menu category → the page's 1-based place in that menu (0034); menus list these first. */
  menuPositions: jsonb("menu_positions").$type<Record<string, number>>().notNull().default({}),
});

export const cmsPageTranslations = pgTable(
  "cms_page_translations",
  {
    pageId: text("page_id")
      .notNull()
      .references(() => cmsPages.id, { onDelete: "cascade" }),
    locale: text("locale").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    keywords: text("keywords").notNull().default(""),
    content: text("content").notNull().default(""),
    json: jsonb("json"),
  },
  (table) => [primaryKey({ columns: [table.pageId, table.locale] })],
);

export const cmsSnippets = pgTable("cms_snippets", {
  id: text("id").primaryKey(),
  categories: text("categories").array().notNull().default([]),
});

export const cmsSnippetTranslations = pgTable(
  "cms_snippet_translations",
  {
    snippetId: text("snippet_id")
      .notNull()
      .references(() => cmsSnippets.id, { onDelete: "cascade" }),
    locale: text("locale").notNull(),
    content: text("content").notNull(),
  },
  (table) => [primaryKey({ columns: [table.snippetId, table.locale] })],
);

export const cmsFiles = pgTable("cms_files", {
  id: text("id").primaryKey(),
  url: text("url").notNull(),
  categories: text("categories").array().notNull().default([]),
});

export const cmsFileTranslations = pgTable(
  "cms_file_translations",
  {
    fileId: text("file_id")
      .notNull()
      .references(() => cmsFiles.id, { onDelete: "cascade" }),
    locale: text("locale").notNull(),
    description: text("description").notNull(),
  },
  (table) => [primaryKey({ columns: [table.fileId, table.locale] })],
);

/** Blog posts (0038): one row per locale's version; versions of one post share translation_group. */
export const blogPosts = pgTable(
  "blog_posts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    translationGroup: text("translation_group").notNull(),
    locale: text("locale").notNull(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    body: text("body").notNull().default(""),
    coverUrl: text("cover_url"),
    author: text("author").notNull().default(""),
    tags: text("tags").array().notNull().default([]),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("blog_posts_locale_slug").on(table.locale, table.slug),
    unique("blog_posts_group_locale").on(table.translationGroup, table.locale),
    index("blog_posts_published").on(table.locale, table.publishedAt.desc(), table.id.desc()),
    index("blog_posts_tags").using("gin", table.tags),
  ],
);

import type { Locale } from "@croupier/contract";

// The shapes the CMS seed writes: the demo site's content and the fixtures of the tests.

export interface DemoPage {
  id: string;
  path: string;
  layout: string;
  categories: string[];
  parent?: string;
  position: number;
  translations: Record<
    Locale,
    { title: string; description: string; keywords: string; content: string; json?: unknown }
  >;
}
export interface DemoSnippet {
  id: string;
  categories: string[];
  translations: Record<Locale, string>;
}
export interface DemoFile {
  id: string;
  url: string;
  categories: string[];
  description: Record<Locale, string>;
}

/** A blog post: what its versions share, and each locale's version (a locale may have none). */
export interface DemoPost {
  /** The translation group joining the versions. */
  id: string;
  cover: string | null;
  /** Published this many days before the seed runs (negative: scheduled). */
  daysAgo: number;
  translations: Partial<
    Record<Locale, { slug: string; title: string; summary: string; author: string; tags: string[]; body: string }>
  >;
}

/** Content to seed: the demo site by default, fixtures in tests. */
export interface CmsContent {
  pages: DemoPage[];
  snippets: DemoSnippet[];
  files: DemoFile[];
  /** Blog posts (seed step cms.blog.v1); absent: none. */
  posts?: DemoPost[];
}

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

/** Content to seed: the demo site by default, fixtures in tests. */
export interface CmsContent {
  pages: DemoPage[];
  snippets: DemoSnippet[];
  files: DemoFile[];
}

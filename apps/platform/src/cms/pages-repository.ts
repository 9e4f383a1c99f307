import { type CmsPage, type CmsPageSummary, type Locale, trimOf } from "@croupier/contract";
import { and, asc, eq, inArray, or } from "drizzle-orm";
import type { Executor } from "../db/database.ts";
import { fallbackChain, pickTranslations } from "./fallback.ts";
import { cmsPages, cmsPageTranslations } from "./schema.ts";

type PageRow = typeof cmsPages.$inferSelect;
type TranslationRow = typeof cmsPageTranslations.$inferSelect;

/** The site structure: top-level pages with their children, titles in the locale (or English). */
export async function listPageTree(db: Executor, locale: Locale): Promise<CmsPageSummary[]> {
  const pages = await db.select().from(cmsPages).orderBy(asc(cmsPages.position), asc(cmsPages.id));
  const chain = fallbackChain(locale);
  const translations = await db
    .select({
      pageId: cmsPageTranslations.pageId,
      locale: cmsPageTranslations.locale,
      title: cmsPageTranslations.title,
    })
    .from(cmsPageTranslations)
    .where(inArray(cmsPageTranslations.locale, chain));
  const titles = pickTranslations(translations, (row) => row.pageId, chain);
  const summaries = new Map<string, CmsPageSummary>(
    pages.map((page) => [page.id, toSummary(page, titles.get(page.id)?.title ?? page.id)]),
  );
  const roots: CmsPageSummary[] = [];
  for (const page of pages) {
    const summary = summaries.get(page.id) as CmsPageSummary;
    const parent = page.parentId ? summaries.get(page.parentId) : undefined;
    if (parent) parent.children = [...(parent.children ?? []), summary];
    else roots.push(summary);
  }
  return roots;
}

/** One page by id or by path ("about", "/about", "help/faq"), or null. */
export async function findPage(db: Executor, slug: string, locale: Locale): Promise<CmsPage | null> {
  const bare = trimOf(slug, "/");
  const [page] = await db
    .select()
    .from(cmsPages)
    .where(or(eq(cmsPages.id, bare), eq(cmsPages.path, `/${bare}`), eq(cmsPages.path, bare)))
    .orderBy(asc(cmsPages.position))
    .limit(1);
  if (!page) return null;
  const chain = fallbackChain(locale);
  const rows = await db
    .select()
    .from(cmsPageTranslations)
    .where(and(eq(cmsPageTranslations.pageId, page.id), inArray(cmsPageTranslations.locale, chain)));
  return toPage(page, pickTranslations(rows, (row) => row.pageId, chain).get(page.id));
}

function toSummary(page: PageRow, title: string): CmsPageSummary {
  const summary: CmsPageSummary = {
    id: page.id,
    path: page.path,
    title,
    layout: page.layout,
    categories: page.categories,
  };
  // Only pages placed in a menu from the back office carry their places (site-menus.ts).
  if (page.menuPositions && Object.keys(page.menuPositions).length > 0) summary.menu_positions = page.menuPositions;
  return summary;
}

function toPage(page: PageRow, translation: TranslationRow | undefined): CmsPage {
  const title = translation?.title ?? page.id;
  const content = translation?.content ?? "";
  return {
    ...toSummary(page, title),
    content,
    blocks: {
      title,
      keywords: translation?.keywords ?? "",
      description: translation?.description ?? "",
      "content-main": content,
      json: JSON.stringify(translation?.json ?? {}),
    },
  };
}

import {
  SITE_MENUS,
  type SiteMenu,
  type SiteMenus,
  type SiteMenuView,
} from "@croupier/contract/schemas/operator-site-menus";
import { asc, eq } from "drizzle-orm";
import type { Db, Executor, Tx } from "../db/database.ts";
import { AppError } from "../errors/app-error.ts";
import { cmsPages, cmsPageTranslations } from "./schema.ts";

// The site's menus (migration 0034): a page is in a menu when it has the menu's category, and its
// place there is `menu_positions[menu]`. A menu lists its pages by that place, then the pages
// without one in the site structure's order (`position`), the order the site had before menus
// were edited. The site reads the structure uncached on every page view (shell-data.server.ts),
// so a saved menu shows on the next page.

type PageRow = typeof cmsPages.$inferSelect;

/** The pages of one menu in its order, from every page in the structure's order. */
export function orderMenu<Page extends { categories: string[]; menuPositions?: Record<string, number> | null }>(
  pages: readonly Page[],
  menu: string,
): Page[] {
  const last = Number.MAX_SAFE_INTEGER;
  return pages
    .map((page, index) => ({ page, index }))
    .filter(({ page }) => page.categories.includes(menu))
    .sort(
      (a, b) => (a.page.menuPositions?.[menu] ?? last) - (b.page.menuPositions?.[menu] ?? last) || a.index - b.index,
    )
    .map(({ page }) => page);
}

/** Every menu with its pages, and every page (English titles), for the back office. */
export async function listSiteMenus(db: Executor): Promise<SiteMenus> {
  const pages = await db.select().from(cmsPages).orderBy(asc(cmsPages.position), asc(cmsPages.id));
  const titles = new Map(
    (
      await db
        .select({ pageId: cmsPageTranslations.pageId, title: cmsPageTranslations.title })
        .from(cmsPageTranslations)
        .where(eq(cmsPageTranslations.locale, "en"))
    ).map((row) => [row.pageId, row.title]),
  );
  const view = (page: PageRow) => ({
    id: page.id,
    path: page.path.replace(/^\/+/, ""),
    title: titles.get(page.id) ?? page.id,
  });
  return {
    menus: SITE_MENUS.map((menu) => ({ id: menu, pages: orderMenu(pages, menu).map(view) })),
    pages: pages.map(view),
  };
}

/**
 * Sets one menu's pages and their order in one transaction: the pages given join it (in that
 * order), the others leave it. An unknown page id is a 422 on `page_ids`. `record` writes the
 * audit entry (before and after) in the same transaction.
 */
export async function saveSiteMenu(
  db: Db,
  menu: SiteMenu,
  pageIds: readonly string[],
  record: (tx: Tx, before: string[], after: string[]) => Promise<void>,
): Promise<SiteMenuView> {
  await db.transaction(async (tx) => {
    const pages = await tx.select().from(cmsPages).orderBy(asc(cmsPages.position), asc(cmsPages.id)).for("update");
    const known = new Set(pages.map((page) => page.id));
    const unknown = pageIds.filter((id) => !known.has(id));
    if (unknown.length > 0) {
      const text = `no such page: ${unknown.join(", ")}`;
      throw new AppError("validation_failed", undefined, { fields: { page_ids: [text] } });
    }
    const before = orderMenu(pages, menu).map((page) => page.id);
    const wanted = new Map(pageIds.map((id, index) => [id, index + 1]));
    for (const page of pages) {
      const place = wanted.get(page.id);
      const inMenu = page.categories.includes(menu);
      if (place === undefined && !inMenu && page.menuPositions?.[menu] === undefined) continue;
      const { [menu]: _old, ...others } = page.menuPositions ?? {};
      const categories =
        place === undefined
          ? page.categories.filter((category) => category !== menu)
          : inMenu
            ? page.categories
            : [...page.categories, menu];
      const menuPositions = place === undefined ? others : { ...others, [menu]: place };
      await tx.update(cmsPages).set({ categories, menuPositions }).where(eq(cmsPages.id, page.id));
    }
    await record(tx, before, [...pageIds]);
  });
  const menus = await listSiteMenus(db);
  return menus.menus.find((entry) => entry.id === menu) as SiteMenuView;
}

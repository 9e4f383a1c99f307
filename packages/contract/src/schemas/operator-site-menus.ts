import { z } from "zod";

// The site's menus as the back office edits them (`/api/operator/site_menus*`, permissions
// `content.read` and `content.manage`): which CMS pages each menu shows, in which order. A page is
// in a menu when it has the menu's category (PAGE_CATEGORIES in cms.ts); its place there is its
// position in that menu, so a page in two menus has a place in each.

/** The menus of the site: the header's, the footer's two columns. */
export const SITE_MENUS = ["top-menu", "bottom-menu", "bottom-menu-help"] as const;
export type SiteMenu = (typeof SITE_MENUS)[number];

/** Most pages one menu can hold. */
export const SITE_MENU_MAX_PAGES = 50;

/** A page as a menu lists it: `title` is the English one, `path` without its leading slash. */
export const siteMenuPage = z
  .object({ id: z.string(), path: z.string(), title: z.string() })
  .meta({ id: "SiteMenuPage" });

/** One menu with its pages in the site's order. */
export const siteMenu = z.object({ id: z.enum(SITE_MENUS), pages: z.array(siteMenuPage) }).meta({ id: "SiteMenu" });

/** GET /api/operator/site_menus: every menu, and every page that can be put in one. */
export const siteMenus = z.object({ menus: z.array(siteMenu), pages: z.array(siteMenuPage) }).meta({ id: "SiteMenus" });

export const siteMenuParams = z.object({ menu: z.enum(SITE_MENUS, "format") });

/** PUT /api/operator/site_menus/{menu}: the menu's pages, in order; pages left out leave it. */
export const saveSiteMenuBody = z
  .object({
    page_ids: z
      .array(z.string("format").min(1, "format").max(100, "too_long"), "format")
      .max(SITE_MENU_MAX_PAGES, "too_long")
      .refine((ids) => new Set(ids).size === ids.length, "format"),
  })
  .meta({ id: "SaveSiteMenu" });

export type SiteMenuPage = z.infer<typeof siteMenuPage>;
export type SiteMenuView = z.infer<typeof siteMenu>;
export type SiteMenus = z.infer<typeof siteMenus>;
export type SaveSiteMenuBody = z.infer<typeof saveSiteMenuBody>;

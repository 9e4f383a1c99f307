import { z } from "zod";

// CMS shapes. Every call takes `?l=<locale>` and falls back to English.

/** Categories that place a page in the site structure. */
export const PAGE_CATEGORIES = [
  "top-menu",
  "bottom-menu",
  "bottom-menu-help",
  "page",
  "terms-page",
  "custom-page",
] as const;

export interface CmsPageSummary {
  id: string;
  path: string;
  title: string;
  layout: string;
  categories: string[];
  /** Menu category → the page's place in that menu (set in the back office); absent: none set. */
  menu_positions?: Record<string, number>;
  children?: CmsPageSummary[];
}

export const cmsPageSummary: z.ZodType<CmsPageSummary> = z
  .object({
    id: z.string(),
    path: z.string(),
    title: z.string(),
    layout: z.string(),
    categories: z.array(z.string()),
    /**
     * Menu category (top-menu, bottom-menu, …) → the page's 1-based place in that menu. A menu
     * lists its pages by this place, then those without one in the structure's order.
     */
    menu_positions: z.record(z.string(), z.number().int()).optional(),
    get children() {
      return z.array(cmsPageSummary).optional();
    },
  })
  .meta({ id: "CmsPageSummary" });
export const cmsPages = z.array(cmsPageSummary);

export const cmsPage = z
  .object({
    id: z.string(),
    path: z.string(),
    title: z.string(),
    layout: z.string(),
    categories: z.array(z.string()),
    /** Sanitised HTML. */
    content: z.string(),
    blocks: z.object({
      title: z.string(),
      keywords: z.string(),
      description: z.string(),
      "content-main": z.string(),
      /** A JSON string the client parses. */
      json: z.string(),
    }),
  })
  .meta({ id: "CmsPage" });

export const cmsSnippet = z
  .object({ id: z.string(), content: z.string(), categories: z.array(z.string()) })
  .meta({ id: "CmsSnippet" });
export const cmsSnippets = z.array(cmsSnippet);

export const cmsFile = z
  .object({ id: z.string(), url: z.string(), description: z.string(), categories: z.array(z.string()) })
  .meta({ id: "CmsFile" });
export const cmsFiles = z.array(cmsFile);

export type CmsPage = z.infer<typeof cmsPage>;
export type CmsSnippet = z.infer<typeof cmsSnippet>;
export type CmsFile = z.infer<typeof cmsFile>;

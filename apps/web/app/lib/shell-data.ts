import type { CmsFile, CmsPageSummary, Locale, Project } from "@croupier/contract";

/** What every page's shell needs, loaded once by the root route (and again on a language change). */
export interface ShellData {
  locale: Locale;
  /** The cookie notice was accepted (cookie read on the server, so SSR does not flash it). */
  cookieNoticeAccepted: boolean;
  project: Pick<Project, "name" | "license_info" | "support_email" | "minimum_age"> | null;
  pages: CmsPageSummary[];
  /** Snippet contents by id ("home-slider", "footer-text", ...). */
  snippets: Record<string, string>;
  files: CmsFile[];
}

export const FALLBACK_BRAND = "Croupier";

export function pagesInCategory(pages: CmsPageSummary[], category: string): CmsPageSummary[] {
  return pages.filter((page) => page.categories.includes(category));
}

export function filesInCategory(files: CmsFile[], category: string): CmsFile[] {
  return files.filter((file) => file.categories.includes(category));
}

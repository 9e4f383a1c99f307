import type { CmsFile, CmsPageSummary, Locale, Project } from "@croupier/contract";
import type { Player } from "@croupier/contract/schemas/player";
import type { SafeHtml } from "../cms/safe-html.ts";
import type { CurrencyInfo } from "../lib/player.ts";

/** What every page's shell needs, loaded once by the root route (and again on a language change). */
export interface ShellData {
  locale: Locale;
  /** The cookie notice was accepted (cookie read on the server, so SSR does not flash it). */
  cookieNoticeAccepted: boolean;
  project: Pick<Project, "name" | "license_info" | "support_email" | "minimum_age"> | null;
  pages: CmsPageSummary[];
  /** Snippet contents by id ("home-slider", "footer-text", ...), sanitised on the server. */
  snippets: Record<string, SafeHtml>;
  files: CmsFile[];
  /** The signed-in player (GET /api/player with the visitor's cookie), null when signed out. */
  player: Player | null;
  /** Currencies (code, symbol, fiat flag) for the balance and deposit buttons; filled when signed in. */
  currencies: CurrencyInfo[];
  /** Required profile fields the player still lacks (deposit context, gender excluded). */
  missingFields: string[];
  /** The visitor's country is restricted (`country_restricted` mark): the unavailable page shows. */
  restricted: boolean;
  /** The operator's Google Tag Manager container (GTM-…), or null: nothing is loaded then. */
  tagManagerContainer: string | null;
  /** A site-content call went unanswered, so some of the above is empty: the browser asks again once. */
  incomplete: boolean;
}

export const FALLBACK_BRAND = "Croupier";

/** A menu's pages: those placed in it from the back office first (by place), then structure order. */
export function pagesInCategory(pages: CmsPageSummary[], category: string): CmsPageSummary[] {
  const place = (page: CmsPageSummary) => page.menu_positions?.[category] ?? Number.MAX_SAFE_INTEGER;
  return pages.filter((page) => page.categories.includes(category)).sort((a, b) => place(a) - place(b));
}

export function filesInCategory(files: CmsFile[], category: string): CmsFile[] {
  return files.filter((file) => file.categories.includes(category));
}

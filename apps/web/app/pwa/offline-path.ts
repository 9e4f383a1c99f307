import { DEFAULT_LOCALE, LOCALES, type Locale, localeFromPath } from "@croupier/contract/i18n/locales";

/** Where the build writes the offline page of each locale (build/client/offline/<locale>.html). */
export function offlinePagePath(locale: Locale): string {
  return `/offline/${locale}.html`;
}

/** The offline page for a URL the network could not serve, in the language of its locale prefix. */
export function offlinePageForPath(pathname: string): string {
  return offlinePagePath(localeFromPath(pathname) ?? DEFAULT_LOCALE);
}

export const OFFLINE_PAGES: readonly string[] = LOCALES.map(offlinePagePath);

/**
 * Navigations the worker answers (network only, the offline page when the network fails): the
 * site's pages. The API (its documentation pages) and the back office, a separate application,
 * are left to the browser.
 */
export function isSitePage(pathname: string): boolean {
  return !/^\/(api|backoffice|health|ready|metrics)(\/|$)/.test(pathname);
}

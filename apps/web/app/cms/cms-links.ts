import { type Locale, localizePath } from "@croupier/contract/i18n/locales";

// CMS HTML is written by the operator with site-relative links ("/promotions"). These helpers put
// such links under the visitor's locale prefix and tell which clicks the router should handle.

/** A site-internal path ("/x", not "//host", not a scheme, not a file under /media or /api). */
export function isInternalHref(href: string): boolean {
  if (!href.startsWith("/") || href.startsWith("//")) return false;
  return !/^\/(media|api)(\/|$)/.test(href);
}

/** "/promotions?x#y" in Russian → "/ru/promotions?x#y"; external and media links are unchanged. */
export function localizeHref(href: string, locale: Locale): string {
  if (!isInternalHref(href)) return href;
  const match = /^([^?#]*)(.*)$/.exec(href);
  const path = match?.[1] || "/";
  const rest = match?.[2] ?? "";
  return `${localizePath(path, locale)}${rest}`;
}

/** Rewrites every internal `href="..."` in operator HTML to the locale. */
export function localizeHtmlLinks(html: string, locale: Locale): string {
  return html.replace(/(<a\b[^>]*?\shref=)(["'])(.*?)\2/gi, (_all, start: string, quote: string, href: string) => {
    return `${start}${quote}${localizeHref(href, locale)}${quote}`;
  });
}

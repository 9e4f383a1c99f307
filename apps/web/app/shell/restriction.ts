import { stripLocale } from "@croupier/contract/i18n/locales";

/**
 * Visitors from a restricted country see the unavailable page everywhere except the
 * legal pages and support, which stay reachable so they can read the terms and ask for help.
 */
const REACHABLE = new Set(["/privacy-policy", "/terms-and-conditions", "/bonus-terms-and-conditions", "/support"]);

export function isReachableWhenRestricted(pathname: string): boolean {
  return REACHABLE.has(stripLocale(pathname).replace(/\/+$/, "") || "/");
}

/** 451 Unavailable For Legal Reasons: the page exists, but not for this visitor's jurisdiction. */
export const RESTRICTED_STATUS = 451;

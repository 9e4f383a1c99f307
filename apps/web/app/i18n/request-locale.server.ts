import type { Locale } from "@croupier/contract/i18n/locales";
import { LOCALE_COOKIE, readCookie } from "../lib/cookies.ts";
import { decideLocale, type LocaleDecision } from "./locale-decision.ts";

/** The locale decision for a request (the root loader performs its redirect). */
export function decideRequestLocaleWithRedirect(request: Request): LocaleDecision {
  const url = new URL(request.url);
  return decideLocale({
    pathname: url.pathname,
    search: url.search,
    cookieLocale: readCookie(request.headers.get("cookie"), LOCALE_COOKIE),
    acceptLanguage: request.headers.get("accept-language"),
  });
}

/** The request's locale, for loaders that run beside the root loader (which owns redirects). */
export function decideRequestLocale(request: Request): Locale {
  return decideRequestLocaleWithRedirect(request).locale;
}

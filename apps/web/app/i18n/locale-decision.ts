import {
  chooseLocale,
  DEFAULT_LOCALE,
  LOCALES,
  type Locale,
  localizePath,
  parseAcceptLanguage,
} from "@croupier/contract/i18n/locales";
import { sameOriginPath } from "@croupier/contract/safe-redirect";

export interface LocaleDecisionInput {
  pathname: string;
  search: string;
  /** The `locale` cookie: written when the visitor picks a language, so it is both the explicit
   * choice and the stored preference. */
  cookieLocale: string | null;
  acceptLanguage: string | null;
}

export type LocaleDecision = { locale: Locale; redirectTo: null } | { locale: Locale; redirectTo: string };

/**
 * Which locale a request renders in, and whether its URL must change first.
 * - "/en/..." is never canonical (English has no prefix): redirect to the bare path.
 * - A prefix in the wrong case ("/pt-br") redirects to the canonical code ("/pt-BR").
 * - A prefixed path renders in its locale: a shared /ru/ link opens in Russian even for a visitor
 *   who once chose Spanish, so the cookie only counts as the explicit choice on a bare path.
 * - A bare path follows chooseLocale (explicit choice, stored preference, browser languages, en)
 *   and redirects to the localized path when the result is not English.
 * Every target is a same-origin path: "/en//evil.example" goes to "/evil.example", never off-site.
 */
export function decideLocale(input: LocaleDecisionInput): LocaleDecision {
  const decision = decideLocaleTarget(input);
  return decision.redirectTo === null ? decision : { ...decision, redirectTo: sameOriginPath(decision.redirectTo) };
}

function decideLocaleTarget(input: LocaleDecisionInput): LocaleDecision {
  const { pathname, search } = input;
  const segment = pathname.split("/")[1] ?? "";
  const lower = segment.toLowerCase();
  if (lower === DEFAULT_LOCALE) {
    // "/en//x" and "/en/\x" go to "/x": the slashes after the prefix are not a host.
    const rest = pathname.slice(segment.length + 1).replace(/^[/\\]+/, "");
    return { locale: DEFAULT_LOCALE, redirectTo: `/${rest}${search}` };
  }
  const prefixed = LOCALES.find((locale) => locale.toLowerCase() === lower);
  if (prefixed) {
    if (prefixed !== segment) {
      return { locale: prefixed, redirectTo: `/${prefixed}${pathname.slice(segment.length + 1)}${search}` };
    }
    return { locale: prefixed, redirectTo: null };
  }
  const locale = chooseLocale({
    explicit: input.cookieLocale,
    pathname,
    hasStoredPreference: Boolean(input.cookieLocale),
    browserLanguages: parseAcceptLanguage(input.acceptLanguage),
  });
  if (locale === DEFAULT_LOCALE) return { locale, redirectTo: null };
  return { locale, redirectTo: `${localizePath(pathname, locale)}${search}` };
}

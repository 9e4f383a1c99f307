// The five languages of the product and how a visitor's locale is chosen.
export const LOCALES = ["en", "es", "pt", "pt-BR", "ru"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** Matches a language tag such as "pt-br", "PT_BR" or "ru-RU" to a supported locale, or null. */
export function matchLocale(tag: string | null | undefined): Locale | null {
  if (!tag) return null;
  const normalised = tag.trim().replace("_", "-").toLowerCase();
  const exact = LOCALES.find((locale) => locale.toLowerCase() === normalised);
  if (exact) return exact;
  const base = normalised.split("-")[0];
  return LOCALES.find((locale) => locale.toLowerCase() === base) ?? null;
}

/** The locale named by the first path segment ("/ru/games" → "ru"); English has no prefix. */
export function localeFromPath(pathname: string): Locale | null {
  const segment = pathname.split("/")[1] ?? "";
  const locale = LOCALES.find((candidate) => candidate.toLowerCase() === segment.toLowerCase());
  return locale && locale !== DEFAULT_LOCALE ? locale : null;
}

/** Removes the locale prefix: "/pt-BR/games" → "/games", "/es" → "/". */
export function stripLocale(pathname: string): string {
  const locale = localeFromPath(pathname);
  if (!locale) return pathname || "/";
  const rest = pathname.slice(locale.length + 1);
  return rest.startsWith("/") ? rest : `/${rest}`;
}

/** Rewrites the first path segment to the locale (English drops the prefix). */
export function localizePath(pathname: string, locale: Locale): string {
  const bare = stripLocale(pathname);
  if (locale === DEFAULT_LOCALE) return bare;
  return bare === "/" ? `/${locale}` : `/${locale}${bare}`;
}

/** Parses an Accept-Language header into tags ordered by quality. */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.find((param) => param.trim().startsWith("q="));
      return { tag: tag.trim(), quality: q ? Number(q.trim().slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.tag && entry.tag !== "*" && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}

export interface LocaleChoiceInput {
  /** A locale the visitor explicitly picked (language select, saved player language). */
  explicit?: string | null;
  /** The current URL path. */
  pathname: string;
  /** Whether a language preference is stored locally (cookie or local storage). */
  hasStoredPreference: boolean;
  /** The browser's languages in preference order. */
  browserLanguages: readonly string[];
}

/**
 * The locale, first match wins: (1) an explicitly changed locale; (2) the locale matching the
 * first path segment, or the default locale when a language preference is stored locally; (3) the
 * first browser language the site supports; (4) en.
 * A locale prefix in the URL always counts for step 2 (a shared /ru/ link must open in Russian);
 * only an unprefixed path depends on the stored preference (see docs/decisions/002-locale-choice.md).
 */
export function chooseLocale(input: LocaleChoiceInput): Locale {
  const explicit = matchLocale(input.explicit);
  if (explicit) return explicit;
  const fromPath = localeFromPath(input.pathname);
  if (fromPath) return fromPath;
  if (input.hasStoredPreference) return DEFAULT_LOCALE;
  for (const language of input.browserLanguages) {
    const supported = matchLocale(language);
    if (supported) return supported;
  }
  return DEFAULT_LOCALE;
}

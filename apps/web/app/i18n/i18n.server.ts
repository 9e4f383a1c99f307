import { LOCALES, type Locale } from "@croupier/contract/i18n/locales";
import { type I18n, type Messages, setupI18n } from "@lingui/core";
import { loadCatalogue } from "./catalogs.ts";

// The server holds every catalogue in memory (loaded once, at start-up) and builds a fresh Lingui
// instance per request, so concurrent renders in different languages never share state.
const catalogues = Object.fromEntries(
  await Promise.all(LOCALES.map(async (locale) => [locale, await loadCatalogue(locale)] as const)),
) as Record<Locale, Messages>;

export function createServerI18n(locale: Locale): I18n {
  return setupI18n({ locale, messages: { [locale]: catalogues[locale] } });
}

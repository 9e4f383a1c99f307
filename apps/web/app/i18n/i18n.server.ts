import { LOCALES, type Locale } from "@croupier/contract/i18n/locales";
import { type I18n, type Messages, setupI18n } from "@lingui/core";
import { CATALOGUE_NAMES, loadCatalogue } from "./catalogs.ts";
import { loadValidationTexts } from "./validation-texts.ts";

// The server holds every catalogue in memory (loaded once, at start-up; the feature catalogues
// merged into the shell's, since a server render may show any modal) and builds a fresh Lingui
// instance per request, so concurrent renders in different languages never share state.
const catalogues = Object.fromEntries(
  await Promise.all(
    LOCALES.map(async (locale) => {
      const parts = await Promise.all(CATALOGUE_NAMES.map((name) => loadCatalogue(locale, name)));
      return [locale, Object.assign({}, ...parts) as Messages] as const;
    }),
  ),
) as Record<Locale, Messages>;
await Promise.all(LOCALES.map(loadValidationTexts));

export function createServerI18n(locale: Locale): I18n {
  return setupI18n({ locale, messages: { [locale]: catalogues[locale] } });
}

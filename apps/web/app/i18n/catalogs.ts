import type { Locale } from "@croupier/contract/i18n/locales";
import type { I18n, Messages } from "@lingui/core";

// One dynamic import per locale, spelled out so the bundler emits one chunk per catalogue and the
// browser downloads only the active language. The server reuses these loaders (i18n.server.ts)
// instead of importing the catalogues statically, which would merge them into one chunk.
const loaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import("../locales/en/messages.po"),
  es: () => import("../locales/es/messages.po"),
  pt: () => import("../locales/pt/messages.po"),
  "pt-BR": () => import("../locales/pt-BR/messages.po"),
  ru: () => import("../locales/ru/messages.po"),
};

/** A locale's compiled messages. */
export async function loadCatalogue(locale: Locale): Promise<Messages> {
  return (await loaders[locale]()).messages;
}

const loaded = new Set<Locale>();

/** Loads (once) and activates a locale's catalogue on the given Lingui instance. */
export async function activateLocale(i18n: I18n, locale: Locale): Promise<void> {
  if (i18n.locale === locale && loaded.has(locale)) return;
  if (!loaded.has(locale)) {
    i18n.load(locale, await loadCatalogue(locale));
    loaded.add(locale);
  }
  i18n.activate(locale);
}

import type { Locale } from "@croupier/contract/i18n/locales";
import type { I18n, Messages } from "@lingui/core";

// One dynamic import per locale, spelled out so the bundler emits one chunk per catalogue and the
// browser downloads only the active language.
const loaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import("../locales/en/messages.po"),
  es: () => import("../locales/es/messages.po"),
  pt: () => import("../locales/pt/messages.po"),
  "pt-BR": () => import("../locales/pt-BR/messages.po"),
  ru: () => import("../locales/ru/messages.po"),
};

const loaded = new Set<Locale>();

/** Loads (once) and activates a locale's catalogue on the given Lingui instance. */
export async function activateLocale(i18n: I18n, locale: Locale): Promise<void> {
  if (i18n.locale === locale && loaded.has(locale)) return;
  if (!loaded.has(locale)) {
    const { messages } = await loaders[locale]();
    i18n.load(locale, messages);
    loaded.add(locale);
  }
  i18n.activate(locale);
}

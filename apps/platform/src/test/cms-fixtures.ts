import type { Locale } from "@croupier/contract";
import type { CmsContent } from "../cms/content.ts";
import type { DemoPage } from "../cms/demo/types.ts";

// A tiny site for tests, independent of the demo content: some items are translated, some only
// in English, so fallback is observable.

/** Test content may leave locales out; the platform falls back to English per item. */
function some<T>(values: Partial<Record<Locale, T>>): Record<Locale, T> {
  return values as Record<Locale, T>;
}

type PageTranslation = DemoPage["translations"][Locale];

const page = (title: string, content = `<p>${title}</p>`): PageTranslation => ({
  title,
  description: `${title}.`,
  keywords: title,
  content,
});

export const cmsFixtures: CmsContent = {
  pages: [
    {
      id: "about",
      path: "/about",
      layout: "default",
      categories: ["top-menu", "page"],
      position: 1,
      translations: some({ en: page("About us"), ru: page("О нас"), es: page("Sobre nosotros") }),
    },
    {
      id: "team",
      path: "/about/team",
      layout: "default",
      categories: ["page"],
      parent: "about",
      position: 1,
      translations: some({ en: page("Our team") }),
    },
    {
      id: "privacy-policy",
      path: "/privacy-policy",
      layout: "default",
      categories: ["bottom-menu", "terms-page"],
      position: 2,
      translations: some({
        en: { ...page("Privacy policy"), json: { updated: "2024-01-01" } },
        pt: page("Política de privacidade"),
      }),
    },
  ],
  snippets: [
    {
      id: "home-slider",
      categories: ["home-slider"],
      translations: some({ en: "<b>Welcome</b>", ru: "<b>Добро пожаловать</b>" }),
    },
    { id: "promo-item", categories: ["promo-item"], translations: some({ en: "Promo" }) },
  ],
  files: [
    { id: "logo", url: "/images/logo.svg", categories: ["brand"], description: some({ en: "Logo", ru: "Логотип" }) },
  ],
};

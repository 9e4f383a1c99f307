import type { Locale } from "@croupier/contract/i18n/locales";
import { formatWith } from "@croupier/contract/validation/format-with";
import type { MessageCode, MessageParams, ValidationTexts } from "@croupier/contract/validation/messages";

// The validation texts come from the contract, the very texts the platform's 422
// answers use. One chunk per language, so a browser downloads only the visitor's: it loads with
// the locale's shell catalogue (catalogs.ts, before hydration); the server loads all five.

const loaders: Record<Locale, () => Promise<{ default: ValidationTexts }>> = {
  en: () => import("@croupier/contract/validation/texts/en"),
  es: () => import("@croupier/contract/validation/texts/es"),
  pt: () => import("@croupier/contract/validation/texts/pt"),
  "pt-BR": () => import("@croupier/contract/validation/texts/pt-BR"),
  ru: () => import("@croupier/contract/validation/texts/ru"),
};

const loaded = new Map<Locale, ValidationTexts>();

export async function loadValidationTexts(locale: Locale): Promise<void> {
  if (!loaded.has(locale)) loaded.set(locale, (await loaders[locale]()).default);
}

/** One language's texts; they are loaded with the language, before anything renders in it. */
export function validationTexts(locale: Locale): ValidationTexts {
  const texts = loaded.get(locale);
  if (!texts) throw new Error(`validation texts for "${locale}" are not loaded`);
  return texts;
}

export function formatMessage(code: MessageCode, locale: Locale, params: MessageParams = {}): string {
  return formatWith(validationTexts(locale), code, params);
}

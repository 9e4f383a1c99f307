import type { Locale } from "../i18n/locales.ts";
import { formatWith } from "./format-with.ts";
import type { MessageCode, MessageParams, ValidationTexts } from "./messages.ts";
import en from "./texts/en.ts";
import es from "./texts/es.ts";
import pt from "./texts/pt.ts";
import ptBR from "./texts/pt-BR.ts";
import ru from "./texts/ru.ts";

const texts: Record<Locale, ValidationTexts> = { en, es, pt, "pt-BR": ptBR, ru };

/** One language's validation texts (for `toFieldErrors`). */
export function validationTexts(locale: Locale): ValidationTexts {
  return texts[locale];
}

/** A validation text in the given language (every language in memory: for the platform). */
export function formatMessage(code: MessageCode, locale: Locale, params: MessageParams = {}): string {
  return formatWith(texts[locale], code, params);
}

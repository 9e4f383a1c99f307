import type { Locale } from "../i18n/locales.ts";
import type { ErrorTexts, PlayerErrorCode } from "./error-messages.ts";
import en from "./texts/en.ts";
import es from "./texts/es.ts";
import pt from "./texts/pt.ts";
import ptBR from "./texts/pt-BR.ts";
import ru from "./texts/ru.ts";

// Every language in memory, for the platform. Not exported from the package's index, so nothing
// the site bundles can reach these tables.
export const ERROR_TEXTS: Record<Locale, ErrorTexts> = { en, es, pt, "pt-BR": ptBR, ru };

/** A player-facing error text in the given language. */
export function errorText(code: PlayerErrorCode, locale: Locale): string {
  return ERROR_TEXTS[locale][code];
}

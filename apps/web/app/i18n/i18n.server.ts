import type { Locale } from "@croupier/contract/i18n/locales";
import { type I18n, setupI18n } from "@lingui/core";
import { messages as en } from "../locales/en/messages.po";
import { messages as es } from "../locales/es/messages.po";
import { messages as pt } from "../locales/pt/messages.po";
import { messages as ptBR } from "../locales/pt-BR/messages.po";
import { messages as ru } from "../locales/ru/messages.po";

// The server holds every catalogue in memory and builds a fresh Lingui instance per request, so
// concurrent renders in different languages never share state.
const catalogues = { en, es, pt, "pt-BR": ptBR, ru } satisfies Record<Locale, unknown>;

export function createServerI18n(locale: Locale): I18n {
  return setupI18n({ locale, messages: { [locale]: catalogues[locale] } });
}

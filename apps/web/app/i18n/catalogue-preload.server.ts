import urls from "virtual:catalogue-urls";
import type { Locale } from "@croupier/contract/i18n/locales";

/** The client chunk of a locale's catalogue (preloaded by the root layout), when known. */
export function catalogueHref(locale: Locale): string | undefined {
  return urls[locale];
}

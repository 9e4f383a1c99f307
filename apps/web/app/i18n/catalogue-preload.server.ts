import urls from "virtual:catalogue-urls";
import type { Locale } from "@croupier/contract/i18n/locales";
import type { CatalogueName } from "./catalogs.ts";

/** The client chunk of a locale's catalogue (preloaded by the root layout), when known. */
export function catalogueHref(locale: Locale, name: CatalogueName | "validation" = "messages"): string | undefined {
  return urls[`${name}:${locale}`];
}

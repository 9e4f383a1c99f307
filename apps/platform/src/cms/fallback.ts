import { DEFAULT_LOCALE, type Locale } from "@croupier/contract";

/** Locales to try for an item, best first: pt-BR falls back to pt, everything to English. */
export function fallbackChain(locale: Locale): string[] {
  const chain: string[] = [locale];
  if (locale === "pt-BR") chain.push("pt");
  if (locale !== DEFAULT_LOCALE) chain.push(DEFAULT_LOCALE);
  return chain;
}

/** Picks, per item id, the translation in the best available locale of the chain. */
export function pickTranslations<T extends { locale: string }>(
  rows: T[],
  idOf: (row: T) => string,
  chain: string[],
): Map<string, T> {
  const best = new Map<string, T>();
  for (const row of rows) {
    const current = best.get(idOf(row));
    if (!current || chain.indexOf(row.locale) < chain.indexOf(current.locale)) best.set(idOf(row), row);
  }
  return best;
}

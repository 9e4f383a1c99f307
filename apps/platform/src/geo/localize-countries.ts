import { type Country, DEFAULT_LOCALE, type Locale } from "@croupier/contract";

const displayNames = new Map<Locale, Intl.DisplayNames>();

/** Country names in the request's language (Intl's CLDR data); English names come from the table. */
export function localizeCountries(list: Country[], locale: Locale): Country[] {
  if (locale === DEFAULT_LOCALE) return list;
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: "region", fallback: "none" });
    displayNames.set(locale, names);
  }
  const localized = names;
  return list.map((country) => ({ ...country, name: localized.of(country.code) ?? country.name }));
}

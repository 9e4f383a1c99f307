import type { Country, Currency, CurrentIp, PlayerFields } from "@croupier/contract";
import { infoCalls } from "@croupier/contract/client/info";
import type { Locale } from "@croupier/contract/i18n/locales";
import { browserApi } from "../lib/api.client.ts";

// Start-up data the identity forms need, fetched once per page and locale.

const cache = new Map<string, Promise<unknown>>();

function once<T>(key: string, load: () => Promise<T>): Promise<T> {
  let promise = cache.get(key) as Promise<T> | undefined;
  if (!promise) {
    promise = load().catch((error) => {
      cache.delete(key);
      throw error;
    });
    cache.set(key, promise);
  }
  return promise;
}

async function dataOf<T>(call: Promise<{ ok: boolean; data?: T }>, fallback: T): Promise<T> {
  const result = await call;
  return result.ok && result.data != null ? (result.data as T) : fallback;
}

export function loadCurrencies(locale: Locale): Promise<Currency[]> {
  return once(`currencies:${locale}`, () => dataOf(browserApi(locale, infoCalls).getCurrencies(), [] as Currency[]));
}
export function loadCurrentIp(locale: Locale): Promise<CurrentIp | null> {
  return once(`ip:${locale}`, () => dataOf(browserApi(locale, infoCalls).getCurrentIp(), null as CurrentIp | null));
}
export function loadPlayerFields(locale: Locale): Promise<PlayerFields | null> {
  return once(`fields:${locale}`, () =>
    dataOf(browserApi(locale, infoCalls).getPlayerFields(), null as PlayerFields | null),
  );
}
export function loadCountries(locale: Locale): Promise<Country[]> {
  return once(`countries:${locale}`, () => dataOf(browserApi(locale, infoCalls).getCountries(), [] as Country[]));
}

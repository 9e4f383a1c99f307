import { COUNTRY_RESTRICTED_MARK, CRYPTO_RESTRICTED_MARK, REGISTRATION_RESTRICTED_MARK } from "@croupier/contract";
import type { SeedStep } from "../seed/run-seeds.ts";
import { DEFAULT_CURRENCY_BY_COUNTRY, FALLBACK_CURRENCY, ISO_COUNTRY_CODES } from "./iso-countries.ts";
import { countries, restrictedCountries, restrictions } from "./schema.ts";

const englishNames = new Intl.DisplayNames(["en"], { type: "region" });
const CRYPTO_CODES = ["BTC", "BCH", "ETH", "LTC", "DOG", "USDT"];

export const geoSeeds: SeedStep[] = [
  {
    name: "geo.countries.v1",
    run: async (tx) => {
      await tx.insert(countries).values(
        ISO_COUNTRY_CODES.map((code) => ({
          code,
          name: englishNames.of(code) ?? code,
          defaultCurrency: DEFAULT_CURRENCY_BY_COUNTRY[code] ?? FALLBACK_CURRENCY,
        })),
      );
    },
  },
  {
    // Demo policy (an operator edits these tables): the whole site is unavailable in US, FR, NL
    // and AU, and crypto currencies are hidden in TR and CN.
    name: "geo.restrictions.v1",
    run: async (tx) => {
      await tx.insert(restrictions).values([
        { mark: COUNTRY_RESTRICTED_MARK, resource: "site", scope: {} },
        { mark: CRYPTO_RESTRICTED_MARK, resource: "currency", scope: { code: CRYPTO_CODES } },
      ]);
      await tx
        .insert(restrictedCountries)
        .values([
          ...["US", "FR", "NL", "AU"].map((countryCode) => ({ countryCode, mark: COUNTRY_RESTRICTED_MARK })),
          ...["TR", "CN"].map((countryCode) => ({ countryCode, mark: CRYPTO_RESTRICTED_MARK })),
        ]);
    },
  },
  {
    // Sign-up is refused where the site is restricted (`site` rule) or under this mark; an operator
    // adds countries to it in restricted_countries.
    name: "geo.restrictions.registration.v1",
    run: async (tx) => {
      await tx.insert(restrictions).values({ mark: REGISTRATION_RESTRICTED_MARK, resource: "registration", scope: {} });
    },
  },
];

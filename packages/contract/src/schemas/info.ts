import { z } from "zod";
import { playRules } from "./studio.ts";

// The calls the site makes as it starts, in the API family's shapes.

export const currentIp = z
  .object({
    ip: z.string(),
    country_code: z.string().nullable(),
    region_code: z.string().nullable(),
    default_currency: z.string(),
  })
  .meta({ id: "CurrentIp" });

export const currency = z
  .object({
    code: z.string(),
    symbol: z.string(),
    /** How many minor units make one unit: 100 for fiat, 100000000 for crypto. */
    subunits_to_unit: z.number().int().positive(),
    fiat: z.boolean(),
    /** True for the FUN play-money currency, never mixed with real money. Our own field. */
    play_money: z.boolean(),
    default: z.boolean(),
    subcurrencies: z.array(z.unknown()),
  })
  .meta({ id: "Currency" });
export const currencies = z.array(currency);

export const country = z
  .object({ name: z.string(), code: z.string().length(2), default_currency: z.string() })
  .meta({ id: "Country" });
export const countries = z.array(country);

export const localeInfo = z
  .object({ code: z.string(), name: z.string(), name_in_locale: z.string(), default: z.boolean() })
  .meta({ id: "LocaleInfo" });
export const locales = z.array(localeInfo);

export const project = z
  .object({
    name: z.string(),
    apps: z.object({ sportsbook: z.boolean(), casino: z.boolean() }),
    license: z.string(),
    /** Licence holder, number and regulator, shown on the home page. Our own fields. */
    license_info: z.object({
      holder: z.string(),
      number: z.string(),
      authority: z.string(),
      authority_url: z.string(),
    }),
    support_email: z.string(),
    minimum_age: z.number().int(),
    withdrawal_recall_allowed: z.boolean(),
    player_two_factor_auth: z.boolean(),
    available_currency_exchange: z.boolean(),
    available_referral_system: z.boolean(),
    supported_payment_api_versions: z.array(z.string()),
    notification_center: z.object({ new_realtime_notifications_flow_enabled: z.boolean() }),
    /** Hooyu identity checks: not connected (false). */
    hooyu_integration: z.boolean(),
    /** Per-country feature flags: none (null). */
    country_flags: z.record(z.string(), z.unknown()).nullable(),
    /** Livespins (streamed group play): not offered. */
    livespins: z.object({ enabled: z.boolean() }),
    /** The key of an external authentication widget: none (empty). */
    authentication_key: z.string(),
    /** Social-network sign-in: off, no base URL or flow. */
    sns_config: z.object({ enable: z.boolean(), base_url: z.string(), flow: z.string() }),
    /** The jurisdiction's play rules (min time between rounds, autoplay, turbo, reality check). Our own field. */
    responsible_gaming: playRules,
  })
  .meta({ id: "Project" });

export const playerField = z
  .object({
    field: z.string(),
    type: z.string(),
    length: z.object({ minimum: z.number().int(), maximum: z.number().int() }).optional(),
    once_set: z.boolean().optional(),
    age: z.object({ min: z.object({ default: z.number().int() }) }).optional(),
    inclusion: z.object({ in: z.array(z.string()) }).optional(),
  })
  .meta({ id: "PlayerField" });

/** Fields a payment system requires on top of the deposit and cashout contexts. */
export const paymentSystemFields = z
  .object({ base: z.object({ deposit: z.array(z.string()), cashout: z.array(z.string()) }) })
  .meta({ id: "PaymentSystemFields" });

export const playerFields = z
  .object({
    fields: z.array(playerField),
    /**
     * Fields each context requires: registration (every field POST /api/users requires), edition,
     * deposit, cashout, a game provider's name; `payment_systems` by payment system (empty: none
     * asks for more than the deposit and cashout contexts).
     */
    contexts: z
      .object({
        registration: z.array(z.string()),
        edition: z.array(z.string()),
        deposit: z.array(z.string()),
        cashout: z.array(z.string()),
        payment_systems: z.record(z.string(), paymentSystemFields),
      })
      // Game providers' contexts are field lists; the union only lets the type hold payment_systems.
      .catchall(z.union([z.array(z.string()), z.record(z.string(), paymentSystemFields)])),
  })
  .meta({ id: "PlayerFields" });

export const restriction = z
  .object({
    mark: z.string(),
    resource: z.string(),
    scope: z.object({
      provider: z.string().optional(),
      identifier: z.array(z.string()).optional(),
      currency: z.array(z.string()).optional(),
      code: z.array(z.string()).optional(),
    }),
  })
  .meta({ id: "Restriction" });
export const restrictions = z.array(restriction);
export const restrictionMarks = z.array(z.string());

/** Our shape where the API family leaves it open: `{ container_id }`, null until the operator sets one. */
export const googleTagManager = z.object({ container_id: z.string().nullable() }).meta({ id: "GoogleTagManager" });

/** GET /api/info/auth_providers: social sign-in providers (`{name, url}`); empty while there are none. */
export const authProvider = z.object({ name: z.string(), url: z.string() }).meta({ id: "AuthProvider" });
export const authProviders = z.array(authProvider);

/**
 * GET /api/info/crypto_exchange_rates: fiat → crypto → the price of one crypto unit in the fiat
 * currency, set by the operator. `total_exchange_rate` = `exchange_rate` + `fee` (both in fiat
 * units per crypto unit). Rates, not amounts: decimal numbers.
 */
export const cryptoExchangeRate = z
  .object({ exchange_rate: z.number().positive(), fee: z.number().min(0), total_exchange_rate: z.number().positive() })
  .meta({ id: "CryptoExchangeRate" });
export const cryptoExchangeRates = z
  .record(z.string(), z.record(z.string(), cryptoExchangeRate))
  .meta({ id: "CryptoExchangeRates" });

export type CurrentIp = z.infer<typeof currentIp>;
export type Currency = z.infer<typeof currency>;
export type Country = z.infer<typeof country>;
export type LocaleInfo = z.infer<typeof localeInfo>;
export type Project = z.infer<typeof project>;
export type PlayerField = z.infer<typeof playerField>;
export type PlayerFields = z.infer<typeof playerFields>;
export type Restriction = z.infer<typeof restriction>;
export type GoogleTagManager = z.infer<typeof googleTagManager>;
export type AuthProvider = z.infer<typeof authProvider>;
export type CryptoExchangeRates = z.infer<typeof cryptoExchangeRates>;

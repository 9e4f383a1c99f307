import { z } from "zod";
import { playRules } from "./studio.ts";

// Start-up calls of spec point 7 in the shapes of api-contract.md §1.

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
    /** True for the FUN play-money currency, never mixed with real money. [GAP] our own field. */
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
    /** Licence holder, number and regulator, shown on the home page. [GAP] our own fields. */
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
    /** The jurisdiction's play rules (min time between rounds, autoplay, turbo, reality check). [GAP] ours. */
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

export const playerFields = z
  .object({
    fields: z.array(playerField),
    contexts: z.record(z.string(), z.unknown()),
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

/** [GAP] `{ container_id }`, null when the operator has not set a container. */
export const googleTagManager = z.object({ container_id: z.string().nullable() }).meta({ id: "GoogleTagManager" });

export type CurrentIp = z.infer<typeof currentIp>;
export type Currency = z.infer<typeof currency>;
export type Country = z.infer<typeof country>;
export type LocaleInfo = z.infer<typeof localeInfo>;
export type Project = z.infer<typeof project>;
export type PlayerField = z.infer<typeof playerField>;
export type PlayerFields = z.infer<typeof playerFields>;
export type Restriction = z.infer<typeof restriction>;
export type GoogleTagManager = z.infer<typeof googleTagManager>;

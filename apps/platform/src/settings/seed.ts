import { sql } from "drizzle-orm";
import type { z } from "zod";
import { UNITS_PER_EURO } from "../catalog/euro-rates.ts";
import type { SeedStep } from "../seed/run-seeds.ts";
import type { cryptoExchangeRatesSetting, googleTagManagerSetting, projectSetting } from "./keys.ts";
import { SETTING_KEYS } from "./keys.ts";
import { PROTECTION_PLAY_RULES } from "./protection-rules.ts";
import { settings } from "./schema.ts";

/**
 * Play rules under the demo Curaçao licence: no minimum time between rounds, autoplay and turbo
 * allowed, hourly reality checks, the session clock shown. A UK operator sets 5000 ms and turns
 * autoplay and turbo off (README: responsible-gaming settings).
 */
export const CURACAO_PLAY_RULES = {
  min_round_interval_ms: 0,
  autoplay_allowed: true,
  turbo_allowed: true,
  reality_check_default_minutes: 60,
  session_clock_shown: true,
  ...PROTECTION_PLAY_RULES,
};

// A demo Curaçao-style licence, shown on the home page; an operator replaces it with their own.
const project: z.infer<typeof projectSetting> = {
  name: "Croupier",
  apps: { sportsbook: false, casino: true },
  license: "CW",
  license_info: {
    holder: "Croupier Demo N.V.",
    number: "OGL/2024/000-DEMO",
    authority: "Curaçao Gaming Authority",
    authority_url: "https://www.gamingauthority.cw",
  },
  minimum_age: 18,
  withdrawal_recall_allowed: true,
  player_two_factor_auth: false,
  available_currency_exchange: false,
  available_referral_system: false,
  supported_payment_api_versions: ["v1"],
  notification_center: { new_realtime_notifications_flow_enabled: false },
  responsible_gaming: CURACAO_PLAY_RULES,
};

const googleTagManager: z.infer<typeof googleTagManagerSetting> = { container_id: null };

const DEMO_FIAT = ["EUR", "USD", "CAD", "AUD", "NZD", "RUB", "PLN", "BRL"];
const DEMO_CRYPTO = ["BTC", "BCH", "ETH", "LTC", "DOG", "USDT"];

/**
 * Demo crypto prices (one crypto unit in each fiat currency, six significant digits, no fee) from
 * the rough euro values of the demo catalog; an operator sets their own (README: crypto rates).
 */
export function demoCryptoExchangeRates(): z.infer<typeof cryptoExchangeRatesSetting> {
  const perEuro = (code: string) => UNITS_PER_EURO[code] ?? 1;
  return Object.fromEntries(
    DEMO_FIAT.map((fiat) => [
      fiat,
      Object.fromEntries(
        DEMO_CRYPTO.map((crypto) => [
          crypto,
          { exchange_rate: Number((perEuro(fiat) / perEuro(crypto)).toPrecision(6)), fee: 0 },
        ]),
      ),
    ]),
  );
}

export const settingsSeeds: SeedStep[] = [
  {
    name: "settings.v1",
    run: async (tx) => {
      await tx.insert(settings).values([
        { key: SETTING_KEYS.project, value: project },
        { key: SETTING_KEYS.googleTagManager, value: googleTagManager },
      ]);
    },
  },
  {
    // Installs seeded before the play rules existed get the demo values; a stored choice is kept.
    name: "settings.responsible-gaming.v1",
    run: async (tx) => {
      await tx
        .update(settings)
        .set({
          value: sql`${settings.value} || jsonb_build_object('responsible_gaming', ${JSON.stringify(CURACAO_PLAY_RULES)}::jsonb)`,
        })
        .where(sql`${settings.key} = ${SETTING_KEYS.project} and not (${settings.value} ? 'responsible_gaming')`);
    },
  },
  {
    name: "settings.crypto-exchange-rates.v1",
    run: async (tx) => {
      await tx
        .insert(settings)
        .values({ key: SETTING_KEYS.cryptoExchangeRates, value: demoCryptoExchangeRates() })
        .onConflictDoNothing();
    },
  },
];

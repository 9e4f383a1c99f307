import { cryptoExchangeRate, googleTagManager, project } from "@croupier/contract";
import { z } from "zod";

// Each settings key with the zod schema of its JSON value, checked when read.

/**
 * Project info; support_email is answered from SUPPORT_EMAIL, where contact mails really go, and
 * the fields of features this casino does not have are answered by the route (not settable).
 */
export const projectSetting = project.omit({
  support_email: true,
  hooyu_integration: true,
  country_flags: true,
  livespins: true,
  authentication_key: true,
  sns_config: true,
});
export const googleTagManagerSetting = googleTagManager;
/** Fiat → crypto → `{exchange_rate, fee}` as the operator sets them; the total is computed. */
export const cryptoExchangeRatesSetting = z.record(
  z.string(),
  z.record(z.string(), cryptoExchangeRate.pick({ exchange_rate: true, fee: true })),
);

export const SETTING_KEYS = {
  project: "project",
  googleTagManager: "google_tag_manager",
  cryptoExchangeRates: "crypto_exchange_rates",
} as const;

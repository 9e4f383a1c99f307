import {
  authProviders,
  type CryptoExchangeRates,
  cryptoExchangeRates,
  googleTagManager,
  project,
} from "@croupier/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { listCurrencies } from "../currencies/repository.ts";
import { cryptoExchangeRatesSetting, googleTagManagerSetting, projectSetting, SETTING_KEYS } from "./keys.ts";
import { getSetting } from "./repository.ts";

/** Fields the API family's clients read for features this casino does not have: their honest "none". */
const FEATURES_NOT_OFFERED = {
  hooyu_integration: false,
  country_flags: null,
  livespins: { enabled: false },
  authentication_key: "",
  sns_config: { enable: false, base_url: "", flow: "" },
};

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    "/info/project",
    { schema: { tags: ["info"], summary: "Project and licence information", response: { 200: project } } },
    async () => ({
      ...(await getSetting(db, SETTING_KEYS.project, projectSetting)),
      support_email: app.config.supportEmail,
      // Two-factor sign-in (identity/two-factor.ts) is offered to every player.
      player_two_factor_auth: true,
      ...FEATURES_NOT_OFFERED,
    }),
  );

  app.get(
    "/info/auth_providers",
    {
      schema: {
        tags: ["info"],
        summary: "Social sign-in providers (none: sign-in is by e-mail and password)",
        response: { 200: authProviders },
      },
    },
    async () => [],
  );

  app.get(
    "/info/crypto_exchange_rates",
    {
      schema: {
        tags: ["info"],
        summary: "Operator-set prices of the accepted crypto currencies in each fiat currency",
        description: "fiat → crypto → `{exchange_rate, fee, total_exchange_rate}`; total = rate + fee.",
        response: { 200: cryptoExchangeRates },
      },
    },
    async (_request, reply) => {
      const [stored, listed] = await Promise.all([
        getSetting(db, SETTING_KEYS.cryptoExchangeRates, cryptoExchangeRatesSetting),
        listCurrencies(db),
      ]);
      // Only pairs of currencies the casino lists: a rate left for a removed currency is not offered.
      const fiat = new Set(listed.filter((c) => c.fiat && !c.play_money).map((c) => c.code));
      const crypto = new Set(listed.filter((c) => !c.fiat && !c.play_money).map((c) => c.code));
      const answer: CryptoExchangeRates = {};
      for (const [fiatCode, rates] of Object.entries(stored)) {
        if (!fiat.has(fiatCode)) continue;
        const pairs = Object.entries(rates).filter(([cryptoCode]) => crypto.has(cryptoCode));
        if (pairs.length === 0) continue;
        answer[fiatCode] = Object.fromEntries(
          pairs.map(([cryptoCode, { exchange_rate, fee }]) => [
            cryptoCode,
            { exchange_rate, fee, total_exchange_rate: exchange_rate + fee },
          ]),
        );
      }
      reply.header("cache-control", "public, max-age=60");
      return answer;
    },
  );

  app.get(
    "/settings/google_tag_manager",
    { schema: { tags: ["info"], summary: "Google Tag Manager container", response: { 200: googleTagManager } } },
    async () => getSetting(db, SETTING_KEYS.googleTagManager, googleTagManagerSetting),
  );
};

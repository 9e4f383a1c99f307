import type { FastifyInstance } from "fastify";
import { currencyAccountRoutes } from "./accounts/account-routes.ts";
import { openSignUpAccount } from "./accounts/accounts-service.ts";
import { catalogRoutes } from "./catalog/routes.ts";
import { cmsRoutes } from "./cms/routes.ts";
import { isRealCurrency } from "./currencies/repository.ts";
import { currencyRoutes } from "./currencies/routes.ts";
import { AppError } from "./errors/app-error.ts";
import { gameLaunchRoutes } from "./game-launch/launch-routes.ts";
import { geoRoutes } from "./geo/routes.ts";
import { identityRoutes } from "./identity/routes.ts";
import { localeRoutes } from "./locales/routes.ts";
import { operatorRoutes } from "./operators/routes.ts";
import { playerPaymentRoutes } from "./payments/player-payment-routes.ts";
import { countSucceededDeposits } from "./payments/repository.ts";
import { paymentRoutes } from "./payments/routes.ts";
import { loadAuthLimits } from "./players/auth-limits.ts";
import { playerAccountRoutes } from "./players/player-routes.ts";
import { createPlayerView } from "./players/player-view.ts";
import { playerRoutes } from "./players/routes.ts";
import { providerWalletRoutes } from "./provider-wallet/protocol-routes.ts";
import { gameSessionRoutes } from "./provider-wallet/session-stats-routes.ts";
import { settingsRoutes } from "./settings/routes.ts";
import { studioRoutes } from "./studio/routes.ts";
import { supportRoutes } from "./support/routes.ts";
import { tournamentRoutes } from "./tournaments/routes.ts";

/** Tier 3: every module's /api routes. */
export async function apiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(geoRoutes);
  await app.register(localeRoutes);
  await app.register(currencyRoutes);
  await app.register(settingsRoutes);
  await app.register(playerRoutes);
  // Identity sits below players and accounts, and players below payments: what a lower module
  // shows or starts in a higher one is handed to it here.
  const viewPlayer = createPlayerView(countSucceededDeposits);
  await app.register(identityRoutes, { viewPlayer, loadAuthLimits, isRealCurrency, openAccounts: openSignUpAccount });
  await app.register(playerAccountRoutes, { viewPlayer, countDeposits: countSucceededDeposits });
  await app.register(currencyAccountRoutes);
  await app.register(paymentRoutes);
  await app.register(playerPaymentRoutes);
  await app.register(operatorRoutes);
  await app.register(tournamentRoutes);
  await app.register(cmsRoutes);
  await app.register(supportRoutes);
  await app.register(providerWalletRoutes);
  await app.register(catalogRoutes);
  await app.register(gameLaunchRoutes);
  await app.register(gameSessionRoutes);
  await app.register(studioRoutes);
  // Unknown /api paths answer JSON, never the site's HTML.
  app.all("/*", { schema: { hide: true } }, async () => {
    throw new AppError("not_found");
  });
}

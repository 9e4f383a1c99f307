import type { FastifyInstance } from "fastify";
import { currencyAccountRoutes } from "./accounts/account-routes.ts";
import { openSignUpAccount } from "./accounts/accounts-service.ts";
import { offerRegistrationBonuses } from "./bonuses/offers.ts";
import { bonusRoutes } from "./bonuses/routes.ts";
import { catalogRoutes } from "./catalog/routes.ts";
import { cmsRoutes } from "./cms/routes.ts";
import { isRealCurrency } from "./currencies/repository.ts";
import { currencyRoutes } from "./currencies/routes.ts";
import type { Db } from "./db/database.ts";
import { AppError } from "./errors/app-error.ts";
import { assertMaySignIn } from "./exclusions/guard.ts";
import { exclusionRoutes } from "./exclusions/routes.ts";
import { gameLaunchRoutes } from "./game-launch/launch-routes.ts";
import { geoRoutes } from "./geo/routes.ts";
import type { User } from "./identity/repository.ts";
import { identityRoutes } from "./identity/routes.ts";
import { kycRoutes } from "./kyc/routes.ts";
import { refuseSignInOverSessionLimit } from "./limits/guard.ts";
import { limitRoutes } from "./limits/routes.ts";
import { localeRoutes } from "./locales/routes.ts";
import { lootboxRoutes } from "./lootboxes/routes.ts";
import { lotteryRoutes } from "./lotteries/routes.ts";
import { playerLevelStatus } from "./loyalty/balances.ts";
import { grantChargeablePoints } from "./loyalty/grants.ts";
import { loyaltyRoutes } from "./loyalty/routes.ts";
import { operatorRoutes } from "./operators/routes.ts";
import { playerPaymentRoutes } from "./payments/player-payment-routes.ts";
import { countSucceededDeposits } from "./payments/repository.ts";
import { paymentRoutes } from "./payments/routes.ts";
import { playerAdminRoutes } from "./player-admin/routes.ts";
import { loadAuthLimits } from "./players/auth-limits.ts";
import { playerAccountRoutes } from "./players/player-routes.ts";
import { createPlayerView } from "./players/player-view.ts";
import { playerRoutes } from "./players/routes.ts";
import { providerWalletRoutes } from "./provider-wallet/protocol-routes.ts";
import { gameSessionRoutes } from "./provider-wallet/session-stats-routes.ts";
import { pushRoutes } from "./push/routes.ts";
import { operatorReportRoutes } from "./reports/routes.ts";
import { settingsRoutes } from "./settings/routes.ts";
import { bookOperatorRoutes } from "./sportsbook/book/operator-routes.ts";
import { bookRoutes } from "./sportsbook/book/routes.ts";
import { sportsbookRoutes } from "./sportsbook/routes.ts";
import { statementRoutes } from "./statements/routes.ts";
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
  const viewPlayer = createPlayerView(countSucceededDeposits, playerLevelStatus);
  const openAccounts = async (db: Db, user: User) => {
    await openSignUpAccount(db, user);
    await offerRegistrationBonuses(db, user.id, user.currency, app.clock());
  };
  await app.register(identityRoutes, {
    viewPlayer,
    loadAuthLimits,
    isRealCurrency,
    openAccounts,
    // A time-out or self-exclusion first (exclusions/), then a used-up session-time limit (limits/).
    refuseSignIn: async (db, userId, now, locale) => {
      await assertMaySignIn(db, userId, now, locale);
      await refuseSignInOverSessionLimit(db, userId, now, locale);
    },
  });
  await app.register(playerAccountRoutes, { viewPlayer, countDeposits: countSucceededDeposits });
  await app.register(currencyAccountRoutes);
  await app.register(paymentRoutes);
  await app.register(playerPaymentRoutes);
  await app.register(operatorRoutes);
  await app.register(operatorReportRoutes);
  await app.register(playerAdminRoutes);
  await app.register(tournamentRoutes);
  await app.register(cmsRoutes);
  await app.register(supportRoutes);
  await app.register(providerWalletRoutes);
  await app.register(sportsbookRoutes);
  await app.register(bookRoutes);
  await app.register(bookOperatorRoutes);
  await app.register(catalogRoutes);
  await app.register(gameLaunchRoutes);
  await app.register(gameSessionRoutes);
  await app.register(studioRoutes);
  await app.register(loyaltyRoutes);
  await app.register(bonusRoutes, { countDeposits: countSucceededDeposits });
  // Loyalty builds on loot boxes (a level-up awards one); a box's comp-point prize is loyalty's.
  await app.register(lootboxRoutes, { grantCompPoints: grantChargeablePoints });
  await app.register(lotteryRoutes);
  await app.register(limitRoutes);
  await app.register(statementRoutes);
  await app.register(exclusionRoutes);
  await app.register(kycRoutes);
  await app.register(pushRoutes);
  // Unknown /api paths answer JSON, never the site's HTML.
  app.all("/*", { schema: { hide: true } }, async () => {
    throw new AppError("not_found");
  });
}

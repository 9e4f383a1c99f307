import type { FastifyInstance } from "fastify";
import { operatorBonusRoutes } from "../bonuses/operator-routes.ts";
import { operatorCmsRoutes } from "../cms/operator-routes.ts";
import { operatorSiteMenuRoutes } from "../cms/site-menu-routes.ts";
import { createPasswordHasher } from "../identity/passwords.ts";
import { createRateLimiter } from "../identity/rate-limiter.ts";
import { operatorLootboxRoutes } from "../lootboxes/operator-routes.ts";
import { operatorSupportRoutes } from "../support/operator-routes.ts";
import { operatorTournamentRoutes } from "../tournaments/operator-routes.ts";
import { operatorAuditRoutes } from "./audit-routes.ts";
import { operatorAuthRoutes } from "./auth-routes.ts";
import { operatorCatalogRoutes } from "./catalog-routes.ts";
import { operatorLotteryRoutes } from "./lottery-routes.ts";
import { documentOperatorPermission } from "./route-permissions.ts";
import { operatorSessionRoutes } from "./session-routes.ts";
import { operatorStaffRoutes } from "./staff-routes.ts";
import { operatorTwoFactorRoutes } from "./two-factor-routes.ts";
import { operatorWithdrawalRoutes } from "./withdrawal-routes.ts";

/**
 * `/api/operator/*`: the back office's API (operators are created with the CLI, operators/cli.ts).
 * Its answers are never cached: they carry players' data and money.
 */
export async function operatorRoutes(app: FastifyInstance): Promise<void> {
  const { argon2, rateLimits } = app.config.identity;
  const context = {
    hasher: createPasswordHasher(argon2),
    limiter: createRateLimiter(app.database.db, rateLimits.windowMs, app.clock),
  };
  // Before the routes: each one's permission goes into the OpenAPI document.
  app.addHook("onRoute", documentOperatorPermission);
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });
  await app.register(operatorAuthRoutes(context));
  await app.register(operatorTwoFactorRoutes(context));
  await app.register(operatorSessionRoutes);
  await app.register(operatorStaffRoutes(context));
  await app.register(operatorSupportRoutes);
  await app.register(operatorWithdrawalRoutes);
  await app.register(operatorAuditRoutes);
  await app.register(operatorLotteryRoutes);
  await app.register(operatorTournamentRoutes);
  await app.register(operatorCatalogRoutes);
  await app.register(operatorCmsRoutes);
  await app.register(operatorSiteMenuRoutes);
  await app.register(operatorBonusRoutes);
  await app.register(operatorLootboxRoutes);
}

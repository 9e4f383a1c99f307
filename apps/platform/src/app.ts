import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler } from "fastify-type-provider-zod";
import { backofficePlugin, DEFAULT_BACKOFFICE_BUILD_DIR } from "./backoffice/backoffice-plugin.ts";
import { bonusesPlugin } from "./bonuses/bonuses-plugin.ts";
import { clusterPlugin } from "./cluster/cluster-plugin.ts";
import type { CmsContent } from "./cms/content.ts";
import type { Database } from "./db/database.ts";
import { databasePlugin } from "./db/database-plugin.ts";
import { apiConventionsPlugin } from "./http/api-conventions.ts";
import { batchRoutes } from "./http/batch-routes.ts";
import { clientIpPlugin } from "./http/client-ip.ts";
import { registerDocs } from "./http/docs-routes.ts";
import { errorHandlerPlugin } from "./http/error-handler.ts";
import { registerExternalPlugins } from "./http/external-plugins.ts";
import { createLoggerOptions, generateRequestId } from "./http/logger.ts";
import { sameOriginPlugin } from "./http/same-origin.ts";
import { securityHeadersPlugin } from "./http/security-headers.ts";
import { clientStringsPlugin, zodValidatorCompiler } from "./http/validator.ts";
import { lotteriesPlugin } from "./lotteries/lotteries-plugin.ts";
import { loyaltyPlugin } from "./loyalty/loyalty-plugin.ts";
import { mailerPlugin } from "./mail/mailer-plugin.ts";
import { metricsPlugin } from "./metrics/metrics-plugin.ts";
import { opsRoutes } from "./ops/routes.ts";
import { paymentsPlugin } from "./payments/payments-plugin.ts";
import { sandboxGatewayRoutes } from "./payments/sandbox/sandbox-routes.ts";
import { pushPlugin } from "./push/push-plugin.ts";
import { realtimePlugin } from "./realtime/realtime-plugin.ts";
import { apiRoutes } from "./routes.ts";
import { seedPlugin } from "./seed-plugin.ts";
import { sitePlugin } from "./site/site-plugin.ts";
import { sportsbookBookPlugin } from "./sportsbook/book/book-plugin.ts";
import { sportsbookReconciliationPlugin } from "./sportsbook/reconciliation-job.ts";
import { tournamentsPlugin } from "./tournaments/tournaments-plugin.ts";
import type { AppConfig } from "./types.ts";

export interface BuildAppOptions {
  /** Use this database instead of opening one (tests share one per file). */
  database?: Database;
  /** Seed this CMS content instead of the demo site. */
  cmsContent?: CmsContent;
  /** The clock every time-based rule reads (lock-out, token expiry, sessions); tests move it. */
  now?: () => Date;
  /** Write the logs here instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** Serve the back office from this build instead of apps/backoffice/dist (tests use fixtures). */
  backofficeBuildDir?: string;
}

/** The whole platform, ready for `listen` or `inject`: database migrated and seeded. */
export async function buildApp(config: AppConfig, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: createLoggerOptions(config.logLevel, options.logStream),
    genReqId: generateRequestId,
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    bodyLimit: config.bodyLimitBytes,
    // Fastify waits for in-flight requests on close; idle keep-alive sockets are closed at once.
    forceCloseConnections: "idle",
  });
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("config", config);
  app.decorate("clock", options.now ?? (() => new Date()));
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  // Tier 1: cross-cutting behaviour before any route, so every route gets it.
  await app.register(clientIpPlugin);
  await app.register(apiConventionsPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(clientStringsPlugin);
  await app.register(sameOriginPlugin);
  await app.register(metricsPlugin);
  await registerExternalPlugins(app);
  // After the cookie plugin: its onSend writes Set-Cookie, which decides Cache-Control here.
  await app.register(securityHeadersPlugin);

  // Tier 2: app services.
  await app.register(databasePlugin, { database: options.database });
  await app.register(clusterPlugin);
  await app.register(seedPlugin, { cmsContent: options.cmsContent });
  await app.register(mailerPlugin);
  await app.register(realtimePlugin);
  await app.register(pushPlugin);
  await app.register(paymentsPlugin);
  await app.register(loyaltyPlugin);
  await app.register(bonusesPlugin);
  await app.register(tournamentsPlugin);
  await app.register(lotteriesPlugin);
  await app.register(sportsbookBookPlugin);
  await app.register(sportsbookReconciliationPlugin);

  // Tier 3: routes.
  await registerDocs(app);
  await app.register(opsRoutes);
  await app.register(apiRoutes, { prefix: "/api" });
  await app.register(batchRoutes);
  // The sandbox payment provider's hosted pages, on its own paths as an external provider's would be;
  // they exist only with PAYMENTS_SANDBOX on.
  if (app.payments.sandbox.enabled) await app.register(sandboxGatewayRoutes, app.payments);
  // The staff's app under /backoffice: more specific than the site's catch-all, so it wins.
  await app.register(backofficePlugin, { buildDir: options.backofficeBuildDir ?? DEFAULT_BACKOFFICE_BUILD_DIR });
  await app.register(sitePlugin);

  await app.ready();
  return app;
}

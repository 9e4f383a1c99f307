import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { isDatabaseReady } from "../db/migrations.ts";
import { createMetricsGuard } from "../metrics/metrics-access.ts";

const status = z.object({ status: z.string() });

/** Liveness, readiness and Prometheus metrics for the orchestrator; outside /api, no Accept rules. */
export const opsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/health",
    { schema: { tags: ["operations"], summary: "Liveness", response: { 200: status } } },
    async () => ({ status: "ok" }),
  );

  app.get(
    "/ready",
    {
      schema: {
        tags: ["operations"],
        summary: "Database reachable and migrated",
        response: { 200: status, 503: status },
      },
    },
    async (_request, reply) => {
      if (await isDatabaseReady(app.database)) return { status: "ready" };
      return reply.code(503).send({ status: "unavailable" });
    },
  );

  // Only with METRICS_TOKEN or from METRICS_ALLOWED_IPS (loopback by default).
  const requireMetricsAccess = createMetricsGuard({
    ...app.config.metrics,
    trustsProxies: app.config.trustedProxies.length > 0,
  });
  app.get("/metrics", { schema: { hide: true }, onRequest: requireMetricsAccess }, async (_request, reply) =>
    reply.type("text/plain; version=0.0.4; charset=utf-8").send(app.metrics.render()),
  );
};

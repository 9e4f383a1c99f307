import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { registerProcessMetrics } from "./process-metrics.ts";
import { createMetricsRegistry, LATENCY_BUCKETS } from "./registry.ts";

/** `app.metrics` for every module, plus the request latency histogram by route and status. */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const registry = createMetricsRegistry();
    app.decorate("metrics", registry);
    const stopProcessMetrics = registerProcessMetrics(registry);
    const latency = registry.histogram(
      "http_request_duration_seconds",
      "HTTP request latency by method, route and status.",
      LATENCY_BUCKETS,
    );
    app.addHook("onResponse", async (request, reply) => {
      // The route pattern, never the raw URL, so ids and slugs do not explode the label set.
      const route = request.routeOptions.url ?? "unmatched";
      latency.observe(
        { method: request.method, route, status_code: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
    });
    app.addHook("onClose", async () => stopProcessMetrics());
  },
  { name: "metrics" },
);

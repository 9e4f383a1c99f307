import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { type CacheInvalidation, createCacheInvalidation } from "./cache-invalidation.ts";
import { pruneRateLimitCounters } from "./rate-limit-store.ts";
import { scheduleClusterJob } from "./scheduled-jobs.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** What several nodes on one database share beyond the modules' data (src/cluster/). */
    cluster: { caches: CacheInvalidation };
  }
}

/** How often the rate-limit windows that have passed are deleted (by one node of the cluster). */
const PRUNE_INTERVAL_MS = 5 * 60_000;

/** Tier 2: cache invalidation across nodes and the pruning of the shared rate-limit counters. */
export const clusterPlugin = fp(
  async (app: FastifyInstance) => {
    const caches = await createCacheInvalidation(app.database, app.log.child({ module: "cluster" }));
    app.decorate("cluster", { caches });
    scheduleClusterJob(app, {
      name: "rate-limit-prune",
      intervalMs: PRUNE_INTERVAL_MS,
      run: () =>
        pruneRateLimitCounters(app.database.db).catch((error: unknown) =>
          app.log.warn({ err: error }, "rate-limit pruning failed; retried at the next run"),
        ),
    });
    app.addHook("onClose", async () => caches.close());
  },
  { name: "cluster", dependencies: ["database"] },
);

import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { scheduleClusterJob } from "../cluster/scheduled-jobs.ts";
import { listBetListSources, reconcileSportsbook } from "./reconciliation.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The scheduled reconciliation: `run` reconciles the last window of every connected vendor now (tests call it). */
    sportsbookReconciliation: { intervalMs: number; run(): Promise<number> };
  }
}

/**
 * A vendor's report may list a bet some minutes after it was placed: the window ends this long
 * before now, so a bet too fresh to be listed is not alerted as missing on their side.
 */
export const REPORT_LAG_MS = 15 * 60_000;

/** Consecutive windows overlap by this much (a late tick leaves no gap; a mismatch alerts once). */
const OVERLAP_MS = 10 * 60_000;

/**
 * The reconciliation job: every SPORTSBOOK_RECONCILE_INTERVAL_MS (an hour), started by one node
 * of the cluster, each vendor with a bet list (reconciliation.ts) is compared over the interval
 * that ended REPORT_LAG_MS ago, overlapping the previous one. A mismatch still unacknowledged is
 * not alerted again, so the overlap costs nothing; operators reconcile any longer window on demand
 * (POST /api/operator/sportsbook/reconciliations). A failed vendor is logged and tried next time.
 */
export const sportsbookReconciliationPlugin = fp(
  async (app: FastifyInstance) => {
    const intervalMs = app.config.sportsbookReconcileIntervalMs;
    const log = app.log.child({ job: "sportsbook-reconciliation" });
    const run = async (): Promise<number> => {
      const now = app.clock();
      const until = new Date(now.getTime() - REPORT_LAG_MS);
      const since = new Date(until.getTime() - intervalMs - OVERLAP_MS);
      let alerts = 0;
      for (const [vendor, source] of listBetListSources(app.database.db)) {
        try {
          const result = await reconcileSportsbook(app.database.db, { vendor, source, since, until, now });
          alerts += result.alerts_created;
          if (result.alerts_created > 0) log.warn(result, "sportsbook reconciliation found mismatches");
        } catch (error) {
          log.error({ err: error, vendor }, "sportsbook reconciliation failed; tried again at the next run");
        }
      }
      return alerts;
    };
    app.decorate("sportsbookReconciliation", { intervalMs, run });
    scheduleClusterJob(app, { name: "sportsbook-reconciliation", intervalMs, run });
  },
  { name: "sportsbook-reconciliation", dependencies: ["database"] },
);

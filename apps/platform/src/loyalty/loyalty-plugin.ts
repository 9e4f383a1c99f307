import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { scheduleClusterJob } from "../cluster/scheduled-jobs.ts";
import { type AccrualResult, accrueCompPoints } from "./accrual.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Comp point accrual: `run` now (the periodic job calls it; tests too). */
    loyalty: { accrual: { run(options?: { settleMs?: number }): Promise<AccrualResult> } };
  }
}

const EMPTY: AccrualResult = { bets: 0, points: 0, levelUps: [] };

/**
 * Tier 2: comp point accrual every LOYALTY_ACCRUAL_INTERVAL_MS, started by one node of the cluster
 * (scheduleClusterJob; runs that meet take turns under an advisory lock; each bet counts once). A run still going when the next
 * is due is reused; a failed run is logged and retried at the next tick.
 */
export const loyaltyPlugin = fp(
  async (app: FastifyInstance) => {
    const log = app.log.child({ job: "comp-point-accrual" });
    let running: Promise<AccrualResult> | null = null;
    const run = (options: { settleMs?: number } = {}): Promise<AccrualResult> => {
      running ??= accrueCompPoints(app.database.db, { ...options, now: app.clock })
        .catch((error: unknown) => {
          log.error({ err: error }, "comp point accrual failed; retried at the next run");
          return EMPTY;
        })
        .finally(() => {
          running = null;
        });
      return running;
    };
    app.decorate("loyalty", { accrual: { run } });
    scheduleClusterJob(app, {
      name: "comp-point-accrual",
      intervalMs: app.config.loyaltyAccrualIntervalMs,
      run: () => run(),
    });
    app.addHook("onClose", async () => {
      await running;
    });
  },
  { name: "loyalty", dependencies: ["database"] },
);

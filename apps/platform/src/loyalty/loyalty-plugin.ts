import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { type AccrualResult, accrueCompPoints } from "./accrual.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Comp point accrual: `run` now (the periodic job calls it; tests too). */
    loyalty: { accrual: { run(options?: { settleMs?: number }): Promise<AccrualResult> } };
  }
}

const EMPTY: AccrualResult = { bets: 0, points: 0, levelUps: [] };

/**
 * Tier 2: comp point accrual at start and every LOYALTY_ACCRUAL_INTERVAL_MS on every node (the
 * runs take turns under an advisory lock; each bet counts once). A run still going when the next
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
    let timer: NodeJS.Timeout | undefined;
    app.addHook("onReady", async () => {
      timer = setInterval(() => void run(), app.config.loyaltyAccrualIntervalMs);
      timer.unref();
    });
    app.addHook("onClose", async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: "loyalty", dependencies: ["database"] },
);

import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { scheduleClusterJob } from "../../cluster/scheduled-jobs.ts";
import { type DemoRunResult, runDemoResults } from "./demo.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Our book's demo results job: `run` settles the demo fixtures that are over and adds new ones (tests call it). */
    sportsbookBook: { demoResults: { enabled: boolean; run(): Promise<DemoRunResult> } };
  }
}

const NOTHING: DemoRunResult = { started: 0, settled: 0, created: 0 };

/**
 * Tier 2: the demo results job every SPORTSBOOK_DEMO_RESULTS_INTERVAL_MS, started by one node of
 * the cluster (scheduleClusterJob), when SPORTSBOOK_DEMO_RESULTS is on (unset: on, except in a
 * production deployment). Runs may still overlap:
 * each fixture is settled under its row lock (another node's is skipped) and re-checked, and new
 * fixtures are added under an advisory lock, so every fixture is settled and created once. A run
 * still going when the next is due is reused; a failed run is logged and retried at the next tick.
 */
export const sportsbookBookPlugin = fp(
  async (app: FastifyInstance) => {
    const { enabled, intervalMs } = app.config.sportsbookDemoResults;
    const log = app.log.child({ job: "sportsbook-demo-results" });
    let running: Promise<DemoRunResult> | null = null;
    const run = (): Promise<DemoRunResult> => {
      running ??= runDemoResults(app.database.db, app.clock())
        .then((result) => {
          if (result.settled > 0 || result.created > 0) log.info(result, "demo fixtures settled or added");
          return result;
        })
        .catch((error: unknown) => {
          log.error({ err: error }, "sportsbook demo results failed; retried at the next run");
          return NOTHING;
        })
        .finally(() => {
          running = null;
        });
      return running;
    };
    app.decorate("sportsbookBook", { demoResults: { enabled, run } });
    if (!enabled) return;
    scheduleClusterJob(app, { name: "sportsbook-demo-results", intervalMs, run });
    app.addHook("onClose", async () => {
      await running;
    });
  },
  { name: "sportsbook-book", dependencies: ["database"] },
);

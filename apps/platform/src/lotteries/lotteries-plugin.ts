import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { scheduleClusterJob } from "../cluster/scheduled-jobs.ts";
import { type DrawRunResult, runLotteryDraws } from "./draw.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The lottery job: `run` starts, closes and draws what is due now (the periodic job calls it; tests too). */
    lotteries: { draw: { run(): Promise<DrawRunResult> } };
  }
}

const NOTHING: DrawRunResult = { started: 0, closed: 0, drawn: 0 };

/**
 * Tier 2: the lottery job every LOTTERY_DRAW_INTERVAL_MS, started by one node of the cluster
 * (scheduleClusterJob). Runs may still overlap: each
 * lottery is handled under its row lock and a drawn one is skipped, so every prize is paid once. A
 * run still going when the next is due is reused; a failed run is logged and retried at the next tick.
 */
export const lotteriesPlugin = fp(
  async (app: FastifyInstance) => {
    const log = app.log.child({ job: "lottery-draw" });
    let running: Promise<DrawRunResult> | null = null;
    const run = (): Promise<DrawRunResult> => {
      running ??= runLotteryDraws(app.database.db, app.clock())
        .then((result) => {
          if (result.closed > 0 || result.drawn > 0) log.info(result, "lotteries closed or drawn");
          return result;
        })
        .catch((error: unknown) => {
          log.error({ err: error }, "lottery draw failed; retried at the next run");
          return NOTHING;
        })
        .finally(() => {
          running = null;
        });
      return running;
    };
    app.decorate("lotteries", { draw: { run } });
    scheduleClusterJob(app, { name: "lottery-draw", intervalMs: app.config.lotteryDrawIntervalMs, run });
    app.addHook("onClose", async () => {
      await running;
    });
  },
  { name: "lotteries", dependencies: ["database"] },
);

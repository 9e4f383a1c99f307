import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { scheduleClusterJob } from "../cluster/scheduled-jobs.ts";
import type { Db } from "../db/database.ts";
import { expireOverdueFreespins } from "./freespins.ts";
import { expireOverdueBonuses } from "./lifecycle.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Bonus expiry: `run` ends the bonuses past their deadline now (the periodic job calls it; tests too). */
    bonuses: { expiry: { run(): Promise<number> } };
  }
}

/** Bonuses and free spins past their deadline, ended; answers how many. */
async function expireOverdue(db: Db, now: Date): Promise<number> {
  return (await expireOverdueBonuses(db, now)) + (await expireOverdueFreespins(db, now));
}

/** How often each node looks for bonuses past their activation or wagering deadline. */
const EXPIRY_INTERVAL_MS = 60_000;

/**
 * Tier 2: bonus expiry every minute, started by one node of the cluster (scheduleClusterJob). Runs
 * may still overlap: each bonus is ended under its row lock and a finished one is skipped, so a
 * bonus expires once. A run still going when the
 * next is due is reused; a failed run is logged and retried at the next tick.
 */
export const bonusesPlugin = fp(
  async (app: FastifyInstance) => {
    const log = app.log.child({ job: "bonus-expiry" });
    let running: Promise<number> | null = null;
    const run = (): Promise<number> => {
      running ??= expireOverdue(app.database.db, app.clock())
        .catch((error: unknown) => {
          log.error({ err: error }, "bonus expiry failed; retried at the next run");
          return 0;
        })
        .finally(() => {
          running = null;
        });
      return running;
    };
    app.decorate("bonuses", { expiry: { run } });
    scheduleClusterJob(app, { name: "bonus-expiry", intervalMs: EXPIRY_INTERVAL_MS, run });
    app.addHook("onClose", async () => {
      await running;
    });
  },
  { name: "bonuses", dependencies: ["database"] },
);

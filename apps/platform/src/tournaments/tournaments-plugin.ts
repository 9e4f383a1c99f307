import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { scheduleClusterJob } from "../cluster/scheduled-jobs.ts";
import { type ClosingResult, closeDueTournaments } from "./closing.ts";
import { runScoring, type ScoringOptions, type ScoringResult } from "./scoring.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The tournament jobs, `run` now (the periodic job calls them; tests too). */
    tournaments: {
      scoring: { run(options?: ScoringOptions): Promise<ScoringResult> };
      closing: { run(options?: { settleMs?: number }): Promise<ClosingResult> };
    };
  }
}

/**
 * Tier 2: every TOURNAMENT_SCORING_INTERVAL_MS, on the node of the cluster that claims the run
 * (scheduleClusterJob), the due tournaments start, the rounds played since the last run score, and
 * the tournaments past their end close and pay. Runs that meet take turns (advisory and row locks):
 * each prize is paid once. A run still going when the next is due
 * is reused; a failed run is logged and retried at the next tick.
 */
export const tournamentsPlugin = fp(
  async (app: FastifyInstance) => {
    const log = app.log.child({ job: "tournaments" });
    const db = app.database.db;
    let scoring: Promise<ScoringResult> | null = null;
    let closing: Promise<ClosingResult> | null = null;
    const runScoringJob = (options: ScoringOptions = {}): Promise<ScoringResult> => {
      scoring ??= runScoring(db, app.clock(), options)
        .catch((error: unknown) => {
          log.error({ err: error }, "tournament scoring failed; retried at the next run");
          return { started: 0, changed: 0 };
        })
        .finally(() => {
          scoring = null;
        });
      return scoring;
    };
    const runClosingJob = (options: { settleMs?: number } = {}): Promise<ClosingResult> => {
      closing ??= closeDueTournaments(db, app.clock(), options.settleMs)
        .then((result) => {
          if (result.closed > 0) log.info(result, "tournaments closed");
          return result;
        })
        .catch((error: unknown) => {
          log.error({ err: error }, "tournament closing failed; retried at the next run");
          return { closed: 0, paid: 0 };
        })
        .finally(() => {
          closing = null;
        });
      return closing;
    };
    app.decorate("tournaments", { scoring: { run: runScoringJob }, closing: { run: runClosingJob } });
    scheduleClusterJob(app, {
      name: "tournaments",
      intervalMs: app.config.tournamentScoringIntervalMs,
      run: () => runScoringJob().then(() => runClosingJob()),
    });
    app.addHook("onClose", async () => {
      await Promise.all([scoring, closing]);
    });
  },
  { name: "tournaments", dependencies: ["database"] },
);

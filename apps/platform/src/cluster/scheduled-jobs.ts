import os from "node:os";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { type Executor, selectRows } from "../db/database.ts";

// Scheduled jobs on several nodes: every node keeps its timer (so the job goes on when a node
// dies), and at each tick the node first claims the run in `cluster_job_runs` — one upsert that
// moves the job's last start to now only if the previous start is at least (almost) an interval
// old. The row lock of the upsert decides between nodes ticking at the same moment, so a job starts
// once per interval however many nodes schedule it. This works the same on PGlite (one process,
// several apps in tests) and on a server, holds no connection while the job runs, and needs no
// queue process: pg-boss was considered, but it needs a pool of server connections and LISTEN of
// its own and does not run on PGlite, the default database. The jobs themselves stay safe to
// overlap (row locks, advisory locks): a run slower than its interval may meet the next one.

/** A tick this much earlier than a full interval after the last start still wins (timer jitter). */
const TICK_TOLERANCE = 0.1;

/** This process as the claimant of a run: host name and process id (shown in `cluster_job_runs`). */
export const NODE_NAME = `${os.hostname()}:${process.pid}`;

/**
 * Claims the run of job `name` now: true when no node started it within the last interval (this
 * node now runs it), false when another node did.
 */
export async function claimJobRun(db: Executor, name: string, intervalMs: number, node = NODE_NAME): Promise<boolean> {
  const spacing = `${Math.max(0, Math.round(intervalMs * (1 - TICK_TOLERANCE)))} milliseconds`;
  const rows = await selectRows<{ runs: number }>(
    db,
    sql`insert into cluster_job_runs as r (name, started_at, node, runs)
        values (${name}, now(), ${node}, 1)
        on conflict (name) do update set started_at = now(), node = excluded.node, runs = r.runs + 1
          where r.started_at <= now() - ${spacing}::interval
        returning r.runs`,
  );
  return rows.length > 0;
}

export interface ClusterJob {
  /** The job's name, the same on every node (`cluster_job_runs.name`). */
  name: string;
  intervalMs: number;
  /** Runs the job (reusing a run of this node still going); failures are the job's to log. */
  run(): Promise<unknown>;
}

/**
 * Runs `job` every interval from when the app is ready to when it closes, on the ticks this node
 * claims (claimJobRun). A claim that fails (database unreachable) skips the tick.
 */
export function scheduleClusterJob(app: FastifyInstance, job: ClusterJob): void {
  const log = app.log.child({ job: job.name });
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<unknown> | null = null;
  const tick = async () => {
    if (!(await claimJobRun(app.database.db, job.name, job.intervalMs))) return;
    await job.run();
  };
  app.addHook("onReady", async () => {
    timer = setInterval(() => {
      ticking ??= tick()
        .catch((error: unknown) => log.warn({ err: error }, "could not claim the scheduled run; retried next tick"))
        .finally(() => {
          ticking = null;
        });
    }, job.intervalMs);
    timer.unref();
  });
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await ticking;
  });
}

import { bigint, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { at } from "../db/columns.ts";

// Cluster (src/cluster/): what several platform nodes on one PostgreSQL server share besides the
// modules' own data — the rate-limit counters (one limit across all nodes) and the last start of
// each scheduled job (a job runs once per interval however many nodes schedule it).

/**
 * A fixed window of hits per key (route and visitor): counted by one upsert per hit, the window
 * starting at the first hit and restarting once `resets_at` has passed; expired rows are pruned.
 */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    windowStartedAt: at("window_started_at").notNull(),
    resetsAt: at("resets_at").notNull(),
  },
  (table) => [index("rate_limit_counters_resets_at_idx").on(table.resetsAt)],
);

/** The last start of each scheduled job across the cluster, claimed by the node that starts it. */
export const clusterJobRuns = pgTable("cluster_job_runs", {
  name: text("name").primaryKey(),
  startedAt: at("started_at").notNull(),
  /** The node that started the last run (its host name and process id). */
  node: text("node").notNull(),
  /** How many runs were started since the job was first scheduled. */
  runs: bigint("runs", { mode: "number" }).notNull(),
});

-- Several nodes on one PostgreSQL server (issue 20, src/cluster/): rate-limit counters shared by
-- every node (one upsert per hit, expired windows pruned) and the last start of each scheduled job
-- (a node claims a run by moving `started_at`, so a job runs once per interval in the cluster).
CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_counters_resets_at_idx" ON "rate_limit_counters" USING btree ("resets_at");
--> statement-breakpoint
CREATE TABLE "cluster_job_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"node" text NOT NULL,
	"runs" bigint NOT NULL
);

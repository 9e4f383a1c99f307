import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db, Tx } from "../db/database.ts";
import { seeds } from "./schema.ts";

/**
 * A named, one-time step that fills demo or reference data. A new version of the data gets a
 * new name ("cms.demo.v2"); a step that has run is never run again, so restarts keep all data.
 */
export interface SeedStep {
  name: string;
  /** Returning false leaves the step unrecorded (nothing to seed yet), so a later start retries. */
  run(tx: Tx): Promise<boolean | undefined> | Promise<void>;
}

/** Runs each step not yet recorded in the seeds table, each in its own transaction. */
export async function runSeeds(db: Db, steps: readonly SeedStep[], log?: FastifyBaseLogger): Promise<string[]> {
  const applied: string[] = [];
  for (const step of steps) {
    const didRun = await db.transaction(async (tx) => {
      const [done] = await tx.select().from(seeds).where(eq(seeds.name, step.name)).limit(1);
      if (done) return false;
      const result = await step.run(tx);
      if (result === false) return false;
      await tx.insert(seeds).values({ name: step.name });
      return true;
    });
    if (didRun) {
      applied.push(step.name);
      log?.info({ seed: step.name }, "seeded");
    }
  }
  return applied;
}

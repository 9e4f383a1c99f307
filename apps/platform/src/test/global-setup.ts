import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openPglite } from "../db/pglite.ts";
import { listSeedSteps } from "../seed/all-seeds.ts";
import { runSeeds } from "../seed/run-seeds.ts";
import { cmsFixtures } from "./cms-fixtures.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated, seeded PGlite data directory that test files copy (empty with DATABASE_URL). */
    pgliteTemplateDir: string;
  }
}

/**
 * Creating a PGlite database costs seconds (initdb in WASM); copying a closed data directory
 * costs milliseconds. So the suite migrates and seeds one template and every test file copies it.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.DATABASE_URL) {
    project.provide("pgliteTemplateDir", "");
    return async () => {};
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), "croupier-template-"));
  const database = await openPglite(dir);
  await database.migrate();
  await runSeeds(database.db, listSeedSteps(cmsFixtures));
  await database.close();
  project.provide("pgliteTemplateDir", dir);
  return () => rm(dir, { recursive: true, force: true });
}

import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { dumpPglite, openPgliteInMemory } from "../db/pglite.ts";
import { runSeeds } from "../seed/run-seeds.ts";
import { listSeedSteps } from "../seeds.ts";
import { cmsFixtures } from "./cms-fixtures.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A dump of a migrated, seeded PGlite database that test files load ("" with DATABASE_URL). */
    pgliteTemplateFile: string;
  }
}

/**
 * Creating a PGlite database costs seconds (initdb in WASM); loading a dump of one into memory
 * costs about 0.4 s. So the suite migrates and seeds one template and every test file loads it.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.DATABASE_URL) {
    project.provide("pgliteTemplateFile", "");
    return async () => {};
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), "croupier-template-"));
  const database = await openPgliteInMemory();
  await database.migrate();
  await runSeeds(database.db, listSeedSteps(cmsFixtures));
  const file = path.join(dir, "template.tar");
  await writeFile(file, Buffer.from(await (await dumpPglite(database)).arrayBuffer()));
  await database.close();
  project.provide("pgliteTemplateFile", file);
  return () => rm(dir, { recursive: true, force: true });
}

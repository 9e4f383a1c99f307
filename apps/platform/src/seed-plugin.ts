import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { type CmsContent, loadDemoContent } from "./cms/content.ts";
import { runSeeds } from "./seed/run-seeds.ts";
import { listSeedSteps } from "./seeds.ts";

export interface SeedPluginOptions {
  /** CMS content to seed instead of the demo site (tests pass fixtures). */
  cmsContent?: CmsContent;
}

/** Fills reference and demo data on first start; later starts find every step done. */
export const seedPlugin = fp<SeedPluginOptions>(
  async (app: FastifyInstance, options) => {
    const cmsContent = options.cmsContent ?? (await loadDemoContent());
    if (!cmsContent) app.log.warn("CMS demo content not found (content/cms); CMS left empty");
    const { database } = app;
    await database.withStartupLock(() => runSeeds(database.db, listSeedSteps(cmsContent), app.log));
  },
  { name: "seed", dependencies: ["database"] },
);

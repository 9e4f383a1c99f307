import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Database } from "./database.ts";
import { openDatabase } from "./open-database.ts";

export interface DatabasePluginOptions {
  /** A database opened by the caller (tests share one per file); it is not closed with the app. */
  database?: Database;
}

/** `app.database`: opened from the configuration, migrated at start-up, closed on shutdown. */
export const databasePlugin = fp<DatabasePluginOptions>(
  async (app: FastifyInstance, options) => {
    const database = options.database ?? (await openDatabase(app.config));
    app.decorate("database", database);
    if (!options.database) app.addHook("onClose", async () => database.close());
    await database.withStartupLock(() => database.migrate());
    app.log.info({ kind: database.kind }, "database migrated");
  },
  { name: "database" },
);

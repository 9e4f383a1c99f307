import type { Config } from "../config.ts";
import type { Database } from "./database.ts";
import { openPglite } from "./pglite.ts";
import { openPostgres } from "./postgres.ts";

/** PostgreSQL when DATABASE_URL is set, else the embedded PGlite in DATA_DIR. */
export function openDatabase(config: Pick<Config, "databaseUrl" | "databaseSchema" | "dataDir">): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl, config.databaseSchema) : openPglite(config.dataDir);
}

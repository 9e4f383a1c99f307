import { mkdir } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { Database, Db } from "./database.ts";
import { MIGRATIONS_DIR, MIGRATIONS_TABLE } from "./migrations.ts";
import * as schema from "./schema.ts";

/**
 * The embedded database: PostgreSQL in WASM persisted in DATA_DIR/pglite, so `npm start` needs
 * no server. One connection: concurrent callers are serialised by PGlite itself.
 */
export async function openPglite(dataDir: string): Promise<Database> {
  const dir = path.join(dataDir, "pglite");
  await mkdir(dir, { recursive: true });
  const client = await PGlite.create(dir);
  const db = drizzle({ client, schema });
  return {
    db: db as unknown as Db,
    kind: "pglite",
    migrationsSchema: "drizzle",
    migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_DIR, migrationsTable: MIGRATIONS_TABLE }),
    withStartupLock: (task) => task(),
    close: () => client.close(),
  };
}

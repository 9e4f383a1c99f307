import { mkdir } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { Database, Db } from "./database.ts";
import { MIGRATIONS_DIR, MIGRATIONS_TABLE } from "./migrations.ts";
import * as schema from "./schema.ts";
import { applySqlFunctions } from "./sql-functions.ts";

/**
 * The embedded database: PostgreSQL in WASM persisted in DATA_DIR/pglite, so `npm start` needs
 * no server. One connection: concurrent callers are serialised by PGlite itself.
 */
export async function openPglite(dataDir: string): Promise<Database> {
  const dir = path.join(dataDir, "pglite");
  await mkdir(dir, { recursive: true });
  return wrapPglite(await PGlite.create(dir, { startParams: [...PGlite.defaultStartParams, ...MEMORY_SETTINGS] }));
}

/**
 * PGlite's memory is one WebAssembly memory that grows and never shrinks: whatever PostgreSQL once
 * touched stays in the process's RSS. initdb's defaults sized it for a server of its own (128 MB
 * of shared buffers, filled as the demo catalogue is read; 64 MB per index build in migrations).
 * Both are caches and work areas only: the tables live in files in DATA_DIR (read back through
 * the operating system's page cache when a page is not in the buffers), and what is written, and
 * when it is flushed, does not depend on them. So durability and results are unchanged; a
 * smaller buffer pool only means more reads from those files. Passed at each start, not written
 * into the data directory's postgresql.conf, so an existing DATA_DIR takes them too.
 */
export const MEMORY_SETTINGS = ["-c", "shared_buffers=16MB", "-c", "maintenance_work_mem=16MB"];

/**
 * An in-memory PGlite, empty or started from a data-directory dump (`dumpPglite()`): loading a
 * dump takes about 0.4 s instead of the seconds initdb takes, so every test file gets its own.
 */
export async function openPgliteInMemory(dump?: Blob): Promise<Database> {
  return wrapPglite(await PGlite.create(dump ? { loadDataDir: dump } : {}));
}

/** Dumps a PGlite database's data directory (uncompressed tar) for openPgliteInMemory. */
export async function dumpPglite(database: Database): Promise<Blob> {
  const client = clients.get(database);
  if (!client) throw new Error("not a PGlite database");
  return client.dumpDataDir("none");
}

const clients = new WeakMap<Database, PGlite>();

function wrapPglite(client: PGlite): Database {
  const pgliteDb = drizzle({ client, schema });
  const db: Db = pgliteDb;
  const database: Database = {
    db,
    kind: "pglite",
    migrationsSchema: "drizzle",
    migrate: async () => {
      await migrate(pgliteDb, { migrationsFolder: MIGRATIONS_DIR, migrationsTable: MIGRATIONS_TABLE });
      await applySqlFunctions(db);
    },
    withStartupLock: (task) => task(),
    listen: async (channel, onNotify) => {
      const unlisten = await client.listen(channel, onNotify);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    close: () => client.close(),
  };
  clients.set(database, client);
  return database;
}

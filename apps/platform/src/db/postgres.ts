import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import type { Database, Db } from "./database.ts";
import { MIGRATIONS_DIR, MIGRATIONS_TABLE } from "./migrations.ts";
import * as schema from "./schema.ts";
import { applySqlFunctions } from "./sql-functions.ts";

// Arbitrary constant shared by all Croupier nodes: the advisory lock that serialises start-up.
const STARTUP_LOCK_KEY = 7_310_2024;

/**
 * A PostgreSQL server through node-postgres. With `schemaName`, every pooled connection gets
 * `search_path` set to it (CI runs each test file in a fresh schema) and drizzle's migration
 * journal lives there too, so schemas never see each other's migrations.
 */
export async function openPostgres(url: string, schemaName?: string): Promise<Database> {
  if (schemaName) await createSchema(url, schemaName);
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schemaName ? { options: `-c search_path=${schemaName}` } : {}),
  });
  // An idle client's network error must not crash the process; the next query reconnects.
  pool.on("error", () => {});
  const postgresDb = drizzle({ client: pool, schema });
  const db: Db = postgresDb;
  const migrationsSchema = schemaName ?? "drizzle";
  return {
    db,
    kind: "postgres",
    migrationsSchema,
    migrate: async () => {
      await migrate(postgresDb, {
        migrationsFolder: MIGRATIONS_DIR,
        migrationsTable: MIGRATIONS_TABLE,
        migrationsSchema,
      });
      await applySqlFunctions(db);
    },
    withStartupLock: async (task) => {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
        return await task();
      } finally {
        await client.query("select pg_advisory_unlock($1)", [STARTUP_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

async function createSchema(url: string, schemaName: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`create schema if not exists "${schemaName}"`);
  } finally {
    await client.end();
  }
}

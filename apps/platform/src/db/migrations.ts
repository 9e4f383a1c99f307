import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { Database } from "./database.ts";
import { rowsOf } from "./database.ts";

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../migrations");
export const MIGRATIONS_TABLE = "__drizzle_migrations";

/** How many migrations the code ships (drizzle-kit's journal). */
export function countShippedMigrations(): number {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, "meta/_journal.json"), "utf8")) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/** True when the database answers and every shipped migration has been applied. */
export async function isDatabaseReady(database: Database): Promise<boolean> {
  try {
    const table = sql.raw(`"${database.migrationsSchema}"."${MIGRATIONS_TABLE}"`);
    const result = await database.db.execute<{ count: number | string }>(sql`select count(*) as count from ${table}`);
    const row = rowsOf<{ count: number | string }>(result)[0];
    return Number(row?.count ?? 0) >= countShippedMigrations();
  } catch {
    return false;
  }
}

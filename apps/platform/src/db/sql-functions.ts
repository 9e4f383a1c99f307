import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { Db } from "./database.ts";

/**
 * Every SQL function (the ledger's posting, the seamless wallet's moves, the trigger functions) has
 * one home: `sql/functions/<name>.sql`, holding its current definition as one
 * `CREATE OR REPLACE FUNCTION` statement. Migrations only create the tables a function reads and,
 * when its signature changes, drop the old one; the body in force is always the file's.
 */
export const SQL_FUNCTIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../sql/functions");

export interface SqlFunctionSource {
  /** The function's name, which is also its file's name. */
  name: string;
  /** The file's whole text: comments, then the one `CREATE OR REPLACE FUNCTION` statement. */
  text: string;
}

/** The function files, by name (a fixed order, so every start replaces them alike). */
export function readSqlFunctions(): SqlFunctionSource[] {
  return readdirSync(SQL_FUNCTIONS_DIR)
    .filter((file) => file.endsWith(".sql"))
    .sort()
    .map((file) => ({
      name: path.basename(file, ".sql"),
      text: readFileSync(path.join(SQL_FUNCTIONS_DIR, file), "utf8"),
    }));
}

/**
 * Creates or replaces every SQL function from its file, after the migrations, on every start:
 * idempotent, and in one transaction, so a start that fails halfway leaves the previous
 * definitions in force. Callers hold the start-up lock around it as around the migrations, so two
 * nodes never replace the same function at once (PostgreSQL would refuse one of them).
 */
export async function applySqlFunctions(db: Db, sources = readSqlFunctions()): Promise<void> {
  await db.transaction(async (tx) => {
    for (const source of sources) {
      try {
        await tx.execute(sql.raw(source.text));
      } catch (error) {
        throw new Error(`sql/functions/${source.name}.sql could not be applied`, { cause: error });
      }
    }
  });
}

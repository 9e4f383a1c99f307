import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

// drizzle-kit writes foreign keys as REFERENCES "public"."table". Croupier may run in another
// PostgreSQL schema (DATABASE_SCHEMA, one per CI run), where tables resolve through search_path,
// so the generated SQL must not name a schema. Runs after every `drizzle-kit generate`.

const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../migrations");

for (const name of await readdir(migrationsDir)) {
  if (!name.endsWith(".sql")) continue;
  const file = path.join(migrationsDir, name);
  const sql = await readFile(file, "utf8");
  const unqualified = sql.replaceAll('"public".', "");
  if (unqualified !== sql) {
    await writeFile(file, unqualified);
    console.log(`unqualified ${name}`);
  }
}

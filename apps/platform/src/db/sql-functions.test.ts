import { randomBytes } from "node:crypto";
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, dropSchema, type TestDatabase } from "../test/test-app.ts";
import { type Database, selectRows } from "./database.ts";
import { MIGRATIONS_DIR, MIGRATIONS_TABLE } from "./migrations.ts";
import { openPglite } from "./pglite.ts";
import { openPostgres } from "./postgres.ts";
import { applySqlFunctions, readSqlFunctions } from "./sql-functions.ts";

// The SQL functions' files are what the database runs, on a fresh install and on an upgrade alike:
// an older install (functions as its migrations left them) gets the files' definitions on start.

const url = process.env.DATABASE_URL;
const sources = readSqlFunctions();
// The last release before wallet_move's newest body and wallet_move_batch.
const OLDER_RELEASE = "0009_provider_wallet_lean";

/** The text between a file's dollar quotes: what PostgreSQL keeps as the function's body. */
function bodyOf(text: string): string {
  return text.slice(text.indexOf("$$") + 2, text.lastIndexOf("$$"));
}

interface FunctionRow {
  name: string;
  body: string;
  /** pg_get_functiondef without the schema, so two schemas' definitions compare equal. */
  definition: string;
}

/** Every function of the schema the database works in, by name. */
function functionsOf(database: Database): Promise<FunctionRow[]> {
  return selectRows<FunctionRow>(
    database.db,
    sql`select p.proname as name, p.prosrc as body,
               replace(pg_get_functiondef(p.oid), 'FUNCTION ' || quote_ident(current_schema()) || '.', 'FUNCTION ')
                 as definition
          from pg_proc p where p.pronamespace = current_schema()::regnamespace
         order by p.proname, p.oid`,
  );
}

/** A migrations folder whose journal ends at `lastTag`: what an older release shipped. */
async function olderMigrations(dir: string, lastTag: string): Promise<string> {
  const journal = JSON.parse(await readFile(path.join(MIGRATIONS_DIR, "meta/_journal.json"), "utf8")) as {
    entries: { tag: string }[];
  };
  const entries = journal.entries.slice(0, journal.entries.findIndex((entry) => entry.tag === lastTag) + 1);
  const folder = path.join(dir, "migrations");
  await mkdir(path.join(folder, "meta"), { recursive: true });
  await writeFile(path.join(folder, "meta/_journal.json"), JSON.stringify({ ...journal, entries }));
  for (const { tag } of entries)
    await copyFile(path.join(MIGRATIONS_DIR, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  return folder;
}

/** An install of the older release (its migrations only), opened as this release opens it. */
async function openOlderInstall(dir: string, schema: string): Promise<Database> {
  const migrationsFolder = await olderMigrations(dir, OLDER_RELEASE);
  if (!url) {
    const client = await PGlite.create(path.join(dir, "pglite"));
    await migratePglite(drizzlePglite({ client }), { migrationsFolder, migrationsTable: MIGRATIONS_TABLE });
    await client.close();
    return openPglite(dir);
  }
  const database = await openPostgres(url, schema);
  const pool = new pg.Pool({ connectionString: url, options: `-c search_path=${schema}` });
  try {
    await migratePostgres(drizzlePostgres({ client: pool }), {
      migrationsFolder,
      migrationsTable: MIGRATIONS_TABLE,
      migrationsSchema: schema,
    });
  } finally {
    await pool.end();
  }
  return database;
}

describe("the SQL function files", () => {
  it("each holds one CREATE OR REPLACE FUNCTION, of the function it is named after", () => {
    expect(sources.length).toBeGreaterThan(0);
    for (const { name, text } of sources) {
      const creates = [...text.matchAll(/^\s*CREATE\s+(?:OR\s+REPLACE\s+)?FUNCTION\s+([\w.]+)/gim)];
      expect(
        creates.map((create) => create[0].trim()),
        name,
      ).toEqual([`CREATE OR REPLACE FUNCTION ${name}`]);
    }
  });
});

describe("after migrating", () => {
  let fresh: TestDatabase;
  let olderDir: string;
  let upgraded: Database;
  const olderSchema = `test_${randomBytes(6).toString("hex")}`;

  beforeAll(async () => {
    fresh = await createTestDatabase();
    await fresh.database.migrate();
    olderDir = await mkdtemp(path.join(os.tmpdir(), "croupier-older-install-"));
    upgraded = await openOlderInstall(olderDir, olderSchema);
  }, 60_000);
  afterAll(async () => {
    await upgraded?.close();
    await fresh?.close();
    if (url) await dropSchema(url, olderSchema);
    if (olderDir) await rm(olderDir, { recursive: true, force: true });
  });

  it("has every function from its file and no other, each body the file's", async () => {
    const functions = await functionsOf(fresh.database);
    expect(functions.map((row) => row.name)).toEqual(sources.map((source) => source.name));
    for (const source of sources) {
      expect(functions.find((row) => row.name === source.name)?.body, source.name).toBe(bodyOf(source.text));
    }
  });

  it("gives an upgraded install the same definitions as a fresh one", async () => {
    const before = await functionsOf(upgraded);
    const walletMove = sources.find((source) => source.name === "wallet_move");
    expect(before.find((row) => row.name === "wallet_move")?.body).not.toBe(bodyOf(walletMove?.text ?? ""));
    expect(before.map((row) => row.name)).not.toContain("wallet_move_batch");

    await upgraded.withStartupLock(() => upgraded.migrate());

    expect(await functionsOf(upgraded)).toEqual(await functionsOf(fresh.database));
  });

  it("puts a changed file's definition in force on the next start", async () => {
    const changed = sources.map((source) =>
      source.name === "wallet_stored_answer"
        ? { ...source, text: source.text.replace(/\$\$;\s*$/, () => "  -- changed\n$$;\n") }
        : source,
    );
    const changedBody = bodyOf(changed.find((source) => source.name === "wallet_stored_answer")?.text ?? "");
    expect(changedBody).toContain("-- changed");
    try {
      await applySqlFunctions(fresh.database.db, changed);
      const functions = await functionsOf(fresh.database);
      expect(functions.find((row) => row.name === "wallet_stored_answer")?.body).toBe(changedBody);
    } finally {
      await fresh.database.migrate();
    }
    const restored = await functionsOf(fresh.database);
    expect(restored.find((row) => row.name === "wallet_stored_answer")?.body).not.toContain("-- changed");
  });

  // Replacing one function from two connections at once fails in one of them ("tuple concurrently
  // updated"): nodes starting together take turns under the start-up lock. PGlite has one
  // connection, so there the three starts share the database and its lock.
  it("lets several nodes start together on one database", async () => {
    const schema = fresh.database.migrationsSchema;
    const nodes = url ? await Promise.all([1, 2, 3].map(() => openPostgres(url, schema))) : [];
    const starts = url ? nodes : [fresh.database, fresh.database, fresh.database];
    try {
      await Promise.all(starts.map((node) => node.withStartupLock(() => node.migrate())));
    } finally {
      await Promise.all(nodes.map((node) => node.close()));
    }
    expect(await functionsOf(fresh.database)).toHaveLength(sources.length);
  });

  it("replaces nothing differently on a second start", async () => {
    const first = await functionsOf(fresh.database);
    await fresh.database.withStartupLock(() => fresh.database.migrate());
    expect(await functionsOf(fresh.database)).toEqual(first);
  });
});

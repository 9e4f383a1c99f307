import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { findSqlTableReferences, listDeclaredTables } from "./test/sql-table-references.ts";

// A module owns its tables (the pgTable calls of its schema.ts); other modules call its functions.
// Imports of another module's schema.ts are caught by dependency-cruiser (module-owns-its-tables);
// this catches the other way round it: raw SQL text naming another module's table. The owners are
// read from the schemas, so a new table is covered as soon as it is declared.
//
// Not scanned: tests and test helpers (they may read any table to check or set up a state), the
// database layer and test support (db/, test/: they serve every module), and schema.ts files
// (foreign keys name other tables on purpose).

const SOURCE = path.dirname(fileURLToPath(import.meta.url));
const SHARED = new Set(["db", "test"]);

function listOwners(): Map<string, string> {
  const owners = new Map<string, string>();
  for (const entry of readdirSync(SOURCE, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    let schema: string;
    try {
      schema = readFileSync(path.join(SOURCE, entry.name, "schema.ts"), "utf8");
    } catch {
      continue;
    }
    for (const table of listDeclaredTables(schema)) owners.set(table, entry.name);
  }
  return owners;
}

function listScannedFiles(): string[] {
  return readdirSync(SOURCE, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/(\.test\.ts|test-helpers\.ts|\/schema\.ts)$/.test(file))
    .filter((file) => !SHARED.has(file.split(path.sep)[0] ?? ""));
}

describe("module ownership", () => {
  const owners = listOwners();

  it("knows the owner of every declared table", () => {
    expect(owners.get("users")).toBe("identity");
    expect(owners.get("game_rounds")).toBe("provider-wallet");
    expect(owners.get("games")).toBe("catalog");
    expect(owners.size).toBeGreaterThan(40);
  });

  it("no module's SQL names a table another module owns", () => {
    const tables = new Set(owners.keys());
    const breaches: string[] = [];
    for (const file of listScannedFiles()) {
      const module = file.includes(path.sep) ? file.split(path.sep)[0] : "(top level)";
      for (const found of findSqlTableReferences(readFileSync(path.join(SOURCE, file), "utf8"), tables)) {
        const owner = owners.get(found.table);
        if (owner !== module) breaches.push(`${file}:${found.line} names ${found.table} (${owner}): ${found.excerpt}`);
      }
    }
    expect(breaches).toEqual([]);
  });
});

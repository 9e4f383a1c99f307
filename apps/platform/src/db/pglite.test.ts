import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "./database.ts";
import { openPglite } from "./pglite.ts";

// The embedded database in DATA_DIR starts with the memory settings of pglite.ts (issue 20's
// memory target), on a fresh data directory and again on an existing one.

let dataDir: string;
let database: Database;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "croupier-pglite-"));
  database = await openPglite(dataDir);
}, 120_000);
afterAll(async () => {
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function setting(name: "shared_buffers" | "maintenance_work_mem"): Promise<string> {
  const rows = (await database.db.execute(sql.raw(`show ${name}`))) as unknown as { rows: Record<string, string>[] };
  return rows.rows[0]?.[name] ?? "";
}

describe("openPglite", () => {
  it("starts with small buffers and work areas, and keeps rows across a restart", async () => {
    expect(await setting("shared_buffers")).toBe("16MB");
    expect(await setting("maintenance_work_mem")).toBe("16MB");
    await database.db.execute(sql`create table kept (id int primary key)`);
    await database.db.execute(sql`insert into kept select generate_series(1, 5000)`);
    await database.close();

    database = await openPglite(dataDir);
    expect(await setting("shared_buffers")).toBe("16MB");
    const rows = (await database.db.execute(sql`select count(*)::int as count from kept`)) as unknown as {
      rows: { count: number }[];
    };
    expect(rows.rows[0]?.count).toBe(5000);
  }, 120_000);
});

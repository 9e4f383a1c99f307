import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import { dropSchema } from "../test/test-app.ts";
import { rowsOf } from "./database.ts";
import { openPostgres } from "./postgres.ts";

// Nodes of a cluster started together in a fresh schema (npm run cluster, the smoke test) each
// create it; none may fail because another created it first.

const URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const schema = `test_together_${randomBytes(6).toString("hex")}`;

afterAll(() => dropSchema(URL, schema));

it("opens one fresh schema from 24 nodes at once", async () => {
  const opened = await Promise.all(Array.from({ length: 24 }, () => openPostgres(URL, schema)));
  try {
    const [row] = rowsOf<{ count: number }>(
      await opened[0]?.db.execute(sql`select count(*)::int as count from pg_namespace where nspname = ${schema}`),
    );
    expect(row?.count).toBe(1);
  } finally {
    await Promise.all(opened.map((database) => database.close()));
  }
});

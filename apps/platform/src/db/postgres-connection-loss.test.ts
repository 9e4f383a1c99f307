import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dropSchema } from "../test/test-app.ts";
import { type Database, rowsOf } from "./database.ts";
import { openPostgres } from "./postgres.ts";

// A PostgreSQL restart (or an operator's pg_terminate_backend) cuts every connection, including
// the ones a transaction holds out of the pool. node-postgres then emits 'error' on that client;
// with no listener the whole node would die of an uncaught exception (Vitest reports it as an
// unhandled error). The transaction must fail instead, and the next query find a fresh connection.

const URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const schema = `test_loss_${randomBytes(6).toString("hex")}`;
let database: Database;

beforeAll(async () => {
  database = await openPostgres(URL, schema);
});
afterAll(async () => {
  await database.close();
  await dropSchema(URL, schema);
});

/** Ends one backend from outside, as a server shutdown does to all of them. */
async function terminate(pid: number): Promise<void> {
  const admin = new pg.Client({ connectionString: URL });
  await admin.connect();
  try {
    await admin.query("select pg_terminate_backend($1)", [pid]);
  } finally {
    await admin.end();
  }
}

describe("a lost connection", () => {
  it("fails the transaction holding it, and the pool carries on", async () => {
    const cut = database.db.transaction(async (tx) => {
      const [row] = rowsOf<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid`));
      await terminate(Number(row?.pid));
      // The termination reaches the client while it sits idle inside the transaction.
      await new Promise((resolve) => setTimeout(resolve, 200));
      await tx.execute(sql`select 1`);
    });
    await expect(cut).rejects.toThrow();
    const [after] = rowsOf<{ one: number }>(await database.db.execute(sql`select 1 as one`));
    expect(after?.one).toBe(1);
  });
});

import pg from "pg";
import type { Executor } from "./database.ts";

/**
 * The node-postgres pool (or a transaction's pooled client) behind a drizzle executor on a
 * PostgreSQL server; null on PGlite. Hot paths send a named prepared statement straight through it
 * (parsed and planned once per connection, no query builder), typed by `client.query<Row>`.
 * Drizzle keeps the driver's client on the executor's session.
 */
export function nodePostgresClientOf(executor: Executor): pg.Pool | pg.Client | null {
  const session = executor._.session;
  if (!("client" in session)) return null;
  const { client } = session;
  return client instanceof pg.Pool || client instanceof pg.Client ? client : null;
}

import type { ExtractTablesWithRelations, SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import type * as schema from "./schema.ts";

export type Schema = typeof schema;

/** Drizzle over either driver: repositories are written once against this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** A transaction; repositories accept `Db | Tx` so services decide the transaction boundary. */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Executor = Db | Tx;

/** One database, embedded (PGlite) or a PostgreSQL server, behind the same interface. */
export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Schema holding drizzle's migrations journal table. */
  migrationsSchema: string;
  /**
   * Applies pending migrations (forward-only), then every SQL function's current definition from
   * its file (sql-functions.ts). Callers hold the start-up lock, so nodes on one PostgreSQL take turns.
   */
  migrate(): Promise<void>;
  /** Runs `task` while holding the start-up lock, so two nodes never seed at the same time. */
  withStartupLock<T>(task: () => Promise<T>): Promise<T>;
  /**
   * LISTENs on a notification channel (a lower-case identifier): `onNotify` gets each payload, in
   * commit order. On a server the listener has a connection of its own; when it is lost and
   * re-established, `onGap` is called (notifications sent meanwhile are lost). Resolves once
   * listening, to the function that stops.
   */
  listen(channel: string, onNotify: (payload: string) => void, onGap?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/**
 * The rows of a raw SQL query (`executor.execute(sql`...`)`). Drizzle leaves the result's type to
 * the driver; both drivers here (PGlite and node-postgres) answer `{ rows }`, typed by the caller.
 */
export async function selectRows<Row>(executor: Executor, query: SQL): Promise<Row[]> {
  return rowsOf<Row>(await executor.execute(query));
}

/** The rows of a result `execute` already answered (see selectRows). */
export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

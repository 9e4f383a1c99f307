import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import type { Database, Db } from "./database.ts";
import { MIGRATIONS_DIR, MIGRATIONS_TABLE } from "./migrations.ts";
import * as schema from "./schema.ts";
import { applySqlFunctions } from "./sql-functions.ts";

// Arbitrary constant shared by all Croupier nodes: the advisory lock that serialises start-up.
const STARTUP_LOCK_KEY = 7_310_2024;

/**
 * A PostgreSQL server through node-postgres. With `schemaName`, every pooled connection gets
 * `search_path` set to it (CI runs each test file in a fresh schema) and drizzle's migration
 * journal lives there too, so schemas never see each other's migrations.
 */
export async function openPostgres(url: string, schemaName?: string): Promise<Database> {
  if (schemaName) await createSchema(url, schemaName);
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // A hung or unreachable server fails a call (503, see unavailable.ts) instead of holding it
    // forever; far above any wait a working pool imposes under load.
    connectionTimeoutMillis: 15_000,
    ...(schemaName ? { options: `-c search_path=${schemaName}` } : {}),
  });
  // An idle client's network error must not crash the process; the next query reconnects.
  pool.on("error", () => {});
  // Nor may a checked-out one's (a transaction's, when the server restarts): the pool listens only
  // while a client is idle, and node-postgres emits 'error' on a lost connection. The pending
  // query fails on its own, and the release drops the broken client.
  pool.on("connect", (client) => client.on("error", () => {}));
  const postgresDb = drizzle({ client: pool, schema });
  const db: Db = postgresDb;
  const migrationsSchema = schemaName ?? "drizzle";
  return {
    db,
    kind: "postgres",
    migrationsSchema,
    migrate: async () => {
      await migrate(postgresDb, {
        migrationsFolder: MIGRATIONS_DIR,
        migrationsTable: MIGRATIONS_TABLE,
        migrationsSchema,
      });
      await applySqlFunctions(db);
    },
    withStartupLock: async (task) => {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
        return await task();
      } finally {
        await client.query("select pg_advisory_unlock($1)", [STARTUP_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    listen: (channel, onNotify, onGap) => listenOn(url, channel, onNotify, onGap),
    close: () => pool.end(),
  };
}

const LISTEN_RETRY_MS = 1000;

/**
 * A dedicated connection LISTENing on `channel`, re-established after a loss (then `onGap`: what
 * was notified meanwhile is lost). Resolves once the first LISTEN is in place.
 */
async function listenOn(
  url: string,
  channel: string,
  onNotify: (payload: string) => void,
  onGap?: () => void,
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`invalid notification channel ${channel}`);
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on("notification", (message) => {
      if (message.channel === channel && message.payload !== undefined) onNotify(message.payload);
    });
    const lost = () => {
      if (client !== next) return;
      client = null;
      next.end().catch(() => {});
      if (!stopped) scheduleReconnect();
    };
    next.on("error", lost);
    next.on("end", lost);
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    client = next;
  };
  const scheduleReconnect = () => {
    retry = setTimeout(() => {
      connect().then(
        () => onGap?.(),
        () => {
          if (!stopped) scheduleReconnect();
        },
      );
    }, LISTEN_RETRY_MS);
    retry.unref();
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const current = client;
    client = null;
    await current?.end().catch(() => {});
  };
}

/**
 * Nodes started together create their schema under the start-up lock: `if not exists` alone races
 * in PostgreSQL (both sessions see no schema, the second insert into the catalogue fails on its
 * unique index), which stopped a node of a three-node cluster starting in a fresh schema.
 */
async function createSchema(url: string, schemaName: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("begin");
    await client.query("select pg_advisory_xact_lock($1)", [STARTUP_LOCK_KEY]);
    await client.query(`create schema if not exists "${schemaName}"`);
    await client.query("commit");
  } finally {
    await client.end();
  }
}

import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { inject } from "vitest";
import { buildApp } from "../app.ts";
import type { CmsContent } from "../cms/content.ts";
import { loadConfig } from "../config.ts";
import type { Database } from "../db/database.ts";
import { openPglite, openPgliteInMemory } from "../db/pglite.ts";
import { openPostgres } from "../db/postgres.ts";
import type { AppConfig } from "../types.ts";
import { cmsFixtures } from "./cms-fixtures.ts";
import { type SmtpSink, startSmtpSink } from "./smtp-sink.ts";

export const TEST_SSR_TOKEN = "test-ssr-token-0123456789";

/**
 * One database per test file: the suite's migrated PGlite template loaded in memory (global-setup.ts), or,
 * with DATABASE_URL set, a fresh schema on that server, dropped afterwards. `buildApp` builds more
 * apps on the same database with other settings.
 */
export interface TestDatabase {
  database: Database;
  dataDir: string;
  buildApp(
    env?: Record<string, string>,
    options?: {
      cmsContent?: CmsContent;
      now?: () => Date;
      logStream?: { write(line: string): void };
      backofficeBuildDir?: string;
    },
  ): Promise<FastifyInstance>;
  close(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "croupier-test-"));
  const url = process.env.DATABASE_URL;
  const schema = url ? `test_${randomBytes(6).toString("hex")}` : undefined;
  const database = await openTestDatabase(dataDir, url, schema);
  const apps: FastifyInstance[] = [];
  return {
    database,
    dataDir,
    buildApp: async (env = {}, options = {}) => {
      const app = await buildApp(testConfig(dataDir, env), {
        database,
        cmsContent: options.cmsContent ?? cmsFixtures,
        now: options.now,
        logStream: options.logStream,
        backofficeBuildDir: options.backofficeBuildDir,
      });
      apps.push(app);
      return app;
    },
    close: async () => {
      await Promise.all(apps.map((app) => app.close()));
      await database.close().catch(() => {});
      if (url && schema) await dropSchema(url, schema);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A test file's database and the app it builds on it first. */
export interface TestApp {
  testDb: TestDatabase;
  app: FastifyInstance;
}

/** A fresh database (see createTestDatabase) and an app on it, built with `env` and `options`. */
export async function createTestApp(
  env?: Record<string, string>,
  options?: Parameters<TestDatabase["buildApp"]>[1],
): Promise<TestApp> {
  const testDb = await createTestDatabase();
  return { testDb, app: await testDb.buildApp(env, options) };
}

/**
 * The sign-up limit per address raised for a file whose tests sign many players up: they all come
 * from the one test address.
 */
export const MANY_SIGN_UPS = { SIGN_UP_RATE_LIMIT_IP: "1000" };

/** A test file's database, a loopback SMTP sink, and an app on that database that mails to the sink. */
export interface MailingTestApp extends TestApp {
  smtp: SmtpSink;
}

/** Builds a MailingTestApp; `env` and `options` go to `buildApp`, next to the sink's SMTP_URL. */
export async function startMailingTestApp(
  env: Record<string, string>,
  options?: Parameters<TestDatabase["buildApp"]>[1],
): Promise<MailingTestApp> {
  const testDb = await createTestDatabase();
  const smtp = await startSmtpSink();
  const app = await testDb.buildApp({ ...env, SMTP_URL: smtp.url }, options);
  return { testDb, smtp, app };
}

export async function stopMailingTestApp({ testDb, smtp }: MailingTestApp): Promise<void> {
  await testDb.close();
  await smtp.close();
}

/** A clock for `buildApp`'s `now` that stands still until the test moves it on with `later`. */
export interface HandClock {
  now: Date;
  later(ms: number): void;
}

export function handClock(start: string): HandClock {
  const clock: HandClock = {
    now: new Date(start),
    later: (ms) => {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  return clock;
}

function openTestDatabase(dataDir: string, url: string | undefined, schema: string | undefined): Promise<Database> {
  if (url) return openPostgres(url, schema);
  const template = inject("pgliteTemplateFile");
  if (!template) return openPglite(dataDir);
  return readFile(template).then((dump) => openPgliteInMemory(new Blob([dump])));
}

/**
 * For a test that runs the platform's CLI scripts as processes: each one starts Node and opens the
 * database from disk, about 10 s apiece while the rest of the suite shares two cores.
 */
export const CLI_TEST_TIMEOUT_MS = 90_000;

/**
 * Starts a PGlite data directory (as `npm start` and the CLIs open it) from the suite's migrated,
 * seeded template: initdb and 40 migrations in WASM cost tens of seconds on a busy two-core machine.
 * A no-op on PostgreSQL (`DATABASE_URL`), where each file has its own schema.
 */
export async function startDataDirFromTemplate(dataDir: string): Promise<void> {
  if (process.env.DATABASE_URL) return;
  const dump = new Blob([await readFile(inject("pgliteTemplateFile"))]);
  await (await PGlite.create(path.join(dataDir, "pglite"), { loadDataDir: dump })).close();
}

export function testConfig(dataDir: string, env: Record<string, string> = {}): AppConfig {
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    // Cheap password hashing: the suite hashes hundreds of passwords.
    ARGON2_MEMORY_KIB: "1024",
    ARGON2_TIME_COST: "1",
    WEB_BUILD_DIR: path.join(dataDir, "no-web"),
    // The origin of light-my-request's default Host (localhost:80): links and origin checks come
    // from this configuration only, never from a request's Host.
    PUBLIC_ORIGIN: "http://localhost",
    // Balance adjustments are off unless switched on; the suite tests them (and their switch).
    OPERATOR_ADJUSTMENTS_ENABLED: "on",
    ...env,
  });
  return { ...config, ssrToken: TEST_SSR_TOKEN };
}

export async function dropSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop schema if exists "${schema}" cascade`);
  } finally {
    await client.end();
  }
}

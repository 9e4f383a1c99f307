import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app.ts";
import type { Database } from "../db/database.ts";
import { openPostgres } from "../db/postgres.ts";
import { dropSchema, testConfig } from "./test-app.ts";

// Two platform processes on one PostgreSQL server, in a fresh schema: this test process is node A,
// a `node src/server.ts` child is node B. What crosses nodes (realtime publications, cookies signed
// with keys kept in the database) is proven between them. PostgreSQL runs beside the suite in both
// of CI's passes (the PGlite one too), so these tests always use the server.

const URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const PLATFORM_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export interface TwoNodes {
  /** Node A, built in this process (call it with `inject`, or over HTTP when `listenA`). */
  nodeA: FastifyInstance;
  /** Node B's origin, `http://127.0.0.1:<port>`. */
  nodeBUrl: string;
  /** Node B's process (a test may stop it with a signal, as an orchestrator does). */
  nodeB: ChildProcess;
  database: Database;
  /** Stops node B, closes node A and drops the schema. */
  stop(): Promise<void>;
}

/**
 * Starts node A with `configA` over the test configuration and node B with `envB` (no secrets on
 * either: both read the keys kept in the database).
 */
export async function startTwoNodes(
  options: { configA?: Record<string, string>; envB?: Record<string, string>; listenA?: boolean } = {},
): Promise<TwoNodes> {
  const schema = `test_${randomBytes(6).toString("hex")}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "croupier-two-nodes-"));
  const database = await openPostgres(URL, schema);
  const nodeA = await buildApp(testConfig(dataDir, options.configA ?? {}), { database });
  if (options.listenA) await nodeA.listen({ port: 0, host: "127.0.0.1" });
  const { child: nodeB, origin: nodeBUrl } = await startNode({
    DATABASE_URL: URL,
    DATABASE_SCHEMA: schema,
    DATA_DIR: path.join(dataDir, "b"),
    WEB_BUILD_DIR: path.join(dataDir, "no-web"),
    HOST: "127.0.0.1",
    PORT: "0",
    LOG_LEVEL: "info",
    ...options.envB,
  });
  return {
    nodeA,
    nodeBUrl,
    nodeB,
    database,
    async stop() {
      if (nodeB.exitCode === null && nodeB.signalCode === null) {
        const exited = new Promise((resolve) => nodeB.once("exit", resolve));
        nodeB.kill("SIGTERM");
        await exited;
      }
      await nodeA.close();
      await database.close();
      await dropSchema(URL, schema);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Starts `node src/server.ts` and resolves with its origin once it listens. */
function startNode(env: Record<string, string>): Promise<{ child: ChildProcess; origin: string }> {
  const child = spawn(process.execPath, ["src/server.ts"], {
    cwd: PLATFORM_DIR,
    env: { ...process.env, ...env, NODE_ENV: "test" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  return new Promise((resolve, reject) => {
    let output = "";
    child.stdout?.setEncoding("utf8");
    child.stdout?.on("data", (chunk: string) => {
      output += chunk;
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) resolve({ child, origin: match[1] });
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once("exit", (code) => reject(new Error(`node B exited (${code}): ${output.slice(-2000)}`)));
  });
}

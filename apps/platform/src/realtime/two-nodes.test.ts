import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Centrifuge } from "centrifuge";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import type { Database } from "../db/database.ts";
import { openPostgres } from "../db/postgres.ts";
import { signUp } from "../test/identity-helpers.ts";
import { dropSchema, testConfig } from "../test/test-app.ts";
import { publishToUser, userChannel } from "./publish.ts";
import { connectedClient, settingsToken, subscribe } from "./test-clients.ts";

// Two platform processes on one PostgreSQL server, in a fresh schema: this test process is node A,
// a `node src/server.ts` child is node B. PostgreSQL runs beside the suite in both of CI's passes
// (the PGlite one too), so this file always uses the server.

const URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const PLATFORM_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const schema = `test_${randomBytes(6).toString("hex")}`;

let dataDir: string;
let database: Database;
let nodeA: FastifyInstance;
let nodeB: ChildProcess;
let nodeBUrl: string;
const clients: Centrifuge[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "croupier-two-nodes-"));
  database = await openPostgres(URL, schema);
  // No REALTIME_SECRET on either node: both read the key kept in the database.
  nodeA = await buildApp(testConfig(dataDir, { SIGN_UP_RATE_LIMIT_IP: "1000" }), { database });
  ({ child: nodeB, origin: nodeBUrl } = await startNode({
    DATABASE_URL: URL,
    DATABASE_SCHEMA: schema,
    DATA_DIR: path.join(dataDir, "b"),
    WEB_BUILD_DIR: path.join(dataDir, "no-web"),
    HOST: "127.0.0.1",
    PORT: "0",
    LOG_LEVEL: "info",
    ARGON2_MEMORY_KIB: "1024",
    ARGON2_TIME_COST: "1",
  }));
}, 120_000);

afterAll(async () => {
  for (const client of clients) client.disconnect();
  if (nodeB && nodeB.exitCode === null) {
    const exited = new Promise((resolve) => nodeB.once("exit", resolve));
    nodeB.kill("SIGTERM");
    await exited;
  }
  await nodeA?.close();
  await database?.close();
  await dropSchema(URL, schema);
  await rm(dataDir, { recursive: true, force: true });
});

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

describe("two platform nodes on one PostgreSQL server", () => {
  it("deliver an event raised through node A to a client connected to node B", async () => {
    const player = await signUp(nodeA);
    const token = await settingsToken(nodeA, player.cookie);
    const client = await connectedClient(`${nodeBUrl.replace(/^http/, "ws")}/connection/websocket`, { token });
    clients.push(client);
    const inbox = subscribe(client, userChannel("freespins_changes", player.id));
    await inbox.subscribed();

    await nodeA.database.db.transaction((tx) =>
      publishToUser(tx, "freespins_changes", player.id, { id: 9, status: "issued" }),
    );
    expect((await inbox.next()).data).toEqual({ id: 9, status: "issued" });
  });
});

// `npm run cluster`: three platform nodes on one PostgreSQL server behind a load balancer (nginx or
// HAProxy when installed, else a Node balancer: cluster-balancer.ts), on one public origin.
//
// The database is DATABASE_URL; without it, the local test server (postgres://postgres@127.0.0.1:5432/test)
// in a fresh schema that is dropped when the cluster stops (DATABASE_SCHEMA names one to keep).
// A node that dies is started again after a second (CLUSTER_RESTART=off to leave it down). The
// state (origin, balancer, each node's port and pid) is written to data/cluster/cluster.json for
// load and fault scripts. Ctrl-C (SIGINT) or SIGTERM stops the balancer, then drains the nodes.
//
// Settings: CLUSTER_PORT (or PORT, default 3000), CLUSTER_NODES (default 3), CLUSTER_BALANCER
// (nginx, haproxy or node), CLUSTER_BUILD=off (API only: the site's build is not made), and every
// setting of the platform, passed to each node (PUBLIC_ORIGIN, SMTP_URL, METRICS_TOKEN, ...).
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { type Balancer, chooseBalancer, startBalancer } from "./cluster-balancer.ts";
import { ensureBuilds } from "./ensure-builds.ts";
import { PLATFORM_NODE_FLAGS, platformEnv } from "./memory-settings.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const LOCAL_DATABASE = "postgres://postgres@127.0.0.1:5432/test";
const workDir = path.resolve(root, process.env.CLUSTER_DIR ?? "data/cluster");
const port = Number(process.env.CLUSTER_PORT ?? process.env.PORT ?? 3000);
const nodeCount = Number(process.env.CLUSTER_NODES ?? 3);
const restartDeadNodes = process.env.CLUSTER_RESTART !== "off";
const log = (line: string) => console.log(`cluster: ${line}`);

interface NodeState {
  name: string;
  port: number;
  child: ChildProcess;
}

const databaseUrl = process.env.DATABASE_URL ?? LOCAL_DATABASE;
// Our own fresh schema on the local server is dropped at the end; a given one is the operator's.
const ownSchema = !process.env.DATABASE_URL && !process.env.DATABASE_SCHEMA;
const schema = process.env.DATABASE_SCHEMA ?? (ownSchema ? `cluster_${Date.now().toString(36)}` : undefined);
const origin = process.env.PUBLIC_ORIGIN ?? `http://localhost:${port}`;

await checkDatabase();
if (process.env.CLUSTER_BUILD !== "off") ensureBuilds("cluster");
await mkdir(workDir, { recursive: true });

// What every node must share: the database, the public origin, the balancer as trusted proxy and
// the secrets a node would otherwise make up at boot (the sandbox gateway signs checkout links on
// one node that another verifies). Secrets the platform keeps in the database need nothing here.
const sharedEnv: Record<string, string> = {
  NODE_ENV: process.env.NODE_ENV ?? "production",
  DATABASE_URL: databaseUrl,
  ...(schema ? { DATABASE_SCHEMA: schema } : {}),
  PUBLIC_ORIGIN: origin,
  TRUSTED_PROXIES: [process.env.TRUSTED_PROXIES, "127.0.0.1"].filter(Boolean).join(","),
  SANDBOX_GATEWAY_SECRET: process.env.SANDBOX_GATEWAY_SECRET ?? randomBytes(32).toString("hex"),
  PAYMENTS_SANDBOX: process.env.PAYMENTS_SANDBOX ?? "on",
  LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
  HOST: "127.0.0.1",
};

let stopping = false;
let balancer: Balancer | null = null;
const nodes: NodeState[] = [];
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void stop(0));

const kind = chooseBalancer(process.env.CLUSTER_BALANCER);
const nodePorts = await Promise.all(Array.from({ length: nodeCount }, () => freePort()));
try {
  // All at once: they take turns to migrate and seed under the start-up lock (db/postgres.ts).
  for (const [index, nodePort] of nodePorts.entries()) nodes.push(startNode(`node${index + 1}`, nodePort));
  await Promise.all(nodes.map((node) => waitUntilReady(node)));
  balancer = await startBalancer(kind, {
    port,
    host: process.env.CLUSTER_HOST ?? "0.0.0.0",
    nodePorts,
    workDir,
    log,
  });
} catch (error) {
  log(`could not start: ${(error as Error).message}`);
  await stop(1);
}
await writeState();
log(`${nodeCount} nodes behind ${kind} at http://localhost:${port} (public origin ${origin})`);
log(
  `database ${redact(databaseUrl)}${schema ? ` schema ${schema}` : ""}; state in ${path.relative(root, workDir)}/cluster.json`,
);
console.log(`http://localhost:${port}`);

function startNode(name: string, nodePort: number): NodeState {
  // Each node runs with `npm start`'s memory settings (scripts/memory-settings.ts).
  const child = spawn(process.execPath, [...PLATFORM_NODE_FLAGS, "src/server.ts"], {
    cwd: path.join(root, "apps/platform"),
    env: {
      ...platformEnv(),
      ...sharedEnv,
      PORT: String(nodePort),
      DATA_DIR: path.join(workDir, name),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const prefix = (stream: NodeJS.WritableStream) => (chunk: Buffer) => {
    for (const line of chunk.toString().split("\n")) if (line) stream.write(`[${name}] ${line}\n`);
  };
  child.stdout?.on("data", prefix(process.stdout));
  child.stderr?.on("data", prefix(process.stderr));
  const node: NodeState = { name, port: nodePort, child };
  child.once("exit", (code, signal) => {
    if (stopping || nodes.indexOf(node) === -1) return;
    log(`${name} exited (${signal ?? code})${restartDeadNodes ? "; starting it again" : ""}`);
    if (!restartDeadNodes) return;
    setTimeout(() => {
      if (stopping) return;
      const again = startNode(name, nodePort);
      nodes[nodes.indexOf(node)] = again;
      waitUntilReady(again).then(
        () => {
          log(`${name} is back (pid ${again.child.pid})`);
          return writeState();
        },
        (error: unknown) => log(`${name} did not come back: ${(error as Error).message}`),
      );
    }, 1_000);
  });
  return node;
}

/** Polls the node's /ready (database reachable, migrations applied) until it answers 200. */
async function waitUntilReady(node: NodeState): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (node.child.exitCode !== null) throw new Error(`${node.name} exited (${node.child.exitCode})`);
    const ready = await fetch(`http://127.0.0.1:${node.port}/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${node.name} was not ready within 120 s`);
}

async function writeState(): Promise<void> {
  const state = {
    url: `http://localhost:${port}`,
    origin,
    balancer: kind,
    schema: schema ?? null,
    supervisorPid: process.pid,
    nodes: nodes.map((node) => ({ name: node.name, port: node.port, pid: node.child.pid })),
  };
  await writeFile(path.join(workDir, "cluster.json"), `${JSON.stringify(state, null, 2)}\n`);
}

async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  log("stopping: the balancer first, then each node drains its requests and WebSockets");
  await balancer?.stop().catch(() => {});
  await Promise.all(nodes.map((node) => stopNode(node.child)));
  if (ownSchema && schema)
    await dropSchema(schema).catch((error: unknown) => log(`could not drop ${schema}: ${error}`));
  await rm(path.join(workDir, "cluster.json"), { force: true });
  process.exit(code);
}

function stopNode(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

async function checkDatabase(): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
    await client.query("select 1");
  } catch (error) {
    console.error(
      `cluster: cannot reach PostgreSQL at ${redact(databaseUrl)} (${(error as Error).message}).\n` +
        "Set DATABASE_URL to a PostgreSQL server, or start the local one (see the README).",
    );
    process.exit(1);
  } finally {
    await client.end().catch(() => {});
  }
}

async function dropSchema(name: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`drop schema if exists "${name}" cascade`);
  } finally {
    await client.end();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port: found } = server.address() as net.AddressInfo;
      server.close(() => resolve(found));
    });
  });
}

/** The URL without its password, for the console. */
function redact(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@]*@/, "//$1:***@");
}

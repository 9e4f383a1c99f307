// Load bench (issue 20): simulated players against the three-node cluster (scripts/cluster.ts:
// three platform nodes behind the balancer on one PostgreSQL server). Each player signs up, signs
// in, browses the lobby (page and API), searches (POST /api/games_filter), launches a studio game,
// then plays rounds of a bet and a win over the signed provider-wallet protocol, with a sandbox
// deposit or a withdrawal now and then; a few players hold a realtime WebSocket (official
// `centrifuge` client). The number of concurrent players ramps in steps until the p99 of the money
// calls (the wallet's bets and wins) exceeds 50 ms or the last step is done. Each
// step prints throughput and p50/p99 per operation and the errors (zero expected); at the end every
// acknowledged bet, win, deposit and withdrawal is looked up in the database and the ledger check
// (as `npm run ledger:check`) runs on it.
//
// --quick: two short steps (a few seconds). --all-steps: no stop at the target. --fault: one node is SIGKILLed in the middle of the
// last step (the cluster's supervisor starts it again); calls cut by the kill are counted apart,
// and every acknowledged one must still be found. --url <origin>: attach to a running cluster
// instead (BENCH_PROVIDER_SECRET, BENCH_GATEWAY_SECRET as given to it; DATABASE_URL and
// DATABASE_SCHEMA, else data/cluster/cluster.json's schema on the local server, for the checks).
// BENCH_STEPS (players per step, default 4,8,16,32,64), BENCH_STEP_SECONDS (10), BENCH_REALTIME (5),
// BENCH_PAGES=off (no lobby HTML).
// The clients run in this process on the same machine: their CPU is taken from the cluster's.
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Database } from "../apps/platform/src/db/database.ts";
import { openPostgres } from "../apps/platform/src/db/postgres.ts";
import { checkLedger, formatLedgerReport } from "../apps/platform/src/ledger/invariants.ts";
import {
  createRecorder,
  LoadPlayer,
  MONEY_OPERATIONS,
  type Recorder,
  WALLET_OPERATIONS,
} from "./support/load-player.ts";
import { quantile, repoRoot } from "./support/server.ts";

const args = process.argv.slice(2);
const quick = args.includes("--quick");
const fault = args.includes("--fault");
// Runs every step even past the target (on a loaded shared machine the first step may pass it).
const allSteps = args.includes("--all-steps");
const attachTo = args.includes("--url") ? args[args.indexOf("--url") + 1] : undefined;
const steps = (process.env.BENCH_STEPS ?? (quick ? "2,4" : "4,8,16,32,64")).split(",").map(Number);
const stepSeconds = Number(process.env.BENCH_STEP_SECONDS ?? (quick ? 3 : 10));
const realtimePlayers = Number(process.env.BENCH_REALTIME ?? (quick ? 2 : 5));
const TARGET_P99_MS = 50;
const databaseUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const providerSecret = process.env.BENCH_PROVIDER_SECRET ?? randomBytes(16).toString("hex");
const gatewaySecret = process.env.BENCH_GATEWAY_SECRET ?? randomBytes(32).toString("hex");
const loadAverage = () => readFileSync("/proc/loadavg", "utf8").split(" ")[0];

interface ClusterState {
  schema: string | null;
  nodes: { name: string; pid: number }[];
}

let supervisor: ChildProcess | null = null;
let workDir = "";
let origin = attachTo ?? "";
let stateFile = path.join(repoRoot, "data/cluster/cluster.json");
let schema = process.env.DATABASE_SCHEMA ?? "";

let database: Database | null = null;
let faultCut = 0;
let firstOver: number | null = null;
let killedPid = 0;
const all: LoadPlayer[] = [];
try {
  if (!attachTo) {
    workDir = await mkdtemp(path.join(os.tmpdir(), "croupier-load-"));
    stateFile = path.join(workDir, "cluster.json");
    schema = `bench_load_${process.pid}`;
    origin = await startCluster();
  }
  const state = JSON.parse(await readFile(stateFile, "utf8")) as ClusterState;
  schema ||= state.schema ?? "";
  database = await openPostgres(databaseUrl, schema || undefined);

  console.log(
    `load bench: ${state.nodes.length} nodes at ${origin}, steps of ${steps.join(", ")} players × ${stepSeconds} s, ` +
      `${realtimePlayers} realtime connections${fault ? ", a node SIGKILLed in the last step" : ""}; ` +
      `load average ${loadAverage()} (shared machine: figures are noisy)`,
  );

  // BENCH_PAGES=off leaves the lobby's server-rendered HTML out (to see what it costs the money calls).
  const pages =
    process.env.BENCH_PAGES !== "off" &&
    (await fetch(`${origin}/`, { headers: { accept: "text/html" } }).then(
      // Without the web build a node serves its setup page at / (API only): then no lobby pages.
      async (response) => response.ok && !(await response.text()).includes("Croupier platform is running"),
      () => false,
    ));
  const gameId = await studioGameId();
  const cumulative = createRecorder();

  // Players stay from step to step; each step's newcomers arrive (sign-up, sign-in, first
  // deposit, lobby, launch) in it, then everyone plays for the step's window.
  const settings = { origin, providerSecret, gatewaySecret, pages, recorder: createRecorder() };
  const playing: LoadPlayer[] = [];
  await warmUp();
  for (const [index, count] of steps.entries()) {
    const recorder = createRecorder();
    settings.recorder = recorder;
    const isLast = index === steps.length - 1;
    const started = performance.now();
    const newcomers = await Promise.all(
      Array.from({ length: Math.max(0, count - playing.length) }, async () => {
        const player = new LoadPlayer(settings);
        player.gameId = gameId;
        all.push(player);
        return (await player.arrive()) ? player : null;
      }),
    );
    for (const player of newcomers) if (player) playing.push(player);
    for (const player of playing.slice(0, realtimePlayers)) if (!player.realtimeOpened) await player.connectRealtime();
    const deadline = performance.now() + stepSeconds * 1000;
    const killAt = fault && isLast ? performance.now() + (stepSeconds * 1000) / 2 : 0;
    if (killAt) setTimeout(() => void killOneNode(), killAt - performance.now());
    await Promise.all(
      playing.map(async (player) => {
        while (performance.now() < deadline) {
          const roll = Math.random();
          if (roll < 0.04) await player.deposit();
          else if (roll < 0.07) await player.withdraw();
          else if (roll < 0.1) await player.browseLobby();
          else await player.playRound();
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const walletP99 = report(count, seconds, recorder);
    merge(cumulative, recorder);
    if (fault && isLast) faultCut = [...recorder.errors.values()].reduce((a, b) => a + b, 0);
    if (walletP99 > TARGET_P99_MS) {
      firstOver ??= count;
      const stop = !isLast && !quick && !allSteps;
      console.log(
        `wallet p99 ${walletP99.toFixed(1)} ms > ${TARGET_P99_MS} ms at ${count} players${stop ? ": ramp stopped" : ""}`,
      );
      if (stop) break;
    }
  }
  console.log(
    firstOver === null
      ? `\nwallet p99 stayed within ${TARGET_P99_MS} ms up to ${steps.at(-1)} players`
      : `\nwallet p99 first over ${TARGET_P99_MS} ms at ${firstOver} players`,
  );
  if (killedPid) await reportRestart(killedPid);
  const connected = all.filter((player) => player.realtimeConnected).length;
  const opened = all.filter((player) => player.realtimeOpened).length;
  console.log(`realtime: ${connected} of ${opened} connections connected at the end`);
  await verify(cumulative, database);
} finally {
  for (const player of all) player.close();
  await database?.close();
  await stopCluster();
}

/** Prints one step's table; returns the p99 of its wallet calls (bets and wins). */
function report(players: number, seconds: number, recorder: Recorder): number {
  const money: number[] = [];
  const wallet: number[] = [];
  let total = 0;
  console.log(`\nstep: ${players} players, ${seconds.toFixed(1)} s, load average ${loadAverage()}`);
  console.log(
    `  ${"operation".padEnd(20)} ${"calls/s".padStart(8)} ${"p50 ms".padStart(8)} ${"p99 ms".padStart(8)} errors`,
  );
  const names = new Set([...recorder.latencies.keys(), ...recorder.errors.keys()]);
  for (const name of names) {
    const sorted = [...(recorder.latencies.get(name) ?? [])].sort((a, b) => a - b);
    total += sorted.length;
    if (MONEY_OPERATIONS.has(name)) money.push(...sorted);
    if (WALLET_OPERATIONS.has(name)) wallet.push(...sorted);
    console.log(
      `  ${name.padEnd(20)} ${(sorted.length / seconds).toFixed(1).padStart(8)} ${quantile(sorted, 0.5).toFixed(1).padStart(8)} ` +
        `${quantile(sorted, 0.99).toFixed(1).padStart(8)} ${recorder.errors.get(name) ?? 0}`,
    );
  }
  money.sort((a, b) => a - b);
  wallet.sort((a, b) => a - b);
  const errors = [...recorder.errors.values()].reduce((a, b) => a + b, 0);
  const p99 = quantile(wallet, 0.99);
  console.log(
    `  ${"all".padEnd(20)} ${(total / seconds).toFixed(1).padStart(8)}   money calls: ${(money.length / seconds).toFixed(1)}/s ` +
      `p50 ${quantile(money, 0.5).toFixed(1)} ms p99 ${quantile(money, 0.99).toFixed(1)} ms; ` +
      `wallet (bet, win) ${(wallet.length / seconds).toFixed(1)}/s p50 ${quantile(wallet, 0.5).toFixed(1)} ms p99 ${p99.toFixed(1)} ms; errors ${errors}`,
  );
  if (recorder.refusals > 0) console.log(`  withdrawals refused (422): ${recorder.refusals}`);
  for (const sample of recorder.samples.slice(0, 5)) console.log(`    ${sample}`);
  return p99;
}

function merge(into: Recorder, from: Recorder): void {
  into.acknowledged.transactions.push(...from.acknowledged.transactions);
  into.acknowledged.deposits.push(...from.acknowledged.deposits);
  into.acknowledged.withdrawals.push(...from.acknowledged.withdrawals);
  for (const [name, count] of from.errors) into.errors.set(name, (into.errors.get(name) ?? 0) + count);
}

/** Every acknowledged money call is in the database, and the ledger holds every invariant. */
async function verify(recorder: Recorder, database: Database): Promise<void> {
  const { transactions, deposits, withdrawals } = recorder.acknowledged;
  const found = async (query: ReturnType<typeof sql>) =>
    Number(((await database.db.execute(query)) as unknown as { rows: { n: string }[] }).rows[0]?.n ?? 0);
  const actions = transactions.length
    ? await found(
        sql`select count(*) as n from game_actions where transaction_id = any(${sql.param(transactions)}::text[])`,
      )
    : 0;
  const settled = deposits.length
    ? await found(
        sql`select count(*) as n from payments where id = any(${sql.param(deposits)}::bigint[]) and action = 'deposit' and success`,
      )
    : 0;
  const cashouts = withdrawals.length
    ? await found(
        sql`select count(*) as n from payments where id = any(${sql.param(withdrawals)}::bigint[]) and action = 'cashout'`,
      )
    : 0;
  console.log(
    `\nacknowledged and found: bets+wins ${actions}/${transactions.length}, deposits ${settled}/${deposits.length}, ` +
      `withdrawals ${cashouts}/${withdrawals.length}`,
  );
  const errors = [...recorder.errors.values()].reduce((a, b) => a + b, 0);
  console.log(
    `errors: ${errors}${fault ? ` (${faultCut} in the step with the kill: calls cut or refused by it)` : ""}`,
  );
  const ledger = await checkLedger(database.db);
  console.log(`ledger check (schema ${schema}):\n${formatLedgerReport(ledger)}`);
  const lost = transactions.length - actions + deposits.length - settled + withdrawals.length - cashouts;
  if (lost > 0 || ledger.breaches.length > 0 || errors - faultCut > 0) process.exitCode = 1;
}

/** First requests of each node (SSR and catalogue caches) outside the figures. */
async function warmUp(): Promise<void> {
  for (let round = 0; round < 6; round += 1) {
    await fetch(`${origin}/`, { headers: { accept: "text/html" } }).then(
      (response) => response.text(),
      () => "",
    );
    await fetch(`${origin}/api/games/collections`).then(
      (response) => response.text(),
      () => "",
    );
  }
}

/** The per-currency (EUR) id of the studio's first game, for launches. */
async function studioGameId(): Promise<number> {
  const response = await fetch(`${origin}/api/games_filter`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/vnd.s.v2+json",
      "x-requested-with": "XMLHttpRequest",
    },
    body: JSON.stringify({ filter: { providers: ["croupier-studio"] }, page: 1, page_size: 1 }),
  });
  const page = (await response.json()) as { data: { currencies: Record<string, { id: number }> }[] };
  const id = page.data[0]?.currencies.EUR?.id;
  if (!id) throw new Error("no studio game in EUR in the catalogue");
  return id;
}

/** After a kill: whether the supervisor started the node again (its new pid answers /ready). */
async function reportRestart(killedPid: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const current = JSON.parse(await readFile(stateFile, "utf8")) as ClusterState;
    const node = current.nodes[0];
    if (node && node.pid !== killedPid) {
      console.log(`fault: ${node.name} is back (pid ${node.pid})`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  console.log("fault: the killed node did not come back within 60 s");
  process.exitCode = 1;
}

async function killOneNode(): Promise<void> {
  const current = JSON.parse(await readFile(stateFile, "utf8")) as ClusterState;
  const victim = current.nodes[0];
  if (!victim) return;
  console.log(`fault: SIGKILL ${victim.name} (pid ${victim.pid})`);
  process.kill(victim.pid, "SIGKILL");
  killedPid = victim.pid;
}

async function startCluster(): Promise<string> {
  const port = await freePort();
  let output = "";
  supervisor = spawn(process.execPath, ["scripts/cluster.ts"], {
    cwd: repoRoot,
    env: {
      ...process.env,
      // Test mode: the sign-up rate limits of one address would stop a crowd from one machine.
      NODE_ENV: "test",
      DATABASE_URL: databaseUrl,
      DATABASE_SCHEMA: schema,
      CLUSTER_PORT: String(port),
      CLUSTER_HOST: "127.0.0.1",
      CLUSTER_DIR: workDir,
      CLUSTER_BUILD: "off",
      CLUSTER_BALANCER: process.env.CLUSTER_BALANCER ?? "node",
      PROVIDER_SECRET_CROUPIER_STUDIO: providerSecret,
      SANDBOX_GATEWAY_SECRET: gatewaySecret,
      // Cheap password hashing: the bench measures the platform, not argon2 on two shared cores.
      ARGON2_MEMORY_KIB: "1024",
      ARGON2_TIME_COST: "1",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  for (const stream of [supervisor.stdout, supervisor.stderr])
    stream?.on("data", (chunk) => {
      output = (output + chunk).slice(-20_000);
    });
  return new Promise<string>((resolve, reject) => {
    supervisor?.stdout?.on("data", () => {
      const match = /^(http:\/\/localhost:\d+)$/m.exec(output);
      if (match?.[1]) resolve(match[1].replace("localhost", "127.0.0.1"));
    });
    supervisor?.once("exit", (code) => reject(new Error(`cluster exited (${code}): ${output.slice(-2000)}`)));
  });
}

async function stopCluster(): Promise<void> {
  if (!supervisor || supervisor.exitCode !== null) return;
  const exited = new Promise((resolve) => supervisor?.once("exit", resolve));
  supervisor.kill("SIGTERM");
  await exited;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`drop schema if exists "${schema}" cascade`).catch(() => {});
  await client.end();
  await rm(workDir, { recursive: true, force: true });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

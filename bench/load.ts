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
// --quick: two short steps (a few seconds). --all-steps: no stop at the target.
// --fault: during the last step one node is SIGKILLed (the cluster's supervisor starts it again),
// and once it is back PostgreSQL is stopped as a crash would stop it (immediate, WAL recovery) and
// started again after BENCH_DB_DOWN_MS (2,000). The step lasts until both are healed plus a few
// seconds, then every player plays one more round (zero errors: the clients recovered). Calls cut
// inside a fault's window (until healed plus 10 s: bench/support/faults.ts) are counted apart;
// every acknowledged one must still be found, and an error outside a window fails the run.
// --soak: BENCH_SOAK_ROUNDS rounds (bet and win; default 1,000,000) over BENCH_SOAK_PLAYERS players
// (1,000), BENCH_SOAK_CONCURRENCY (32) of them at a time, each pick a random idle player; with
// deposits, withdrawals and lobby visits mixed in as in the steps. Random faults: a node SIGKILLed
// about every BENCH_SOAK_FAULT_SECONDS (60, one fault at a time) and PostgreSQL restarted once,
// somewhere between 30% and 70% of the rounds. Progress every 10 s; at the end the figures
// (rounds/s, p50/p99 per operation, errors, faults), the recovery round and the same checks.
// --fault and --soak run the cluster on a throw-away PostgreSQL server of their own
// (bench/support/own-postgres.ts: initdb in a temporary directory, a free port), never the
// machine's shared one; BENCH_OWN_POSTGRES=off keeps the shared server (then no database restart),
// --own-postgres uses one without faults. Exit code 1 when an acknowledged call is lost, the ledger
// check fails, an error falls outside the faults' windows or a player does not recover.
// --url <origin>: attach to a running cluster
// instead (BENCH_PROVIDER_SECRET, BENCH_GATEWAY_SECRET as given to it; DATABASE_URL and
// DATABASE_SCHEMA, else data/cluster/cluster.json's schema on the local server, for the checks;
// faults are node kills only).
// BENCH_STEPS (players per step, default 4,8,16,32,64), BENCH_STEP_SECONDS (10), BENCH_REALTIME (5),
// BENCH_PAGES=off (no lobby HTML), BENCH_CLUSTER_LOG=<file> (the cluster's and its nodes' output).
// The clients run in this process on the same machine: their CPU is taken from the cluster's.
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createWriteStream, readFileSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type SQL, sql } from "drizzle-orm";
import pg from "pg";
import { type Database, rowsOf } from "../apps/platform/src/db/database.ts";
import { openPostgres } from "../apps/platform/src/db/postgres.ts";
import { checkLedger, formatLedgerReport } from "../apps/platform/src/ledger/invariants.ts";
import { FaultLog, killNode, restartPostgres } from "./support/faults.ts";
import {
  createRecorder,
  LoadPlayer,
  type LoadSettings,
  MONEY_OPERATIONS,
  type Recorder,
  WALLET_OPERATIONS,
} from "./support/load-player.ts";
import { soak } from "./support/load-soak.ts";
import { type OwnPostgres, startOwnPostgres } from "./support/own-postgres.ts";
import { freePort, quantile, repoRoot, studioGameId } from "./support/server.ts";

const args = process.argv.slice(2);
const quick = args.includes("--quick");
const fault = args.includes("--fault");
const soaking = args.includes("--soak");
// Runs every step even past the target (on a loaded shared machine the first step may pass it).
const allSteps = args.includes("--all-steps");
const attachTo = args.includes("--url") ? args[args.indexOf("--url") + 1] : undefined;
const wantsOwnPostgres =
  !attachTo && (args.includes("--own-postgres") || ((fault || soaking) && process.env.BENCH_OWN_POSTGRES !== "off"));
const steps = (process.env.BENCH_STEPS ?? (quick ? "2,4" : "4,8,16,32,64")).split(",").map(Number);
const stepSeconds = Number(process.env.BENCH_STEP_SECONDS ?? (quick ? 3 : 10));
const realtimePlayers = Number(process.env.BENCH_REALTIME ?? (quick ? 2 : 5));
const databaseDownMs = Number(process.env.BENCH_DB_DOWN_MS ?? 2_000);
const TARGET_P99_MS = 50;
// After the last fault is healed, the fault step goes on this long before the recovery round.
const FAULT_TAIL_MS = 5_000;
let databaseUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const providerSecret = process.env.BENCH_PROVIDER_SECRET ?? randomBytes(16).toString("hex");
const gatewaySecret = process.env.BENCH_GATEWAY_SECRET ?? randomBytes(32).toString("hex");
const loadAverage = () => readFileSync("/proc/loadavg", "utf8").split(" ")[0];

interface ClusterState {
  schema: string | null;
  nodes: { name: string; pid: number }[];
}

let supervisor: ChildProcess | null = null;
let ownPostgres: OwnPostgres | null = null;
let workDir = "";
let origin = attachTo ?? "";
let stateFile = path.join(repoRoot, "data/cluster/cluster.json");
let schema = process.env.DATABASE_SCHEMA ?? "";

let database: Database | null = null;
let firstOver: number | null = null;
const faults = new FaultLog();
const all: LoadPlayer[] = [];
// Interrupted (Ctrl-C, a timeout): the cluster and the own PostgreSQL server must not outlive us.
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => {
    console.log(`${signal}: stopping the cluster and the bench's PostgreSQL`);
    void cleanUp().finally(() => process.exit(130));
  });
try {
  if (!attachTo) {
    if (wantsOwnPostgres) {
      ownPostgres = await startOwnPostgres();
      databaseUrl = ownPostgres.url;
    }
    workDir = await mkdtemp(path.join(os.tmpdir(), "croupier-load-"));
    stateFile = path.join(workDir, "cluster.json");
    schema = `bench_load_${process.pid}`;
    origin = await startCluster();
  }
  const state = JSON.parse(await readFile(stateFile, "utf8")) as ClusterState;
  schema ||= state.schema ?? "";
  database = await openPostgres(databaseUrl, schema || undefined);

  console.log(
    `load bench: ${state.nodes.length} nodes at ${origin} on ${ownPostgres ? "a PostgreSQL server of its own" : "the given PostgreSQL"}, ` +
      (soaking
        ? "soak"
        : `steps of ${steps.join(", ")} players × ${stepSeconds} s${fault ? ", faults in the last step" : ""}`) +
      `, ${realtimePlayers} realtime connections; load average ${loadAverage()} (shared machine: figures are noisy)`,
  );

  // BENCH_PAGES=off leaves the lobby's server-rendered HTML out (to see what it costs the money calls).
  const pages =
    process.env.BENCH_PAGES !== "off" &&
    (await fetch(`${origin}/`, { headers: { accept: "text/html" } }).then(
      // Without the web build a node serves its setup page at / (API only): then no lobby pages.
      async (response) => response.ok && !(await response.text()).includes("Croupier platform is running"),
      () => false,
    ));
  const gameId = await studioGameId(origin);
  const cumulative = createRecorder();
  const settings = { origin, providerSecret, gatewaySecret, pages, recorder: createRecorder(), faults };
  await warmUp();
  const playing = soaking ? await runSoak(settings, gameId, cumulative) : await runSteps(settings, gameId, cumulative);
  if (faults.count > 0) {
    console.log(`
faults injected: ${faults.count}`);
    faults.report();
    await recoveryRound(playing, settings, cumulative);
  }
  const connected = all.filter((player) => player.realtimeConnected).length;
  const opened = all.filter((player) => player.realtimeOpened).length;
  console.log(`realtime: ${connected} of ${opened} connections connected at the end`);
  await verify(cumulative, database);
} finally {
  await cleanUp();
}

async function cleanUp(): Promise<void> {
  for (const player of all) player.close();
  await database?.close().catch(() => {});
  database = null;
  await stopCluster();
  await ownPostgres?.destroy();
  ownPostgres = null;
}

/**
 * The ramp: players stay from step to step; each step's newcomers arrive (sign-up, sign-in, first
 * deposit, lobby, launch) in it, then everyone plays for the step's window. With --fault the last
 * step injects the faults. Answers the players playing at the end.
 */
async function runSteps(settings: LoadSettings, gameId: number, cumulative: Recorder): Promise<LoadPlayer[]> {
  const playing: LoadPlayer[] = [];
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
    // The fault step lasts until its faults are healed and the tail is over, at least the window.
    let faulting = fault && isLast;
    const window = performance.now() + stepSeconds * 1000;
    if (faulting) void injectFaults().finally(() => setTimeout(() => (faulting = false), FAULT_TAIL_MS));
    await Promise.all(
      playing.map(async (player) => {
        while (faulting || performance.now() < window) await player.act();
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const walletP99 = report(`step: ${count} players`, seconds, recorder);
    merge(cumulative, recorder);
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
  return playing;
}

/** The fault step's sequence: a quarter into the window a node is killed; once back, the database restart. */
async function injectFaults(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, Math.max(1_000, (stepSeconds * 1000) / 4)));
  if (!(await killNode(stateFile, faults))) process.exitCode = 1;
  if (ownPostgres) await restartPostgres(ownPostgres, faults, databaseDownMs);
}

/** The soak (--soak): its figures as one table over the whole run. */
async function runSoak(settings: LoadSettings, gameId: number, cumulative: Recorder): Promise<LoadPlayer[]> {
  const rounds = Number(process.env.BENCH_SOAK_ROUNDS ?? 1_000_000);
  const players = Number(process.env.BENCH_SOAK_PLAYERS ?? 1_000);
  console.log(`soak: ${rounds} rounds over ${players} players`);
  const result = await soak({
    rounds,
    players,
    concurrency: Number(process.env.BENCH_SOAK_CONCURRENCY ?? 32),
    faultSeconds: Number(process.env.BENCH_SOAK_FAULT_SECONDS ?? 60),
    realtimePlayers,
    gameId,
    settings,
    faults,
    stateFile,
    postgres: ownPostgres,
    databaseDownMs,
  });
  all.push(...result.players);
  console.log(
    `\nsoak: ${result.rounds} rounds in ${result.seconds.toFixed(0)} s: ${(result.rounds / result.seconds).toFixed(1)} rounds/s`,
  );
  report(`soak: ${result.rounds} rounds over ${result.playing.length} players`, result.seconds, settings.recorder);
  merge(cumulative, settings.recorder);
  return result.playing;
}

/** After the faults, every player plays one more round: all must succeed (the clients recovered). */
async function recoveryRound(playing: LoadPlayer[], settings: LoadSettings, cumulative: Recorder): Promise<void> {
  const recorder = createRecorder();
  settings.recorder = recorder;
  // Not inside any fault's window any more: each error here counts.
  settings.faults = undefined;
  await Promise.all(playing.map((player) => player.playRound()));
  merge(cumulative, recorder);
  const errors = [...recorder.errors.values()].reduce((a, b) => a + b, 0);
  console.log(`recovery: ${playing.length} players each played a round after the faults; errors ${errors}`);
  for (const sample of recorder.samples.slice(0, 5)) console.log(`    ${sample}`);
}

/** Prints one step's (or the soak's) table; returns the p99 of its wallet calls (bets and wins). */
function report(title: string, seconds: number, recorder: Recorder): number {
  const money: number[] = [];
  const wallet: number[] = [];
  let total = 0;
  console.log(`\n${title}, ${seconds.toFixed(1)} s, load average ${loadAverage()}`);
  console.log(
    `  ${"operation".padEnd(20)} ${"calls/s".padStart(8)} ${"p50 ms".padStart(8)} ${"p99 ms".padStart(8)} errors`,
  );
  const names = new Set([...recorder.latencies.keys(), ...recorder.errors.keys()]);
  for (const name of names) {
    const sorted = [...(recorder.latencies.get(name) ?? [])].sort((a, b) => a - b);
    total += sorted.length;
    if (MONEY_OPERATIONS.has(name)) append(money, sorted);
    if (WALLET_OPERATIONS.has(name)) append(wallet, sorted);
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
  append(into.acknowledged.transactions, from.acknowledged.transactions);
  append(into.acknowledged.deposits, from.acknowledged.deposits);
  append(into.acknowledged.withdrawals, from.acknowledged.withdrawals);
  for (const [name, count] of from.errors) into.errors.set(name, (into.errors.get(name) ?? 0) + count);
  into.faultErrors += from.faultErrors;
  append(into.unexplained, from.unexplained);
}

/** push(...items) without the spread: a soak's millions of items would overflow the stack. */
function append<T>(into: T[], items: readonly T[]): void {
  for (const item of items) into.push(item);
}

/** Every acknowledged money call is in the database, and the ledger holds every invariant. */
async function verify(recorder: Recorder, database: Database): Promise<void> {
  const { transactions, deposits, withdrawals } = recorder.acknowledged;
  const actions = await countFound(
    database,
    transactions,
    (chunk) => sql`select count(*) as n from game_actions where transaction_id = any(${sql.param(chunk)}::text[])`,
  );
  const settled = await countFound(
    database,
    deposits,
    (chunk) =>
      sql`select count(*) as n from payments where id = any(${sql.param(chunk)}::bigint[]) and action = 'deposit' and success`,
  );
  const cashouts = await countFound(
    database,
    withdrawals,
    (chunk) =>
      sql`select count(*) as n from payments where id = any(${sql.param(chunk)}::bigint[]) and action = 'cashout'`,
  );
  console.log(
    `\nacknowledged and found: bets+wins ${actions}/${transactions.length}, deposits ${settled}/${deposits.length}, ` +
      `withdrawals ${cashouts}/${withdrawals.length}`,
  );
  const errors = [...recorder.errors.values()].reduce((a, b) => a + b, 0);
  console.log(`errors: ${errors} (${recorder.faultErrors} inside the faults' windows: calls cut or refused by them)`);
  for (const sample of recorder.unexplained) console.log(`  outside the faults: ${sample}`);
  const ledger = await checkLedger(database.db);
  console.log(`ledger check (schema ${schema}):\n${formatLedgerReport(ledger)}`);
  const lost = transactions.length - actions + deposits.length - settled + withdrawals.length - cashouts;
  if (lost > 0 || ledger.breaches.length > 0 || errors - recorder.faultErrors > 0) process.exitCode = 1;
}

/** How many of `ids` a counting query finds, asked in chunks (a soak acknowledges millions). */
async function countFound<T>(database: Database, ids: T[], query: (chunk: T[]) => SQL): Promise<number> {
  let found = 0;
  for (let start = 0; start < ids.length; start += 50_000) {
    const [row] = rowsOf<{ n: string }>(await database.db.execute(query(ids.slice(start, start + 50_000))));
    found += Number(row?.n ?? 0);
  }
  return found;
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
  const log = process.env.BENCH_CLUSTER_LOG ? createWriteStream(process.env.BENCH_CLUSTER_LOG) : null;
  for (const stream of [supervisor.stdout, supervisor.stderr])
    stream?.on("data", (chunk) => {
      log?.write(chunk);
      output = (output + chunk).slice(-20_000);
      noteNodeExits(String(chunk));
    });
  return new Promise<string>((resolve, reject) => {
    supervisor?.stdout?.on("data", () => {
      const match = /^(http:\/\/localhost:\d+)$/m.exec(output);
      if (match?.[1]) resolve(match[1].replace("localhost", "127.0.0.1"));
    });
    supervisor?.once("exit", (code) => reject(new Error(`cluster exited (${code}): ${output.slice(-2000)}`)));
  });
}

/**
 * The supervisor's word on nodes that exited: a SIGKILL is the bench's own fault; any other exit
 * (a node crashed, say when the database restarted) fails the run.
 */
function noteNodeExits(output: string): void {
  for (const [line, how] of output.matchAll(/^cluster: node\d+ exited \(([^)]*)\).*$/gm)) {
    console.log(line);
    if (how !== "SIGKILL") {
      console.log("a node exited on its own: failure");
      process.exitCode = 1;
    }
  }
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

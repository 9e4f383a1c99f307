// Memory bench (issue 20: platform ≤ 300 MB RSS on PGlite with the demo catalogue after the load).
// Starts the platform as `npm start` does with no DATABASE_URL (embedded PGlite in a fresh
// DATA_DIR, the demo catalogue seeded, the site's build served, NODE_ENV=production), then drives a
// fixed workload for a fixed time: simulated players (bench/support/load-player.ts: sign-up,
// sign-in, deposit, lobby API and search, launch, rounds of a bet and a win over the signed wallet
// protocol, withdrawals) plus server-rendered page loads. RSS is read from /proc every 250 ms;
// after the load and a short idle the platform reports its memory split (heap, external, array
// buffers). Reference in the same run: a bare Node process that loads the same code (platform,
// PGlite, the site's server build) without a database or a listener, so the platform's RSS also
// reads as a ratio of what the code alone costs. Needs the site's build (`npm run build`).
// BENCH_SECONDS (120; --quick 20), BENCH_PLAYERS (8), BENCH_PORT (free port) override;
// BENCH_HEAP_SNAPSHOT=<file> writes the platform's heap snapshot at the end (slow, and it inflates RSS);
// BENCH_NODE_FLAGS adds Node/V8 flags to the platform's (to try one, e.g. --heap-growing-percent=50).
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { platformEnv } from "../scripts/memory-settings.ts";
import { createRecorder, LoadPlayer, type Recorder } from "./support/load-player.ts";
import { benchNodeFlags, freePort, repoRoot, studioGameId } from "./support/server.ts";

const TARGET_MB = 300;
const quick = process.argv.includes("--quick");
const seconds = Number(process.env.BENCH_SECONDS ?? (quick ? 20 : 120));
const playerCount = Number(process.env.BENCH_PLAYERS ?? 8);
const PAGES = ["/", "/games", "/promotions", "/tournaments", "/vip", "/sports", "/blog"];

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const loadAverage = () => readFileSync("/proc/loadavg", "utf8").split(" ")[0];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface MemorySplit {
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
}

if (!existsSync(path.join(repoRoot, "apps/web/build/server/index.js"))) {
  console.error("memory bench: the site's build is missing; run `npm run build` first");
  process.exit(1);
}

const reference = JSON.parse(
  execFileSync(process.execPath, ["bench/support/memory-reference.ts"], { cwd: repoRoot, encoding: "utf8" }),
) as MemorySplit;

const dataDir = mkdtempSync(path.join(tmpdir(), "croupier-memory-"));
const probeFile = path.join(dataDir, "memory.json");
const port = Number(process.env.BENCH_PORT ?? (await freePort()));
const origin = `http://127.0.0.1:${port}`;
const providerSecret = randomBytes(16).toString("hex");
const gatewaySecret = randomBytes(32).toString("hex");
console.log(
  `memory bench: platform on PGlite (demo catalogue) at ${origin}, ${playerCount} players and page loads ` +
    `for ${seconds} s; load average ${loadAverage()} (shared machine)`,
);

const started = performance.now();
const platform = spawn(
  process.execPath,
  // The V8 flag `npm start` passes (package.json, scripts/start.ts says why), and BENCH_NODE_FLAGS.
  [...benchNodeFlags(), "--import", "./bench/support/memory-probe.ts", "apps/platform/src/server.ts"],
  {
    cwd: repoRoot,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      // With the malloc threshold `npm start` sets (scripts/start.ts).
      ...platformEnv(),
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_ORIGIN: origin,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      // The players' own addresses (x-forwarded-for) come through loopback, as behind a proxy.
      TRUSTED_PROXIES: "127.0.0.1,::1",
      PROVIDER_SECRET_CROUPIER_STUDIO: providerSecret,
      SANDBOX_GATEWAY_SECRET: gatewaySecret,
      MEMORY_PROBE_FILE: probeFile,
      MEMORY_PROBE_SNAPSHOT: process.env.BENCH_HEAP_SNAPSHOT ?? "",
    },
  },
);
let peakUnderLoad = 0;
try {
  await waitReady(platform);
  const readySeconds = (performance.now() - started) / 1000;
  const atReady = readStatus(platform);
  console.log(
    `ready in ${readySeconds.toFixed(1)} s: RSS ${mb(atReady.rss)}, peak so far ${mb(atReady.peak)} (first start: initdb, migrations, demo seed)`,
  );

  const sampler = setInterval(() => {
    peakUnderLoad = Math.max(peakUnderLoad, readStatus(platform).rss);
  }, 250);
  const recorder = await drive();
  clearInterval(sampler);
  const afterLoad = readStatus(platform);
  // A short idle, as a server between bursts: what it keeps, not what one request had in flight.
  await sleep(5_000);
  const split = await readSplit(platform);
  const atEnd = readStatus(platform);
  peakUnderLoad = Math.max(peakUnderLoad, afterLoad.rss);

  const calls = [...recorder.latencies.values()].reduce((sum, list) => sum + list.length, 0);
  const errors = [...recorder.errors.values()].reduce((sum, count) => sum + count, 0);
  console.log(`workload: ${calls} calls in ${seconds} s, ${errors} errors`);
  for (const sample of recorder.samples.slice(0, 5)) console.log(`  ${sample}`);
  console.log(
    `platform RSS: at the end ${mb(atEnd.rss)} (${(atEnd.rss / 1024 / 1024 / TARGET_MB).toFixed(2)}× the ${TARGET_MB} MB target), ` +
      `peak under load ${mb(peakUnderLoad)}, peak of the process ${mb(atEnd.peak)}`,
  );
  console.log(
    `platform split: heap used ${mb(split.heapUsed)} of ${mb(split.heapTotal)}, external ${mb(split.external)} ` +
      `(array buffers ${mb(split.arrayBuffers)}, PGlite's WASM memory among them)`,
  );
  console.log(
    `reference (same code loaded, no database, no listener): RSS ${mb(reference.rss)}, heap used ${mb(reference.heapUsed)} ` +
      `of ${mb(reference.heapTotal)}; platform at the end ${(atEnd.rss / reference.rss).toFixed(2)}× the reference`,
  );
} finally {
  platform.kill();
  await new Promise((resolve) => platform.once("exit", resolve));
  rmSync(dataDir, { recursive: true, force: true });
}

/** The players and the page loads for `seconds`; every call goes to one recorder. */
async function drive(): Promise<Recorder> {
  const recorder = createRecorder();
  const settings = { origin, providerSecret, gatewaySecret, pages: true, recorder };
  const gameId = await studioGameId(origin);
  const thumbnails = await gameIdentifiers();
  const deadline = performance.now() + seconds * 1000;
  const players = Array.from({ length: playerCount }, () => new LoadPlayer(settings));
  for (const player of players) player.gameId = gameId;
  await Promise.all([
    ...players.map(async (player) => {
      if (!(await player.arrive())) return;
      while (performance.now() < deadline) {
        const roll = Math.random();
        if (roll < 0.04) await player.deposit();
        else if (roll < 0.07) await player.withdraw();
        else if (roll < 0.15) await player.browseLobby();
        else await player.playRound();
      }
    }),
    // A visitor who only reads pages: server rendering and its data, in every locale, and the
    // thumbnails a browser then loads (each rendered once, then read from DATA_DIR).
    (async () => {
      for (let index = 0; performance.now() < deadline; index += 1) {
        const page = PAGES[index % PAGES.length] ?? "/";
        const locale = ["", "/es", "/pt", "/ru"][Math.floor(index / PAGES.length) % 4];
        await timedGet(recorder, "page", `${locale}${page === "/" && locale ? "" : page}`, "text/html");
        for (const identifier of thumbnails.splice(0, 6))
          await timedGet(
            recorder,
            "thumbnail",
            `/api/games/thumbnails/${identifier}.webp`,
            "image/avif,image/webp,*/*",
          );
      }
    })(),
  ]);
  for (const player of players) player.close();
  return recorder;
}

async function timedGet(recorder: Recorder, operation: string, pathname: string, accept: string): Promise<void> {
  const startedAt = performance.now();
  const response = await fetch(`${origin}${pathname}`, { headers: { accept } }).catch(() => null);
  await response?.arrayBuffer();
  if (response?.status !== 200) {
    recorder.errors.set(operation, (recorder.errors.get(operation) ?? 0) + 1);
    if (recorder.samples.length < 20) recorder.samples.push(`error: ${operation} ${pathname}: ${response?.status}`);
    return;
  }
  const list = recorder.latencies.get(operation) ?? [];
  list.push(performance.now() - startedAt);
  recorder.latencies.set(operation, list);
}

/** The identifiers of the catalogue's first games (the lobby's order), whose thumbnails the visitor loads. */
async function gameIdentifiers(): Promise<string[]> {
  const response = await fetch(`${origin}/api/games_filter`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/vnd.s.v2+json",
      "x-requested-with": "XMLHttpRequest",
    },
    body: JSON.stringify({ filter: {}, page: 1, page_size: 1000 }),
  });
  const page = (await response.json()) as { data: { identifier: string }[] };
  return page.data.map((game) => game.identifier);
}

/** VmRSS and VmHWM (the process's peak RSS) of the platform, in bytes. */
function readStatus(child: ChildProcess): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0) * 1024;
  return { rss: kib("VmRSS"), peak: kib("VmHWM") };
}

/** The platform's process.memoryUsage(), written by the probe on SIGUSR2. */
async function readSplit(child: ChildProcess): Promise<MemorySplit> {
  rmSync(probeFile, { force: true });
  child.kill("SIGUSR2");
  for (let attempt = 0; attempt < 600; attempt += 1) {
    await sleep(100);
    if (existsSync(probeFile)) return JSON.parse(readFileSync(probeFile, "utf8")) as MemorySplit;
  }
  throw new Error("the platform's memory probe did not answer");
}

async function waitReady(child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the platform exited (${child.exitCode})`);
    const ready = await fetch(`${origin}/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await sleep(250);
  }
  throw new Error("the platform did not become ready");
}

// Provider-wallet throughput and latency: signed bets through the seamless wallet
// (POST /api/provider-wallet/croupier-studio/bet over HTTP, each a new transaction on a real game
// session of a funded player) against pgbench's TPC-B on the same PostgreSQL server in the same
// run, as the reference (goal: bets/s at least 0.7 of TPC-B's tx/s; p99 at 50 clients ≤ 50 ms).
// Both are measured at the same two concurrencies (8 and 50 clients); the ratio is printed at each
// and for the peaks (each side's best rate over the two), since the platform gathers concurrent
// bets into one commit and TPC-B peaks at fewer clients on this machine.
// The platform runs as its own process on a fresh schema; the clients are this process. TPC-B and
// the bets alternate in short rounds so load from other processes falls on both alike.
// BENCH_DATABASE_URL (else DATABASE_URL), BENCH_CLIENTS (8, also pgbench's -c), BENCH_THREADS (2,
// pgbench's -j), BENCH_LATENCY_CLIENTS (50), BENCH_SECONDS (15 per side), BENCH_ROUNDS (5),
// BENCH_PLAYERS (1000), BENCH_NODES (1: platform processes on the same database, the clients
// spread over them, as several nodes behind a load balancer), BENCH_LIMITED (0: how many of the
// players hold a wager limit, so their bets take the limits' locked path) and BENCH_PORT (3312) override.
import { randomBytes, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { Agent, request } from "node:http";
import { PROVIDER_SIGNATURE_HEADER, signProviderBody } from "../apps/platform/src/provider-wallet/signature.ts";
import { type PgbenchRun, preparePgbench } from "./support/pgbench.ts";
import { quantile, startServer } from "./support/server.ts";
import { prepareWalletPlayers } from "./support/wallet-players.ts";

const url = new URL(
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test",
);
const clients = Number(process.env.BENCH_CLIENTS ?? 8);
const threads = Number(process.env.BENCH_THREADS ?? 2);
const latencyClients = Number(process.env.BENCH_LATENCY_CLIENTS ?? 50);
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const players = Number(process.env.BENCH_PLAYERS ?? 1_000);
const port = Number(process.env.BENCH_PORT ?? 3312);
const nodes = Number(process.env.BENCH_NODES ?? 1);
const limited = Number(process.env.BENCH_LIMITED ?? 0);
const roundSeconds = Math.max(1, Math.round(seconds / rounds));
const schema = `bench_wallet_${process.pid}`;
const secret = randomBytes(32).toString("hex");

const loadAverage = () => readFileSync("/proc/loadavg", "utf8").split(" ")[0];
const rate = (run: PgbenchRun) => run.transactions / run.seconds;
const figure = (run: PgbenchRun) => `${rate(run).toFixed(0).padStart(6)} tx/s`;

interface BetRun extends PgbenchRun {
  refused: number;
  latencies: number[];
}

console.log(
  `provider-wallet bench: TPC-B and bets at ${clients} and ` +
    `${latencyClients} clients (pgbench -j ${threads}, -M prepared), ${nodes} platform process(es), ${limited} of ${players} players with a wager limit; ${rounds} rounds ` +
    `of ${roundSeconds} s each, ` +
    `PostgreSQL at ${url.host}, ` +
    `load average ${loadAverage()}`,
);
const servers = [];
for (let node = 0; node < nodes; node += 1) {
  servers.push(
    await startServer(port + node, {
      DATABASE_URL: url.toString(),
      DATABASE_SCHEMA: schema,
      PROVIDER_SECRET_CROUPIER_STUDIO: secret,
    }),
  );
}
const endpoints = servers.map((server) => `${server.origin}/api/provider-wallet/croupier-studio/bet`);
const wallet = await prepareWalletPlayers(url, schema, players, limited);
const pgbench = preparePgbench(url, `croupier_bench_wallet_${process.pid}`);

// The provider's HTTP client: node:http over kept-alive connections, one per client. fetch (undici)
// cost about 0.5 ms of CPU per call here, as much as the platform's own handling of the bet, and
// on a shared 2-core machine the clients' CPU is taken from the server and the database (a real
// provider's client runs on its own machines).
const agent = new Agent({ keepAlive: true, maxSockets: Math.max(clients, latencyClients) });

function post(endpoint: string, body: string, signature: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const call = request(
      endpoint,
      {
        method: "POST",
        agent,
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
          [PROVIDER_SIGNATURE_HEADER]: signature,
        },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          text += chunk;
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
        response.on("error", reject);
      },
    );
    call.on("error", reject);
    call.end(body);
  });
}

/** One signed bet of a random player in a new round: the provider's side of a spin. */
async function bet(endpoint: string): Promise<{ ok: boolean; ms: number }> {
  const token = wallet.tokens[Math.floor(Math.random() * wallet.tokens.length)];
  const body = JSON.stringify({
    request_uuid: randomUUID(),
    token,
    transaction_uuid: randomUUID(),
    round: randomUUID(),
    currency: "EUR",
    amount: 1 + Math.floor(Math.random() * 500),
  });
  const started = performance.now();
  const response = await post(endpoint, body, signProviderBody(secret, body));
  const answer = JSON.parse(response.text) as { status?: string };
  return { ok: response.status === 200 && answer.status === "RS_OK", ms: performance.now() - started };
}

async function runBets(concurrency: number, durationSeconds: number): Promise<BetRun> {
  const latencies: number[] = [];
  let refused = 0;
  const started = performance.now();
  const deadline = started + durationSeconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, client) => {
      const endpoint = endpoints[client % endpoints.length] as string;
      while (performance.now() < deadline) {
        const { ok, ms } = await bet(endpoint);
        if (ok) latencies.push(ms);
        else refused += 1;
      }
    }),
  );
  return { transactions: latencies.length, seconds: (performance.now() - started) / 1000, refused, latencies };
}

const total = {
  tpcb: { transactions: 0, seconds: 0 },
  tpcbCrowd: { transactions: 0, seconds: 0 },
  bets: { transactions: 0, seconds: 0, refused: 0, latencies: [] as number[] },
  crowd: { transactions: 0, seconds: 0, refused: 0, latencies: [] as number[] },
};
const add = (into: BetRun | PgbenchRun, run: BetRun | PgbenchRun) => {
  into.transactions += run.transactions;
  into.seconds += run.seconds;
  if ("refused" in into && "refused" in run) {
    into.refused += run.refused;
    for (const ms of run.latencies) into.latencies.push(ms);
  }
};
try {
  await runBets(clients, 1); // warm-up: connections, prepared statements, JIT
  for (let round = 1; round <= rounds; round += 1) {
    const tpcb = pgbench.runTpcb(clients, threads, roundSeconds, { prepared: true });
    const bets = await runBets(clients, roundSeconds);
    const tpcbCrowd = pgbench.runTpcb(latencyClients, threads, roundSeconds, { prepared: true });
    const crowd = await runBets(latencyClients, roundSeconds);
    add(total.tpcb, tpcb);
    add(total.tpcbCrowd, tpcbCrowd);
    add(total.bets, bets);
    add(total.crowd, crowd);
    console.log(
      `round ${round}: at ${clients} TPC-B ${figure(tpcb)}, bets ${figure(bets)} (ratio ` +
        `${(rate(bets) / rate(tpcb)).toFixed(2)}); at ${latencyClients} TPC-B ${figure(tpcbCrowd)}, bets ` +
        `${figure(crowd)} (ratio ${(rate(crowd) / rate(tpcbCrowd)).toFixed(2)}), p99 ${quantile(
          crowd.latencies.sort((a, b) => a - b),
          0.99,
        ).toFixed(1)} ms; load average ${loadAverage()}`,
    );
  }
} finally {
  agent.destroy();
  for (const server of servers) server.stop();
  pgbench.drop();
}
const latencies = total.crowd.latencies.sort((a, b) => a - b);
const fewLatencies = total.bets.latencies.sort((a, b) => a - b);
const placed = total.bets.transactions + total.crowd.transactions;
const recorded = await wallet.countBets();
const breaches = await wallet.countBreaches();
await wallet.close();
const peakBets = Math.max(rate(total.bets), rate(total.crowd));
const peakTpcb = Math.max(rate(total.tpcb), rate(total.tpcbCrowd));
console.log(`pgbench TPC-B (scale 10) at ${clients} clients:  ${figure(total.tpcb)}`);
console.log(`pgbench TPC-B (scale 10) at ${latencyClients} clients: ${figure(total.tpcbCrowd)}`);
console.log(
  `wallet bets at ${clients} clients:             ${figure(total.bets)} (${total.bets.refused} refused), ` +
    `ratio ${(rate(total.bets) / rate(total.tpcb)).toFixed(2)}`,
);
console.log(
  `wallet bets at ${latencyClients} clients:            ${figure(total.crowd)} (${total.crowd.refused} refused), ` +
    `ratio ${(rate(total.crowd) / rate(total.tpcbCrowd)).toFixed(2)}`,
);
console.log(`ratio of the peaks (bets / TPC-B):    ${(peakBets / peakTpcb).toFixed(2)} (goal ≥ 0.7)`);
console.log(
  `latency at ${clients} clients:                  p50 ${quantile(fewLatencies, 0.5).toFixed(1)} ms, ` +
    `p99 ${quantile(fewLatencies, 0.99).toFixed(1)} ms`,
);
console.log(
  `latency at ${latencyClients} clients:                 p50 ${quantile(latencies, 0.5).toFixed(1)} ms, ` +
    `p99 ${quantile(latencies, 0.99).toFixed(1)} ms (goal p99 ≤ 50 ms)`,
);
console.log(`bets recorded by the wallet:          ${recorded} (placed ${placed} + warm-up)`);
console.log(`ledger check after the run:           ${breaches === 0 ? "ok" : `${breaches} breaches`}`);
if (breaches > 0 || total.bets.refused + total.crowd.refused > 0) process.exitCode = 1;

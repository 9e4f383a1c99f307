// Sportsbook (our own pre-match book) throughput against pgbench's TPC-B on the same PostgreSQL
// server in the same run, as the reference; then the settlement of one market carrying 10,000
// open bets.
// 1. Placement: single bets through POST /api/sportsbook/bets over HTTP (signed-in players, one
//    bet a slip, random player, random market of BENCH_MARKETS), at BENCH_CLIENTS clients: bets/s,
//    its ratio to TPC-B's tx/s at the same clients, p50/p99 latency.
// 2. Settlement: BENCH_SETTLE_MARKETS (40) markets of BENCH_SETTLE_BETS (50) open singles each
//    (placed in-process) are settled (first selection won) by BENCH_CLIENTS traders at once, each
//    market one transaction of settleMarket (the service behind the traders'
//    POST /api/operator/sportsbook/markets/{id}/result; the route adds one call and one audit row
//    per market): bets settled/s and its ratio to TPC-B. The markets of step 1 (a few bets each)
//    are settled afterwards at the same concurrency, and shown without a reference.
//    TPC-B and the book alternate in short rounds so load from other processes falls on both alike.
// 3. One market with BENCH_BULK (10,000) open bets (placed in-process, slips of 20 singles) settled
//    in one transaction: time, bets/s; then the ledger's invariants (checkLedger) must hold.
// The platform runs as its own process on a fresh schema (dropped afterwards) and TPC-B on a
// temporary database. `--quick`: a short run of every step (seconds, 500 bulk bets) that checks the
// bench still works. BENCH_DATABASE_URL (else DATABASE_URL), BENCH_CLIENTS (8, also pgbench's -c),
// BENCH_THREADS (2, pgbench's -j), BENCH_SECONDS (15 of placement, as many of TPC-B), BENCH_ROUNDS
// (5), BENCH_PLAYERS (1000), BENCH_MARKETS (200),
// BENCH_SETTLE_MARKETS, BENCH_SETTLE_BETS, BENCH_BULK (10000) and BENCH_PORT (3314) override.
import { readFileSync } from "node:fs";
import { Agent, request } from "node:http";
import type { PlaceBookBetsBody } from "@croupier/contract";
import { type PgbenchRun, preparePgbench } from "./support/pgbench.ts";
import { quantile, startServer } from "./support/server.ts";
import { type BookMarket, prepareSportsbookBook } from "./support/sportsbook-book.ts";

const quick = process.argv.includes("--quick");
const env = (name: string, full: number, small: number) => Number(process.env[name] ?? (quick ? small : full));
const url = new URL(
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test",
);
const clients = env("BENCH_CLIENTS", 8, 4);
const threads = env("BENCH_THREADS", 2, 2);
const seconds = env("BENCH_SECONDS", 15, 2);
const rounds = env("BENCH_ROUNDS", 5, 1);
const playerCount = env("BENCH_PLAYERS", 1_000, 50);
const marketCount = env("BENCH_MARKETS", 200, 20);
const settleMarketCount = env("BENCH_SETTLE_MARKETS", 40, 8);
const settleBets = env("BENCH_SETTLE_BETS", 50, 20);
const bulk = env("BENCH_BULK", 10_000, 500);
const port = env("BENCH_PORT", 3314, 3314);
const roundSeconds = Math.max(1, Math.round(seconds / rounds));
const schema = `bench_sportsbook_${process.pid}`;

const loadAverage = () => readFileSync("/proc/loadavg", "utf8").split(" ")[0];
const rate = (run: PgbenchRun) => run.transactions / run.seconds;
const figure = (run: PgbenchRun) => `${rate(run).toFixed(0).padStart(6)} /s`;
const ratio = (book: PgbenchRun, tpcb: PgbenchRun) => (rate(book) / rate(tpcb)).toFixed(2);

console.log(
  `sportsbook bench${quick ? " (quick)" : ""}: TPC-B and the book at ${clients} clients (pgbench -j ${threads}, ` +
    `-M prepared), ${playerCount} players, ${marketCount} markets, ${rounds} rounds of ${roundSeconds} s, ` +
    `${settleMarketCount} markets of ${settleBets} bets settled, ` +
    `${bulk} bets on one market; PostgreSQL at ${url.host}, load average ${loadAverage()}`,
);
const server = await startServer(port, {
  DATABASE_URL: url.toString(),
  DATABASE_SCHEMA: schema,
  SPORTSBOOK_DEMO_RESULTS: "off",
});
const pgbench = preparePgbench(url, `croupier_bench_sportsbook_${process.pid}`);
const book = await prepareSportsbookBook(url, schema, playerCount);
const markets: BookMarket[] = [];
for (let index = 0; index < marketCount; index += 1) markets.push(await book.openMarket("Placement"));

// Kept-alive node:http connections, one per client: fetch (undici) costs the shared CPU more.
const agent = new Agent({ keepAlive: true, maxSockets: clients });
const endpoint = `${server.origin}/api/sportsbook/bets`;
let slips = 0;

function post(body: string, cookie: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const call = request(
      endpoint,
      {
        method: "POST",
        agent,
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
          accept: "application/vnd.s.v1+json",
          "x-requested-with": "XMLHttpRequest",
          cookie,
        },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", reject);
      },
    );
    call.on("error", reject);
    call.end(body);
  });
}

/** One single bet of a random player on a random market's random selection. */
async function placeOne(): Promise<{ ok: boolean; ms: number }> {
  const player = book.players[Math.floor(Math.random() * book.players.length)];
  const market = markets[Math.floor(Math.random() * markets.length)];
  const selection = market?.selections[Math.floor(Math.random() * market.selections.length)];
  if (!player || !selection) throw new Error("no player or selection");
  slips += 1;
  const body: PlaceBookBetsBody = {
    idempotency_key: `bench-${process.pid}-${slips}`,
    currency: "EUR",
    accept_price_changes: "any",
    bets: [
      {
        selections: [{ selection_id: selection.id, price: selection.price }],
        stake_cents: 1 + Math.floor(Math.random() * 500),
      },
    ],
  };
  const started = performance.now();
  const status = await post(JSON.stringify(body), player.cookie);
  return { ok: status === 201, ms: performance.now() - started };
}

interface PlacementRun extends PgbenchRun {
  refused: number;
  latencies: number[];
}

async function runPlacements(durationSeconds: number): Promise<PlacementRun> {
  const run: PlacementRun = { transactions: 0, seconds: 0, refused: 0, latencies: [] };
  const started = performance.now();
  const deadline = started + durationSeconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < deadline) {
        const { ok, ms } = await placeOne();
        if (ok) run.latencies.push(ms);
        else run.refused += 1;
      }
    }),
  );
  run.transactions = run.latencies.length;
  run.seconds = (performance.now() - started) / 1000;
  return run;
}

/** Settles `group` with `clients` traders at once; transactions = bets settled. */
async function runSettlements(group: BookMarket[]): Promise<PgbenchRun> {
  let next = 0;
  let settled = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < group.length) {
        const market = group[next] as BookMarket;
        next += 1;
        // Awaited first: `settled += await …` would add to the value read before the wait.
        const outcome = await book.settle(market);
        settled += outcome.betsSettled;
      }
    }),
  );
  return { transactions: settled, seconds: (performance.now() - started) / 1000 };
}

const add = (into: PgbenchRun, run: PgbenchRun) => {
  into.transactions += run.transactions;
  into.seconds += run.seconds;
};
const placement = { transactions: 0, seconds: 0, refused: 0, latencies: [] as number[] };
const settlement = { transactions: 0, seconds: 0 };
const tpcbPlacing = { transactions: 0, seconds: 0 };
const tpcbSettling = { transactions: 0, seconds: 0 };
let bulkFigures = { placeSeconds: 0, settleSeconds: 0, settled: 0 };
let breaches = -1;
let openAfter = -1;
try {
  await runPlacements(1); // warm-up: connections, prepared statements, JIT
  for (let round = 1; round <= rounds; round += 1) {
    const tpcb = pgbench.runTpcb(clients, threads, roundSeconds, { prepared: true });
    const placed = await runPlacements(roundSeconds);
    add(tpcbPlacing, tpcb);
    add(placement, placed);
    placement.refused += placed.refused;
    for (const ms of placed.latencies) placement.latencies.push(ms);
    console.log(
      `placement round ${round}: TPC-B ${figure(tpcb)}, bets ${figure(placed)} (ratio ${ratio(placed, tpcb)}), ` +
        `${placed.refused} refused; load average ${loadAverage()}`,
    );
  }
  // Settlement: the markets in `rounds` groups, each after a TPC-B run as long as the last group took.
  const settling: BookMarket[] = [];
  for (let index = 0; index < settleMarketCount; index += 1) settling.push(await book.openMarket("Settlement"));
  await Promise.all(settling.map((market, index) => book.placeOpenBets(market, settleBets, 10, 1, index * 7)));
  const groupSize = Math.ceil(settling.length / rounds);
  let lastSeconds = roundSeconds;
  for (let round = 1; round <= rounds; round += 1) {
    const group = settling.slice((round - 1) * groupSize, round * groupSize);
    if (group.length === 0) break;
    const tpcb = pgbench.runTpcb(clients, threads, Math.max(1, Math.round(lastSeconds)), { prepared: true });
    const settled = await runSettlements(group);
    lastSeconds = settled.seconds;
    add(tpcbSettling, tpcb);
    add(settlement, settled);
    console.log(
      `settlement round ${round}: TPC-B ${figure(tpcb)}, ${group.length} markets, bets settled ${figure(settled)} ` +
        `(ratio ${ratio(settled, tpcb)}); load average ${loadAverage()}`,
    );
  }

  const leftover = await runSettlements(markets);
  console.log(
    `the ${markets.length} markets of the placement step: ${leftover.transactions} bets settled in ` +
      `${leftover.seconds.toFixed(1)} s (${figure(leftover)})`,
  );

  const hot = await book.openMarket("Bulk");
  let started = performance.now();
  await book.placeOpenBets(hot, bulk, 20, clients);
  const placeSeconds = (performance.now() - started) / 1000;
  started = performance.now();
  const outcome = await book.settle(hot);
  const settleSeconds = (performance.now() - started) / 1000;
  bulkFigures = { placeSeconds, settleSeconds, settled: outcome.betsSettled };
  breaches = await book.countBreaches();
  openAfter = await book.countOpenBets();
} finally {
  agent.destroy();
  server.stop();
  pgbench.drop();
  await book.close();
}

const latencies = placement.latencies.sort((a, b) => a - b);
console.log(`pgbench TPC-B (scale 10) at ${clients} clients, beside placement:  ${figure(tpcbPlacing)}`);
console.log(`pgbench TPC-B (scale 10) at ${clients} clients, beside settlement: ${figure(tpcbSettling)}`);
console.log(
  `placement (HTTP, singles) at ${clients} clients:    ${figure(placement)} bets (${placement.refused} refused), ` +
    `ratio ${ratio(placement, tpcbPlacing)}; p50 ${quantile(latencies, 0.5).toFixed(1)} ms, ` +
    `p99 ${quantile(latencies, 0.99).toFixed(1)} ms`,
);
console.log(
  `settlement (${settleMarketCount} × ${settleBets} bets) at ${clients} traders: ${figure(settlement)} bets, ` +
    `ratio ${ratio(settlement, tpcbSettling)}`,
);
console.log(
  `one market, ${bulk} open bets: placed in ${bulkFigures.placeSeconds.toFixed(1)} s ` +
    `(${(bulk / bulkFigures.placeSeconds).toFixed(0)} bets/s, slips of 20 on one market lock); settled ` +
    `${bulkFigures.settled} in ${bulkFigures.settleSeconds.toFixed(2)} s ` +
    `(${(bulkFigures.settled / bulkFigures.settleSeconds).toFixed(0)} bets/s, one transaction)`,
);
console.log(`open bets left after every settlement:  ${openAfter}`);
console.log(`ledger check after the run:             ${breaches === 0 ? "ok" : `${breaches} breaches`}`);
if (breaches !== 0 || openAfter !== 0 || placement.refused > 0 || bulkFigures.settled !== bulk) process.exitCode = 1;

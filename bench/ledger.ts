// Ledger throughput: pgbench's TPC-B against the local PostgreSQL, and the same number
// of clients on the same number of threads posting ledger transactions (debit a player, credit the
// house, a unique idempotency key) through the platform's own postTransaction. Prints both rates
// and their ratio (goal: at least 1.5). For reference it also drives the database's ledger_post
// from pgbench's C client: the database design's rate without the platform's Node side.
// The three alternate in short rounds, so load that other processes put on a shared machine falls
// on all alike; each rate is over all rounds. Uses a temporary database for TPC-B and a fresh
// schema for the ledger, both dropped at the end. BENCH_DATABASE_URL, BENCH_CLIENTS (8),
// BENCH_THREADS (2, pgbench's -j), BENCH_SECONDS (15 per side) and BENCH_ROUNDS (5) override.
import { readFileSync } from "node:fs";
import { ledgerPostScript, prepareLedgerSchema, startLedgerClients } from "./support/ledger-clients.ts";
import { type PgbenchRun, preparePgbench } from "./support/pgbench.ts";

const url = new URL(process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test");
const clients = Number(process.env.BENCH_CLIENTS ?? 8);
const threads = Number(process.env.BENCH_THREADS ?? 2);
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const players = 1_000;
const roundSeconds = Math.max(1, Math.round(seconds / rounds));
const schema = `bench_ledger_${process.pid}`;

const loadAverage = () => readFileSync("/proc/loadavg", "utf8").split(" ")[0];
const rate = (run: PgbenchRun) => run.transactions / run.seconds;
const figure = (run: PgbenchRun) => `${rate(run).toFixed(0).padStart(6)} tx/s`;
const add = (total: PgbenchRun, run: PgbenchRun) => {
  total.transactions += run.transactions;
  total.seconds += run.seconds;
};

console.log(
  `ledger bench: ${clients} clients on ${threads} threads, ${rounds} rounds of ${roundSeconds} s each, ` +
    `PostgreSQL at ${url.host}, load average ${loadAverage()}`,
);
const pgbench = preparePgbench(url, `croupier_bench_${process.pid}`);
const ledger = await prepareLedgerSchema(url, schema, players);
const posting = await startLedgerClients(
  { url: url.toString(), schema, accounts: ledger.accounts, house: ledger.house },
  clients,
  threads,
);
const sqlTarget = { database: url.pathname.slice(1) || "postgres", searchPath: schema };
const script = ledgerPostScript(ledger.accounts, ledger.house);
const total = {
  tpcb: { transactions: 0, seconds: 0 },
  ledger: { transactions: 0, seconds: 0 },
  sql: { transactions: 0, seconds: 0 },
  refused: 0,
};
try {
  for (let round = 1; round <= rounds; round += 1) {
    const tpcb = pgbench.runTpcb(clients, threads, roundSeconds);
    const posted = await posting.run(roundSeconds);
    const sql = pgbench.runScript(script, sqlTarget, clients, threads, roundSeconds);
    add(total.tpcb, tpcb);
    add(total.ledger, posted);
    add(total.sql, sql);
    total.refused += posted.refused;
    console.log(
      `round ${round}: TPC-B ${figure(tpcb)}, postTransaction ${figure(posted)} (ratio ` +
        `${(rate(posted) / rate(tpcb)).toFixed(2)}), ledger_post from pgbench ${figure(sql)}, ` +
        `load average ${loadAverage()}`,
    );
  }
} finally {
  await posting.close();
  pgbench.drop();
}
const breaches = await ledger.countBreaches();
await ledger.drop();
console.log(`pgbench TPC-B (scale 10):         ${figure(total.tpcb)}`);
console.log(`ledger postTransaction:           ${figure(total.ledger)} (${total.refused} refused)`);
console.log(`ratio ledger / TPC-B:             ${(rate(total.ledger) / rate(total.tpcb)).toFixed(2)} (goal ≥ 1.5)`);
console.log(`ledger_post from pgbench:         ${figure(total.sql)}`);
console.log(`ratio ledger_post (pgbench) / TPC-B: ${(rate(total.sql) / rate(total.tpcb)).toFixed(2)}`);
console.log(`ledger check after the run:       ${breaches === 0 ? "ok" : `${breaches} breaches`}`);
if (breaches > 0 || total.refused > 0) process.exitCode = 1;

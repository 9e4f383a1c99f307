// Ledger throughput (issue 4): pgbench's TPC-B against the local PostgreSQL, then the same number
// of clients posting ledger transactions (debit a player, credit the house, a unique idempotency
// key) through the platform's own postTransaction, in one run. Prints both rates and their ratio
// (goal: at least 1.5). Uses a temporary database for pgbench and a fresh schema for the ledger,
// both dropped at the end. BENCH_DATABASE_URL, BENCH_CLIENTS (8) and BENCH_SECONDS (15) override.
import { execFileSync } from "node:child_process";
import { sql } from "drizzle-orm";
import { openPostgres } from "../apps/platform/src/db/postgres.ts";
import { getSystemAccount, openPlayerAccount } from "../apps/platform/src/ledger/accounts.ts";
import { checkLedger } from "../apps/platform/src/ledger/invariants.ts";
import { postTransaction } from "../apps/platform/src/ledger/post-transaction.ts";
import { runSeeds } from "../apps/platform/src/seed/run-seeds.ts";
import { walletSeeds } from "../apps/platform/src/wallet/seed.ts";

const url = new URL(process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test");
const clients = Number(process.env.BENCH_CLIENTS ?? 8);
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const players = 1_000;
const pgArgs = ["-h", url.hostname, "-p", url.port || "5432", "-U", decodeURIComponent(url.username || "postgres")];
const benchDatabase = `croupier_bench_${process.pid}`;
const schema = `bench_ledger_${process.pid}`;

function pgbenchTps(): number {
  execFileSync("createdb", [...pgArgs, benchDatabase]);
  try {
    execFileSync("pgbench", [...pgArgs, "-i", "-q", "-s", "10", benchDatabase], { stdio: "ignore" });
    const output = execFileSync(
      "pgbench",
      [...pgArgs, "-c", String(clients), "-j", String(Math.min(clients, 2)), "-T", String(seconds), benchDatabase],
      { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] },
    );
    const match = /tps = ([\d.]+) \(without initial connection time\)/.exec(output);
    if (!match?.[1]) throw new Error(`no tps in pgbench output:\n${output}`);
    return Number(match[1]);
  } finally {
    execFileSync("dropdb", [...pgArgs, "--if-exists", benchDatabase]);
  }
}

async function ledgerTps(): Promise<{ tps: number; refused: number; breaches: number }> {
  const database = await openPostgres(url.toString(), schema);
  try {
    await database.migrate();
    await runSeeds(database.db, walletSeeds);
    const db = database.db;
    await db.execute(sql`insert into users (email, password_hash, currency)
                         select 'bench-' || n || '@players.example', 'x', 'EUR' from generate_series(1, ${players}) n`);
    const ids = (await db.execute(sql`select id from users order by id`)) as unknown as { rows: { id: string }[] };
    const clearing = await getSystemAccount(db, "clearing", "EUR");
    const house = await getSystemAccount(db, "house", "EUR");
    const accounts: number[] = [];
    for (const { id } of ids.rows) {
      const { account } = await openPlayerAccount(db, Number(id), "EUR");
      accounts.push(account.id);
      await postTransaction(db, {
        idempotencyKey: `bench-fund-${account.id}`,
        kind: "deposit",
        entries: [
          { account: clearing.id, amount: -100_000_000n },
          { account: account.id, amount: 100_000_000n },
        ],
      });
    }
    let posted = 0;
    let refused = 0;
    const endAt = performance.now() + seconds * 1000;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: clients }, async (_, client) => {
        for (let n = 0; performance.now() < endAt; n += 1) {
          const account = accounts[Math.floor(Math.random() * accounts.length)] as number;
          const amount = BigInt(1 + Math.floor(Math.random() * 500));
          try {
            await postTransaction(db, {
              idempotencyKey: `bench-${client}-${n}`,
              kind: "bet",
              entries: [
                { account, amount: -amount },
                { account: house.id, amount },
              ],
              metadata: { client },
            });
            posted += 1;
          } catch {
            refused += 1;
          }
        }
      }),
    );
    const tps = posted / ((performance.now() - started) / 1000);
    const report = await checkLedger(db);
    return { tps, refused, breaches: report.breaches.length };
  } finally {
    await database.db.execute(sql.raw(`drop schema if exists "${schema}" cascade`)).catch(() => {});
    await database.close();
  }
}

console.log(`ledger bench: ${clients} clients, ${seconds} s each, PostgreSQL at ${url.host}`);
const tpcb = pgbenchTps();
console.log(`pgbench TPC-B (scale 10):       ${tpcb.toFixed(0)} tx/s`);
const ledger = await ledgerTps();
console.log(`ledger postTransaction:         ${ledger.tps.toFixed(0)} tx/s (${ledger.refused} refused)`);
console.log(`ratio ledger / TPC-B:           ${(ledger.tps / tpcb).toFixed(2)} (goal ≥ 1.5)`);
console.log(`ledger check after the run:     ${ledger.breaches === 0 ? "ok" : `${ledger.breaches} breaches`}`);
if (ledger.breaches > 0 || ledger.refused > 0) process.exitCode = 1;

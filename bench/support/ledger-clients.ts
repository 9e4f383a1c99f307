import { Worker } from "node:worker_threads";
import { sql } from "drizzle-orm";
import { currencySeeds } from "../../apps/platform/src/currencies/seed.ts";
import { openPostgres } from "../../apps/platform/src/db/postgres.ts";
import { getSystemAccount, openPlayerAccount } from "../../apps/platform/src/ledger/accounts.ts";
import { checkLedger } from "../../apps/platform/src/ledger/invariants.ts";
import { postTransaction } from "../../apps/platform/src/ledger/post-transaction.ts";
import { runSeeds } from "../../apps/platform/src/seed/run-seeds.ts";
import type { LedgerWorkerSetup, RoundDone } from "./ledger-worker.ts";

// The ledger side of the ledger bench: a fresh schema with funded players, and clients posting
// through the platform's own postTransaction. The clients run in worker threads, each with its
// own connection pool, like pgbench's threads (`-j`) or several platform processes.

export interface LedgerSchema {
  accounts: number[];
  house: number;
  /** Breaches `ledger:check` finds after the run. */
  countBreaches(): Promise<number>;
  drop(): Promise<void>;
}

/** Migrates a schema of its own and opens `players` EUR accounts with plenty of money. */
export async function prepareLedgerSchema(url: URL, schema: string, players: number): Promise<LedgerSchema> {
  const database = await openPostgres(url.toString(), schema);
  await database.migrate();
  await runSeeds(database.db, currencySeeds);
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
  return {
    accounts,
    house: house.id,
    countBreaches: async () => (await checkLedger(db)).breaches.length,
    drop: async () => {
      await db.execute(sql.raw(`drop schema if exists "${schema}" cascade`)).catch(() => {});
      await database.close();
    },
  };
}

/**
 * The Node clients' bet as a pgbench script calling `ledger_post` directly: the database's share
 * of the work without the platform's Node side. (The request hash is a placeholder: the keys are
 * random, so no request is ever compared with another.)
 */
export function ledgerPostScript(accounts: number[], house: number): string {
  const first = Math.min(...accounts);
  const last = Math.max(...accounts);
  if (last - first + 1 !== accounts.length) throw new Error("the bench's player accounts are not numbered in a row");
  return [
    `\\set account random(${first}, ${last})`,
    "\\set amount random(1, 500)",
    "\\set debit -1 * :amount",
    "\\set key random(1, 1000000000000000)",
    `select * from ledger_post('pgbench-' || :client_id || '-' || :key, 'bet', '${"0".repeat(64)}', '{"client": 0}',` +
      ` array[:account, ${house}]::bigint[], array[:debit, :amount]::bigint[]);`,
    "",
  ].join("\n");
}

export interface LedgerClients {
  /** Every client posts for `seconds`; answers the postings done, refused, and the time taken. */
  run(seconds: number): Promise<{ transactions: number; refused: number; seconds: number }>;
  close(): Promise<void>;
}

export async function startLedgerClients(
  setup: Omit<LedgerWorkerSetup, "clients" | "thread">,
  clients: number,
  threads: number,
): Promise<LedgerClients> {
  const workers = Array.from({ length: threads }, (_, thread) => {
    const workerData: LedgerWorkerSetup = {
      ...setup,
      thread,
      // Clients spread over the threads as evenly as pgbench spreads them.
      clients: Math.floor(clients / threads) + (thread < clients % threads ? 1 : 0),
    };
    return new Worker(new URL("./ledger-worker.ts", import.meta.url), { workerData });
  });
  const next = (worker: Worker) =>
    new Promise<RoundDone>((resolve, reject) => {
      worker.once("message", resolve);
      worker.once("error", reject);
    });
  await Promise.all(workers.map(next)); // connected
  let round = 0;
  return {
    async run(seconds) {
      round += 1;
      const answers = workers.map(next);
      for (const worker of workers) worker.postMessage({ round, seconds });
      const done = await Promise.all(answers);
      return {
        transactions: done.reduce((sum, item) => sum + item.posted, 0),
        refused: done.reduce((sum, item) => sum + item.refused, 0),
        seconds: Math.max(...done.map((item) => item.seconds)),
      };
    },
    async close() {
      await Promise.all(
        workers.map((worker) => {
          const exited = new Promise((resolve) => worker.once("exit", resolve));
          worker.postMessage({ close: true });
          return exited;
        }),
      );
    },
  };
}

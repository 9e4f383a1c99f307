import { parentPort, workerData } from "node:worker_threads";
import { sql } from "drizzle-orm";
import { openPostgres } from "../../apps/platform/src/db/postgres.ts";
import { postTransaction } from "../../apps/platform/src/ledger/post-transaction.ts";

// One thread of ledger bench clients: its own platform connection pool, `clients` concurrent
// loops each posting a bet (debit a random player, credit the house, a fresh idempotency key)
// through postTransaction for as long as the round lasts.

export interface LedgerWorkerSetup {
  url: string;
  schema: string;
  accounts: number[];
  house: number;
  clients: number;
  thread: number;
}

export interface RoundDone {
  posted: number;
  refused: number;
  seconds: number;
}

const setup = workerData as LedgerWorkerSetup;
const port = parentPort;
if (!port) throw new Error("ledger-worker.ts runs as a worker thread");

const database = await openPostgres(setup.url, setup.schema);
// Open the connections (and prepare the statement) before the first timed round, as pgbench
// excludes its connection time.
await Promise.all(Array.from({ length: setup.clients }, () => database.db.execute(sql`select 1`)));
port.postMessage({ posted: 0, refused: 0, seconds: 0 } satisfies RoundDone);

port.on("message", async (message: { round?: number; seconds?: number; close?: boolean }) => {
  if (message.close) {
    await database.close();
    port.close();
    return;
  }
  port.postMessage(await runRound(message.round ?? 0, message.seconds ?? 1));
});

async function runRound(round: number, seconds: number): Promise<RoundDone> {
  let posted = 0;
  let refused = 0;
  const started = performance.now();
  const endAt = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: setup.clients }, async (_, client) => {
      for (let n = 0; performance.now() < endAt; n += 1) {
        const account = setup.accounts[Math.floor(Math.random() * setup.accounts.length)] as number;
        const amount = BigInt(1 + Math.floor(Math.random() * 500));
        try {
          await postTransaction(database.db, {
            idempotencyKey: `bench-${setup.thread}-${client}-${round}-${n}`,
            kind: "bet",
            entries: [
              { account, amount: -amount },
              { account: setup.house, amount },
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
  return { posted, refused, seconds: (performance.now() - started) / 1000 };
}

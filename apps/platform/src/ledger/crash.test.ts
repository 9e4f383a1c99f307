import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it, onTestFailed } from "vitest";
import { type Db, rowsOf } from "../db/database.ts";
import { openDatabase } from "../db/open-database.ts";
import { type CrashLoad, type CrashOperation, type CrashPlayer, createCrashLoad } from "../test/crash/crash-load.ts";
import { createPlatformProcess, findFreePort, type PlatformProcess } from "../test/crash/crash-platform.ts";
import { dropSchema } from "../test/test-app.ts";
import { seededRandom } from "./ledger-test-helpers.ts";

// Crash safety: under a running load of deposits, withdrawals and recalls over HTTP, the
// real platform process is killed with SIGKILL several times at random moments and restarted on the
// same database. Afterwards every operation a client saw acknowledged is present exactly once, no
// unacknowledged one is present twice, every payment agrees with its ledger postings, balances
// match what the clients were told, and `npm run ledger:check` passes. Runs on PGlite (DATA_DIR)
// or, with DATABASE_URL, on a fresh schema of that server, like the rest of the suite.
// CRASH_TEST_SEED replays a run (the seed is printed with the summary).

const CHECK_SCRIPT = fileURLToPath(new URL("./check.ts", import.meta.url));
const PLAYERS = 6;
const WORKERS = 8;

const url = process.env.DATABASE_URL;
const schema = `test_${randomBytes(6).toString("hex")}`;
let dataDir = "";
let platform: PlatformProcess | undefined;
let load: CrashLoad | undefined;

afterAll(async () => {
  load?.abandon();
  await platform?.kill();
  if (url) await dropSchema(url, schema);
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe("crash safety", () => {
  it("keeps every acknowledged payment exactly once through repeated SIGKILLs", async () => {
    const seed = Number(process.env.CRASH_TEST_SEED ?? Date.now() % 1_000_000);
    const random = seededRandom(seed);
    dataDir = await mkdtemp(path.join(os.tmpdir(), "croupier-crash-"));
    const gatewaySecret = randomBytes(32).toString("hex");
    const databaseEnv: Record<string, string> = url ? { DATABASE_URL: url, DATABASE_SCHEMA: schema } : {};
    const env = {
      ...databaseEnv,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      WEB_BUILD_DIR: path.join(dataDir, "no-web"),
      ARGON2_MEMORY_KIB: "1024",
      ARGON2_TIME_COST: "1",
      SIGN_UP_RATE_LIMIT_IP: "1000",
      SANDBOX_GATEWAY_SECRET: gatewaySecret,
    };
    const started = createPlatformProcess({
      port: await findFreePort(),
      env,
      logFile: path.join(dataDir, "platform.log"),
    });
    platform = started;
    onTestFailed(() => console.error(`platform output:\n${started.logTail(60)}`));
    await started.start();
    load = createCrashLoad({ origin: started.origin, gatewaySecret, random });
    const players = await load.signUpPlayers(PLAYERS);

    load.start(WORKERS);
    const kills = 3 + Math.floor(random() * 3);
    for (let kill = 0; kill < kills; kill += 1) {
      await sleep(1_000 + random() * 2_000);
      await started.kill();
      await started.start(); // a supervisor restarts it at once
    }
    await sleep(1_000);
    await load.stop();

    const { operations, stats, problems } = load;
    const expected = expectBalances(players, operations);
    const summary =
      `crash test (${url ? "postgres" : "pglite"}, seed ${seed}): ${kills} kills, ${operations.length} operations, ` +
      `${stats.requests} requests (${stats.cutOff} cut off, ${stats.refused} refused while down), ` +
      `${countLandedUnanswered(operations)} operations done although their answer was lost`;
    console.log(summary);
    expect(problems, summary).toEqual([]);
    expect(stats.serverErrors, summary).toEqual([]);
    // The kills did cut requests off (else the test proved nothing).
    expect(stats.cutOff, summary).toBeGreaterThan(0);

    // What the players see through the API, on the restarted platform...
    const shown: string[] = [];
    for (const player of players) {
      const response = await fetch(`${started.origin}/api/player/accounts?compatibility=false`, {
        headers: { accept: "application/json", cookie: player.cookie },
      });
      const accounts = (await response.json()) as { currency: string; amount_cents: number }[];
      const eur = accounts.find((account) => account.currency === "EUR")?.amount_cents;
      const balance = Number(expected.get(player.id)?.balance);
      if (eur !== balance) shown.push(`player ${player.id} is shown ${eur}, clients expect ${balance}`);
    }
    expect(shown, summary).toEqual([]);
    await started.stop();

    // ...the real `npm run ledger:check` on the database the platform left behind...
    const check = await runLedgerCheck({ ...process.env, ...env });
    expect(check.output, summary).toContain("ok: every invariant holds");
    expect(check.exitCode, check.output).toBe(0);

    // ...and every row, held against what each client was told.
    const database = await openDatabase({ dataDir, databaseUrl: url, databaseSchema: url ? schema : undefined });
    try {
      expect(await findMismatches(database.db, players, operations, expected), summary).toEqual([]);
    } finally {
      await database.close();
    }
  }, 300_000);
});

/** Operations that went through while their client got no answer: the retries found them done. */
function countLandedUnanswered(operations: CrashOperation[]): number {
  return operations.filter(
    (operation) =>
      (operation.kind === "deposit" && operation.unansweredCallbacks > 0 && operation.settlement === "already_final") ||
      (operation.kind !== "deposit" && operation.result === "found"),
  ).length;
}

interface ExpectedBalances {
  balance: bigint;
  pendingWithdrawal: bigint;
}

/** Each player's balances from the operations' outcomes (all settled once the load has stopped). */
function expectBalances(players: CrashPlayer[], operations: CrashOperation[]): Map<number, ExpectedBalances> {
  const expected = new Map(players.map((player) => [player.id, { balance: 0n, pendingWithdrawal: 0n }]));
  for (const operation of operations) {
    if (operation.kind === "deposit" && operation.outcome === "approved" && operation.settlement) {
      const totals = expected.get(operation.player.id) as ExpectedBalances;
      totals.balance += BigInt(operation.amountCents);
    } else if (operation.kind === "withdrawal" && operation.paymentId !== null) {
      const totals = expected.get(operation.player.id) as ExpectedBalances;
      totals.balance -= BigInt(operation.amountCents);
      totals.pendingWithdrawal += BigInt(operation.amountCents);
    } else if (operation.kind === "recall" && (operation.result === "recalled" || operation.result === "found")) {
      const totals = expected.get(operation.withdrawal.player.id) as ExpectedBalances;
      totals.balance += BigInt(operation.withdrawal.amountCents);
      totals.pendingWithdrawal -= BigInt(operation.withdrawal.amountCents);
    }
  }
  return expected;
}

interface PaymentRow {
  id: string;
  player_id: string;
  action: string;
  amount_cents: string;
  state: string;
}

/** Every disagreement between the database and the clients' record, as readable lines. */
async function findMismatches(
  db: Db,
  players: CrashPlayer[],
  operations: CrashOperation[],
  expected: Map<number, ExpectedBalances>,
): Promise<string[]> {
  const mismatches: string[] = [];
  const rows = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query));
  const payments = await rows<PaymentRow>(
    sql`select id::text, player_id::text, action, amount_cents::text, state from payments`,
  );
  const paymentById = new Map(payments.map((payment) => [Number(payment.id), payment]));
  const keyCounts = new Map<string, number>();
  // The test's players' postings only: the demo seed pays its own players (tournament and lottery prizes).
  const playerIds = `{${players.map((player) => player.id).join(",")}}`;
  const postings = await rows<{ key: string }>(
    sql`select t.idempotency_key as key from ledger_transactions t
         where exists (select 1 from ledger_accounts a
                        where a.id = any(t.account_ids) and a.player_id = any(${playerIds}::bigint[]))`,
  );
  for (const { key } of postings) {
    keyCounts.set(key, (keyCounts.get(key) ?? 0) + 1);
  }
  const expectedKeys = new Set<string>();
  const expectPosted = (key: string) => {
    expectedKeys.add(key);
    if (keyCounts.get(key) !== 1) mismatches.push(`ledger key ${key} posted ${keyCounts.get(key) ?? 0} times`);
  };
  const expectRow = (id: number, action: string, amountCents: number, state: string) => {
    const row = paymentById.get(id);
    if (!row || row.action !== action || Number(row.amount_cents) !== amountCents || row.state !== state) {
      mismatches.push(`payment ${id}: expected ${action} ${amountCents} ${state}, found ${JSON.stringify(row)}`);
    }
  };

  const known = new Set<number>();
  const recalled = new Set<number>();
  for (const operation of operations) {
    if (operation.kind === "recall" && (operation.result === "recalled" || operation.result === "found")) {
      recalled.add(operation.withdrawal.paymentId as number);
      expectPosted(`withdrawal-recall:${operation.withdrawal.paymentId}`);
    }
  }
  for (const operation of operations) {
    if (operation.kind === "deposit" && operation.paymentId !== null) {
      known.add(operation.paymentId);
      const approved = operation.outcome === "approved";
      expectRow(operation.paymentId, "deposit", operation.amountCents, approved ? "succeeded" : "declined");
      if (approved) expectPosted(`deposit:${operation.paymentId}`);
    } else if (operation.kind === "withdrawal" && operation.paymentId !== null) {
      known.add(operation.paymentId);
      const state = recalled.has(operation.paymentId) ? "recalled" : "pending";
      expectRow(operation.paymentId, "cashout", operation.amountCents, state);
      expectPosted(`withdrawal:${operation.paymentId}`);
    }
  }
  // Rows no client knows of: only deposits whose creation answer was lost (the player clicked
  // again), never settled. A withdrawal the player was not told about would be money gone twice.
  const lostCreations = new Set(
    operations.flatMap((operation) =>
      operation.kind === "deposit" && operation.unansweredCreations > 0 ? [operation.amountCents] : [],
    ),
  );
  for (const payment of payments) {
    if (known.has(Number(payment.id))) continue;
    const isLostCreation =
      payment.action === "deposit" && payment.state === "pending" && lostCreations.has(Number(payment.amount_cents));
    if (!isLostCreation) mismatches.push(`payment no client knows of: ${JSON.stringify(payment)}`);
  }
  for (const [key, count] of keyCounts) {
    if (!expectedKeys.has(key)) mismatches.push(`ledger key ${key} (${count}) matches no acknowledged operation`);
  }

  const accounts = await rows<{ player_id: string; kind: string; balance: string }>(
    sql`select player_id::text, kind, balance::text from ledger_accounts where player_id is not null and currency = 'EUR'`,
  );
  for (const player of players) {
    const totals = expected.get(player.id) as ExpectedBalances;
    const balanceOf = (kind: string) =>
      BigInt(
        accounts.find((account) => Number(account.player_id) === player.id && account.kind === kind)?.balance ?? 0,
      );
    if (balanceOf("player") !== totals.balance) {
      mismatches.push(`player ${player.id}: balance ${balanceOf("player")}, clients expect ${totals.balance}`);
    }
    if (balanceOf("pending_withdrawal") !== totals.pendingWithdrawal) {
      mismatches.push(
        `player ${player.id}: pending withdrawals ${balanceOf("pending_withdrawal")}, clients expect ${totals.pendingWithdrawal}`,
      );
    }
  }
  return mismatches;
}

/** `npm run ledger:check`'s script, as its own process on the configured database. */
async function runLedgerCheck(env: NodeJS.ProcessEnv): Promise<{ exitCode: number; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [CHECK_SCRIPT], { env });
    return { exitCode: 0, output: `${stdout}${stderr}` };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { exitCode: failed.code ?? 1, output: `${failed.stdout ?? ""}${failed.stderr ?? ""}` };
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

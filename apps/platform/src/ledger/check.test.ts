import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database.ts";
import { openDatabase } from "../db/open-database.ts";
import { runSeeds } from "../seed/run-seeds.ts";
import { listSeedSteps } from "../seeds.ts";
import { cmsFixtures } from "../test/cms-fixtures.ts";
import { CLI_TEST_TIMEOUT_MS, dropSchema, startDataDirFromTemplate } from "../test/test-app.ts";
import { getSystemAccount } from "./accounts.ts";
import { checkLedger } from "./invariants.ts";
import { createFundedAccount } from "./ledger-test-helpers.ts";
import { postTransaction } from "./post-transaction.ts";

// `npm run ledger:check` end to end: the CLI opens the database from the environment like the
// server does (a PGlite data directory, or DATABASE_URL with a schema of its own).

const run = promisify(execFile);
const CHECK = path.join(path.dirname(fileURLToPath(import.meta.url)), "check.ts");
const url = process.env.DATABASE_URL;
const schema = `test_${randomBytes(6).toString("hex")}`;
let dataDir: string;
let env: Record<string, string>;

const open = (): Promise<Database> =>
  openDatabase({ dataDir, databaseUrl: url, databaseSchema: url ? schema : undefined });

async function runCheck(): Promise<{ code: number; output: string }> {
  try {
    const { stdout } = await run(process.execPath, [CHECK], { env: { ...process.env, ...env } });
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "croupier-ledger-check-"));
  env = url ? { DATABASE_URL: url, DATABASE_SCHEMA: schema } : { DATA_DIR: dataDir, DATABASE_URL: "" };
  await startDataDirFromTemplate(dataDir);
  const database = await open();
  try {
    await database.migrate();
    await runSeeds(database.db, listSeedSteps(cmsFixtures));
  } finally {
    await database.close();
  }
});
afterAll(async () => {
  if (url) await dropSchema(url, schema);
  await rm(dataDir, { recursive: true, force: true });
});

describe("ledger:check", () => {
  it(
    "passes on a healthy ledger and exits 1 on hand-made breaches",
    async () => {
      let database = await open();
      let accountId: number;
      try {
        const db = database.db;
        const player = await createFundedAccount(db, "EUR", 1_000n);
        accountId = player.id;
        const house = await getSystemAccount(db, "house", "EUR");
        await postTransaction(db, {
          idempotencyKey: "check-bet",
          kind: "bet",
          entries: [
            { account: player.id, amount: -400n },
            { account: house.id, amount: 400n },
          ],
        });
        expect((await checkLedger(db)).breaches).toEqual([]);
      } finally {
        await database.close();
      }

      const healthy = await runCheck();
      expect(healthy).toMatchObject({ code: 0 });
      expect(healthy.output).toContain("ok: every invariant holds");

      database = await open();
      try {
        const db = database.db;
        // A balance edited by hand, and (its trigger off and its constraint dropped, as a careless
        // restore might leave them; this database is thrown away) an unbalanced one-leg posting.
        await db.execute(sql`update ledger_accounts set balance = balance + 5 where id = ${accountId}`);
        await db.transaction(async (tx) => {
          await tx.execute(sql`alter table ledger_transactions disable trigger user`);
          await tx.execute(sql`alter table ledger_transactions drop constraint ledger_transactions_legs_check`);
          await tx.execute(sql`insert into ledger_transactions
                               (idempotency_key, kind, request_hash, account_ids, currencies, amounts, balances_after)
                             values ('by-hand', 'manual', 'x', ${`{${accountId}}`}::bigint[], '{EUR}', '{-2000}', '{NULL}')`);
          await tx.execute(sql`alter table ledger_transactions enable trigger user`);
        });
        const rules = (await checkLedger(db)).breaches.map((breach) => breach.rule);
        expect(rules).toEqual([
          "transaction entries do not sum to zero per currency",
          "transaction has fewer than two entries",
          "player account balance differs from the sum of its entries",
          "negative balance on an account that does not allow it",
        ]);
      } finally {
        await database.close();
      }

      const broken = await runCheck();
      expect(broken.code).toBe(1);
      expect(broken.output).toContain("BREACH: player account balance differs from the sum of its entries: 1");
      expect(broken.output).toContain("BREACH: transaction entries do not sum to zero per currency: 1");
    },
    CLI_TEST_TIMEOUT_MS,
  );
});

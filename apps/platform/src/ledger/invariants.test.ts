import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/database.ts";
import { createTestDatabase, type TestDatabase } from "../test/test-app.ts";
import { getSystemAccount } from "./accounts.ts";
import { checkLedger } from "./invariants.ts";

// The play-money rule learns which currencies are play money from the accounts module, so it is
// proven here on a posting written by hand around the function that would refuse it.

let tdb: TestDatabase;
let db: Db;

beforeAll(async () => {
  tdb = await createTestDatabase();
  await tdb.buildApp(); // migrates and seeds (currencies, FUN among them)
  db = tdb.database.db;
});
afterAll(() => tdb.close());

describe("checkLedger", () => {
  it("reports a transaction that moves play money and real money together", async () => {
    expect((await checkLedger(db)).breaches).toEqual([]);

    const legs = [
      await getSystemAccount(db, "clearing", "EUR"),
      await getSystemAccount(db, "house", "EUR"),
      await getSystemAccount(db, "clearing", "FUN"),
      await getSystemAccount(db, "house", "FUN"),
    ];
    const ids = `{${legs.map((account) => account.id).join(",")}}`;
    await db.transaction(async (tx) => {
      await tx.execute(sql`alter table ledger_transactions disable trigger user`);
      await tx.execute(sql`insert into ledger_transactions
                             (idempotency_key, kind, request_hash, account_ids, currencies, amounts, balances_after)
                           values ('mixed-by-hand', 'manual', 'x', ${ids}::bigint[], '{EUR,EUR,FUN,FUN}',
                                   '{-100,100,-100,100}', '{NULL,NULL,NULL,NULL}')`);
      await tx.execute(sql`alter table ledger_transactions enable trigger user`);
    });

    const { breaches } = await checkLedger(db);
    expect(breaches.map((breach) => breach.rule)).toEqual(["transaction mixes play money with real money"]);
    expect(breaches[0]?.count).toBe(1);
  });
});

import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/database.ts";
import { createTestDatabase, type TestDatabase } from "../test/test-app.ts";
import { getAccountBalance, getSystemAccount, type LedgerAccount } from "./accounts.ts";
import { checkLedger } from "./invariants.ts";
import { isLedgerError, type LedgerRefusal, toLedgerError } from "./ledger-error.ts";
import { createFundedAccount, fund, seededRandom } from "./ledger-test-helpers.ts";
import { type PostedTransaction, postTransaction } from "./post-transaction.ts";
import { ledgerAccounts } from "./schema.ts";

// On PGlite concurrent callers are serialised by its one connection; on DATABASE_URL the pool
// (10 connections) runs them truly in parallel, which is what the row locks are for.

let tdb: TestDatabase;
let db: Db;

beforeAll(async () => {
  tdb = await createTestDatabase();
  await tdb.buildApp(); // migrates and seeds (currencies)
  db = tdb.database.db;
});
afterAll(() => tdb.close());

async function balanceOf(account: LedgerAccount): Promise<bigint> {
  const [row] = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, account.id));
  if (!row) throw new Error("no account");
  return getAccountBalance(db, row);
}

async function refusal(promise: Promise<unknown>): Promise<LedgerRefusal | "none" | "other"> {
  try {
    await promise;
    return "none";
  } catch (error) {
    return isLedgerError(error) ? error.reason : "other";
  }
}

function debit(from: LedgerAccount, to: LedgerAccount, amount: bigint, key: string, metadata = {}) {
  return postTransaction(db, {
    idempotencyKey: key,
    kind: "bet",
    entries: [
      { account: from.id, amount: -amount },
      { account: to.id, amount },
    ],
    metadata,
  });
}

describe("postTransaction", () => {
  it("moves money between a player and the append-only house account", async () => {
    const player = await createFundedAccount(db, "EUR", 10_000n);
    const house = await getSystemAccount(db, "house", "EUR");
    const houseBefore = await getAccountBalance(db, house);
    const posted = await debit(player, house, 2_500n, "bet-basic", { round: 1 });
    expect(posted.replayed).toBe(false);
    expect(posted.entries).toEqual([
      { accountId: player.id, currency: "EUR", amount: -2_500n, balanceAfter: 7_500n },
      { accountId: house.id, currency: "EUR", amount: 2_500n, balanceAfter: null },
    ]);
    expect(await balanceOf(player)).toBe(7_500n);
    // The house row is never updated: its balance is the sum of its entries.
    expect(house.balance).toBeNull();
    expect(await getAccountBalance(db, house)).toBe(houseBefore + 2_500n);
  });

  it("never overdraws under 50 parallel debits", async () => {
    const player = await createFundedAccount(db, "EUR", 1_000n);
    const house = await getSystemAccount(db, "house", "EUR");
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, (_, index) => refusal(debit(player, house, 30n, `parallel-debit-${index}`))),
    );
    expect(outcomes.filter((outcome) => outcome === "none")).toHaveLength(33);
    expect(outcomes.filter((outcome) => outcome === "insufficient_funds")).toHaveLength(17);
    expect(await balanceOf(player)).toBe(10n);
  });

  it("posts a key delivered 10 times concurrently once; every delivery gets the same result", async () => {
    const player = await createFundedAccount(db, "EUR", 1_000n);
    const house = await getSystemAccount(db, "house", "EUR");
    const results = await Promise.all(
      Array.from({ length: 10 }, () => debit(player, house, 100n, "callback-once", { payment: "p-1" })),
    );
    const ids = new Set(results.map((result) => result.transactionId));
    expect(ids.size).toBe(1);
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    const strip = (result: PostedTransaction) => ({ ...result, replayed: false });
    for (const result of results) expect(strip(result)).toEqual(strip(results[0] as PostedTransaction));
    expect(await balanceOf(player)).toBe(900n);
    // Entry order and metadata key order do not make a request different.
    const again = await postTransaction(db, {
      idempotencyKey: "callback-once",
      kind: "bet",
      entries: [
        { account: house.id, amount: 100n },
        { account: player.id, amount: -100n },
      ],
      metadata: { payment: "p-1" },
    });
    expect(again).toMatchObject({ replayed: true, transactionId: results[0]?.transactionId });
  });

  it("refuses a changed request under a used key (409) and moves nothing", async () => {
    const player = await createFundedAccount(db, "EUR", 1_000n);
    const house = await getSystemAccount(db, "house", "EUR");
    await debit(player, house, 100n, "changed-key");
    const error = await debit(player, house, 200n, "changed-key").catch((caught: unknown) => caught);
    expect(isLedgerError(error, "idempotency_conflict")).toBe(true);
    expect(error).toMatchObject({ statusCode: 409, message: "idempotency key reused with a different request" });
    expect(await refusal(debit(player, house, 100n, "changed-key", { other: true }))).toBe("idempotency_conflict");
    expect(await balanceOf(player)).toBe(900n);
  });

  it("never mixes FUN with real money, and balances every currency on its own", async () => {
    const eur = await createFundedAccount(db, "EUR", 1_000n);
    const fun = await createFundedAccount(db, "FUN", 1_000n);
    const btc = await createFundedAccount(db, "BTC", 1_000n);
    const mixed = postTransaction(db, {
      idempotencyKey: "mix-fun-eur",
      kind: "transfer",
      entries: [
        { account: eur.id, amount: -100n },
        { account: (await getSystemAccount(db, "house", "EUR")).id, amount: 100n },
        { account: fun.id, amount: -100n },
        { account: (await getSystemAccount(db, "house", "FUN")).id, amount: 100n },
      ],
    });
    expect(await refusal(mixed)).toBe("mixed_play_money");
    expect(await refusal(debit(eur, fun, 100n, "fun-for-eur"))).toBe("unbalanced");
    expect(await refusal(debit(eur, btc, 100n, "btc-for-eur"))).toBe("unbalanced");
    expect([await balanceOf(eur), await balanceOf(fun), await balanceOf(btc)]).toEqual([1_000n, 1_000n, 1_000n]);
  });

  it("refuses malformed postings before the database, and unknown accounts in it", async () => {
    const player = await createFundedAccount(db, "EUR", 1_000n);
    const house = await getSystemAccount(db, "house", "EUR");
    const post = (entries: { account: number; amount: bigint }[]) =>
      refusal(postTransaction(db, { idempotencyKey: `bad-${Math.random()}`, kind: "bet", entries }));
    expect(await post([{ account: player.id, amount: 0n }])).toBe("invalid_request");
    expect(
      await post([
        { account: player.id, amount: -5n },
        { account: house.id, amount: 4n },
      ]),
    ).toBe("unbalanced");
    expect(
      await post([
        { account: player.id, amount: -5n },
        { account: 987_654_321, amount: 5n },
      ]),
    ).toBe("unknown_account");
    expect(await balanceOf(player)).toBe(1_000n);
  });

  it("is enforced by the database even for hand-written SQL", async () => {
    const player = await createFundedAccount(db, "EUR", 1_000n);
    const fails = (statement: ReturnType<typeof sql>) =>
      db.transaction(async (tx) => {
        await tx.execute(statement);
      });
    const house = await getSystemAccount(db, "house", "EUR");
    const insert = (accounts: number[], currencies: string[], amounts: number[], key: string) =>
      fails(sql`insert into ledger_transactions
                  (idempotency_key, kind, request_hash, account_ids, currencies, amounts, balances_after)
                values (${key}, 'manual', 'x', ${`{${accounts}}`}::bigint[], ${`{${currencies}}`}::text[],
                        ${`{${amounts}}`}::bigint[], ${`{${accounts.map(() => "NULL")}}`}::bigint[])`);
    const refusedWith = async (attempt: Promise<unknown>) =>
      toLedgerError(
        await attempt.then(
          () => null,
          (error: unknown) => error,
        ),
      )?.reason ?? "accepted";
    // One leg; legs that do not sum to zero; a leg labelled with another currency than its account's.
    expect(await refusedWith(insert([player.id], ["EUR"], [500], "by-hand-1"))).toBe("unbalanced");
    expect(await refusedWith(insert([player.id, house.id], ["EUR", "EUR"], [-5, 4], "by-hand-2"))).toBe("unbalanced");
    expect(await refusedWith(insert([player.id, house.id], ["BTC", "EUR"], [-5, 5], "by-hand-3"))).toBe(
      "unknown_account",
    );
    // The zero sum is also a CHECK constraint, which no trigger switch turns off.
    const unchecked = await db
      .transaction(async (tx) => {
        await tx.execute(sql`alter table ledger_transactions disable trigger user`);
        await tx.execute(sql`insert into ledger_transactions
                               (idempotency_key, kind, request_hash, account_ids, currencies, amounts, balances_after)
                             values ('by-hand-4', 'manual', 'x', ${`{${player.id},${house.id}}`}::bigint[], '{EUR,EUR}',
                                     '{-5,4}', '{NULL,NULL}')`);
      })
      .catch((error: unknown) => error);
    expect(String((unchecked as { cause?: unknown }).cause)).toMatch(/ledger_transactions_legs_check/);
    await expect(fails(sql`update ledger_accounts set balance = -1 where id = ${player.id}`)).rejects.toThrow();
    await expect(fails(sql`update ledger_transactions set amounts = amounts`)).rejects.toThrow();
    await expect(fails(sql`update ledger_entries set amount = amount * 2`)).rejects.toThrow();
    await expect(fails(sql`delete from ledger_transactions`)).rejects.toThrow();
    expect(await balanceOf(player)).toBe(1_000n);
  });

  it("keeps every invariant through 2000 random operations (seeded)", async () => {
    const random = seededRandom(20_260_404);
    const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)] as T;
    const currencies = ["EUR", "BTC", "FUN"];
    const players = new Map<string, LedgerAccount[]>();
    const model = new Map<number, bigint>();
    for (const currency of currencies) {
      const accounts: LedgerAccount[] = [];
      for (let index = 0; index < 6; index += 1) {
        const account = await createFundedAccount(db, currency);
        accounts.push(account);
        model.set(account.id, 0n);
      }
      players.set(currency, accounts);
    }
    const system = async (kind: "house" | "clearing", currency: string) => getSystemAccount(db, kind, currency);
    const used: { key: string; run: () => Promise<PostedTransaction> }[] = [];
    let refusals = 0;
    const operation = async (index: number): Promise<void> => {
      const roll = random();
      if (roll < 0.05 && used.length > 0) {
        const earlier = pick(used);
        expect((await earlier.run()).replayed).toBe(true);
        return;
      }
      const currency = pick(currencies);
      const accounts = players.get(currency) as LedgerAccount[];
      const player = pick(accounts);
      const amount = BigInt(1 + Math.floor(random() * 5_000));
      let entries: { account: number; amount: bigint }[];
      if (roll < 0.3) {
        entries = [
          { account: (await system("clearing", currency)).id, amount: -amount },
          { account: player.id, amount },
        ];
      } else if (roll < 0.6) {
        entries = [
          { account: player.id, amount: -amount },
          { account: (await system("house", currency)).id, amount },
        ];
      } else if (roll < 0.8) {
        entries = [
          { account: (await system("house", currency)).id, amount: -amount },
          { account: player.id, amount },
        ];
      } else {
        const other = pick(accounts.filter((account) => account.id !== player.id));
        const fee = amount / 10n;
        entries = [
          { account: player.id, amount: -amount },
          { account: other.id, amount: amount - fee },
          ...(fee > 0n ? [{ account: (await system("house", currency)).id, amount: fee }] : []),
        ];
      }
      const key = `random-${index}`;
      const run = () => postTransaction(db, { idempotencyKey: key, kind: "random", entries, metadata: { index } });
      try {
        const posted = await run();
        used.push({ key, run });
        for (const entry of posted.entries) {
          if (entry.balanceAfter !== null) expect(entry.balanceAfter).toBeGreaterThanOrEqual(0n);
          if (model.has(entry.accountId)) model.set(entry.accountId, (model.get(entry.accountId) ?? 0n) + entry.amount);
        }
      } catch (error) {
        if (!isLedgerError(error, "insufficient_funds")) throw error;
        refusals += 1;
      }
    };
    // Eight operations at a time: concurrent postings on shared accounts, in any lock order.
    for (let start = 0; start < 2_000; start += 8) {
      await Promise.all(Array.from({ length: 8 }, (_, offset) => operation(start + offset)));
    }
    expect(refusals).toBeGreaterThan(0);
    for (const [id, expected] of model) {
      expect(await balanceOf({ id } as LedgerAccount)).toBe(expected);
    }
    const report = await checkLedger(db);
    expect(report.breaches).toEqual([]);
    expect(report.transactions).toBeGreaterThan(1_500);
    // 2,000 postings and a full check: about 15 s alone, over 30 s beside other suites on two cores.
  }, 120_000);
});

describe("fund helper", () => {
  it("credits from clearing, which may go negative", async () => {
    const player = await createFundedAccount(db, "USD");
    await fund(db, player, 700n);
    expect(await balanceOf(player)).toBe(700n);
    expect(await getAccountBalance(db, await getSystemAccount(db, "clearing", "USD"))).toBe(-700n);
  });
});

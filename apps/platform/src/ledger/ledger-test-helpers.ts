import type { Db } from "../db/database.ts";
import { insertUser } from "../identity/repository.ts";
import { getSystemAccount, type LedgerAccount, openPlayerAccount } from "./accounts.ts";
import { postTransaction } from "./post-transaction.ts";

// Helpers of the ledger tests: players with accounts, funded from the clearing account.

let counter = 0;

/** A new player (a bare users row) with an account in `currency`. */
export async function createFundedAccount(db: Db, currency = "EUR", funds = 0n): Promise<LedgerAccount> {
  counter += 1;
  const user = await insertUser(db, {
    email: `ledger-${process.pid}-${Date.now().toString(36)}-${counter}@example.com`,
    passwordHash: "not-a-hash",
    currency,
  });
  if (!user) throw new Error("could not create a player");
  const { account } = await openPlayerAccount(db, user.id, currency);
  if (funds > 0n) await fund(db, account, funds);
  return account;
}

/** Credits the account from the currency's clearing account (a deposit). */
export async function fund(db: Db, account: LedgerAccount, amount: bigint): Promise<void> {
  const clearing = await getSystemAccount(db, "clearing", account.currency);
  counter += 1;
  await postTransaction(db, {
    idempotencyKey: `test-fund-${account.id}-${counter}`,
    kind: "deposit",
    entries: [
      { account: clearing.id, amount: -amount },
      { account: account.id, amount },
    ],
  });
}

/** mulberry32: a small seeded PRNG, so a failing random run can be replayed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

import { and, asc, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Executor } from "../db/database.ts";
import { type LedgerAccountKind, ledgerAccounts, ledgerEntries } from "./schema.ts";

export type LedgerAccount = typeof ledgerAccounts.$inferSelect;

/** Kinds whose accounts belong to no player: append-only, their balance is the sum of their entries. */
export type SystemAccountKind = Extract<LedgerAccountKind, "house" | "clearing" | "bonus">;

/**
 * The one system account of a kind and currency, created on first use. The house and clearing
 * sides may go negative (the house pays out more than it took in; clearing mirrors the gateways).
 */
export async function getSystemAccount(
  db: Executor,
  kind: SystemAccountKind,
  currency: string,
): Promise<LedgerAccount> {
  const found = await findAccount(db, kind, currency, null);
  if (found) return found;
  await db
    .insert(ledgerAccounts)
    .values({ kind, currency, playerId: null, balance: null, allowNegative: true })
    .onConflictDoNothing();
  return (await findAccount(db, kind, currency, null)) as LedgerAccount;
}

/**
 * The player's account of a kind and currency, created (balance 0, never negative) if missing.
 * `created` tells the caller that this call opened it (a concurrent caller gets false).
 */
export async function openPlayerAccount(
  db: Executor,
  playerId: number,
  currency: string,
  kind: Extract<LedgerAccountKind, "player" | "pending_withdrawal" | "player_bonus"> = "player",
): Promise<{ account: LedgerAccount; created: boolean }> {
  const [inserted] = await db
    .insert(ledgerAccounts)
    .values({ kind, currency, playerId, balance: 0n })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { account: inserted, created: true };
  return { account: (await findAccount(db, kind, currency, playerId)) as LedgerAccount, created: false };
}

/**
 * The player's debt account in `currency` (kind `player_debt`, allowed below zero: its balance is
 * minus what the player owes), created on first use. Only a provider's rollback that may not be
 * refused posts to it (sportsbook/), and operators are alerted when it does.
 */
export async function openPlayerDebtAccount(db: Executor, playerId: number, currency: string): Promise<LedgerAccount> {
  await db
    .insert(ledgerAccounts)
    .values({ kind: "player_debt", currency, playerId, balance: 0n, allowNegative: true })
    .onConflictDoNothing();
  return (await findAccount(db, "player_debt", currency, playerId)) as LedgerAccount;
}

/** The player debt accounts below zero (what players owe after a sportsbook rollback), largest debt first. */
export async function listPlayerDebtAccounts(db: Executor, limit = 500): Promise<LedgerAccount[]> {
  return db
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, "player_debt"), lt(ledgerAccounts.balance, 0n)))
    .orderBy(asc(ledgerAccounts.balance), asc(ledgerAccounts.id))
    .limit(limit);
}

export async function findAccount(
  db: Executor,
  kind: LedgerAccountKind,
  currency: string,
  playerId: number | null,
): Promise<LedgerAccount | null> {
  const [row] = await db
    .select()
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.kind, kind),
        eq(ledgerAccounts.currency, currency),
        playerId === null ? isNull(ledgerAccounts.playerId) : eq(ledgerAccounts.playerId, playerId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The player's wallet accounts (kind `player`), oldest first. */
export async function listPlayerAccounts(db: Executor, playerId: number): Promise<LedgerAccount[]> {
  return db
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.playerId, playerId), eq(ledgerAccounts.kind, "player")))
    .orderBy(asc(ledgerAccounts.id));
}

/** The player's bonus money per currency (their `player_bonus` accounts), for the balances they see. */
export async function listBonusBalances(db: Executor, playerId: number): Promise<Map<string, bigint>> {
  const rows = await db
    .select({ currency: ledgerAccounts.currency, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.playerId, playerId), eq(ledgerAccounts.kind, "player_bonus")));
  return new Map(rows.map((row) => [row.currency, row.balance ?? 0n]));
}

/** Any account's balance: the row for player-owned accounts, the sum of entries for system ones. */
export async function getAccountBalance(db: Executor, account: LedgerAccount): Promise<bigint> {
  if (account.balance !== null) return account.balance;
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, account.id));
  return BigInt(row?.total ?? "0");
}

/**
 * Row-locks player-owned accounts in id order, the order ledger_post and wallet_move lock them in,
 * so a caller that must read balances before posting never deadlocks with a concurrent posting.
 */
export async function lockAccounts(db: Executor, ids: readonly number[]): Promise<LedgerAccount[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, [...ids]))
    .orderBy(asc(ledgerAccounts.id))
    .for("update");
}

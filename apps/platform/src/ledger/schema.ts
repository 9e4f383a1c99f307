import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, jsonb, pgTable, pgView, text, unique } from "drizzle-orm/pg-core";
import { currencyRef } from "../currencies/schema.ts";
import { createdAt, minorUnits, serialId } from "../db/columns.ts";
import { playerRef } from "../identity/schema.ts";

// The double-entry ledger (docs/decisions/003-ledger.md). Amounts are signed bigint minor units.
// The posting function, the legs trigger and the append-only guards are SQL in the database (their
// functions in sql/functions/ledger_*.sql, the triggers in the migrations): the database refuses a
// broken posting even from hand-written SQL.

/** What an account is for; player-owned kinds carry a player id and a row balance. */
/** `bonus` is the operator's promotional cost (system); `player_bonus` a player's wagering bonus money; */
/** `player_debt` what a player owes after a sportsbook rollback took more than they held (negative). */
export const LEDGER_ACCOUNT_KINDS = [
  "player",
  "house",
  "clearing",
  "pending_withdrawal",
  "bonus",
  "player_bonus",
  "player_debt",
] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

/**
 * An account per owner, kind and currency. Player-owned accounts keep `balance` in the row
 * (updated under a row lock, never below zero unless `allow_negative`); system accounts (no
 * player) keep `balance` NULL and are append-only: their balance is the sum of their entries.
 */
export const ledgerAccounts = pgTable(
  "ledger_accounts",
  {
    id: serialId(),
    kind: text("kind").notNull().$type<LedgerAccountKind>(),
    playerId: playerRef(),
    currency: currencyRef(),
    allowNegative: boolean("allow_negative").notNull().default(false),
    balance: minorUnits("balance"),
    createdAt: createdAt(),
  },
  (table) => [
    unique("ledger_accounts_owner_key").on(table.kind, table.currency, table.playerId).nullsNotDistinct(),
    index("ledger_accounts_player_idx").on(table.playerId),
    check(
      "ledger_accounts_kind_check",
      sql`${table.kind} in ('player', 'house', 'clearing', 'pending_withdrawal', 'bonus', 'player_bonus', 'player_debt')`,
    ),
    check("ledger_accounts_balance_owner_check", sql`(${table.playerId} is null) = (${table.balance} is null)`),
    check(
      "ledger_accounts_balance_check",
      sql`${table.allowNegative} or ${table.balance} is null or ${table.balance} >= 0`,
    ),
    // MAX_AMOUNT_MINOR of the contract: a balance the site cannot show exactly is refused (ledger-error.ts).
    check("ledger_accounts_balance_max_check", sql`${table.balance} is null or ${table.balance} <= 1000000000000000`),
  ],
);

/**
 * One posting, with its legs (entries) in the same row as parallel arrays: position i of
 * `account_ids`, `currencies`, `amounts` and `balances_after` is one entry. One row per posting
 * means one heap tuple and two index entries per posting (docs/benchmarks/ledger-log.md, one-row
 * postings). Per currency the amounts sum to zero (a BEFORE INSERT trigger, backed by the CHECK below);
 * `request_hash` tells a retried request from a changed one under the same key.
 */
export const ledgerTransactions = pgTable(
  "ledger_transactions",
  {
    id: serialId(),
    idempotencyKey: text("idempotency_key").notNull(),
    kind: text("kind").notNull(),
    requestHash: text("request_hash").notNull(),
    metadata: jsonb("metadata").notNull().default({}),
    createdAt: createdAt(),
    accountIds: bigint("account_ids", { mode: "number" }).array().notNull(),
    currencies: text("currencies").array().notNull(),
    amounts: minorUnits("amounts").array().notNull(),
    /** Each player-owned account's balance right after its leg; null for system accounts. */
    balancesAfter: minorUnits("balances_after").array().notNull(),
  },
  (table) => [
    unique("ledger_transactions_idempotency_key_key").on(table.idempotencyKey),
    check(
      "ledger_transactions_legs_check",
      sql`cardinality(${table.accountIds}) >= 2
        and array_ndims(${table.accountIds}) = 1
        and cardinality(${table.currencies}) = cardinality(${table.accountIds})
        and cardinality(${table.amounts}) = cardinality(${table.accountIds})
        and cardinality(${table.balancesAfter}) = cardinality(${table.accountIds})
        and array_position(${table.accountIds}, null) is null
        and array_position(${table.currencies}, null) is null
        and array_position(${table.amounts}, null) is null
        and array_position(${table.amounts}, 0) is null
        and ledger_unbalanced_currency(${table.currencies}, ${table.amounts}) is null`,
    ),
  ],
);

/**
 * The legs one per row, for reading (reports, checks, system balances): a view that unnests
 * ledger_transactions. Not writable: a posting is written whole, by `ledger_post`.
 */
export const ledgerEntries = pgView("ledger_entries", {
  transactionId: bigint("transaction_id", { mode: "number" }).notNull(),
  position: integer("position").notNull(),
  accountId: bigint("account_id", { mode: "number" }).notNull(),
  currency: text("currency").notNull(),
  amount: minorUnits("amount").notNull(),
  balanceAfter: minorUnits("balance_after"),
}).existing();

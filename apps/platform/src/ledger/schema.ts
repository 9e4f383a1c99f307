import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { users } from "../identity/schema.ts";
import { currencies } from "../wallet/schema.ts";

// The double-entry ledger (docs/decisions/003-ledger.md). Amounts are signed bigint minor units.
// The posting function, the zero-sum trigger and the append-only guards are SQL in the migration
// (0002_ledger.sql): the database refuses a broken posting even from hand-written SQL.

/** What an account is for; player-owned kinds carry a player id and a row balance. */
export const LEDGER_ACCOUNT_KINDS = ["player", "house", "clearing", "pending_withdrawal", "bonus"] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

/**
 * An account per owner, kind and currency. Player-owned accounts keep `balance` in the row
 * (updated under a row lock, never below zero unless `allow_negative`); system accounts (no
 * player) keep `balance` NULL and are append-only: their balance is the sum of their entries.
 */
export const ledgerAccounts = pgTable(
  "ledger_accounts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind").notNull().$type<LedgerAccountKind>(),
    playerId: bigint("player_id", { mode: "number" }).references(() => users.id),
    currency: text("currency")
      .notNull()
      .references(() => currencies.code),
    allowNegative: boolean("allow_negative").notNull().default(false),
    balance: bigint("balance", { mode: "bigint" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("ledger_accounts_owner_key").on(table.kind, table.currency, table.playerId).nullsNotDistinct(),
    index("ledger_accounts_player_idx").on(table.playerId),
    check(
      "ledger_accounts_kind_check",
      sql`${table.kind} in ('player', 'house', 'clearing', 'pending_withdrawal', 'bonus')`,
    ),
    check("ledger_accounts_balance_owner_check", sql`(${table.playerId} is null) = (${table.balance} is null)`),
    check(
      "ledger_accounts_balance_check",
      sql`${table.allowNegative} or ${table.balance} is null or ${table.balance} >= 0`,
    ),
  ],
);

/** One posting. `request_hash` tells a retried request from a changed one under the same key. */
export const ledgerTransactions = pgTable(
  "ledger_transactions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    idempotencyKey: text("idempotency_key").notNull(),
    kind: text("kind").notNull(),
    requestHash: text("request_hash").notNull(),
    metadata: jsonb("metadata").notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique("ledger_transactions_idempotency_key_key").on(table.idempotencyKey)],
);

/** The legs of a posting; per transaction and currency they sum to zero (deferred trigger). */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    transactionId: bigint("transaction_id", { mode: "number" })
      .notNull()
      .references(() => ledgerTransactions.id),
    position: smallint("position").notNull(),
    accountId: bigint("account_id", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    amount: bigint("amount", { mode: "bigint" }).notNull(),
    /** The account's balance once the posting applied (player-owned accounts only). */
    balanceAfter: bigint("balance_after", { mode: "bigint" }),
  },
  (table) => [
    primaryKey({ columns: [table.transactionId, table.position] }),
    index("ledger_entries_account_idx").on(table.accountId, table.transactionId),
    check("ledger_entries_amount_check", sql`${table.amount} <> 0`),
  ],
);

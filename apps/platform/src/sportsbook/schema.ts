import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, jsonb, pgTable, text, unique } from "drizzle-orm/pg-core";
import { currencyRef } from "../currencies/schema.ts";
import { at, createdAt, minorUnits, serialId } from "../db/columns.ts";
import { playerRef } from "../identity/schema.ts";

// The embedded-provider sportsbook wallet (migration 0039). Money moves only through ledger
// postings keyed `sportsbook:<vendor>:<transaction id>`; these tables say what each posting was for.

/** A player's session with a vendor's widget: `id` is the launch token's jti (Betby's session_id). */
export const sportsbookSessions = pgTable("sportsbook_sessions", {
  id: text("id").primaryKey(),
  vendor: text("vendor").notNull(),
  playerId: playerRef().notNull(),
  currency: currencyRef(),
  expiresAt: at("expires_at").notNull(),
  createdAt: createdAt(),
});

export const SPORTSBOOK_BET_STATUSES = [
  "pending",
  "open",
  "discarded",
  "won",
  "lost",
  "refund",
  "cashed_out",
  "half_won",
  "half_lost",
] as const;
export type SportsbookBetStatus = (typeof SPORTSBOOK_BET_STATUSES)[number];

/**
 * A vendor's bet, keyed by the vendor's transaction id of its placement; our `id` is the
 * `bet_transaction_id` the vendor's later calls name. A `tombstone` is a discard that came before
 * its bet: the late bet is refused. `settled_amount` is what the current settlement credited (the
 * amount a rollback takes back).
 */
export const sportsbookBets = pgTable(
  "sportsbook_bets",
  {
    id: serialId(),
    vendor: text("vendor").notNull(),
    extTransactionId: text("ext_transaction_id").notNull(),
    playerId: bigint("player_id", { mode: "number" }),
    currency: text("currency"),
    stake: minorUnits("stake").notNull().default(0n),
    status: text("status").notNull().$type<SportsbookBetStatus>(),
    settledAmount: minorUnits("settled_amount").notNull().default(0n),
    settlementTransactionId: text("settlement_transaction_id"),
    final: boolean("final").notNull().default(false),
    tombstone: boolean("tombstone").notNull().default(false),
    betslip: jsonb("betslip").notNull().default({}),
    /** The bonus wagering when the bet was placed, if it counts sports bets (bonuses/sports-wagering.ts). */
    wagerBonusId: bigint("wager_bonus_id", { mode: "number" }),
    /** True once the bet counted toward that bonus (its first settlement as won, lost or half). */
    wagerCounted: boolean("wager_counted").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (table) => [
    unique("sportsbook_bets_vendor_transaction").on(table.vendor, table.extTransactionId),
    index("sportsbook_bets_player").on(table.playerId, table.id.desc()),
    check("sportsbook_bets_amounts_check", sql`${table.stake} >= 0 AND ${table.settledAmount} >= 0`),
  ],
);

/** Every transaction a vendor sent, once, with the answer it got (replayed to a retry). */
export const sportsbookTransactions = pgTable(
  "sportsbook_transactions",
  {
    id: serialId(),
    vendor: text("vendor").notNull(),
    extTransactionId: text("ext_transaction_id").notNull(),
    operation: text("operation").notNull(),
    betId: bigint("bet_id", { mode: "number" }),
    amount: minorUnits("amount").notNull().default(0n),
    response: jsonb("response"),
    createdAt: createdAt(),
  },
  (table) => [
    unique("sportsbook_transactions_vendor_transaction").on(table.vendor, table.extTransactionId),
    index("sportsbook_transactions_bet").on(table.betId),
  ],
);

/** What operators must look at: a rollback that took a player below zero (their debt). */
export const sportsbookAlerts = pgTable("sportsbook_alerts", {
  id: serialId(),
  vendor: text("vendor").notNull(),
  kind: text("kind").notNull(),
  playerId: bigint("player_id", { mode: "number" }),
  betId: bigint("bet_id", { mode: "number" }),
  detail: jsonb("detail").notNull().default({}),
  createdAt: createdAt(),
});

// Our own pre-match book (book/schema.ts, migration 0040): its tables are this module's too.
export * from "./book/schema.ts";

import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, createdAt, minorUnits, serialId } from "../db/columns.ts";
import { users } from "../identity/schema.ts";
import { operators } from "../operators/schema.ts";

// The back office's Players area (migration 0027). Notes and adjustments are staff records about a
// player; the money itself moves only in the ledger (an adjustment keeps its transaction id).

/** Internal notes staff keep about a player; never shown to the player. */
export const playerNotes = pgTable(
  "player_notes",
  {
    id: serialId(),
    playerId: bigint("player_id", { mode: "number" })
      .notNull()
      .references(() => users.id),
    operatorId: bigint("operator_id", { mode: "number" })
      .notNull()
      .references(() => operators.id),
    text: text("text").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index("player_notes_player_idx").on(table.playerId, table.id),
    check("player_notes_text_check", sql`char_length(${table.text}) between 1 and 2000`),
  ],
);

export type AdjustmentStatus = "requested" | "posted" | "rejected";

/**
 * A balance adjustment by staff: posted at once up to the four-eyes threshold, else `requested`
 * until a second operator approves (posted) or rejects it. One per (player, idempotency key).
 */
export const balanceAdjustments = pgTable(
  "balance_adjustments",
  {
    id: serialId(),
    playerId: bigint("player_id", { mode: "number" })
      .notNull()
      .references(() => users.id),
    currency: text("currency").notNull(),
    amountCents: minorUnits("amount_cents").notNull(),
    reason: text("reason").notNull(),
    status: text("status").notNull().$type<AdjustmentStatus>(),
    idempotencyKey: text("idempotency_key").notNull(),
    requestedBy: bigint("requested_by", { mode: "number" })
      .notNull()
      .references(() => operators.id),
    decidedBy: bigint("decided_by", { mode: "number" }).references(() => operators.id),
    decisionReason: text("decision_reason"),
    ledgerTransactionId: bigint("ledger_transaction_id", { mode: "number" }),
    createdAt: createdAt(),
    decidedAt: at("decided_at"),
  },
  (table) => [
    uniqueIndex("balance_adjustments_player_key_idx").on(table.playerId, table.idempotencyKey),
    index("balance_adjustments_status_idx").on(table.status, table.id),
    check("balance_adjustments_amount_check", sql`${table.amountCents} <> 0`),
    check("balance_adjustments_status_check", sql`${table.status} in ('requested', 'posted', 'rejected')`),
    check(
      "balance_adjustments_four_eyes_check",
      sql`${table.decidedBy} is null or ${table.decidedBy} <> ${table.requestedBy}`,
    ),
    check(
      "balance_adjustments_posted_check",
      sql`${table.status} <> 'posted' or ${table.ledgerTransactionId} is not null`,
    ),
  ],
);

export type PlayerNoteRow = typeof playerNotes.$inferSelect;
export type BalanceAdjustmentRow = typeof balanceAdjustments.$inferSelect;

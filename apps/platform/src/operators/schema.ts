import type { OperatorRoleName } from "@croupier/contract";
import { sql } from "drizzle-orm";
import { bigint, check, index, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, createdAt, serialId } from "../db/columns.ts";

// Operators: the casino's staff (src/operators/README section of apps/platform/README.md). They
// are not players: their own table, sessions and cookie, created only by the CLI, and every
// action they take is written to the audit log in the same transaction as the action.

/** An operator's role, as the operator API names it. */
export type OperatorRole = OperatorRoleName;

export const operators = pgTable(
  "operators",
  {
    id: serialId(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    role: text("role").notNull().$type<OperatorRole>(),
    passwordHash: text("password_hash").notNull(),
    createdAt: createdAt(),
    disabledAt: at("disabled_at"),
  },
  (table) => [
    uniqueIndex("operators_email_lower_idx").on(sql`lower(${table.email})`),
    // The contract's OPERATOR_ROLE_NAMES (migration 0025).
    check("operators_role_check", sql`${table.role} in ('admin', 'finance', 'support', 'compliance', 'marketing')`),
  ],
);

/** Operator sessions: the cookie holds a random id, the table only its SHA-256 hash. */
export const operatorSessions = pgTable(
  "operator_sessions",
  {
    id: serialId(),
    tokenHash: text("token_hash").notNull(),
    operatorId: bigint("operator_id", { mode: "number" })
      .notNull()
      .references(() => operators.id, { onDelete: "cascade" }),
    ip: text("ip"),
    createdAt: at("created_at").notNull(),
    lastSeenAt: at("last_seen_at").notNull(),
    expiresAt: at("expires_at").notNull(),
  },
  (table) => [uniqueIndex("operator_sessions_token_idx").on(table.tokenHash)],
);

/**
 * Append-only record of every operator action (sign-in, approve, reject, payout…): who, what, on
 * which object, with what details. Null operator for actions of the CLI (operator creation).
 */
export const operatorAuditLog = pgTable(
  "operator_audit_log",
  {
    id: serialId(),
    operatorId: bigint("operator_id", { mode: "number" }).references(() => operators.id),
    action: text("action").notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    details: jsonb("details").notNull().default({}),
    ip: text("ip"),
    createdAt: createdAt(),
  },
  (table) => [index("operator_audit_log_operator_idx").on(table.operatorId, table.createdAt)],
);

import type { OperatorRoleName } from "@croupier/contract";
import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, createdAt, serialId } from "../db/columns.ts";
import { payments } from "../payments/schema.ts";

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
    /** Consecutive failed sign-ins (password or code); reset by a success and by a lock-out. */
    failedSignIns: integer("failed_sign_ins").notNull().default(0),
    /** Sign-in is refused until then (OPERATOR_LOCK_MINUTES after OPERATOR_MAX_FAILED_SIGN_INS failures). */
    lockedUntil: at("locked_until"),
  },
  (table) => [
    uniqueIndex("operators_email_lower_idx").on(sql`lower(${table.email})`),
    // The contract's OPERATOR_ROLE_NAMES (migrations 0025, 0040).
    check(
      "operators_role_check",
      sql`${table.role} in ('admin', 'finance', 'support', 'compliance', 'marketing', 'trader')`,
    ),
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
    /** Opened by an operator without two-factor sign-in yet: only enrolment, me and sign-out answer. */
    enrolmentPending: boolean("enrolment_pending").notNull().default(false),
  },
  (table) => [
    uniqueIndex("operator_sessions_token_idx").on(table.tokenHash),
    index("operator_sessions_operator_idx").on(table.operatorId),
  ],
);

/**
 * An operator's two-factor sign-in (TOTP), required for every operator: the secret offered by the
 * enrolment (pending) and the one in use, both encrypted (identity/two-factor-crypto.ts), and the
 * step of the last accepted code (a code is never accepted twice).
 */
export const operatorTwoFactor = pgTable(
  "operator_two_factor",
  {
    operatorId: bigint("operator_id", { mode: "number" })
      .primaryKey()
      .references(() => operators.id, { onDelete: "cascade" }),
    pendingSecret: text("pending_secret"),
    secret: text("secret"),
    enabledAt: at("enabled_at"),
    lastUsedStep: bigint("last_used_step", { mode: "number" }),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (table) => [
    check("operator_two_factor_enabled_check", sql`${table.enabledAt} is null or ${table.secret} is not null`),
  ],
);

/** An operator's one-time recovery codes: only their SHA-256, each used once (`used_at`). */
export const operatorRecoveryCodes = pgTable(
  "operator_recovery_codes",
  {
    id: serialId(),
    operatorId: bigint("operator_id", { mode: "number" })
      .notNull()
      .references(() => operators.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: at("used_at"),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("operator_recovery_codes_operator_code_idx").on(table.operatorId, table.codeHash)],
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
  (table) => [
    index("operator_audit_log_operator_idx").on(table.operatorId, table.createdAt),
    // The audit browser's filters (migration 0035).
    index("operator_audit_log_action_idx").on(table.action, table.id),
    index("operator_audit_log_target_idx").on(table.targetType, table.targetId, table.id),
    index("operator_audit_log_player_idx").on(sql`(${table.details}->>'player_id')`),
    index("operator_audit_log_created_idx").on(table.createdAt),
  ],
);

/**
 * The first approval of a withdrawal above the four-eyes threshold (WITHDRAWAL_FOUR_EYES_CENTS):
 * the payout waits for a second approval by another operator (operators/withdrawal-approvals.ts).
 */
export const withdrawalApprovals = pgTable(
  "withdrawal_approvals",
  {
    paymentId: bigint("payment_id", { mode: "number" })
      .primaryKey()
      .references(() => payments.id),
    operatorId: bigint("operator_id", { mode: "number" })
      .notNull()
      .references(() => operators.id),
    approvedAt: at("approved_at").notNull(),
  },
  (table) => [index("withdrawal_approvals_operator_idx").on(table.operatorId)],
);

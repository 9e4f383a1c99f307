import { z } from "zod";
import { requiredEmail, requiredText } from "../validation/rules.ts";
import { OPERATOR_PERMISSION_NAMES, OPERATOR_ROLE_NAMES } from "./operator-permissions.ts";
import { PAYMENT_STATES, type PaymentState, payment } from "./payments.ts";

// The operator API (`/api/operator/*`): the casino's staff, not players. Our own shapes (the API
// family has no back office). Amounts are integer minor units, as everywhere.

/** POST /api/operator/sign_in — `{ operator: { email, password } }`. */
export const operatorSignInBody = z
  .object({
    operator: z.object({
      email: requiredEmail(),
      password: z.string("required").min(1, "required").max(1024, "too_long"),
    }),
  })
  .meta({ id: "OperatorSignIn" });
export type OperatorSignInBody = z.input<typeof operatorSignInBody>;

/** The signed-in operator (sign-in and GET /api/operator/me). */
export const operatorProfile = z
  .object({
    id: z.number().int(),
    email: z.string(),
    name: z.string(),
    role: z.enum(OPERATOR_ROLE_NAMES),
    /** What the role may do (operator-permissions.ts): the back office shows only these areas. */
    permissions: z.array(z.enum(OPERATOR_PERMISSION_NAMES)),
  })
  .meta({ id: "Operator" });
export type OperatorProfile = z.infer<typeof operatorProfile>;

/** The states a stored payment can be in: the player history's, but `reserved`. */
export const WITHDRAWAL_STATES = PAYMENT_STATES.filter(
  (state): state is Exclude<PaymentState, "reserved"> => state !== "reserved",
);

const pageNumber = z.coerce.number().int("format").min(1, "format").default(1);
const pageSize = z.coerce.number().int("format").min(1, "format").max(100, "format").default(20);

export const operatorPagination = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total_count: z.number().int(),
});

/** GET /api/operator/withdrawals: all cash-outs, or those in one state (`pending`: the queue). */
export const operatorWithdrawalsQuery = z.object({
  state: z.enum(WITHDRAWAL_STATES, "format").optional(),
  page: pageNumber,
  page_size: pageSize,
});

/** A cash-out as the back office sees it: the player's history row plus who and where to. */
export const operatorWithdrawal = payment
  .extend({
    player_id: z.number().int(),
    player_email: z.string(),
    /** What the player entered with the method (e-wallet account, IBAN…); never card data. */
    method_fields_data: z.record(z.string(), z.unknown()),
    /** The gateway's payout id once paid out. */
    gateway_reference: z.string().nullable(),
    /** Why it was rejected, declined or recalled. */
    failure_reason: z.string().nullable(),
  })
  .meta({ id: "OperatorWithdrawal" });
export type OperatorWithdrawal = z.infer<typeof operatorWithdrawal>;

export const operatorWithdrawalsPage = z
  .object({ data: z.array(operatorWithdrawal), pagination: operatorPagination })
  .meta({ id: "OperatorWithdrawalsPage" });
export type OperatorWithdrawalsPage = z.infer<typeof operatorWithdrawalsPage>;

/** POST /api/operator/withdrawals/{id}/reject — the reason is kept on the payment and in the audit log. */
export const rejectWithdrawalBody = z.object({ reason: requiredText(500) }).meta({ id: "RejectWithdrawal" });
export type RejectWithdrawalBody = z.infer<typeof rejectWithdrawalBody>;

export const auditLogQuery = z.object({ page: pageNumber, page_size: pageSize });

/** One row of the append-only audit log; `operator_id` is null for actions of the CLI. */
export const auditLogEntry = z
  .object({
    id: z.number().int(),
    operator_id: z.number().int().nullable(),
    operator_email: z.string().nullable(),
    action: z.string(),
    target_type: z.string().nullable(),
    target_id: z.string().nullable(),
    details: z.record(z.string(), z.unknown()),
    ip: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: "AuditLogEntry" });
export type AuditLogEntry = z.infer<typeof auditLogEntry>;

export const auditLogPage = z
  .object({ data: z.array(auditLogEntry), pagination: operatorPagination })
  .meta({ id: "AuditLogPage" });
export type AuditLogPage = z.infer<typeof auditLogPage>;

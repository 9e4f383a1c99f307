import { z } from "zod";
import { requiredEmail, requiredText } from "../validation/rules.ts";
import { OPERATOR_PERMISSION_NAMES, OPERATOR_ROLE_NAMES } from "./operator-permissions.ts";
import { PAYMENT_STATES, type PaymentState, payment } from "./payments.ts";
import { authenticationCode } from "./two-factor.ts";

// The operator API (`/api/operator/*`): the casino's staff, not players. Our own shapes (the API
// family has no back office). Amounts are integer minor units, as everywhere.

/**
 * POST /api/operator/sign_in — `{ operator: { email, password, otp_attempt? } }`. `otp_attempt`: a
 * code of the operator's authenticator app or one of their recovery codes, once two-factor
 * sign-in is set up (without it the answer is 401 `otp_required`).
 */
export const operatorSignInBody = z
  .object({
    operator: z.object({
      email: requiredEmail(),
      password: z.string("required").min(1, "required").max(1024, "too_long"),
      otp_attempt: authenticationCode.optional(),
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
    /** False until the operator has set up two-factor sign-in: only enrolment, me and sign-out answer till then. */
    two_factor_enabled: z.boolean(),
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

/**
 * Four eyes: above the configured amount (WITHDRAWAL_FOUR_EYES_CENTS) a withdrawal is paid out
 * only at a second approval by another operator; `first_approval` is the one recorded so far.
 */
export const withdrawalFourEyes = z
  .object({
    required: z.boolean(),
    first_approval: z
      .object({ operator_id: z.number().int(), operator_email: z.string(), approved_at: z.string() })
      .nullable(),
  })
  .meta({ id: "WithdrawalFourEyes" });

/** Another player seen signing in from one of this player's IP addresses. */
export const sharedNetworkPlayer = z.object({
  player_id: z.number().int(),
  player_email: z.string(),
  /** The addresses both were seen at (sign-in history, sessions, last sign-ins). */
  ips: z.array(z.string()),
});

/**
 * What the queue shows beside a request to weigh it: the player's money in and out in the
 * withdrawal's currency (succeeded payments, minor units), their bonuses still open, and other
 * players sharing an IP address with them.
 */
export const withdrawalRiskHints = z
  .object({
    /** KYC: `verified` (identity and address approved), else `pending` (a document awaits review), else `unverified`. */
    kyc_status: z.enum(["verified", "pending", "unverified"]),
    deposits_cents: z.number().int(),
    deposits_count: z.number().int(),
    /** Withdrawals paid out. */
    withdrawals_cents: z.number().int(),
    /** Withdrawals waiting (pending or processing), this one included. */
    pending_withdrawals_cents: z.number().int(),
    /** Bonuses issued or wagering, not yet released, forfeited or expired. */
    open_bonuses: z.number().int(),
    /** At most 20, most addresses shared first. */
    players_sharing_ip: z.array(sharedNetworkPlayer),
  })
  .meta({ id: "WithdrawalRiskHints" });
export type WithdrawalRiskHints = z.infer<typeof withdrawalRiskHints>;

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
    four_eyes: withdrawalFourEyes,
    /** In the list (GET /api/operator/withdrawals) only. */
    risk: withdrawalRiskHints.optional(),
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

/** A moment with its offset ("2026-11-27T00:00:00+01:00"), its length bounded before the pattern runs. */
const auditInstant = z
  .string("format")
  .max(40, { error: "format", abort: true })
  .pipe(z.iso.datetime({ offset: true, error: "format" }));
/** A record id (an int8 serial, but no operator has more than 2^31 of anything). */
const auditRecordId = z.coerce.number("format").int("format").min(1, "format").max(2_147_483_647, "format");
/** An optional string filter: blank means none; bounded before any pattern runs. */
const optionalFilter = (maximum: number, pattern?: RegExp) => {
  const bounded = z.string("format").trim().max(maximum, { error: "too_long", abort: true });
  const checked = pattern ? bounded.refine((value) => value === "" || pattern.test(value), "format") : bounded;
  return checked.optional().transform((value) => value || undefined);
};

/**
 * GET /api/operator/audit_log: a page of the log, newest first, narrowed by any of the filters.
 * `action`: one of the actions the code writes (GET /api/operator/audit_log/options lists them);
 * `player_id`: the entries about a player (targeting them, or naming them in their details, as a
 * withdrawal decision does); `from` inclusive, `to` exclusive; `q`: free text (at most 100
 * characters) found in the action, target, IP, operator e-mail or details.
 */
export const auditLogQuery = z
  .object({
    operator_id: auditRecordId.optional(),
    action: optionalFilter(64, /^[a-z_]+\.[a-z_]+$/),
    target_type: optionalFilter(40, /^[a-z_]+$/),
    target_id: optionalFilter(100),
    player_id: auditRecordId.optional(),
    from: auditInstant.optional(),
    to: auditInstant.optional(),
    q: optionalFilter(100),
    page: z.coerce.number().int("format").min(1, "format").max(10_000, "format").default(1),
    page_size: pageSize,
  })
  .superRefine((query, context) => {
    if (query.from && query.to && Date.parse(query.from) >= Date.parse(query.to)) {
      context.addIssue({ code: "custom", path: ["to"], message: "format" });
    }
  });
export type AuditLogQuery = z.input<typeof auditLogQuery>;

/** GET /api/operator/audit_log/options: what the browser's filters offer (every action the code writes, every operator). */
export const auditLogOptions = z
  .object({
    actions: z.array(z.string()),
    operators: z.array(z.object({ id: z.number().int(), email: z.string(), name: z.string() })),
  })
  .meta({ id: "AuditLogOptions" });
export type AuditLogOptions = z.infer<typeof auditLogOptions>;

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

/**
 * 403 of an operator route: `code` says why when the client acts on it —
 * `two_factor_enrolment_required`: the session's operator has not set up two-factor sign-in yet.
 */
export const operatorForbiddenBody = z
  .object({ error: z.string(), code: z.enum(["two_factor_enrolment_required"]).optional() })
  .meta({ id: "OperatorForbidden" });

/** GET /api/operator/two_factor: a new secret (base32) and its otpauth:// URI (issuer "Croupier back office"). */
export const operatorTwoFactorSetup = z
  .object({ otp_secret: z.string(), data: z.string() })
  .meta({ id: "OperatorTwoFactorSetup" });

/** POST /api/operator/two_factor: the secret GET offered and a current code for it. */
export const operatorTwoFactorEnableBody = z
  .object({
    two_factor: z.object({
      otp_secret: z.string("required").trim().min(1, "required").max(64, "invalid_token"),
      authentication_code: authenticationCode,
    }),
  })
  .meta({ id: "OperatorTwoFactorEnable" });

/** POST 200: the recovery codes, shown this once (only their hashes are kept). */
export const operatorTwoFactorEnabled = z
  .object({ two_factor_enabled: z.literal(true), recovery_codes: z.array(z.string()) })
  .meta({ id: "OperatorTwoFactorEnabled" });

/** One of the operator's own live sessions; `current`: the one this request came with. */
export const operatorSession = z
  .object({
    id: z.number().int(),
    ip: z.string().nullable(),
    created_at: z.string(),
    last_seen_at: z.string(),
    current: z.boolean(),
  })
  .meta({ id: "OperatorSession" });
export type OperatorSessionView = z.infer<typeof operatorSession>;

export const operatorSessionList = z.object({ data: z.array(operatorSession) }).meta({ id: "OperatorSessions" });

/** DELETE /api/operator/sessions/{id}. */
export const operatorSessionParams = z.object({
  id: z.coerce
    .number("format")
    .int("format")
    .min(1, "format")
    .max(2 ** 53 - 1, "format"),
});

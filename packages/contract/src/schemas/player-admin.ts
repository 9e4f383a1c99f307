import { z } from "zod";
import { requiredText } from "../validation/rules.ts";
import { playerBonus } from "./bonuses.ts";
import { userLimit } from "./limits.ts";
import { operatorPagination } from "./operators.ts";
import { payment } from "./payments.ts";
import { statementLine } from "./statements.ts";

// The back office's Players area (`/api/operator/players*`): search, the player 360 view, the
// account actions, responsible-gambling interventions, internal notes and balance adjustments.
// Amounts are integer minor units; changes that need one take a `reason` kept in the audit log.

/** The largest id a path takes (an int4 serial). */
const recordId = z.coerce.number("format").int("format").min(1, "format").max(2_147_483_647, "format");

export const playerAdminParams = z.object({ id: recordId });
export const playerAdjustmentParams = z.object({ id: recordId, adjustment_id: recordId });

/** Where a player stands: closed and excluded come from exclusions, blocked from a staff block. */
export const PLAYER_ADMIN_STATUSES = ["active", "blocked", "excluded", "closed"] as const;
export type PlayerAdminStatus = (typeof PLAYER_ADMIN_STATUSES)[number];

/** GET /api/operator/players: `q` is an e-mail prefix, an id, a name or a phone number (at most 100 characters). */
export const playerSearchQuery = z.object({
  q: z.string().trim().max(100, "too_long").optional(),
  page: z.coerce.number().int("format").min(1, "format").max(10_000, "format").default(1),
  page_size: z.coerce.number().int("format").min(1, "format").max(100, "format").default(20),
});

export const playerSummary = z
  .object({
    id: z.number().int(),
    email: z.string(),
    name: z.string().nullable(),
    country: z.string().nullable(),
    currencies: z.array(z.string()),
    created_at: z.string(),
    status: z.enum(PLAYER_ADMIN_STATUSES),
    last_sign_in_at: z.string().nullable(),
  })
  .meta({ id: "OperatorPlayerSummary" });

export const playerSearchPage = z
  .object({ data: z.array(playerSummary), pagination: operatorPagination })
  .meta({ id: "OperatorPlayerSearchPage" });

const playerProfile = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  nickname: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  postal_code: z.string().nullable(),
  mobile_phone: z.string().nullable(),
  currency: z.string(),
  locale: z.string(),
  confirmed_at: z.string().nullable(),
  created_at: z.string(),
  status: z.enum(PLAYER_ADMIN_STATUSES),
  blocked_at: z.string().nullable(),
  /** Locked out after failed sign-ins until the lock ends, is lifted or is unlocked by mail. */
  locked_at: z.string().nullable(),
  failed_sign_ins: z.number().int(),
  sign_in_count: z.number().int(),
  current_sign_in_at: z.string().nullable(),
  current_sign_in_ip: z.string().nullable(),
  last_sign_in_at: z.string().nullable(),
  last_sign_in_ip: z.string().nullable(),
});

const playerAccountBalance = z.object({
  currency: z.string(),
  /** `cash`: the player's money; `bonus`: bonus money (not yet released). */
  wallet: z.enum(["cash", "bonus"]),
  balance_cents: z.number().int(),
});

const playerRound = z.object({
  id: z.number().int(),
  provider: z.string(),
  game: z.string(),
  currency: z.string(),
  total_bet_cents: z.number().int(),
  total_win_cents: z.number().int(),
  closed: z.boolean(),
  created_at: z.string(),
});

const playerSession = z.object({
  id: z.number().int(),
  ip: z.string().nullable(),
  country: z.string().nullable(),
  /** The browser's user agent as sent at sign-in (the device). */
  device: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string(),
  active: z.boolean(),
});

/** One sign-in (a session opened), kept after the session ends. */
const playerSignIn = z.object({
  id: z.number().int(),
  ip: z.string().nullable(),
  country: z.string().nullable(),
  /** The browser's user agent (the device). */
  device: z.string().nullable(),
  created_at: z.string(),
});

export const playerNote = z
  .object({
    id: z.number().int(),
    text: z.string(),
    operator_id: z.number().int(),
    operator_email: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: "OperatorPlayerNote" });

const playerAuditEntry = z.object({
  id: z.number().int(),
  operator_id: z.number().int().nullable(),
  operator_email: z.string().nullable(),
  action: z.string(),
  details: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  created_at: z.string(),
});

export const ADJUSTMENT_STATUSES = ["requested", "posted", "rejected"] as const;

export const balanceAdjustment = z
  .object({
    id: z.number().int(),
    player_id: z.number().int(),
    currency: z.string(),
    amount_cents: z.number().int(),
    reason: z.string(),
    /** `requested`: above the four-eyes threshold, waiting for a second operator. */
    status: z.enum(ADJUSTMENT_STATUSES),
    requested_by: z.number().int(),
    decided_by: z.number().int().nullable(),
    decision_reason: z.string().nullable(),
    ledger_transaction_id: z.number().int().nullable(),
    created_at: z.string(),
    decided_at: z.string().nullable(),
  })
  .meta({ id: "OperatorBalanceAdjustment" });

/** GET /api/operator/players/adjustments: the adjustments in one status (`requested`: waiting for a second operator). */
export const adjustmentsQuery = z.object({
  status: z.enum(ADJUSTMENT_STATUSES, "format").default("requested"),
  page: z.coerce.number().int("format").min(1, "format").max(10_000, "format").default(1),
  page_size: z.coerce.number().int("format").min(1, "format").max(100, "format").default(20),
});

export const adjustmentsPage = z
  .object({ data: z.array(balanceAdjustment), pagination: operatorPagination })
  .meta({ id: "OperatorBalanceAdjustmentsPage" });

/** GET /api/operator/players/{id}: everything staff need about one player, newest first in each list. */
export const player360 = z
  .object({
    profile: playerProfile,
    accounts: z.array(playerAccountBalance),
    statement: z.array(statementLine),
    payments: z.array(payment),
    rounds: z.array(playerRound),
    bonuses: z.array(playerBonus),
    limits: z.array(userLimit),
    exclusion: z.object({ kind: z.string(), starts_at: z.string(), ends_at: z.string().nullable() }).nullable(),
    /** Sessions still alive. */
    sessions: z.array(playerSession),
    /** The latest sign-ins, newest first, whether their sessions still live or not. */
    sign_ins: z.array(playerSignIn),
    notes: z.array(playerNote),
    adjustments: z.array(balanceAdjustment),
    audit_trail: z.array(playerAuditEntry),
  })
  .meta({ id: "OperatorPlayer360" });
export type Player360 = z.infer<typeof player360>;

/** A change that needs a reason (block, unblock, end sessions, lift a lock-out). */
export const playerActionBody = z.object({ reason: requiredText(500) }).meta({ id: "OperatorPlayerAction" });

/** POST .../notes */
export const playerNoteBody = z
  .object({ note: z.object({ text: requiredText(2000) }) })
  .meta({ id: "OperatorPlayerNoteBody" });

/**
 * POST .../interventions: a limit (as the player's own limits: a lower or new one binds at once) or
 * a time-out of `days` days, set by staff.
 */
export const playerInterventionBody = z
  .object({
    intervention: z.object({
      kind: z.enum(["limit", "timeout"], "format"),
      reason: requiredText(500),
      /** kind `timeout`: its length. */
      days: z.number("format").int("format").min(1, "format").max(3650, "format").optional(),
      /** kind `limit`: the type, period and amounts (or minutes) as POST /api/user_limits takes them. */
      limit: z
        .object({
          type: z.enum(["deposit", "loss", "wager", "session"], "format"),
          period: z.enum(["day", "week", "month"], "format"),
          minutes: z.number("format").int("format").optional(),
          accounts: z
            .array(
              z.object({
                currency: z.string("required").trim().min(1, "required").max(10, "too_long"),
                amount_cents: z.number("format").int("format"),
              }),
            )
            .max(20, "too_long")
            .optional(),
        })
        .optional(),
    }),
  })
  .meta({ id: "OperatorPlayerIntervention" });

/** The key that makes a retried adjustment post once (also taken from the `Idempotency-Key` header). */
const idempotencyKey = z
  .string("format")
  .trim()
  .min(1, "required")
  .max(100, "too_long")
  .regex(/^[\w.:-]+$/, "format");

/** POST .../adjustments: signed `amount_cents` (credit when positive, debit when negative). */
export const adjustmentBody = z
  .object({
    adjustment: z.object({
      currency: z.string("required").trim().toUpperCase().min(1, "required").max(10, "too_long"),
      amount_cents: z
        .number("format")
        .int("format")
        .min(-1_000_000_000_000, "format")
        .max(1_000_000_000_000, "format")
        .refine((value) => value !== 0, "format"),
      reason: requiredText(500),
      idempotency_key: idempotencyKey.optional(),
    }),
  })
  .meta({ id: "OperatorAdjustmentBody" });

export const adjustmentHeaders = z.object({ "idempotency-key": idempotencyKey.optional() });

/** POST .../adjustments/{adjustment_id}/reject */
export const adjustmentDecisionBody = z
  .object({ reason: requiredText(500) })
  .meta({ id: "OperatorAdjustmentDecision" });

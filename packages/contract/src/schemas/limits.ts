import { z } from "zod";
import { MAX_AMOUNT_MINOR, majorAmountInput } from "../money.ts";

// Player limits (responsible gambling, UKGC RTS 12, MGA): `/api/user_limits` in the API family's
// shape (api-contract.md §9 "Limits") plus our own additions, marked "Ours" below.
//
// Rules the platform applies (apps/platform/src/limits):
// - One limit per (type, period) and player. A deposit, loss or wager limit holds an amount per
//   currency (`accounts`); a session limit holds minutes of play, for all currencies at once.
// - Windows are ROLLING (`strategy: "rolling"`): "day" is the last 24 hours, "week" the last 7 days,
//   "month" the last 30 days, always counted back from now. The use falls as the oldest counted
//   movement leaves the window: `resets_at` / `active_until` say when that next happens.
// - A new limit, a new currency in a limit, or a lower amount applies at once. A higher amount or a
//   removal (DELETE) waits: it becomes `pending`, confirmable 24 hours after it was asked for
//   (`pending.applies_at`), and applies only when the player confirms it (POST /confirm with
//   `pending.token`). Until then the old amount binds. Asking again for an increase restarts the
//   24 hours; setting the current amount or a lower one drops a pending increase.
// - Several limits of one type: the lowest amount still allowed binds (day 50 and week 30 → 30).
// - What counts: "deposit" gross deposits credited (card and crypto); "wager" stakes placed;
//   "loss" stakes minus wins (net loss; a bet counts in full as a potential loss when checked);
//   "session" minutes of play: each game session from its launch to its last bet or win, sessions
//   open at once (two tabs) counted once, clipped to the window (see the platform README).
// - Where: every card deposit request (POST /api/payments/deposits: 422 `errors.amountValue`, the
//   deposit form's own amount field), the crypto deposit address (GET …/methods/crypto_*/fields: 422
//   `errors.amountValue` once the limit in that coin is used up; coins arriving anyway are credited
//   and counted), every studio bet (POST /api/studio/play: 422 `errors["action.bet"]`, or
//   `errors["action.bets"]` for roulette), every provider bet through the wallet protocol
//   (`RS_ERROR_LIMIT_REACHED` with the balance), and sign-in once a session limit is used up
//   (POST /api/users/sign_in: 422 `errors.email`). Every refusal text (in the request's language)
//   says which limit binds, the amount still allowed and when it resets.
//
// Errors: 422 `{ errors: { <field>: [text] } }` with fields type, period, currency, amount, minutes
// (POST), token (confirm: unknown token, or "can be confirmed from …" before the cooling-off ends);
// 404 `{ error }` for an unknown limit id; 401 when signed out.

/** "deposit" (gross deposits, named "deposit limit"), "loss" (bets − wins), "wager" (bets), "session" (minutes of play). */
export const LIMIT_TYPES = ["deposit", "loss", "wager", "session"] as const;
export type LimitType = (typeof LIMIT_TYPES)[number];

/** "day" (24 hours), "week" (7 days), "month" (30 days), rolling. */
export const LIMIT_PERIODS = ["day", "week", "month"] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** The length of each period's rolling window in milliseconds. */
export const LIMIT_PERIOD_MS: Record<LimitPeriod, number> = {
  day: 24 * 60 * 60 * 1000,
  week: 7 * 24 * 60 * 60 * 1000,
  month: 30 * 24 * 60 * 60 * 1000,
};

/**
 * The cooling-off before an increase or a removal can be confirmed, in hours: at least 24 (UK RTS
 * 12B); a jurisdiction may ask for more (play rules `limit_cooling_off_hours`).
 */
export const LIMIT_COOLING_OFF_MIN_HOURS = 24;
export const LIMIT_COOLING_OFF_MAX_HOURS = 720;

/** The most minutes a session limit of each period can hold (the whole period). */
export const LIMIT_MAX_MINUTES: Record<LimitPeriod, number> = {
  day: 24 * 60,
  week: 7 * 24 * 60,
  month: 30 * 24 * 60,
};

/**
 * "active": the limit binds. "pending_removal": the player asked to remove it; it still binds until
 * the removal is confirmed after `disable_at`.
 */
export const LIMIT_STATUSES = ["active", "pending_removal"] as const;
export type LimitStatus = (typeof LIMIT_STATUSES)[number];

/** One currency of a deposit, loss or wager limit. */
export const userLimitAccount = z
  .object({
    currency: z.string(),
    /** The limit in minor units. */
    amount_cents: z.number().int(),
    /** What the window counts now, in minor units (a net loss below zero shows as 0). */
    current_value_amount_cents: z.number().int(),
    /** When the use next falls (the oldest counted movement leaves the window); null when nothing is counted. */
    active_until: z.string().nullable(),
    /** Ours: amount_cents − current_value_amount_cents, never below 0. */
    remaining_amount_cents: z.number().int(),
    /** Ours: same as active_until. */
    resets_at: z.string().nullable(),
    /** Ours: this limit allows the least of its type in this currency now (the lowest binds). */
    binding: z.boolean(),
  })
  .meta({ id: "UserLimitAccount" });
export type UserLimitAccount = z.infer<typeof userLimitAccount>;

/** Ours: a change waiting for its cooling-off and the player's confirmation. */
export const userLimitPending = z
  .object({
    /** "increase": higher amounts (or minutes) asked for; "removal": the limit is to go. */
    kind: z.enum(["increase", "removal"]),
    /** The amounts asked for, per currency (increase of a money limit); [] otherwise. */
    accounts: z.array(z.object({ currency: z.string(), amount_cents: z.number().int() })),
    /** The minutes asked for (increase of a session limit); null otherwise. */
    minutes: z.number().int().nullable(),
    requested_at: z.string(),
    /** From when the player may confirm it (requested_at + 24 hours). */
    applies_at: z.string(),
    /** applies_at has passed: POST /api/user_limits/confirm with the token applies it now. */
    confirmable: z.boolean(),
    /** The confirmation token (given to the signed-in player only). */
    token: z.string(),
  })
  .meta({ id: "UserLimitPending" });
export type UserLimitPending = z.infer<typeof userLimitPending>;

export const userLimit = z
  .object({
    id: z.number().int(),
    type: z.enum(LIMIT_TYPES),
    period: z.enum(LIMIT_PERIODS),
    status: z.enum(LIMIT_STATUSES),
    /** Always "rolling": the window is the last 24 hours / 7 days / 30 days. */
    strategy: z.literal("rolling"),
    /** When a requested removal can be confirmed (pending_removal); null otherwise. */
    disable_at: z.string().nullable(),
    /** Pending changes never lapse here: always null (kept for the API family's shape). */
    confirm_until: z.string().nullable(),
    created_at: z.string(),
    /** Per currency for deposit, loss and wager limits; [] for a session limit. */
    accounts: z.array(userLimitAccount),
    /** Ours: a session limit's minutes per period; null for the other types. */
    minutes: z.number().int().nullable(),
    /** Ours: minutes of play counted in the window now (session limit); null for the other types. */
    current_minutes: z.number().int().nullable(),
    /**
     * Ours: session limit: once used up, when the player may play (and sign in) again; before, when
     * the counted play time next falls. Null when no play is counted, or another type.
     */
    resets_at: z.string().nullable(),
    /** Ours: the change awaiting cooling-off and confirmation, or null. */
    pending: userLimitPending.nullable(),
  })
  .meta({ id: "UserLimit" });
export const userLimits = z.array(userLimit);
export type UserLimit = z.infer<typeof userLimit>;

/** An amount in minor units: a positive whole number no larger than the contract's ceiling. */
const amountCents = z
  .number({ error: "amount_number" })
  .int({ error: "amount_number" })
  .min(1, { error: "amount_number" })
  .max(MAX_AMOUNT_MINOR, { error: "amount_number" });

/**
 * One currency's amount in a request: `amount_cents` (positive integer, minor units) or `amount`
 * (the free text box as typed, in MAJOR units, "25" or "25.50", like the deposit's amountValue). The
 * platform turns `amount` into minor units with the currency's decimals; errors come under `amount`.
 * The currency must be one of the player's accounts (422 `errors.currency`).
 */
export const userLimitAccountInput = z
  .object({
    currency: z.string().trim().min(1).max(10),
    amount_cents: amountCents.optional(),
    amount: majorAmountInput.optional(),
  })
  .refine((value) => value.amount_cents !== undefined || value.amount !== undefined, {
    error: "required",
    path: ["amount"],
  });
export type UserLimitAccountInput = z.input<typeof userLimitAccountInput>;

/**
 * POST /api/user_limits: create or change the player's limit of this type and period.
 * Money types: `accounts` (at least one currency; currencies not named keep their amounts).
 * Session: `minutes` (1 … the period's minutes), `accounts` ignored.
 */
export const userLimitRequest = z
  .object({
    user_limit: z.object({
      type: z.enum(LIMIT_TYPES, { error: "required" }),
      period: z.enum(LIMIT_PERIODS, { error: "required" }),
      accounts: z.array(userLimitAccountInput).max(20).optional(),
      minutes: z
        .number({ error: "format" })
        .int({ error: "format" })
        .min(1, { error: "format" })
        .max(LIMIT_MAX_MINUTES.month, { error: "format" })
        .optional(),
    }),
  })
  .meta({ id: "UserLimitRequest" });
export type UserLimitRequest = z.input<typeof userLimitRequest>;

/** DELETE /api/user_limits/{id}. */
export const userLimitParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** POST /api/user_limits/confirm: the pending change's token. */
export const userLimitConfirmRequest = z
  .object({ token: z.string().trim().min(1).max(100) })
  .meta({ id: "UserLimitConfirmRequest" });
export type UserLimitConfirmRequest = z.input<typeof userLimitConfirmRequest>;

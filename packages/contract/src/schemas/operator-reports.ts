import { z } from "zod";

// The back office's dashboard and reports (`/api/operator/dashboard`, `/api/operator/reports/*`):
// our own shapes. Amounts are integer minor units of the row's currency; play money is left out.
// Imported by path, not from the package's index: only the back office and the platform need them.

export const DASHBOARD_PERIODS = ["today", "7d", "30d"] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

/** GET /api/operator/dashboard?period=today|7d|30d (default today: since 00:00 UTC). */
export const dashboardQuery = z.object({ period: z.enum(DASHBOARD_PERIODS, "format").default("today") });

/** One currency's figures over the period. */
export const dashboardCurrency = z.object({
  currency: z.string(),
  /** Deposits credited. */
  deposits_cents: z.number().int(),
  /** Withdrawals paid out. */
  withdrawals_cents: z.number().int(),
  /** Bets minus wins (rollbacks netted), real and bonus money. */
  ggr_cents: z.number().int(),
  /** Promotional money given (bonuses credited, prizes, comp point exchanges) minus bonus money forfeited or expired. */
  bonus_cost_cents: z.number().int(),
  /** GGR minus bonus cost. */
  ngr_cents: z.number().int(),
  /** Players who placed a bet in the currency. */
  active_players: z.number().int(),
  /** Players who signed up with the currency. */
  new_players: z.number().int(),
});
export type DashboardCurrency = z.infer<typeof dashboardCurrency>;

export const dashboard = z
  .object({
    period: z.enum(DASHBOARD_PERIODS),
    from: z.string(),
    to: z.string(),
    currencies: z.array(dashboardCurrency),
    /** Withdrawals waiting for a decision (state pending). */
    pending_withdrawals: z.number().int(),
    /** KYC documents waiting for review. */
    pending_kyc_documents: z.number().int(),
    /** Support inbox messages still to handle (inbox status new or open). */
    open_support_messages: z.number().int(),
  })
  .meta({ id: "OperatorDashboard" });
export type Dashboard = z.infer<typeof dashboard>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day (UTC), `YYYY-MM-DD`, that exists. */
const day = () =>
  z
    .string("format")
    .max(10, "format")
    .regex(DAY, "format")
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
    }, "format");

export const GGR_GROUPS = ["game", "provider", "day"] as const;
export type GgrGroup = (typeof GGR_GROUPS)[number];

/** The longest period a report covers, in days. */
export const REPORT_MAX_DAYS = 366;

/** The period and currency filters every report takes, with the report's own `group`. */
function reportQuery<const G extends readonly [string, ...string[]]>(groups: G, fallback: G[number]) {
  return z
    .object({
      from: day().optional(),
      to: day().optional(),
      group: z.enum(groups, "format").default(fallback as never),
      currency: z
        .string("format")
        .trim()
        .max(10, "format")
        .regex(/^[A-Za-z0-9]{2,10}$/, "format")
        .transform((value) => value.toUpperCase())
        .optional(),
    })
    .superRefine((value, ctx) => {
      if (value.from && value.to && value.to < value.from) {
        ctx.addIssue({ code: "custom", message: "format", path: ["to"] });
      }
      if (value.from && value.to) {
        const days = (Date.parse(value.to) - Date.parse(value.from)) / 86_400_000 + 1;
        if (days > REPORT_MAX_DAYS) ctx.addIssue({ code: "custom", message: "format", path: ["from"] });
      }
    });
}

/**
 * GET /api/operator/reports/ggr (and .csv): `from` and `to` are UTC days, both included (default:
 * the last 30 days to today); `group` game, provider or day; `currency` one code or all.
 */
export const ggrReportQuery = reportQuery(GGR_GROUPS, "day");
export type GgrReportQuery = z.infer<typeof ggrReportQuery>;

export const ggrReportRow = z.object({
  /** The game id (`provider/slug`), the provider id, or the day (`YYYY-MM-DD`), by `group`. */
  key: z.string(),
  currency: z.string(),
  bets_cents: z.number().int(),
  wins_cents: z.number().int(),
  ggr_cents: z.number().int(),
  /** Wins over bets, in per cent with two decimals; null without bets. */
  rtp_percent: z.number().nullable(),
  /** Rounds with a bet. */
  rounds: z.number().int(),
  /**
   * Promotional money given that day less bonus money forfeited or expired (the ledger's bonus
   * account, as on the dashboard); null by game or provider, where it belongs to no one game.
   */
  bonus_cost_cents: z.number().int().nullable(),
  /** GGR minus bonus cost; null where the bonus cost is. */
  ngr_cents: z.number().int().nullable(),
});
export type GgrReportRow = z.infer<typeof ggrReportRow>;

export const ggrReport = z
  .object({
    from: z.string(),
    to: z.string(),
    group: z.enum(GGR_GROUPS),
    data: z.array(ggrReportRow),
  })
  .meta({ id: "OperatorGgrReport" });
export type GgrReport = z.infer<typeof ggrReport>;

export const PAYMENTS_GROUPS = ["day", "method"] as const;
export type PaymentsGroup = (typeof PAYMENTS_GROUPS)[number];

/**
 * GET /api/operator/reports/payments (and .csv): the same period and currency as the GGR report;
 * `group` day (rows per day, currency, method and direction, the default) or method (per method,
 * currency and direction over the whole period).
 */
export const paymentsReportQuery = reportQuery(PAYMENTS_GROUPS, "day");
export type PaymentsReportQuery = z.infer<typeof paymentsReportQuery>;

export const PAYMENT_DIRECTIONS = ["deposit", "withdrawal"] as const;

/**
 * Payments of one method, currency and direction (on one day, by `group` day): a payment counts on
 * the day it was decided, or the day it was asked for while it still waits. The gateways charge
 * no fee the casino records, so there is no fee column.
 */
export const paymentsReportRow = z.object({
  /** The UTC day (`YYYY-MM-DD`); null by method. */
  day: z.string().nullable(),
  currency: z.string(),
  /** The payment method's id (`creditcard`, `skrill`…). */
  method: z.string(),
  direction: z.enum(PAYMENT_DIRECTIONS),
  /** Deposits credited, or withdrawals paid out. */
  succeeded_count: z.number().int(),
  succeeded_cents: z.number().int(),
  /** Still waiting (pending, or a payout under way). */
  pending_count: z.number().int(),
  pending_cents: z.number().int(),
  /** Declined by the gateway or rejected by staff. */
  failed_count: z.number().int(),
  /** Canceled, or recalled by the player. */
  canceled_count: z.number().int(),
});
export type PaymentsReportRow = z.infer<typeof paymentsReportRow>;

export const paymentsReport = z
  .object({
    from: z.string(),
    to: z.string(),
    group: z.enum(PAYMENTS_GROUPS),
    data: z.array(paymentsReportRow),
  })
  .meta({ id: "OperatorPaymentsReport" });
export type PaymentsReport = z.infer<typeof paymentsReport>;

export const HARM_MARKER_KINDS = [
  "deposit_frequency_spike",
  "deposit_size_spike",
  "repeated_withdrawal_cancellations",
  "many_payment_methods",
] as const;
export type HarmMarkerKind = (typeof HARM_MARKER_KINDS)[number];

/** One marker with the figures it was found on (counts, and amounts in minor units of `currency`). */
export const harmMarker = z.object({
  kind: z.enum(HARM_MARKER_KINDS),
  /** The currency of the figures; null for a marker across currencies (payment methods). */
  currency: z.string().nullable(),
  figures: z.record(z.string(), z.number()),
});
export type HarmMarker = z.infer<typeof harmMarker>;

export const harmMarkers = z
  .object({
    /** The last 7 days (`recent_from` to `to`) are compared with the 30 days before them. */
    previous_from: z.string(),
    recent_from: z.string(),
    to: z.string(),
    data: z.array(
      z.object({
        player_id: z.number().int(),
        player_email: z.string(),
        markers: z.array(harmMarker),
      }),
    ),
  })
  .meta({ id: "OperatorHarmMarkers" });
export type HarmMarkers = z.infer<typeof harmMarkers>;

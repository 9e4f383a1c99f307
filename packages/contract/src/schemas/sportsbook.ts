import { z } from "zod";
import { LOCALES } from "../i18n/locales.ts";

// The embedded sportsbook vendors' wallet callbacks (platform src/sportsbook/). Betby POSTs
// `{payload: <RS256 JWT>}`; the request sits in the token's `payload` claim. Amounts in cents.

export const BETBY_ERROR_CODES = {
  player_blocked: 1005,
  player_not_found: 1006,
  session_expired: 1007,
  not_enough_money: 2001,
  invalid_currency: 2002,
  parent_not_found: 2003,
  bad_request: 2004,
  invalid_jwt: 2005,
  bonus_not_found: 3001,
  limits_exceeded: 4001,
  max_bonus_bet_exceeded: 4002,
} as const;

export const betbyCallbackBody = z
  .object({
    payload: z
      .string()
      .min(1)
      .max(64_000)
      .describe("An RS256 JWT signed by Betby; its `payload` claim is the request."),
  })
  .meta({ id: "BetbyCallbackBody" });
export type BetbyCallbackBody = z.infer<typeof betbyCallbackBody>;

export const betbyAnswer = z
  .object({
    id: z.string().describe("Our transaction id."),
    ext_transaction_id: z.string().describe("Betby's transaction id."),
    parent_transaction_id: z.string().nullable().describe("Our bet id (bet_transaction_id); null for a bet."),
    user_id: z.string(),
    operation: z.string(),
    amount: z.number().int(),
    currency: z.string(),
    balance: z.number().int(),
  })
  .meta({ id: "BetbyAnswer" });
export type BetbyAnswer = z.infer<typeof betbyAnswer>;

export const betbyError = z.object({ code: z.number().int(), message: z.string() }).meta({ id: "BetbyError" });
export type BetbyError = z.infer<typeof betbyError>;

export const betbyPing = z.object({ timestamp: z.number().int() }).meta({ id: "BetbyPing" });

const id = z.union([z.string().min(1).max(100), z.number().int().nonnegative()]).transform(String);
const cents = z.number().int().min(0).max(1_000_000_000_000_000);
const currency = z.string().min(3).max(10);
const transaction = z.object({ id, amount: cents.optional() }).loose();

/** The requests inside the JWT's `payload` claim (unknown fields are kept and ignored). */
export const betbyMakeRequest = z
  .object({
    amount: cents,
    currency,
    player_id: id,
    session_id: z.string().min(1).max(100),
    transaction,
    betslip: z.record(z.string(), z.unknown()).optional(),
    potential_win: cents.optional(),
    bonus_id: id.nullable().optional(),
  })
  .loose();

export const betbyBetReference = z.object({ bet_transaction_id: id }).loose();

export const betbySelection = z
  .object({
    id: id.optional(),
    status: z.enum(["open", "won", "lost", "canceled", "refund", "half-won", "half-lost"]).optional(),
  })
  .loose();

export const betbyWinRequest = z
  .object({
    bet_transaction_id: id,
    amount: cents,
    currency,
    is_cashout: z.boolean().optional(),
    transaction,
    selections: z.array(betbySelection).max(1000).optional(),
  })
  .loose();

export const betbyLostRequest = z
  .object({ bet_transaction_id: id, amount: cents.optional(), currency: currency.optional(), transaction })
  .loose();

export const betbyRefundRequest = z
  .object({
    bet_transaction_id: id,
    transaction,
    reason: z.string().max(500).optional(),
    reason_code: z.number().int().optional(),
  })
  .loose();

export const betbyRollbackRequest = z
  .object({ bet_transaction_id: id, parent_transaction_id: id.optional(), transaction })
  .loose();

export const betbyDiscardRequest = z
  .object({ ext_player_id: id, transaction_id: id, reason: z.string().max(500).optional() })
  .loose();

export const betbySettlementRequest = z
  .object({ bet_transaction_id: id, status: z.string().max(20).optional() })
  .loose();

// The player's side of an embedded vendor: whether one is configured (the site's /sports page
// mounts its widget, else our own book), and the launch of its widget for a signed-in player.

export const SPORTSBOOK_VENDORS = ["betby"] as const;
export type SportsbookVendor = (typeof SPORTSBOOK_VENDORS)[number];

/** What the page needs to load the vendor's widget (Betby: `new BTRenderer().initialize({...})`). */
export const sportsbookWidget = z
  .object({
    brand_id: z.string().describe("Betby's `brand_id` option."),
    script_url: z.string().describe("The vendor's widget script the page loads."),
    theme_name: z.string().nullable().describe("Betby's `themeName` option; null: the vendor's default."),
  })
  .meta({ id: "SportsbookWidget" });
export type SportsbookWidget = z.infer<typeof sportsbookWidget>;

/** GET /api/sportsbook/provider: the configured vendor (null: our own book) and its public widget settings. */
export const sportsbookProvider = z
  .object({
    vendor: z.enum(SPORTSBOOK_VENDORS).nullable(),
    widget: sportsbookWidget.nullable(),
  })
  .meta({ id: "SportsbookProvider" });
export type SportsbookProvider = z.infer<typeof sportsbookProvider>;

/** POST /api/sportsbook/launch: both optional (default: the player's currency and language). */
export const sportsbookLaunchBody = z
  .object({
    currency: z
      .string("format")
      .max(10, "format")
      .regex(/^[A-Z0-9]{2,10}$/, "format")
      .optional(),
    lang: z.enum(LOCALES, "format").optional(),
  })
  .meta({ id: "SportsbookLaunchRequest" });
export type SportsbookLaunchBody = z.input<typeof sportsbookLaunchBody>;

export const sportsbookLaunch = z
  .object({
    vendor: z.enum(SPORTSBOOK_VENDORS),
    token: z
      .string()
      .describe(
        "The player's ES256 JWT (iss brand id, sub player id, name, iat, exp, jti = the session, lang, currency, " +
          "odds_format, ff.is_cashout_available, ff.is_match_tracker_available): Betby's `token` option.",
      ),
    expires_at: z.iso.datetime().describe("When the token expires: ask for a new one (Betby's onTokenExpired)."),
    lang: z.enum(LOCALES),
    currency: z.string(),
    odds_format: z.literal("decimal"),
    widget: sportsbookWidget,
  })
  .meta({ id: "SportsbookLaunch" });
export type SportsbookLaunch = z.infer<typeof sportsbookLaunch>;

// The operators' side: alerts (a rollback's player debt, reconciliation mismatches), player debts,
// and reconciliation against the vendor's bet list on demand.

export const SPORTSBOOK_ALERT_KINDS = ["player_debt", "missing_ours", "missing_theirs", "differs"] as const;
export type SportsbookAlertKind = (typeof SPORTSBOOK_ALERT_KINDS)[number];

const recordId = z.coerce.number("format").int("format").min(1, "format").max(2_147_483_647, "format");

/** GET /api/operator/sportsbook/alerts. */
export const operatorSportsbookAlertsQuery = z.object({
  kind: z.enum(SPORTSBOOK_ALERT_KINDS, "format").optional(),
  acknowledged: z.enum(["true", "false"], "format").optional(),
  page: z.coerce.number("format").int("format").min(1, "format").max(100_000, "format").default(1),
  page_size: z.coerce.number("format").int("format").min(1, "format").max(100, "format").default(20),
});

export const operatorSportsbookAlertParams = z.object({ id: recordId });

export const operatorSportsbookAlert = z
  .object({
    id: z.number().int(),
    vendor: z.string(),
    kind: z.string(),
    player_id: z.number().int().nullable(),
    bet_id: z.number().int().nullable(),
    detail: z.record(z.string(), z.unknown()).describe("Amounts as strings of minor units."),
    created_at: z.iso.datetime(),
    acknowledged: z
      .object({ at: z.iso.datetime(), operator_id: z.number().int(), note: z.string().nullable() })
      .nullable(),
  })
  .meta({ id: "OperatorSportsbookAlert" });
export type OperatorSportsbookAlert = z.infer<typeof operatorSportsbookAlert>;

export const operatorSportsbookAlertsPage = z
  .object({
    data: z.array(operatorSportsbookAlert),
    pagination: z.object({ page: z.number().int(), per_page: z.number().int(), total_count: z.number().int() }),
  })
  .meta({ id: "OperatorSportsbookAlertsPage" });
export type OperatorSportsbookAlertsPage = z.infer<typeof operatorSportsbookAlertsPage>;

/** POST /api/operator/sportsbook/alerts/{id}/acknowledge: an optional note, kept in the audit log too. */
export const acknowledgeSportsbookAlertBody = z
  .object({ note: z.string("format").trim().max(500, "too_long").optional() })
  .meta({ id: "AcknowledgeSportsbookAlert" });
export type AcknowledgeSportsbookAlertBody = z.input<typeof acknowledgeSportsbookAlertBody>;

/** GET /api/operator/sportsbook/debts: what each player owes after a rollback took them below zero. */
export const operatorSportsbookDebts = z
  .object({
    data: z.array(
      z.object({
        player_id: z.number().int(),
        currency: z.string(),
        owed_cents: z.string().describe("Minor units, as a string (exact beyond 2^53)."),
      }),
    ),
  })
  .meta({ id: "OperatorSportsbookDebts" });
export type OperatorSportsbookDebts = z.infer<typeof operatorSportsbookDebts>;

const instant = z
  .string("format")
  .max(40, { error: "format", abort: true })
  .pipe(z.iso.datetime({ offset: true, error: "format" }));

/** POST /api/operator/sportsbook/reconciliations: the bets placed in [since, until) (at most 31 days). */
export const sportsbookReconciliationBody = z
  .object({ vendor: z.enum(SPORTSBOOK_VENDORS, "format").default("betby"), since: instant, until: instant })
  .meta({ id: "SportsbookReconciliationRequest" });
export type SportsbookReconciliationBody = z.input<typeof sportsbookReconciliationBody>;

export const sportsbookReconciliation = z
  .object({
    vendor: z.string(),
    since: z.iso.datetime(),
    until: z.iso.datetime(),
    ours: z.number().int().describe("Our bets placed in the window."),
    theirs: z.number().int().describe("The vendor's bets placed in the window."),
    mismatches: z.object({
      missing_ours: z.number().int(),
      missing_theirs: z.number().int(),
      differs: z.number().int(),
    }),
    alerts_created: z
      .number()
      .int()
      .describe("New alerts (a mismatch already alerted and not acknowledged is not repeated)."),
  })
  .meta({ id: "SportsbookReconciliation" });
export type SportsbookReconciliation = z.infer<typeof sportsbookReconciliation>;

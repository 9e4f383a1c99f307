import { z } from "zod";

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

// The validation texts of the site's forms, in the five languages. Schemas carry a message *code*;
// formatMessage (format-message.ts) turns it into the player's language, so the platform's 422 answers and the site's
// forms say exactly the same thing.
export const MESSAGE_CODES = [
  "required",
  "too_short",
  "too_long",
  "email",
  "equality",
  "format",
  "special_symbol",
  "age",
  // Server answers of the identity calls; the site shows them in the player's language.
  "taken",
  "wrong_password",
  "locked",
  "unconfirmed",
  "invalid_token",
  "expired_token",
  "restricted_country",
  // Payments: deposit amount and method availability.
  "amount_number",
  "amount_min",
  "amount_max",
  "method_unavailable",
  "insufficient_funds",
  "not_recallable",
  // Crypto deposits: a transfer to an address the casino never gave out (sandbox chain).
  "unknown_address",
  // The operator API (back office): approving or rejecting a withdrawal that has moved on.
  "withdrawal_not_pending",
  // Comp points exchange: a whole positive number, at least the minimum, no more than the player has.
  "points_whole",
  "points_min",
  "points_over_balance",
  // Any text field: U+0000 (NUL), which no text column can hold.
  "forbidden_character",
  // Lotteries: the lottery an account picks must be open now and in the account's currency.
  "lottery_unavailable",
  // The back office: cancelling a lottery already drawn or canceled.
  "lottery_finished",
  // The back office: scheduling and cancelling tournaments and lotteries (field by field).
  "end_before_start",
  "not_in_future",
  "draw_before_end",
  "below_min_bet",
  "not_real_currency",
  "unknown_game",
  "prize_places",
  "positive_amount",
  "distinct_steps",
  "tournament_finished",
  "tournament_started",
  // Two-factor sign-in: the code step of sign-in, and turning it on or off.
  "otp_required",
  "otp_invalid",
  "two_factor_on",
  "two_factor_off",
] as const;
export type MessageCode = (typeof MESSAGE_CODES)[number];

export interface MessageParams {
  count?: number;
  email?: string;
  /** An amount limit in major units, as the player typed amounts ("10", "0.0002"). */
  value?: string;
}

/** One language's texts (texts/<locale>.ts: one module each, so a browser loads only its own). */
export type ValidationTexts = Record<MessageCode, (params: MessageParams) => string>;

export function isMessageCode(value: unknown): value is MessageCode {
  return typeof value === "string" && (MESSAGE_CODES as readonly string[]).includes(value);
}

// The error texts a player can meet: the platform answers them when a call is refused without a
// text of its own (signed out, a bet the balance or limit does not cover, a game that cannot be
// played now), worded in the player's language. Kept apart from the validation texts because the
// site loads those into the browser and never needs these: it shows them as the server worded them.
export const PLAYER_ERROR_CODES = [
  "unauthorized",
  "insufficient_funds",
  "limit_reached",
  "player_disabled",
  "game_unavailable",
  "play_in_progress",
  "round_open",
  "seed_not_revealed",
  "session_ended",
  "too_soon",
  "bonus_not_activatable",
  "bonus_wagering",
  "bonus_closed",
  "coupon_used",
  "coupon_not_offered",
  "coupon_unavailable",
  "freespins_not_activatable",
  "freespins_closed",
  "freespins_not_playable",
  "lootbox_closed",
  "tournament_ended",
  "tournament_canceled",
  "tournament_currency",
] as const;
export type PlayerErrorCode = (typeof PLAYER_ERROR_CODES)[number];

/** One language's error texts (texts/<locale>.ts). */
export type ErrorTexts = Record<PlayerErrorCode, string>;

export function isPlayerErrorCode(value: unknown): value is PlayerErrorCode {
  return typeof value === "string" && (PLAYER_ERROR_CODES as readonly string[]).includes(value);
}

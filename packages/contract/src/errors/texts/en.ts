import type { ErrorTexts } from "../error-messages.ts";

/** The error texts in English: the platform's answers in English are exactly these. */
const texts: ErrorTexts = {
  unauthorized: "You need to sign in or sign up before continuing.",
  insufficient_funds: "Insufficient funds for this bet.",
  limit_reached: "This bet is above your limit.",
  player_disabled: "Your account cannot play right now. Please contact support.",
  game_unavailable: "This game is not available right now.",
  play_in_progress: "Your previous play is still being settled. Try again in a moment.",
  round_open: "Finish the open round first.",
  seed_not_revealed: "The server seed of this play is revealed when you rotate your seeds.",
  session_ended: "This game session has ended. Open the game again to keep playing.",
  too_soon: "Please wait a moment before the next round.",
  bonus_not_activatable: "This bonus can no longer be activated.",
  bonus_wagering: "Finish or forfeit the bonus you are wagering in this currency first.",
  bonus_closed: "This bonus has already ended.",
  coupon_used: "You have already used this code.",
  coupon_not_offered: "This code is not offered in your currency.",
  coupon_unavailable: "This code's bonus is not available right now.",
  freespins_not_activatable: "These free spins can no longer be activated.",
  freespins_closed: "These free spins have already ended.",
  freespins_not_playable: "These free spins cannot be played here: open their game in their currency.",
  lootbox_closed: "This loot box can no longer be opened.",
  tournament_ended: "This tournament has already ended.",
  tournament_canceled: "This tournament was canceled.",
  tournament_currency: "You need an account in the tournament's currency to take part.",
};

export default texts;

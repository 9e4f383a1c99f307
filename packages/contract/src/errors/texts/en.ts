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
};

export default texts;

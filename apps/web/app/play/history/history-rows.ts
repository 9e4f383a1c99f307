import type { PlayerGameRound, UnfinishedGame } from "@croupier/contract/schemas/games";
import { gameLinkPath, gamePagePath, parseIdentifier } from "../../games/paths.ts";

// The game history's rows (GLI-19 last-game recall: outcome, wagers, wins and the balance after,
// for at least the last ten rounds) and where each row's links go.

/** The history shows this many of the newest rounds (GLI-19 asks for the last game and 9 before). */
export const HISTORY_ROUNDS_SHOWN = 50;

/** A round's net outcome for the player: wins minus bets (negative: a loss). */
export function roundNet(round: Pick<PlayerGameRound, "total_bets" | "total_wins">): number {
  return round.total_wins - round.total_bets;
}

/**
 * Where a round's game opens: the per-currency id of an unfinished game in that currency (to
 * resume it exactly), else the game link, which picks the player's currency.
 */
export function roundGamePath(
  round: Pick<PlayerGameRound, "game" | "currency">,
  unfinished: readonly Pick<UnfinishedGame, "identifier" | "currency" | "game_currency_id">[],
): string | null {
  const open = unfinished.find((game) => game.identifier === round.game && game.currency === round.currency);
  if (open) return gamePagePath(open.identifier, open.game_currency_id);
  const parts = parseIdentifier(round.game);
  return parts ? gameLinkPath(parts.slug) : null;
}

/** The newest rounds first, at most `limit` (the platform answers newest first; this makes sure). */
export function newestRounds(rounds: readonly PlayerGameRound[], limit = HISTORY_ROUNDS_SHOWN): PlayerGameRound[] {
  return [...rounds].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.bet_id - a.bet_id).slice(0, limit);
}

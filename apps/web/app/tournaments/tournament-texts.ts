import type { TournamentStrategy } from "@croupier/contract/schemas/tournaments";
import { useLingui } from "@lingui/react/macro";

/** The words for a tournament's strategy: its name, how it ranks players, the score column's title. */
export function useStrategyTexts() {
  const { t } = useLingui();
  const name: Record<TournamentStrategy, string> = {
    bet: t`Most wagered`,
    win: t`Biggest total win`,
    rate: t`Best win multiplier`,
    spin: t`Most rounds played`,
    points: t`Most points`,
  };
  const explained: Record<TournamentStrategy, string> = {
    bet: t`Players are ranked by the total of their bets in the tournament's games.`,
    win: t`Players are ranked by the total of their wins in the tournament's games.`,
    rate: t`Players are ranked by their best single round: the win divided by the bet.`,
    spin: t`Players are ranked by the number of rounds they play in the tournament's games.`,
    points: t`Players earn points for every round in the tournament's games and are ranked by their points.`,
  };
  const column: Record<TournamentStrategy, string> = {
    bet: t`Wagered`,
    win: t`Won`,
    rate: t`Multiplier`,
    spin: t`Rounds`,
    points: t`Points`,
  };
  return { name, explained, column };
}

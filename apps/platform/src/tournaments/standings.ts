import type { SettledRound } from "../provider-wallet/round-score-reads.ts";
import type { TournamentStrategyValue } from "./schema.ts";

// The scoring rules, as pure functions over a player's settled rounds (oldest first):
// - a round scores when its total bet (net of rollbacks) is positive and within the tournament's
//   min/max bet; with games_taken_limit > 0 only the player's first that many scoring rounds count;
// - bet: the sum of scoring bets; win: the sum of their wins; spin: how many rounds scored;
//   rate: the best single round's win / bet; points: per scoring round floor(100 × win / bet), summed;
// - ties go to the player who reached the score first (then the lower player id).

export interface Totals {
  betTotal: bigint;
  winTotal: bigint;
  rate: number;
  gamesTaken: number;
  points: number;
  /** When the score reached its value; null while it is 0. */
  reachedAt: Date | null;
}

export interface ScoringRules {
  strategy: TournamentStrategyValue;
  minBet: bigint;
  maxBet: bigint | null;
  gamesTakenLimit: number;
}

export const NO_SCORE: Totals = { betTotal: 0n, winTotal: 0n, rate: 0, gamesTaken: 0, points: 0, reachedAt: null };

const roundPoints = (round: SettledRound) => Number((round.win * 100n) / round.bet);
const roundRate = (round: SettledRound) => Number(round.win) / Number(round.bet);

/** A player's totals from their rounds of the tournament's games, currency and period. */
export function scoreRounds(rounds: readonly SettledRound[], rules: ScoringRules): Totals {
  let scoring = rounds.filter(
    (round) => round.bet > 0n && round.bet >= rules.minBet && (rules.maxBet === null || round.bet <= rules.maxBet),
  );
  if (rules.gamesTakenLimit > 0) scoring = scoring.slice(0, rules.gamesTakenLimit);
  const totals = { ...NO_SCORE };
  let bestRate = 0;
  let bestAt: Date | null = null;
  let lastWinAt: Date | null = null;
  let lastPointsAt: Date | null = null;
  for (const round of scoring) {
    totals.betTotal += round.bet;
    totals.winTotal += round.win;
    totals.gamesTaken += 1;
    const points = roundPoints(round);
    totals.points += points;
    if (round.win > 0n) lastWinAt = round.startedAt;
    if (points > 0) lastPointsAt = round.startedAt;
    const rate = roundRate(round);
    if (rate > bestRate) {
      bestRate = rate;
      bestAt = round.startedAt;
    }
  }
  totals.rate = Math.round(bestRate * 10_000) / 10_000;
  const last = scoring.at(-1)?.startedAt ?? null;
  const reachedAt = { bet: last, spin: last, win: lastWinAt, points: lastPointsAt, rate: bestAt }[rules.strategy];
  return { ...totals, reachedAt: scoreOf(rules.strategy, totals) > 0 ? reachedAt : null };
}

/** The leaderboard's sort key of a strategy (api-contract.md §6). */
export function scoreOf(
  strategy: TournamentStrategyValue,
  totals: Pick<Totals, "betTotal" | "winTotal" | "rate" | "gamesTaken" | "points">,
): number {
  switch (strategy) {
    case "bet":
      return Number(totals.betTotal);
    case "win":
      return Number(totals.winTotal);
    case "rate":
      return totals.rate;
    case "spin":
      return totals.gamesTaken;
    case "points":
      return totals.points;
  }
}

export interface Ranked {
  playerId: number;
  betTotal: bigint;
  winTotal: bigint;
  rate: number;
  gamesTaken: number;
  points: number;
  reachedAt: Date | null;
}

/** Places by score (1 first); players who have not scored get none. */
export function rank(strategy: TournamentStrategyValue, rows: readonly Ranked[]): Map<number, number | null> {
  const scored = rows
    .filter((row) => scoreOf(strategy, row) > 0)
    .sort(
      (a, b) =>
        scoreOf(strategy, b) - scoreOf(strategy, a) ||
        (a.reachedAt?.getTime() ?? 0) - (b.reachedAt?.getTime() ?? 0) ||
        a.playerId - b.playerId,
    );
  const places = new Map<number, number | null>(rows.map((row) => [row.playerId, null]));
  scored.forEach((row, index) => {
    places.set(row.playerId, index + 1);
  });
  return places;
}

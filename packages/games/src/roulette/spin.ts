import type { RandomSource } from "../fair/random-source.ts";
import type { MinorUnits } from "../money.ts";
import { type ResolvedBet, type RouletteBet, type RouletteTableLimits, resolveBets } from "./bets.ts";
import { POCKETS, type PocketColour, pocketColour } from "./wheel.ts";

export interface RouletteBetResult {
  bet: RouletteBet;
  position: string;
  won: boolean;
  /** Amount returned for this bet: stake × (payout + 1) when it wins, else 0. */
  win: MinorUnits;
}

export interface RouletteOutcome {
  pocket: number;
  colour: PocketColour;
  bets: RouletteBetResult[];
  stake: MinorUnits;
  win: MinorUnits;
}

/** Settles checked bets against a pocket (the spin, the RTP enumeration and the tests use it). */
export function settleRoulette(pocket: number, bets: readonly ResolvedBet[]): RouletteOutcome {
  const results = bets.map(({ bet, position, numbers, payoutToOne }): RouletteBetResult => {
    const won = numbers.includes(pocket);
    return { bet, position, won, win: won ? bet.amount * BigInt(payoutToOne + 1) : 0n };
  });
  return {
    pocket,
    colour: pocketColour(pocket),
    bets: results,
    stake: results.reduce((sum, r) => sum + r.bet.amount, 0n),
    win: results.reduce((sum, r) => sum + r.win, 0n),
  };
}

/** Checks the bets first (nothing is drawn for a refused spin), then draws one pocket: nextInt(37). */
export function spinRoulette(
  bets: readonly RouletteBet[],
  limits: RouletteTableLimits,
  random: RandomSource,
): RouletteOutcome {
  const resolved = resolveBets(bets, limits);
  return settleRoulette(random.nextInt(POCKETS), resolved);
}

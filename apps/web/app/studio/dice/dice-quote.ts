import { type DiceDirection, dicePayout, formatDiceMultiplier, targetForChance } from "@croupier/games/table-rules";

// The dice rules the screen shows live: the engine's own target, multiplier and payout (from its
// browser-safe entry) in the API's numbers. Kept apart from dice-maths.ts so the verify page, which
// only formats hundredths, does not load the rules.

export interface DiceQuote {
  /** Hundredths, 0–9999. */
  target: number;
  /** As the engine shows it: four decimals, rounded down. */
  multiplier: string;
  /** What a winning roll returns, stake included, minor units. */
  payout: number;
}

/** What the screen shows live while the player moves the slider, exactly as the engine will settle. */
export function quoteDice(houseEdgeBp: number, direction: DiceDirection, chanceBp: number, bet: number): DiceQuote {
  const edge = { houseEdgeBp };
  return {
    target: targetForChance(direction, chanceBp),
    multiplier: formatDiceMultiplier(edge, chanceBp),
    payout: Number(dicePayout(edge, BigInt(bet), chanceBp)),
  };
}

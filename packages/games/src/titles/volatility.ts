import type { VolatilityRating } from "./title.ts";

// The rating comes from the standard deviation σ of one round's return, in stakes (the
// "volatility index"): below 3 low, below 7 medium, otherwise high. For slots σ covers a paid
// spin with every free spin it triggers. Roulette and dice let the player choose the risk, so
// they are rated by their riskiest allowed single bet (a straight-up number, the lowest chance).
export const VOLATILITY_THRESHOLDS = { medium: 3, high: 7 } as const;

export function rateVolatility(standardDeviation: number): VolatilityRating {
  if (standardDeviation < VOLATILITY_THRESHOLDS.medium) return "low";
  return standardDeviation < VOLATILITY_THRESHOLDS.high ? "medium" : "high";
}

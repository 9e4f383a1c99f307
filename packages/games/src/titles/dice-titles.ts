import type { DiceTitle } from "./title.ts";

// Three dice tables: the house edge sets the RTP at every chance, the chance range sets the risk.
export const pebbleDice: DiceTitle = {
  id: "pebble-dice",
  name: "Pebble Dice",
  description: "A calm river-stone roll: chances from 10 % to 95 %, a 1 % edge.",
  engine: "dice",
  category: "dice",
  rtpPercent: 99,
  hitRatePercent: 49.5,
  volatilityRating: "low",
  linesAndWays: null,
  betLimits: { min: 1n, max: 100_000n, step: 1n },
  table: { houseEdgeBp: 100, minChanceBp: 1_000, maxChanceBp: 9_500, limits: { min: 1n, max: 100_000n, step: 1n } },
};

export const brassCompassDice: DiceTitle = {
  id: "brass-compass-dice",
  name: "Brass Compass Dice",
  description: "A navigator's roll on a brass dial: chances from 2 % to 95 %, a 2 % edge.",
  engine: "dice",
  category: "dice",
  rtpPercent: 98,
  hitRatePercent: 49.5,
  volatilityRating: "medium",
  linesAndWays: null,
  betLimits: { min: 1n, max: 50_000n, step: 1n },
  table: { houseEdgeBp: 200, minChanceBp: 200, maxChanceBp: 9_500, limits: { min: 1n, max: 50_000n, step: 1n } },
};

export const lodestarDice: DiceTitle = {
  id: "lodestar-dice",
  name: "Lodestar Dice",
  description: "Aim for the pole star: chances from 0.5 % to 90 %, multipliers up to 197×, a 1.5 % edge.",
  engine: "dice",
  category: "dice",
  rtpPercent: 98.5,
  hitRatePercent: 49.5,
  volatilityRating: "high",
  linesAndWays: null,
  betLimits: { min: 1n, max: 20_000n, step: 1n },
  table: { houseEdgeBp: 150, minChanceBp: 50, maxChanceBp: 9_000, limits: { min: 1n, max: 20_000n, step: 1n } },
};

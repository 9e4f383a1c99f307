import type { RouletteTitle } from "./title.ts";

// Three single-zero tables with the same wheel and bets; they differ in theme and limits. Every
// bet returns 36/37 of its stake on average, whatever the table.
const common = {
  engine: "roulette",
  category: "roulette",
  rtpPercent: 97.2973,
  hitRatePercent: 48.65,
  volatilityRating: "medium",
  linesAndWays: null,
} as const;

export const meridianRoulette: RouletteTitle = {
  ...common,
  id: "meridian-roulette",
  name: "Meridian Roulette",
  description: "A single-zero wheel in a sunlit marble hall, at everyday limits.",
  betLimits: { min: 10n, max: 50_000n, step: 10n },
  limits: { perPosition: { min: 10n, max: 50_000n, step: 10n }, maxTotal: 500_000n, maxBetsPerSpin: 100 },
};

export const obsidianSalonRoulette: RouletteTitle = {
  ...common,
  id: "obsidian-salon-roulette",
  name: "Obsidian Salon Roulette",
  description: "A black-glass private salon for high stakes on a single-zero wheel.",
  betLimits: { min: 1_000n, max: 1_000_000n, step: 100n },
  limits: { perPosition: { min: 1_000n, max: 1_000_000n, step: 100n }, maxTotal: 10_000_000n, maxBetsPerSpin: 100 },
};

export const sparrowRoulette: RouletteTitle = {
  ...common,
  id: "sparrow-roulette",
  name: "Sparrow Roulette",
  description: "A tiny garden-café wheel for penny stakes: every chip counts from one cent.",
  betLimits: { min: 1n, max: 1_000n, step: 1n },
  limits: { perPosition: { min: 1n, max: 1_000n, step: 1n }, maxTotal: 10_000n, maxBetsPerSpin: 60 },
};

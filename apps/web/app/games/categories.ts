// The contract's game category constants (packages/contract/src/schemas/games.ts), repeated without
// zod so the lobby's and the home's browser code stays small; categories.test.ts keeps them equal.

export const GAME_CATEGORIES = [
  "all",
  "slots",
  "classicSlots",
  "popular",
  "liveCasino",
  "jackpot",
  "table",
  "live",
  "bonusbuy",
  "roulette",
  "new",
  "dice",
  "drops-and-wins",
] as const;

export const VOLATILITY_RATINGS = ["low", "medium", "high", "very-high"] as const;

export const LOBBY_FILTER_COLLECTIONS = {
  roulette: "roulette",
  popularity: "popular",
  jackpot: "jackpot",
  live: "live",
  table: "table",
  slots: "slots",
  bonusbuy: "bonusbuy",
  novelty: "new",
} as const;

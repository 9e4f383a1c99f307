// The in-house studio's game maths: pure, deterministic engines on a provably fair random stream.
// No I/O and no dependency on the rest of Croupier; the platform wires them to the wallet.

export type { DiceOutcome } from "./dice/roll.ts";
export {
  type DiceDirection,
  type DiceTable,
  formatDiceMultiplier,
  targetForChance,
  winChanceBp,
} from "./dice/rules.ts";
export {
  type DiceRollAction,
  type GameAction,
  type GameState,
  getTitle,
  INITIAL_STATE,
  type PlayResult,
  play,
  type RouletteAction,
} from "./engine.ts";
export { GameRuleError, type GameRuleErrorCode } from "./errors.ts";
export {
  createRandomSource,
  type RandomSource,
  uniformFloat,
  uniformInt,
  type WordSource,
} from "./fair/random-source.ts";
export { createRoundStream, type RoundSeeds, type RoundStream, roundBlock } from "./fair/round-stream.ts";
export {
  createServerSeed,
  hashServerSeed,
  isClientSeed,
  isServerSeed,
  serverSeedMatchesHash,
} from "./fair/server-seed.ts";
export { drawWeighted } from "./fair/weighted-draw.ts";
export { type ApiJson, type JsonSafe, parseGameState, toApiJson, toJsonSafe } from "./json-safe.ts";
export { type Fraction, formatFraction, toNumber } from "./maths/fraction.ts";
export type { BetLimits, MinorUnits } from "./money.ts";
export type { RouletteBetKind } from "./roulette/bet-positions.ts";
export type { RouletteBet, RouletteTableLimits } from "./roulette/bets.ts";
export type { RouletteOutcome } from "./roulette/spin.ts";
export type { SlotDefinition, SlotSymbol } from "./slot/definition.ts";
export type { SlotAction, SlotLineWin, SlotOutcome, SlotState } from "./slot/round.ts";
export { findStudioTitle, STUDIO_TITLES } from "./titles/registry.ts";
export type { DiceTitle, RouletteTitle, SlotTitle, StudioTitle, VolatilityRating } from "./titles/title.ts";
export { computeTitleMaths, type TitleMaths } from "./titles/title-maths.ts";
export { playWithSeeds, type RoundParams, type Verification, verifyRound } from "./verify-round.ts";

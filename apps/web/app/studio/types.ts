import type {
  ApiJson,
  DiceOutcome as EngineDiceOutcome,
  RouletteBet as EngineRouletteBet,
  RouletteOutcome as EngineRouletteOutcome,
  SlotLineWin as EngineSlotLineWin,
  SlotOutcome as EngineSlotOutcome,
  SlotState as EngineSlotState,
} from "@croupier/games";

// The engine's parts of the studio API's payloads, which the contract leaves open (`definition`,
// `state`, `outcome`; its schemas/studio.ts holds the rest, actions included). The platform fills
// them from packages/games with every bigint written as a number (packages/games' toApiJson).
// States and outcomes are the engine's own types in that form (type imports only: nothing of the engine's main entry reaches the
// bundle); the title descriptions are the platform's (apps/platform/src/studio/titles.ts), mirrored
// here and held against the engines' results by the tests.

export interface BetLimitsInfo {
  min: number;
  max: number;
  step: number;
}

interface TitleInfoBase {
  bet_limits: BetLimitsInfo;
  description?: string;
  /** Not sent by every platform version: shown when present. */
  volatility_rating?: "low" | "medium" | "high";
}

export type SymbolKind = "regular" | "wild" | "scatter";

export interface SlotSymbolInfo {
  id: string;
  name: string;
  kind: SymbolKind;
  /** Line pays by count, in line bets; null for the scatter. */
  pays: Partial<Record<string, number>> | null;
}

export interface SlotInfo extends TitleInfoBase {
  rows: number;
  reels: number;
  symbols: SlotSymbolInfo[];
  /** Row crossed on each reel, per payline (0 = top). */
  lines: number[][];
  /** Scatter pays by count, in total bets. */
  scatter_pays: Partial<Record<string, number>>;
  free_spins: { awards: Partial<Record<string, number>>; multiplier: number; retrigger: boolean };
  bonus_buy: { price_multiplier: number; free_spins: number } | null;
  strips?: { base: string[][]; free_spins: string[][] | null };
}

export interface RouletteInfo extends TitleInfoBase {
  per_position: BetLimitsInfo;
  max_total: number;
  max_bets_per_spin: number;
}

export interface DiceInfo extends TitleInfoBase {
  house_edge_bp: number;
  min_chance_bp: number;
  max_chance_bp: number;
  multiplier_range?: [string, string];
}

export type SlotLineWin = ApiJson<EngineSlotLineWin>;
export type SlotOutcome = ApiJson<EngineSlotOutcome>;
export type SlotState = ApiJson<EngineSlotState>;

/** packages/games' RouletteBet with a number amount (minor units). */
export type RouletteBet = ApiJson<EngineRouletteBet>;
export type RouletteOutcome = ApiJson<EngineRouletteOutcome>;

export type { DiceDirection } from "@croupier/games";
export type DiceOutcome = ApiJson<EngineDiceOutcome>;

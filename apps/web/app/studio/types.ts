import type { StudioFairness, StudioPlay, StudioSession } from "@croupier/contract/schemas/studio";

// The studio API's payloads as the game screen reads them. The contract leaves the engine's parts
// (`definition`, `state`, `outcome`) open; the platform fills them from packages/games with every
// bigint written as a number (apps/platform/src/studio/titles.ts and json.ts). These types mirror
// that JSON, and the tests hold them against the engines' own results.

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

export interface SlotLineWin {
  line: number;
  symbol: string;
  count: number;
  win: number;
}

export interface SlotOutcome {
  type: "spin" | "bonus_buy" | "free_spin";
  stops?: number[];
  /** grid[row][reel], row 0 on top. */
  grid?: string[][];
  lineWins: SlotLineWin[];
  scatterCount: number;
  scatterWin: number;
  freeSpinsAwarded: number;
  multiplier: number;
  win: number;
}

export type SlotState =
  | { phase: "idle" }
  | {
      phase: "free_spins";
      bet: number;
      spinsLeft: number;
      spinsPlayed: number;
      spinsAwarded: number;
      roundWin: number;
      origin: "spin" | "bonus_buy";
    };

export type EvenMoneyKind = "red" | "black" | "odd" | "even" | "low" | "high";
export type InsideKind = "straight" | "split" | "street" | "trio" | "corner" | "first_four" | "six_line";

/** packages/games' RouletteBet with a number amount (minor units). */
export type RouletteBet =
  | { kind: InsideKind; numbers: number[]; amount: number }
  | { kind: "dozen" | "column"; index: number; amount: number }
  | { kind: EvenMoneyKind; amount: number };

export interface RouletteOutcome {
  pocket: number;
  colour: "green" | "red" | "black";
  bets: { bet: RouletteBet; position: string; won: boolean; win: number }[];
  stake: number;
  win: number;
}

export type DiceDirection = "under" | "over";

export interface DiceOutcome {
  roll: number;
  rollText: string;
  direction: DiceDirection;
  target: number;
  chanceBp: number;
  multiplier: string;
  won: boolean;
  stake: number;
  win: number;
}

export type SlotAction = { type: "spin"; bet: number } | { type: "bonus_buy"; bet: number } | { type: "free_spin" };
export type RouletteAction = { type: "place_bets"; bets: RouletteBet[] };
export type DiceAction = { type: "roll"; bet: number; direction: DiceDirection; target: number };
export type StudioAction = SlotAction | RouletteAction | DiceAction;

export type { StudioFairness, StudioPlay, StudioSession };

/** Summary of a past play (GET /api/studio/plays). */
export interface PlaySummary {
  play_id: number;
  title_id: string;
  nonce: number;
  server_seed_hash: string;
  server_seed: string | null;
  client_seed: string;
  stake: number;
  win: number;
  created_at: string;
}

export interface SeedRotation {
  revealed: { server_seed: string; server_seed_hash: string; client_seed: string; plays: number };
  fairness: StudioFairness;
}

export interface Verification {
  valid: boolean;
  reason: string | null;
  stake: number | null;
  win: number | null;
  outcome: unknown;
}

// A video slot is data: reels, symbols, paytable, paylines and feature parameters. The engine,
// the exact RTP calculation and the titles all read this one shape.

export type SymbolKind = "regular" | "wild" | "scatter";

/** Pays by count of a kind (left to right on a line), as multiples of the LINE bet. */
export type LinePays = Partial<Record<2 | 3 | 4 | 5, number>>;

export interface SlotSymbol {
  /** Short id used in reel strips and outcomes, e.g. "KOI". */
  id: string;
  /** Display name, e.g. "Golden Koi". */
  name: string;
  kind: SymbolKind;
  /** Regular symbols (and optionally the wild, for wild-only lines). Scatters pay via scatterPays. */
  pays?: LinePays;
}

export interface FreeSpinsFeature {
  /** Free spins awarded for 3, 4, 5 scatters anywhere in the window. */
  awards: Partial<Record<3 | 4 | 5, number>>;
  /** Whole-number multiplier on every win during free spins (line and scatter wins). */
  multiplier: number;
  /** Own strips during free spins; the base strips when absent. */
  reels?: string[][];
  /** Whether 3+ scatters during free spins add the same award again (no cap on the total). */
  retrigger: boolean;
}

export interface BonusBuy {
  /** Price as a whole multiple of the bet. */
  priceMultiplier: number;
  /** Free spins the purchase awards directly (no base spin is played). */
  freeSpins: number;
}

export interface SlotDefinition {
  rows: number;
  symbols: SlotSymbol[];
  /** One strip per reel (5 reels); each visible window is 'rows' consecutive positions, wrapping. */
  reels: string[][];
  /** Each line gives the row (0 = top) it crosses on each reel. */
  lines: number[][];
  /** Scatter pays anywhere, as multiples of the TOTAL bet, by scatter count. */
  scatterPays: Partial<Record<3 | 4 | 5, number>>;
  freeSpins: FreeSpinsFeature;
  bonusBuy?: BonusBuy;
}

import type { DiceTable } from "../dice/rules.ts";
import type { BetLimits } from "../money.ts";
import type { RouletteTableLimits } from "../roulette/bets.ts";
import type { SlotDefinition } from "../slot/definition.ts";

// A studio title: one of the three engines with its own name, theme, maths and limits, plus the
// figures the catalog filters on. Every declared figure is recomputed exactly in
// titles/registry.test.ts, so a changed strip or paytable cannot leave a stale number behind.

export type VolatilityRating = "low" | "medium" | "high";

interface TitleBase {
  /** URL-safe id, stable once published. */
  id: string;
  name: string;
  /** One line of theme for the catalog. */
  description: string;
  category: "slots" | "roulette" | "dice";
  /** RTP in percent, the exact value rounded to 4 decimals (the catalog's "payout"). */
  rtpPercent: number;
  /** Probability that a round pays anything, percent to 2 decimals (see README for table games). */
  hitRatePercent: number;
  volatilityRating: VolatilityRating;
  /** Paylines (slots); null for table games and dice. */
  linesAndWays: number | null;
  /** Stake limits in minor units (per position for roulette). */
  betLimits: BetLimits;
}

export interface SlotTitle extends TitleBase {
  engine: "slot";
  category: "slots";
  definition: SlotDefinition;
  /** RTP of the bonus buy in percent (4 decimals), null without one. */
  bonusBuyRtpPercent: number | null;
}

export interface RouletteTitle extends TitleBase {
  engine: "roulette";
  category: "roulette";
  limits: RouletteTableLimits;
}

export interface DiceTitle extends TitleBase {
  engine: "dice";
  category: "dice";
  table: DiceTable;
}

export type StudioTitle = SlotTitle | RouletteTitle | DiceTitle;

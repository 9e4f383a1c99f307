import { diceMoments } from "../dice/rtp.ts";
import { targetForChance } from "../dice/rules.ts";
import { equals, type Fraction, fraction, toNumber } from "../maths/fraction.ts";
import { resolveBets } from "../roulette/bets.ts";
import { rouletteReturnByPosition, rouletteSpinMoments } from "../roulette/rtp.ts";
import { compileSlot } from "../slot/compile.ts";
import { computeSlotMaths } from "../slot/rtp.ts";
import type { StudioTitle, VolatilityRating } from "./title.ts";
import { rateVolatility } from "./volatility.ts";

// The exact figures behind a title's declared ones, each computed by its engine's exact method:
// slot → enumeration of every reel-stop combination plus the free-spin series; roulette → the
// 37 pockets for every legal position; dice → the 10,000 rolls.

export interface TitleMaths {
  rtp: Fraction;
  bonusBuyRtp: Fraction | null;
  hitRate: Fraction;
  /** σ of one round's return, in stakes, that the volatility rating is read from. */
  standardDeviation: number;
  volatilityRating: VolatilityRating;
}

/** The default bet hit rates refer to: an even-money roulette bet, a 49.50 % dice chance. */
export const DEFAULT_DICE_CHANCE_BP = 4_950;

const unitLimits = {
  perPosition: { min: 1n, max: 1n, step: 1n },
  maxTotal: 1n,
  maxBetsPerSpin: 1,
};

function rouletteMaths(): TitleMaths {
  const returns = rouletteReturnByPosition();
  const rtp = returns[0]?.rtp ?? fraction(0);
  const mismatch = returns.find((row) => !equals(row.rtp, rtp));
  if (mismatch) throw new Error(`roulette position ${mismatch.position} returns a different RTP`);
  const straight = rouletteSpinMoments(resolveBets([{ kind: "straight", numbers: [17], amount: 1n }], unitLimits));
  const red = rouletteSpinMoments(resolveBets([{ kind: "red", amount: 1n }], unitLimits));
  const deviation = Math.sqrt(toNumber(straight.variance));
  return {
    rtp,
    bonusBuyRtp: null,
    hitRate: red.hitRate,
    standardDeviation: deviation,
    volatilityRating: rateVolatility(deviation),
  };
}

export function computeTitleMaths(title: StudioTitle): TitleMaths {
  if (title.engine === "roulette") return rouletteMaths();
  if (title.engine === "dice") {
    const { table } = title;
    const standard = diceMoments(table, "under", targetForChance("under", DEFAULT_DICE_CHANCE_BP));
    const riskiest = diceMoments(table, "under", targetForChance("under", table.minChanceBp));
    const deviation = Math.sqrt(toNumber(riskiest.variance));
    return {
      rtp: standard.rtp,
      bonusBuyRtp: null,
      hitRate: fraction(standard.winningRolls, 10_000),
      standardDeviation: deviation,
      volatilityRating: rateVolatility(deviation),
    };
  }
  const maths = computeSlotMaths(compileSlot(title.definition));
  const deviation = Math.sqrt(toNumber(maths.variance));
  return {
    rtp: maths.rtp,
    bonusBuyRtp: maths.bonusBuy?.rtp ?? null,
    hitRate: maths.hitRate,
    standardDeviation: deviation,
    volatilityRating: rateVolatility(deviation),
  };
}

/** A fraction as a percentage rounded to `decimals` places, the form titles declare. */
export function toPercent(value: Fraction, decimals: number): number {
  const scale = 10 ** decimals;
  return Math.round(toNumber(value) * 100 * scale) / scale;
}

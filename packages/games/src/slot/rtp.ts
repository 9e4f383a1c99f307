import { add, compare, div, type Fraction, fraction, mul, ONE, sub, toNumber, ZERO } from "../maths/fraction.ts";
import type { CompiledSlot } from "./compile.ts";
import { enumerateSpins, SCATTER_SLOTS, type SpinHistogram } from "./enumerate.ts";

// Exact return of a slot, from the exact distribution of one base spin and one free spin
// (enumerate.ts). All money is in LINE BETS here; dividing by the line count gives bet units.
//
// One free spin pays X (line + scatter pays, times the multiplier) and, with retriggers, adds K
// more spins (the award for its scatter count, else 0). Every spin of the feature is an
// independent copy, so the value V of one free spin together with all the spins it retriggers
// satisfies V = X + (V_1 + … + V_K), which gives the geometric series
//   E[V]  = E[X] / (1 − E[K])                       (needs E[K] < 1)
//   E[V²] = (E[X²] + 2·E[XK]·E[V] + E[K(K−1)]·E[V]²) / (1 − E[K])
// A feature started with F spins is worth T_F = F i.i.d. copies of V:
//   E[T_F] = F·E[V],  E[T_F²] = F·E[V²] + F(F−1)·E[V]².
// A paid spin returns R = B + T_{F(S)} where B is the base spin's pay and S its scatter count:
//   E[R]  = E[B] + Σ_s P(S=s)·F(s)·E[V]
//   E[R²] = E[B²] + 2·Σ_s E[B; S=s]·F(s)·E[V] + Σ_s P(S=s)·E[T_F(s)²]
// and a bonus buy at price c × bet returns T_Fbuy: RTP = Fbuy·E[V] / (lines·c).

/** Moments of one spin, split by scatter count (s = 0 … 15). */
interface SpinMoments {
  /** P(S = s). */
  probability: Fraction[];
  /** E[X; S = s] = E[X · 1{S = s}]. */
  firstBy: Fraction[];
  first: Fraction;
  second: Fraction;
  /** P(X > 0 or a feature award). */
  hitRate: Fraction;
  /** Largest single-spin pay (line bets), before the feature. */
  maxPay: number;
}

function spinMoments(slot: CompiledSlot, histogram: SpinHistogram, multiplier: number): SpinMoments {
  const total = BigInt(histogram.combinations);
  const countBy = new Array<bigint>(SCATTER_SLOTS).fill(0n);
  const sumBy = new Array<bigint>(SCATTER_SLOTS).fill(0n);
  let sumSquares = 0n;
  let hits = 0n;
  let maxPay = 0;
  for (const [key, count] of histogram.counts) {
    const scatters = key % SCATTER_SLOTS;
    const lineUnits = (key - scatters) / SCATTER_SLOTS;
    const pay = multiplier * (lineUnits + (slot.scatterPay[scatters] as number) * slot.lineCount);
    const times = BigInt(count);
    countBy[scatters] = (countBy[scatters] as bigint) + times;
    sumBy[scatters] = (sumBy[scatters] as bigint) + times * BigInt(pay);
    sumSquares += times * BigInt(pay) * BigInt(pay);
    if (pay > 0 || (slot.award[scatters] as number) > 0) hits += times;
    maxPay = Math.max(maxPay, pay);
  }
  const firstBy = sumBy.map((sum) => fraction(sum, total));
  return {
    probability: countBy.map((count) => fraction(count, total)),
    firstBy,
    first: firstBy.reduce(add, ZERO),
    second: fraction(sumSquares, total),
    hitRate: fraction(hits, total),
    maxPay,
  };
}

export interface FeatureValue {
  /** E[V]: one free spin with all it retriggers, in line bets. */
  spinValue: Fraction;
  spinValueSquare: Fraction;
  /** Expected spins retriggered by one free spin (0 without retriggers). */
  retriggersPerSpin: Fraction;
}

function featureValue(slot: CompiledSlot, free: SpinMoments): FeatureValue {
  const retrigger = slot.definition.freeSpins.retrigger;
  let k = ZERO;
  let kk = ZERO;
  let xk = ZERO;
  if (retrigger) {
    for (const [s, p] of free.probability.entries()) {
      const award = fraction(slot.award[s] as number);
      k = add(k, mul(p, award));
      kk = add(kk, mul(p, mul(award, sub(award, ONE))));
      xk = add(xk, mul(free.firstBy[s] as Fraction, award));
    }
  }
  if (compare(k, ONE) >= 0)
    throw new RangeError("free spins retrigger on average at least once per spin: no finite RTP");
  const rest = sub(ONE, k);
  const spinValue = div(free.first, rest);
  const spinValueSquare = div(
    add(add(free.second, mul(fraction(2), mul(xk, spinValue))), mul(kk, mul(spinValue, spinValue))),
    rest,
  );
  return { spinValue, spinValueSquare, retriggersPerSpin: k };
}

/** E[T_F] and E[T_F²] for a feature started with F spins. */
function featureMoments(feature: FeatureValue, spins: number): { first: Fraction; second: Fraction } {
  const f = fraction(spins);
  const { spinValue: v, spinValueSquare: v2 } = feature;
  return { first: mul(f, v), second: add(mul(f, v2), mul(mul(f, sub(f, ONE)), mul(v, v))) };
}

export interface SlotMaths {
  /** Total RTP of a paid spin (base game + free spins it triggers), per unit bet. */
  rtp: Fraction;
  /** The base game's share of the RTP (line and scatter pays of paid spins). */
  baseRtp: Fraction;
  /** The free-spin feature's share of the RTP. */
  featureRtp: Fraction;
  /** Variance of (round return / bet) for a paid spin, feature included. */
  variance: Fraction;
  /** P(a paid spin pays anything or triggers free spins). */
  hitRate: Fraction;
  /** P(a paid spin triggers free spins). */
  featureRate: Fraction;
  /** Average free spins played per trigger, retriggers included. */
  averageFreeSpins: Fraction;
  /** Largest single base-spin pay, in bets. */
  maxBaseSpinWin: Fraction;
  bonusBuy?: { rtp: Fraction; variance: Fraction };
  feature: FeatureValue;
  baseCombinations: number;
  freeCombinations: number;
}

export function computeSlotMaths(slot: CompiledSlot): SlotMaths {
  const baseHistogram = enumerateSpins(slot, slot.base);
  const freeHistogram = slot.free === slot.base ? baseHistogram : enumerateSpins(slot, slot.free);
  const base = spinMoments(slot, baseHistogram, 1);
  const free = spinMoments(slot, freeHistogram, slot.definition.freeSpins.multiplier);
  const feature = featureValue(slot, free);
  const lines = fraction(slot.lineCount);
  const linesSquared = mul(lines, lines);

  let featureFirst = ZERO;
  let second = base.second;
  let featureRate = ZERO;
  let triggeredSpins = ZERO;
  for (const [s, p] of base.probability.entries()) {
    const award = slot.award[s] as number;
    if (award === 0) continue;
    const t = featureMoments(feature, award);
    featureFirst = add(featureFirst, mul(p, t.first));
    second = add(second, add(mul(fraction(2), mul(base.firstBy[s] as Fraction, t.first)), mul(p, t.second)));
    featureRate = add(featureRate, p);
    triggeredSpins = add(triggeredSpins, mul(p, fraction(award)));
  }
  const baseRtp = div(base.first, lines);
  const featureRtp = div(featureFirst, lines);
  const rtp = add(baseRtp, featureRtp);
  const perTrigger = compare(featureRate, ZERO) > 0 ? div(triggeredSpins, featureRate) : ZERO;
  const maths: SlotMaths = {
    rtp,
    baseRtp,
    featureRtp,
    variance: sub(div(second, linesSquared), mul(rtp, rtp)),
    hitRate: base.hitRate,
    featureRate,
    averageFreeSpins: div(perTrigger, sub(ONE, feature.retriggersPerSpin)),
    maxBaseSpinWin: div(fraction(base.maxPay), lines),
    feature,
    baseCombinations: baseHistogram.combinations,
    freeCombinations: freeHistogram.combinations,
  };
  const buy = slot.definition.bonusBuy;
  if (buy) {
    const t = featureMoments(feature, buy.freeSpins);
    const cost = mul(lines, fraction(buy.priceMultiplier));
    const buyRtp = div(t.first, cost);
    maths.bonusBuy = { rtp: buyRtp, variance: sub(div(t.second, mul(cost, cost)), mul(buyRtp, buyRtp)) };
  }
  return maths;
}

/** Standard deviation of a paid spin's return, in bets (the volatility index). */
export function standardDeviation(variance: Fraction): number {
  return Math.sqrt(toNumber(variance));
}

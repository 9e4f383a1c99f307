import type { BetLimitsInfo } from "./types.ts";

// The stakes a player can pick: a short 1–2–5 ladder inside the title's limits, every value a
// whole multiple of the step (a slot's step is its line count, so each line bet stays whole).
// A short list beats a free-typed amount on a phone and can never be refused for its step.

const SERIES = [1, 2, 5];

/** Smallest multiple of step that is at least value. */
function ceilToStep(value: number, step: number): number {
  return Math.ceil(value / step) * step;
}

/** Up to `count` stakes from the minimum upward (1, 2, 5, 10, 20, 50 … × the minimum), the maximum last if it fits. */
export function betLadder(limits: BetLimitsInfo, count = 10): number[] {
  const step = Math.max(1, limits.step);
  const min = ceilToStep(Math.max(limits.min, step), step);
  const values: number[] = [];
  for (let decade = 1; values.length < count; decade *= 10) {
    let added = false;
    for (const factor of SERIES) {
      const value = ceilToStep(min * factor * decade, step);
      if (value > limits.max) break;
      if (values.at(-1) !== value) values.push(value);
      added = true;
      if (values.length === count) break;
    }
    if (!added) break;
  }
  const max = Math.floor(limits.max / step) * step;
  if (values.length < count && max >= min && values.at(-1) !== max) values.push(max);
  return values;
}

/** The ladder value nearest to a wanted stake (the last stake, or a sensible default). */
export function nearestStake(ladder: readonly number[], wanted: number): number {
  let best = ladder[0] ?? 0;
  for (const value of ladder) if (Math.abs(value - wanted) < Math.abs(best - wanted)) best = value;
  return best;
}

import { type CompiledReels, type CompiledSlot, REELS } from "./compile.ts";

// Exact distribution of one spin over ALL reel-stop combinations (the product of the strip
// lengths, e.g. 30^5 ≈ 24 million), without visiting them one by one:
// - a depth-first walk fixes reel 1, then reel 2, … and carries each payline's state (the run's
//   symbol and its leading wilds); a line whose run breaks is settled at once, so deeper reels
//   only work on the few lines still running;
// - on the last reel, when no line is still running, the stops differ only by how many scatters
//   they show, so they are added by scatter count in one step instead of one by one.
// The result is a histogram of (line pay in line bets, scatter count) with exact counts; it gives
// every moment, the hit rate and the feature trigger odds. slot/enumerate.test.ts checks it
// against a brute-force walk through evaluateWindow on small strips.

export interface SpinHistogram {
  /** Number of equally likely stop combinations. */
  combinations: number;
  /** counts.get(lineUnits * SCATTER_SLOTS + scatterCount) = number of combinations. */
  counts: Map<number, number>;
}

export const SCATTER_SLOTS = 16;

const NONE = -1;
const DENSE_UNITS = 4_096;

export function enumerateSpins(slot: CompiledSlot, reels: CompiledReels): SpinHistogram {
  const { rows, wild, scatter, pays, lineRows, lineCount } = slot;
  const payOf = (symbol: number, count: number) => pays[symbol * (REELS + 1) + count] as number;
  const wildPay = Array.from({ length: REELS + 1 }, (_, count) => (wild >= 0 ? payOf(wild, count) : 0));
  const last = REELS - 1;
  // Per depth: the running lines and, per line, its target symbol and leading-wild count.
  const running = Array.from({ length: REELS + 1 }, () => new Int32Array(lineCount));
  const runningCount = new Int32Array(REELS + 1);
  const target = Array.from({ length: REELS + 1 }, () => new Int32Array(lineCount));
  const wildRun = Array.from({ length: REELS + 1 }, () => new Int32Array(lineCount));
  const lastReelScatterStops = Array.from({ length: rows + 1 }, () => 0);
  for (const count of reels.scatters[last] as Uint8Array)
    lastReelScatterStops[count] = (lastReelScatterStops[count] ?? 0) + 1;

  // Most spins pay little: a dense array counts those (one increment per leaf, no hashing) and
  // a map takes the rare larger pays.
  const dense = new Float64Array(DENSE_UNITS * SCATTER_SLOTS);
  const sparse = new Map<number, number>();
  const record = (units: number, scatters: number, times: number) => {
    const key = units * SCATTER_SLOTS + scatters;
    if (units < DENSE_UNITS) dense[key] = (dense[key] as number) + times;
    else sparse.set(key, (sparse.get(key) ?? 0) + times);
  };

  (running[0] as Int32Array).set(Array.from({ length: lineCount }, (_, line) => line));
  (target[0] as Int32Array).fill(NONE);
  runningCount[0] = lineCount;

  const visit = (depth: number, settled: number, scatters: number): void => {
    const window = reels.windows[depth] as Int32Array;
    const scatterAtStop = reels.scatters[depth] as Uint8Array;
    const length = reels.lengths[depth] as number;
    const live = running[depth] as Int32Array;
    const liveCount = runningCount[depth] as number;
    const liveTarget = target[depth] as Int32Array;
    const liveWilds = wildRun[depth] as Int32Array;
    if (depth === last && liveCount === 0) {
      for (const [count, stops] of lastReelScatterStops.entries())
        if (stops > 0) record(settled, scatters + count, stops);
      return;
    }
    const nextLive = running[depth + 1] as Int32Array;
    const nextTarget = target[depth + 1] as Int32Array;
    const nextWilds = wildRun[depth + 1] as Int32Array;
    for (let stop = 0; stop < length; stop += 1) {
      let pay = settled;
      let nextCount = 0;
      for (let i = 0; i < liveCount; i += 1) {
        const line = live[i] as number;
        const symbol = window[stop * rows + (lineRows[line * REELS + depth] as number)] as number;
        const t = liveTarget[line] as number;
        const w = liveWilds[line] as number;
        let keepsRunning = false;
        let runTarget = t;
        let runWilds = w;
        if (t === NONE) {
          if (symbol === wild) {
            runWilds = w + 1;
            keepsRunning = true;
          } else if (symbol === scatter) {
            pay += wildPay[w] as number;
          } else {
            runTarget = symbol;
            keepsRunning = true;
          }
        } else if (symbol === t || symbol === wild) {
          keepsRunning = true;
        } else {
          pay += Math.max(payOf(t, depth), wildPay[w] as number);
        }
        if (!keepsRunning) continue;
        if (depth === last) {
          pay +=
            runTarget === NONE
              ? (wildPay[REELS] as number)
              : Math.max(payOf(runTarget, REELS), wildPay[runWilds] as number);
        } else {
          nextLive[nextCount] = line;
          nextTarget[line] = runTarget;
          nextWilds[line] = runWilds;
          nextCount += 1;
        }
      }
      const shownScatters = scatters + (scatterAtStop[stop] as number);
      if (depth === last) {
        record(pay, shownScatters, 1);
      } else {
        runningCount[depth + 1] = nextCount;
        visit(depth + 1, pay, shownScatters);
      }
    }
  };
  visit(0, 0, 0);
  const counts = new Map<number, number>();
  for (const [key, times] of dense.entries()) if (times > 0) counts.set(key, times);
  for (const [key, times] of sparse) counts.set(key, times);
  return { combinations: reels.lengths.reduce((product, length) => product * length, 1), counts };
}

import { type CompiledReels, type CompiledSlot, REELS } from "./compile.ts";

// Line and scatter evaluation of one window. Rules:
// - a line pays its longest run from the leftmost reel of one symbol, the wild standing in for
//   any regular symbol (never for the scatter);
// - the run's symbol is the first non-wild symbol on the line; if the line starts with wilds,
//   the wilds' own pay (if the wild has pays) competes and the larger of the two is paid, once;
// - a scatter on the line ends it; scatters pay anywhere by count, on the total bet.

export interface LineWin {
  /** 1-based payline number. */
  line: number;
  symbol: number;
  count: number;
  /** In line bets, before any free-spin multiplier. */
  pay: number;
}

export interface WindowEvaluation {
  lineWins: LineWin[];
  /** Sum of line pays, in line bets. */
  lineUnits: number;
  scatterCount: number;
  /** Scatter pay in total bets. */
  scatterPay: number;
  freeSpinsAwarded: number;
}

/** Symbol code at (reel, row) for the given stops. */
export function symbolAt(
  reels: CompiledReels,
  rows: number,
  stops: readonly number[],
  reel: number,
  row: number,
): number {
  return reels.windows[reel]?.[(stops[reel] as number) * rows + row] as number;
}

export function evaluateLine(
  slot: CompiledSlot,
  symbols: readonly number[],
): { symbol: number; count: number; pay: number } {
  const { wild, scatter, pays } = slot;
  const payOf = (symbol: number, count: number) => (symbol < 0 ? 0 : (pays[symbol * (REELS + 1) + count] as number));
  let wildRun = 0;
  while (wildRun < REELS && symbols[wildRun] === wild) wildRun += 1;
  const target = wildRun < REELS ? (symbols[wildRun] as number) : wild;
  let run = wildRun;
  if (target !== scatter) {
    while (run < REELS && (symbols[run] === target || symbols[run] === wild)) run += 1;
  }
  const wildPay = payOf(wild, wildRun);
  const targetPay = target === scatter ? 0 : payOf(target, run);
  return targetPay >= wildPay
    ? { symbol: target, count: run, pay: targetPay }
    : { symbol: wild, count: wildRun, pay: wildPay };
}

export function evaluateWindow(slot: CompiledSlot, reels: CompiledReels, stops: readonly number[]): WindowEvaluation {
  const lineWins: LineWin[] = [];
  let lineUnits = 0;
  const symbols = new Array<number>(REELS);
  for (let line = 0; line < slot.lineCount; line += 1) {
    for (let reel = 0; reel < REELS; reel += 1) {
      symbols[reel] = symbolAt(reels, slot.rows, stops, reel, slot.lineRows[line * REELS + reel] as number);
    }
    const result = evaluateLine(slot, symbols);
    if (result.pay > 0) {
      lineWins.push({ line: line + 1, ...result });
      lineUnits += result.pay;
    }
  }
  let scatterCount = 0;
  for (let reel = 0; reel < REELS; reel += 1) scatterCount += reels.scatters[reel]?.[stops[reel] as number] as number;
  return {
    lineWins,
    lineUnits,
    scatterCount,
    scatterPay: slot.scatterPay[scatterCount] as number,
    freeSpinsAwarded: slot.award[scatterCount] as number,
  };
}

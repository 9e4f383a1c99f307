import type { SlotDefinition, SlotSymbol } from "./definition.ts";

// Checks a definition once and turns it into flat integer tables, so a spin (and the exact
// enumeration, which evaluates millions of windows) never touches strings or objects.

export const REELS = 5;
/** Strips longer than this would make the exact enumeration (product of lengths) too slow. */
export const MAX_STRIP_LENGTH = 64;

export interface CompiledReels {
  lengths: number[];
  /** windows[reel][stop * rows + row]: the symbol code visible at that row for that stop. */
  windows: Int32Array[];
  /** scatters[reel][stop]: scatter symbols visible in that reel's window. */
  scatters: Uint8Array[];
}

export interface CompiledSlot {
  definition: SlotDefinition;
  rows: number;
  symbols: SlotSymbol[];
  codeOf: Map<string, number>;
  wild: number;
  scatter: number;
  /** pays[code * (REELS + 1) + count]: line pay in line bets (0 where none). */
  pays: Int32Array;
  /** lineRows[line * REELS + reel]: the row a line crosses on a reel. */
  lineRows: Int32Array;
  lineCount: number;
  /** scatterPay[count] (total-bet multiples) and award[count] (free spins), count 0…15. */
  scatterPay: number[];
  award: number[];
  base: CompiledReels;
  free: CompiledReels;
}

export class SlotDefinitionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SlotDefinitionError";
  }
}

function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new SlotDefinitionError(message);
}

const isWhole = (n: number, min: number) => Number.isSafeInteger(n) && n >= min;

/** The value of the largest key ≤ count (so 5 scatters use the "5" entry), 0 below the smallest key. */
function byCount(table: Partial<Record<number, number>>, maxCount: number): number[] {
  const result: number[] = [];
  let current = 0;
  for (let count = 0; count <= maxCount; count += 1) {
    current = table[count] ?? current;
    result.push(current);
  }
  return result;
}

function compileReels(strips: string[][], rows: number, codeOf: Map<string, number>, scatter: number): CompiledReels {
  check(strips.length === REELS, `a slot needs ${REELS} reel strips`);
  const windows: Int32Array[] = [];
  const scatters: Uint8Array[] = [];
  for (const [reel, strip] of strips.entries()) {
    check(strip.length >= rows && strip.length <= MAX_STRIP_LENGTH, `reel ${reel + 1} length must be ${rows}–64`);
    const codes = strip.map((id) => {
      const code = codeOf.get(id);
      check(code !== undefined, `reel ${reel + 1} names an unknown symbol ${id}`);
      return code;
    });
    const window = new Int32Array(strip.length * rows);
    const scatterCounts = new Uint8Array(strip.length);
    for (let stop = 0; stop < strip.length; stop += 1) {
      for (let row = 0; row < rows; row += 1) {
        const code = codes[(stop + row) % strip.length] as number;
        window[stop * rows + row] = code;
        if (code === scatter) scatterCounts[stop] = (scatterCounts[stop] ?? 0) + 1;
      }
      // One scatter per reel window keeps the count at most 5 and the awards unambiguous.
      check((scatterCounts[stop] ?? 0) <= 1, `reel ${reel + 1} shows two scatters at stop ${stop}`);
    }
    windows.push(window);
    scatters.push(scatterCounts);
  }
  return { lengths: strips.map((s) => s.length), windows, scatters };
}

export function compileSlot(definition: SlotDefinition): CompiledSlot {
  const { rows, symbols, lines, freeSpins } = definition;
  check(isWhole(rows, 1) && rows <= 5, "rows must be 1–5");
  const codeOf = new Map(symbols.map((s, code) => [s.id, code]));
  check(codeOf.size === symbols.length, "symbol ids must be unique");
  const wilds = symbols.filter((s) => s.kind === "wild");
  const scatters = symbols.filter((s) => s.kind === "scatter");
  check(wilds.length <= 1 && scatters.length === 1, "a slot has at most one wild and exactly one scatter");
  const wild = wilds[0] ? (codeOf.get(wilds[0].id) as number) : -1;
  const scatter = codeOf.get(scatters[0]?.id ?? "") as number;

  const pays = new Int32Array(symbols.length * (REELS + 1));
  for (const [code, symbol] of symbols.entries()) {
    check(symbol.kind !== "scatter" || symbol.pays === undefined, "scatters pay through scatterPays");
    for (const [count, pay] of Object.entries(symbol.pays ?? {})) {
      check(isWhole(Number(count), 2) && Number(count) <= REELS && isWhole(pay, 0), `bad pay for ${symbol.id}`);
      pays[code * (REELS + 1) + Number(count)] = pay;
    }
  }

  check(lines.length >= 1, "a slot needs paylines");
  const lineRows = new Int32Array(lines.length * REELS);
  for (const [index, line] of lines.entries()) {
    check(line.length === REELS && line.every((row) => isWhole(row, 0) && row < rows), `line ${index + 1} is invalid`);
    lineRows.set(line, index * REELS);
  }

  check(isWhole(freeSpins.multiplier, 1), "the free-spin multiplier is a whole number ≥ 1");
  for (const value of [...Object.values(freeSpins.awards), ...Object.values(definition.scatterPays)]) {
    check(isWhole(value, 0), "awards and scatter pays are whole numbers");
  }
  if (definition.bonusBuy) {
    check(isWhole(definition.bonusBuy.priceMultiplier, 1), "the bonus-buy price is a whole multiple of the bet");
    check(isWhole(definition.bonusBuy.freeSpins, 1), "a bonus buy awards at least one free spin");
  }
  const maxScatters = REELS * rows;
  const base = compileReels(definition.reels, rows, codeOf, scatter);
  return {
    definition,
    rows,
    symbols,
    codeOf,
    wild,
    scatter,
    pays,
    lineRows,
    lineCount: lines.length,
    scatterPay: byCount(definition.scatterPays, maxScatters),
    award: byCount(freeSpins.awards, maxScatters),
    base,
    // The same object when free spins use the base strips, so their distribution is computed once.
    free: freeSpins.reels ? compileReels(freeSpins.reels, rows, codeOf, scatter) : base,
  };
}

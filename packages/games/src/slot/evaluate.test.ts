import { describe, expect, test } from "vitest";
import { gridSlot } from "../testing/fixtures.ts";
import { compileSlot } from "./compile.ts";
import { evaluateWindow } from "./evaluate.ts";

// Test paytable (fixtures.ts), in line bets: W 3/4/5 = 10/40/200; A 2/3/4/5 = 1/5/20/100;
// B 3/4/5 = 4/8/30; C 3/4/5 = 2/5/10; F pays nothing. Scatter S: 3/4/5 = 2/10/50 total bets.
// Lines: 1 middle, 2 top, 3 bottom, 4 V (0,1,2,1,0), 5 inverted V (2,1,0,1,2).

function evaluate(grid: string[][]) {
  const slot = compileSlot(gridSlot(grid));
  const result = evaluateWindow(slot, slot.base, [0, 0, 0, 0, 0]);
  const named = result.lineWins.map((win) => ({ ...win, symbol: slot.symbols[win.symbol]?.id }));
  return { ...result, lineWins: named };
}

const FILLER_ROW = ["F", "F", "F", "F", "F"];

function middle(row: string[]) {
  return evaluate([FILLER_ROW, row, FILLER_ROW]);
}

describe("line wins", () => {
  test("the wild substitutes for a regular symbol anywhere in the run", () => {
    expect(middle(["A", "A", "W", "A", "B"]).lineWins).toEqual([{ line: 1, symbol: "A", count: 4, pay: 20 }]);
    expect(middle(["A", "W", "W", "W", "W"]).lineWins).toEqual([{ line: 1, symbol: "A", count: 5, pay: 100 }]);
  });

  test("leading wilds join the first regular symbol's run", () => {
    expect(middle(["W", "W", "W", "A", "C"]).lineWins).toEqual([{ line: 1, symbol: "A", count: 4, pay: 20 }]);
  });

  test("the wilds' own pay wins when it is larger, and a line pays only once", () => {
    expect(middle(["W", "W", "W", "C", "A"]).lineWins).toEqual([{ line: 1, symbol: "W", count: 3, pay: 10 }]);
    expect(middle(["W", "W", "W", "W", "W"]).lineWins).toEqual([{ line: 1, symbol: "W", count: 5, pay: 200 }]);
  });

  test("runs count from the leftmost reel only", () => {
    expect(middle(["F", "A", "A", "A", "A"]).lineWins).toEqual([]);
    expect(middle(["A", "A", "B", "B", "B"]).lineWins).toEqual([{ line: 1, symbol: "A", count: 2, pay: 1 }]);
    expect(middle(["B", "B", "A", "B", "B"]).lineWins).toEqual([]);
  });

  test("the wild never substitutes for the scatter, and a scatter ends a line", () => {
    expect(middle(["S", "A", "A", "A", "A"]).lineWins).toEqual([]);
    expect(middle(["A", "S", "A", "A", "A"]).lineWins).toEqual([]);
    expect(middle(["W", "W", "W", "S", "A"]).lineWins).toEqual([{ line: 1, symbol: "W", count: 3, pay: 10 }]);
  });

  test("every line is evaluated on its own rows and the pays add up", () => {
    const result = evaluate([
      ["B", "B", "B", "F", "F"],
      ["A", "A", "A", "A", "F"],
      ["C", "C", "W", "C", "C"],
    ]);
    expect(result.lineWins).toEqual([
      { line: 1, symbol: "A", count: 4, pay: 20 },
      { line: 2, symbol: "B", count: 3, pay: 4 },
      { line: 3, symbol: "C", count: 5, pay: 10 },
    ]);
    expect(result.lineUnits).toBe(34);
  });

  test("V-shaped lines follow their rows", () => {
    const result = evaluate([
      ["B", "F", "F", "F", "B"],
      ["F", "B", "F", "B", "F"],
      ["F", "F", "B", "F", "F"],
    ]);
    expect(result.lineWins).toEqual([{ line: 4, symbol: "B", count: 5, pay: 30 }]);
  });
});

describe("scatters", () => {
  test("pay anywhere by count, on the total bet, and award free spins from three", () => {
    const three = evaluate([
      ["S", "F", "F", "F", "F"],
      ["F", "F", "S", "F", "F"],
      ["F", "F", "F", "F", "S"],
    ]);
    expect(three).toMatchObject({ scatterCount: 3, scatterPay: 2, freeSpinsAwarded: 2, lineUnits: 0 });
    const two = evaluate([["S", "F", "F", "F", "F"], ["F", "S", "F", "F", "F"], FILLER_ROW]);
    expect(two).toMatchObject({ scatterCount: 2, scatterPay: 0, freeSpinsAwarded: 0 });
    const five = evaluate([["S", "S", "S", "S", "S"], FILLER_ROW, FILLER_ROW]);
    expect(five).toMatchObject({ scatterCount: 5, scatterPay: 50, freeSpinsAwarded: 4 });
  });
});

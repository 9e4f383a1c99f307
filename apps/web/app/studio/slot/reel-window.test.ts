import { findStudioTitle, play, type SlotTitle } from "@croupier/games";
import { describe, expect, it } from "vitest";
import { columnsAt, columnsOf, linePoints, scatterCells, spinStrip, windowAt, winningCells } from "./reel-window.ts";

const lanternTide = findStudioTitle("lantern-tide") as SlotTitle;

/** A forced stream: the engine draws one integer per reel and gets these stops. */
function spinAt(stops: number[]) {
  let reel = 0;
  const forced = { nextInt: () => stops[reel++] as number, nextFloat: () => 0 };
  const result = play("lantern-tide", null, { type: "spin", bet: 100n }, forced);
  if (result.engine !== "slot") throw new Error("not a slot");
  return result.outcome;
}

describe("reel window", () => {
  it("draws the README's worked example from the outcome and from the strips alike", () => {
    const stops = [21, 20, 19, 0, 12];
    const outcome = spinAt(stops);
    const columns = columnsOf(outcome.grid ?? []);
    expect(columns[0]).toEqual(["SHL", "TEA", "FAN"]);
    expect(columns[1]).toEqual(["LAN", "KNT", "JNK"]);
    expect(columnsAt(lanternTide.definition.reels, stops, 3)).toEqual(columns);
  });

  it("wraps a window past the strip's end", () => {
    expect(windowAt(["A", "B", "C", "D"], 3, 3)).toEqual(["D", "A", "B"]);
  });

  it("ends a spinning reel on its final window", () => {
    const strip = lanternTide.definition.reels[0] as string[];
    for (const stop of [0, 1, 15, 29]) {
      const column = spinStrip(strip, stop, 3, 12);
      expect(column).toHaveLength(15);
      expect(column.slice(0, 3)).toEqual(windowAt(strip, stop, 3));
      expect(column[14]).toBe(strip[(stop + 14) % strip.length]);
    }
  });

  it("highlights the cells of each winning line up to its count", () => {
    const outcome = spinAt([21, 20, 19, 0, 12]);
    const lineWins = outcome.lineWins.map((win) => ({ ...win, win: Number(win.win) }));
    expect(lineWins).toEqual([{ line: 6, symbol: "SHL", count: 3, win: 40 }]);
    // Line 6 crosses rows 0, 0, 1, 0, 0.
    expect([...winningCells(lanternTide.definition.lines, lineWins)]).toEqual(["0:0", "1:0", "2:1"]);
  });

  it("every highlighted cell shows the winning symbol or the wild, on many spins", () => {
    const wild = "LAN";
    for (let seed = 0; seed < 300; seed += 1) {
      const stops = [seed % 30, (seed * 7) % 30, (seed * 11) % 30, (seed * 13) % 30, (seed * 17) % 30];
      const outcome = spinAt(stops);
      const columns = columnsOf(outcome.grid ?? []);
      for (const win of outcome.lineWins) {
        const cells = winningCells(lanternTide.definition.lines, [{ ...win, win: Number(win.win) }]);
        for (const cell of cells) {
          const [reel, row] = cell.split(":").map(Number) as [number, number];
          expect([win.symbol, wild]).toContain(columns[reel]?.[row]);
        }
      }
    }
  });

  it("finds scatters and draws a line through cell centres", () => {
    expect([
      ...scatterCells(
        [
          ["A", "PRL"],
          ["PRL", "B"],
        ],
        "PRL",
      ),
    ]).toEqual(["0:1", "1:0"]);
    expect(scatterCells([["A"]], undefined).size).toBe(0);
    expect(linePoints([1, 0, 2])).toBe("0.5,1.5 1.5,0.5 2.5,2.5");
  });
});

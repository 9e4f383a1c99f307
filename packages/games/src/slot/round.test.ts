import { describe, expect, test } from "vitest";
import { GameRuleError } from "../errors.ts";
import { parseGameState, toJsonSafe } from "../json-safe.ts";
import type { BetLimits } from "../money.ts";
import { forcedRandom, gridSlot } from "../testing/fixtures.ts";
import { compileSlot } from "./compile.ts";
import type { SlotDefinition } from "./definition.ts";
import { IDLE, playSlot, type SlotAction, type SlotState } from "./round.ts";

// gridSlot strips are the grid's column followed by three fillers: stops 0 show the grid,
// stops 3 show only fillers (no win, no scatter). Five lines, so the line bet is bet / 5.
const TRIGGER_GRID = [
  ["S", "F", "F", "F", "F"],
  ["A", "A", "A", "S", "F"],
  ["F", "F", "S", "F", "F"],
];
const HIT = [0, 0, 0, 0, 0];
const BLANK = [3, 3, 3, 3, 3];
const limits: BetLimits = { min: 5n, max: 5_000n, step: 5n };

function slotOf(overrides: Partial<SlotDefinition> = {}) {
  return compileSlot(gridSlot(TRIGGER_GRID, overrides));
}

function step(state: SlotState, action: SlotAction, draws: number[], overrides: Partial<SlotDefinition> = {}) {
  return playSlot(slotOf(overrides), limits, state, action, forcedRandom(draws));
}

describe("a paid spin", () => {
  test("without a trigger closes the round at once", () => {
    const result = step(IDLE, { type: "spin", bet: 100n }, BLANK);
    expect(result).toMatchObject({ stake: 100n, win: 0n, roundClosed: true, roundWin: 0n, nextState: IDLE });
    expect(result.outcome.grid).toEqual([
      ["F", "F", "F", "F", "F"],
      ["F", "F", "F", "F", "F"],
      ["F", "F", "F", "F", "F"],
    ]);
  });

  test("pays lines on the line bet and scatters on the total bet, and 3+ scatters start free spins", () => {
    const result = step(IDLE, { type: "spin", bet: 100n }, HIT);
    // A×3 on line 1 = 5 line bets of 20; 3 scatters = 2 × 100.
    expect(result.outcome.lineWins).toEqual([{ line: 1, symbol: "A", count: 3, win: 100n }]);
    expect(result.outcome).toMatchObject({ scatterCount: 3, scatterWin: 200n, freeSpinsAwarded: 2, win: 300n });
    expect(result).toMatchObject({ stake: 100n, win: 300n, roundClosed: false, roundWin: 300n });
    expect(result.nextState).toEqual({
      phase: "free_spins",
      bet: 100n,
      spinsLeft: 2,
      spinsPlayed: 0,
      spinsAwarded: 2,
      roundWin: 300n,
      origin: "spin",
    });
  });

  test("a bet that is not a multiple of the line count, or outside the limits, is refused before any draw", () => {
    const random = forcedRandom(HIT);
    const slot = slotOf();
    expect(() => playSlot(slot, { min: 1n, max: 100n, step: 1n }, IDLE, { type: "spin", bet: 7n }, random)).toThrow(
      /multiple of the 5 lines/,
    );
    expect(() => playSlot(slot, limits, IDLE, { type: "spin", bet: 10_000n }, random)).toThrow(GameRuleError);
    expect(random.remaining()).toBe(5);
  });
});

describe("free spins", () => {
  const started = step(IDLE, { type: "spin", bet: 100n }, HIT).nextState;

  test("apply the multiplier to line and scatter wins and retrigger", () => {
    const result = step(started, { type: "free_spin" }, HIT);
    expect(result.outcome.multiplier).toBe(3);
    expect(result.outcome.lineWins).toEqual([{ line: 1, symbol: "A", count: 3, win: 300n }]);
    expect(result.outcome).toMatchObject({ scatterWin: 600n, win: 900n, freeSpinsAwarded: 2 });
    expect(result).toMatchObject({ stake: 0n, win: 900n, roundWin: 1_200n, roundClosed: false });
    expect(result.nextState).toMatchObject({ spinsLeft: 3, spinsPlayed: 1, spinsAwarded: 4, roundWin: 1_200n });
  });

  test("without retriggers, scatters in free spins pay but add no spins", () => {
    const noRetrigger = { freeSpins: { awards: { 3: 2, 4: 3, 5: 4 }, multiplier: 3, retrigger: false } };
    const state = step(IDLE, { type: "spin", bet: 100n }, HIT, noRetrigger).nextState;
    const result = step(state, { type: "free_spin" }, HIT, noRetrigger);
    expect(result.outcome).toMatchObject({ freeSpinsAwarded: 0, win: 900n });
    expect(result.nextState).toMatchObject({ spinsLeft: 1, spinsAwarded: 2 });
  });

  test("the last free spin closes the round with its total", () => {
    const first = step(started, { type: "free_spin" }, BLANK);
    expect(first).toMatchObject({ roundClosed: false, win: 0n });
    const last = step(first.nextState, { type: "free_spin" }, BLANK);
    expect(last).toMatchObject({ roundClosed: true, roundWin: 300n, nextState: IDLE, stake: 0n });
  });

  test("only free spins are accepted while they last, and none when idle", () => {
    expect(() => step(started, { type: "spin", bet: 100n }, HIT)).toThrow(/free spins are in progress/);
    expect(() => step(started, { type: "bonus_buy", bet: 100n }, HIT)).toThrow(/free spins are in progress/);
    expect(() => step(IDLE, { type: "free_spin" }, HIT)).toThrow(/no free spins/);
    expect(() => step({ ...started, spinsLeft: 0 } as SlotState, { type: "free_spin" }, HIT)).toThrow(/malformed/);
  });

  test("a round resumed from its stored JSON state continues exactly as an uninterrupted one", () => {
    const draws = [HIT, HIT, BLANK, HIT, BLANK, BLANK, BLANK];
    const playOut = (persist: boolean) => {
      let state: SlotState = IDLE;
      const results = [];
      for (const [index, stops] of draws.entries()) {
        const action: SlotAction = index === 0 ? { type: "spin", bet: 100n } : { type: "free_spin" };
        const result = step(state, action, stops);
        results.push(toJsonSafe(result));
        state = persist ? parseGameState(JSON.parse(JSON.stringify(toJsonSafe(result.nextState)))) : result.nextState;
        if (result.roundClosed) break;
      }
      return results;
    };
    const uninterrupted = playOut(false);
    expect(playOut(true)).toEqual(uninterrupted);
    expect(uninterrupted.at(-1)).toMatchObject({ roundClosed: true, roundWin: "2100" });
  });
});

describe("bonus buy", () => {
  test("stakes price × bet, draws nothing and starts the feature with its own spin count", () => {
    const random = forcedRandom([]);
    const result = playSlot(slotOf(), limits, IDLE, { type: "bonus_buy", bet: 100n }, random);
    expect(result).toMatchObject({ stake: 2_000n, win: 0n, roundClosed: false });
    expect(result.outcome).toMatchObject({ type: "bonus_buy", freeSpinsAwarded: 3 });
    expect(result.nextState).toMatchObject({ phase: "free_spins", spinsLeft: 3, origin: "bonus_buy", bet: 100n });
  });

  test("is refused on a slot without one", () => {
    const { bonusBuy: _, ...withoutBuy } = gridSlot(TRIGGER_GRID);
    const slot = compileSlot(withoutBuy);
    expect(() => playSlot(slot, limits, IDLE, { type: "bonus_buy", bet: 100n }, forcedRandom([]))).toThrow(
      /no bonus buy/,
    );
  });
});

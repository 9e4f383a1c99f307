import { type RouletteBet as EngineBet, getTitle, play } from "@croupier/games";
import { describe, expect, it } from "vitest";
import type { RouletteBet } from "../types.ts";
import {
  addChip,
  invalidStacks,
  type PlacedBets,
  type Spot,
  spotCovers,
  spotKey,
  type TableLimits,
  toPlaceBets,
  totalStake,
  winOn,
} from "./bet-builder.ts";
import { TABLE_SPOTS } from "./table-layout.ts";

// Meridian Roulette's limits.
const limits: TableLimits = { perPosition: { min: 10, max: 50_000, step: 10 }, maxTotal: 500_000, maxBets: 100 };

function place(chips: [Spot, number][], tableLimits = limits): PlacedBets {
  let placed: PlacedBets = new Map();
  for (const [spot, chip] of chips) {
    const result = addChip(placed, spot, chip, tableLimits);
    if (!("placed" in result)) throw new Error(result.refused);
    placed = result.placed;
  }
  return placed;
}

const toEngine = (bets: RouletteBet[]) => bets.map((bet) => ({ ...bet, amount: BigInt(bet.amount) }) as EngineBet);

/** Plays Meridian Roulette with the pocket forced, through the engine itself. */
function spinOn(pocket: number, bets: RouletteBet[]) {
  const forced = { nextInt: () => pocket, nextFloat: () => 0 };
  const result = play("meridian-roulette", null, { type: "place_bets", bets: toEngine(bets) }, forced);
  if (result.engine !== "roulette") throw new Error("not roulette");
  return result.outcome;
}

const EVERY_KIND: Spot[] = [
  { kind: "straight", numbers: [17] },
  { kind: "straight", numbers: [0] },
  { kind: "split", numbers: [20, 17] },
  { kind: "street", numbers: [34, 35, 36] },
  { kind: "trio", numbers: [0, 1, 2] },
  { kind: "corner", numbers: [1, 2, 4, 5] },
  { kind: "first_four", numbers: [0, 1, 2, 3] },
  { kind: "six_line", numbers: [1, 2, 3, 4, 5, 6] },
  { kind: "dozen", index: 2 },
  { kind: "column", index: 3 },
  { kind: "red" },
  { kind: "black" },
  { kind: "odd" },
  { kind: "even" },
  { kind: "low" },
  { kind: "high" },
];

describe("roulette bet builder", () => {
  it("stacks chips on one spot into one bet and keeps placing order", () => {
    const placed = place([
      [{ kind: "straight", numbers: [17] }, 10],
      [{ kind: "red" }, 50],
      [{ kind: "straight", numbers: [17] }, 20],
    ]);
    expect(toPlaceBets(placed)).toEqual([
      { kind: "straight", numbers: [17], amount: 30 },
      { kind: "red", amount: 50 },
    ]);
    expect(totalStake(placed)).toBe(80);
  });

  it("names a spot the same whatever the order of its numbers", () => {
    expect(spotKey({ kind: "split", numbers: [20, 17] })).toBe("split:17-20");
    expect(spotKey({ kind: "dozen", index: 2 })).toBe("dozen:2");
    expect(spotKey({ kind: "even" })).toBe("even");
  });

  it("builds a payload the engine accepts, and the engine pays what the screen expects on every pocket", () => {
    const placed = place(EVERY_KIND.map((spot) => [spot, 10] as [Spot, number]));
    const bets = toPlaceBets(placed);
    for (let pocket = 0; pocket <= 36; pocket += 1) {
      const outcome = spinOn(pocket, bets);
      expect(Number(outcome.win)).toBe(winOn(placed, pocket));
      outcome.bets.forEach((result, i) => {
        expect(result.won).toBe(spotCovers(EVERY_KIND[i] as Spot, pocket));
      });
    }
  });

  it("sends every spot of the felt as a bet the engine accepts and settles as the screen expects", () => {
    const spots = TABLE_SPOTS.map((entry) => entry.spot);
    expect(spots.length).toBeGreaterThan(limits.maxBets);
    // The table takes 100 bets a spin: play the felt's 160 spots in batches of 50.
    for (let from = 0; from < spots.length; from += 50) {
      const batch = spots.slice(from, from + 50);
      const placed = place(batch.map((spot) => [spot, 10] as [Spot, number]));
      const bets = toPlaceBets(placed);
      for (let pocket = 0; pocket <= 36; pocket += 1) {
        const outcome = spinOn(pocket, bets);
        expect(Number(outcome.win)).toBe(winOn(placed, pocket));
        outcome.bets.forEach((result, i) => {
          expect(result.won).toBe(spotCovers(batch[i] as Spot, pocket));
        });
      }
    }
  });

  it("refuses a chip over the position maximum, the table total or the bet count", () => {
    const one = place([[{ kind: "red" }, 50_000]]);
    expect(addChip(one, { kind: "red" }, 10, limits)).toEqual({ refused: "position_max" });
    const tight: TableLimits = { perPosition: { min: 1, max: 1_000, step: 1 }, maxTotal: 1_500, maxBets: 2 };
    const two = place(
      [
        [{ kind: "red" }, 1_000],
        [{ kind: "odd" }, 400],
      ],
      tight,
    );
    expect(addChip(two, { kind: "odd" }, 200, tight)).toEqual({ refused: "total_max" });
    expect(addChip(two, { kind: "high" }, 1, tight)).toEqual({ refused: "bets_max" });
    expect("placed" in addChip(two, { kind: "odd" }, 100, tight)).toBe(true);
  });

  it("flags stacks below the minimum or off the step until they are fixed", () => {
    const salon: TableLimits = {
      perPosition: { min: 1_000, max: 1_000_000, step: 100 },
      maxTotal: 10_000_000,
      maxBets: 100,
    };
    const placed = place([[{ kind: "dozen", index: 1 }, 500]], salon);
    expect(invalidStacks(placed, salon)).toEqual(["dozen:1"]);
    const fixed = addChip(placed, { kind: "dozen", index: 1 }, 500, salon);
    expect("placed" in fixed && invalidStacks(fixed.placed, salon)).toEqual([]);
  });

  it("reads the engine's check of the title limits the same way", () => {
    const title = getTitle("meridian-roulette");
    expect(title.engine === "roulette" && Number(title.limits.perPosition.max)).toBe(limits.perPosition.max);
  });
});

import { describe, expect, test } from "vitest";
import { createRoundStream } from "../fair/round-stream.ts";
import { equals, type Fraction, fraction, mul, sub, toNumber } from "../maths/fraction.ts";
import { testSlot } from "../testing/fixtures.ts";
import { type CompiledReels, type CompiledSlot, compileSlot } from "./compile.ts";
import type { SlotDefinition } from "./definition.ts";
import { evaluateWindow } from "./evaluate.ts";
import { IDLE, playSlot, type SlotAction, type SlotState } from "./round.ts";
import { computeSlotMaths } from "./rtp.ts";

/** Every window of a strip set, one by one, as (pay in line bets incl. scatter pay, award). */
function everySpin(slot: CompiledSlot, reels: CompiledReels, multiplier: number): { pay: number; award: number }[] {
  const spins: { pay: number; award: number }[] = [];
  const stops = [0, 0, 0, 0, 0];
  const walk = (reel: number) => {
    if (reel === 5) {
      const result = evaluateWindow(slot, reels, stops);
      spins.push({
        pay: multiplier * (result.lineUnits + result.scatterPay * slot.lineCount),
        award: result.freeSpinsAwarded,
      });
      return;
    }
    for (let stop = 0; stop < (reels.lengths[reel] as number); stop += 1) {
      stops[reel] = stop;
      walk(reel + 1);
    }
  };
  walk(0);
  return spins;
}

function mean(values: number[]): Fraction {
  return fraction(
    values.reduce((sum, v) => sum + BigInt(v), 0n),
    values.length,
  );
}

const retriggering = testSlot({ freeSpins: { awards: { 3: 1, 4: 2, 5: 3 }, multiplier: 2, retrigger: true } });

describe("exact slot maths against brute force", () => {
  test("the base game's RTP is the plain average over every stop combination", () => {
    const slot = compileSlot(retriggering);
    const maths = computeSlotMaths(slot);
    const spins = everySpin(slot, slot.base, 1);
    expect(spins).toHaveLength(maths.baseCombinations);
    expect(equals(maths.baseRtp, mul(mean(spins.map((s) => s.pay)), fraction(1, slot.lineCount)))).toBe(true);
    expect(equals(maths.hitRate, fraction(spins.filter((s) => s.pay > 0 || s.award > 0).length, spins.length))).toBe(
      true,
    );
  });

  test("with retriggers, one free spin is worth E[X] / (1 − E[K]) (the geometric series)", () => {
    const slot = compileSlot(retriggering);
    const maths = computeSlotMaths(slot);
    const free = everySpin(slot, slot.free, 2);
    const expectedX = mean(free.map((s) => s.pay));
    const expectedK = mean(free.map((s) => s.award));
    expect(equals(maths.feature.retriggersPerSpin, expectedK)).toBe(true);
    expect(equals(mul(maths.feature.spinValue, sub(fraction(1), expectedK)), expectedX)).toBe(true);
    // And the feature's share: Σ over base spins of award × E[V], per line bet.
    const base = everySpin(slot, slot.base, 1);
    const featureShare = mul(mul(mean(base.map((s) => s.award)), maths.feature.spinValue), fraction(1, slot.lineCount));
    expect(equals(maths.featureRtp, featureShare)).toBe(true);
  });

  test("without retriggers, mean and variance of a whole round match a walk over every base × free pair", () => {
    // Strips of four with one scatter each: every base spin with 3+ scatters gets exactly one
    // free spin (award 1), so a round is (base spin, free spin) and can be walked completely.
    const tiny: SlotDefinition = testSlot({
      reels: [
        ["S", "A", "W", "B"],
        ["A", "S", "C", "W"],
        ["B", "A", "S", "A"],
        ["C", "A", "B", "S"],
        ["S", "W", "A", "C"],
      ],
      freeSpins: { awards: { 3: 1 }, multiplier: 2, retrigger: false },
      bonusBuy: { priceMultiplier: 3, freeSpins: 1 },
    });
    const slot = compileSlot(tiny);
    const maths = computeSlotMaths(slot);
    const base = everySpin(slot, slot.base, 1);
    const free = everySpin(slot, slot.free, 2);
    // Sums stay far below 2^53 here (about a million rounds of at most a few thousand), so exact.
    let first = 0;
    let second = 0;
    for (const b of base) {
      for (const f of free) {
        const round = b.pay + (b.award > 0 ? f.pay : 0);
        first += round;
        second += round * round;
      }
    }
    expect(Number.isSafeInteger(second)).toBe(true);
    const pairs = BigInt(base.length * free.length);
    const bet = BigInt(slot.lineCount);
    const rtp = fraction(BigInt(first), pairs * bet);
    const variance = sub(fraction(BigInt(second), pairs * bet * bet), mul(rtp, rtp));
    expect(equals(maths.rtp, rtp)).toBe(true);
    expect(equals(maths.variance, variance)).toBe(true);
    const buyRtp = mul(mean(free.map((f) => f.pay)), fraction(1, slot.lineCount * 3));
    expect(maths.bonusBuy && equals(maths.bonusBuy.rtp, buyRtp)).toBe(true);
  });
});

/** Plays complete rounds through the state machine on the provably fair stream. */
function simulate(definition: SlotDefinition, first: SlotAction, rounds: number, clientSeed: string) {
  const slot = compileSlot(definition);
  const limits = { min: 5n, max: 5n, step: 5n };
  const serverSeed = "7a".repeat(32);
  let nonce = 0;
  let staked = 0n;
  let returned = 0n;
  for (let round = 0; round < rounds; round += 1) {
    let state: SlotState = IDLE;
    let action = first;
    for (;;) {
      const result = playSlot(slot, limits, state, action, createRoundStream({ serverSeed, clientSeed, nonce }));
      nonce += 1;
      staked += result.stake;
      returned += result.win;
      if (result.roundClosed) break;
      state = result.nextState;
      action = { type: "free_spin" };
    }
  }
  return Number(returned) / Number(staked);
}

describe("simulation within 4σ/√n of the exact figures (σ from the exact variance)", () => {
  const maths = computeSlotMaths(compileSlot(retriggering));

  test("paid spins with retriggering free spins", () => {
    const rounds = 25_000;
    const measured = simulate(retriggering, { type: "spin", bet: 5n }, rounds, "slot-sim");
    const tolerance = (4 * Math.sqrt(toNumber(maths.variance))) / Math.sqrt(rounds);
    expect(Math.abs(measured - toNumber(maths.rtp))).toBeLessThan(tolerance);
  });

  test("bonus buys", () => {
    const buy = maths.bonusBuy;
    if (!buy) throw new Error("the fixture has a bonus buy");
    const rounds = 6_000;
    const measured = simulate(retriggering, { type: "bonus_buy", bet: 5n }, rounds, "buy-sim");
    const tolerance = (4 * Math.sqrt(toNumber(buy.variance))) / Math.sqrt(rounds);
    expect(Math.abs(measured - toNumber(buy.rtp))).toBeLessThan(tolerance);
  });
});

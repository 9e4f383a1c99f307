import { describe, expect, test } from "vitest";
import { createRoundStream } from "../fair/round-stream.ts";
import { equals, fraction, toNumber } from "../maths/fraction.ts";
import { type RouletteBet, type RouletteTableLimits, resolveBets } from "./bets.ts";
import { rouletteReturnByPosition, rouletteSpinMoments } from "./rtp.ts";
import { spinRoulette } from "./spin.ts";

const limits: RouletteTableLimits = {
  perPosition: { min: 1n, max: 1_000n, step: 1n },
  maxTotal: 10_000n,
  maxBetsPerSpin: 20,
};

describe("exact RTP by enumerating the 37 pockets", () => {
  const rows = rouletteReturnByPosition();

  test("covers every legal position of every bet type", () => {
    expect(rows).toHaveLength(37 + 60 + 12 + 2 + 22 + 1 + 11 + 3 + 3 + 6);
  });

  test.each([
    "straight",
    "split",
    "street",
    "trio",
    "corner",
    "first_four",
    "six_line",
    "dozen",
    "column",
    "red",
    "black",
    "odd",
    "even",
    "low",
    "high",
  ])("every %s position returns exactly 36/37", (kind) => {
    const ofKind = rows.filter((row) => row.position === kind || row.position.startsWith(`${kind}:`));
    expect(ofKind.length).toBeGreaterThan(0);
    for (const row of ofKind) expect(equals(row.rtp, fraction(36, 37)), row.position).toBe(true);
  });
});

test("simulation: a mixed layout's measured RTP is within 4σ/√n of 36/37", () => {
  const bets: RouletteBet[] = [
    { kind: "straight", numbers: [17], amount: 10n },
    { kind: "split", numbers: [0, 2], amount: 10n },
    { kind: "corner", numbers: [25, 26, 28, 29], amount: 20n },
    { kind: "six_line", numbers: [7, 8, 9, 10, 11, 12], amount: 20n },
    { kind: "dozen", index: 3, amount: 40n },
    { kind: "red", amount: 100n },
  ];
  const moments = rouletteSpinMoments(resolveBets(bets, limits));
  expect(equals(moments.rtp, fraction(36, 37))).toBe(true);
  const rounds = 60_000;
  let returned = 0n;
  let staked = 0n;
  const serverSeed = "5e".repeat(32);
  for (let nonce = 0; nonce < rounds; nonce += 1) {
    const outcome = spinRoulette(bets, limits, createRoundStream({ serverSeed, clientSeed: "roulette-sim", nonce }));
    returned += outcome.win;
    staked += outcome.stake;
  }
  const measured = Number(returned) / Number(staked);
  const tolerance = (4 * Math.sqrt(toNumber(moments.variance))) / Math.sqrt(rounds);
  expect(Math.abs(measured - toNumber(moments.rtp))).toBeLessThan(tolerance);
});

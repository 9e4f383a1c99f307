import { expect, test } from "vitest";
import { type GameAction, type GameState, play } from "../engine.ts";
import { createRoundStream } from "../fair/round-stream.ts";
import { toNumber } from "../maths/fraction.ts";
import { findStudioTitle } from "./registry.ts";
import { computeTitleMaths } from "./title-maths.ts";

// Each engine once more, through the uniform play() on the provably fair stream, against a real
// title's exact RTP. Tolerance 4σ/√n with σ the exact per-round standard deviation, so a correct
// engine fails this less than once in 15,000 runs (and the fixed seeds make it deterministic).
// Roulette and dice bet their riskiest allowed single bet, whose σ the title maths reports.

function measure(titleId: string, first: GameAction, rounds: number): number {
  const serverSeed = "c0".repeat(32);
  let nonce = 0;
  let staked = 0n;
  let returned = 0n;
  for (let round = 0; round < rounds; round += 1) {
    let state: GameState | null = null;
    let action = first;
    for (;;) {
      const result = play(titleId, state, action, createRoundStream({ serverSeed, clientSeed: titleId, nonce }));
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

test.each<[string, GameAction, number]>([
  ["glacier-vault", { type: "spin", bet: 10n }, 20_000],
  ["sparrow-roulette", { type: "place_bets", bets: [{ kind: "straight", numbers: [23], amount: 1n }] }, 30_000],
  ["brass-compass-dice", { type: "roll", bet: 1n, direction: "under", target: 200 }, 30_000],
])("%s: measured RTP within 4σ/√n of the exact RTP", (titleId, action, rounds) => {
  const title = findStudioTitle(titleId);
  if (!title) throw new Error(`no title ${titleId}`);
  const maths = computeTitleMaths(title);
  const measured = measure(titleId, action, rounds);
  const tolerance = (4 * maths.standardDeviation) / Math.sqrt(rounds);
  expect(Math.abs(measured - toNumber(maths.rtp))).toBeLessThan(tolerance);
});

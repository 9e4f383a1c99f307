import { describe, expect, test } from "vitest";
import { GameRuleError } from "../errors.ts";
import { createRoundStream } from "../fair/round-stream.ts";
import { compare, equals, fraction, sub, toNumber } from "../maths/fraction.ts";
import { forcedRandom } from "../testing/fixtures.ts";
import { rollDice } from "./roll.ts";
import { diceMoments, diceRtpForStake } from "./rtp.ts";
import {
  countWinningRolls,
  type DiceAction,
  type DiceDirection,
  type DiceTable,
  dicePayout,
  formatDiceMultiplier,
  formatRoll,
  isWinningRoll,
  targetForChance,
} from "./rules.ts";

const table: DiceTable = {
  houseEdgeBp: 100,
  minChanceBp: 100,
  maxChanceBp: 9_500,
  limits: { min: 1n, max: 1_000_000n, step: 1n },
};

function rollWith(roll: number, action: DiceAction) {
  return rollDice(table, action, forcedRandom([roll]));
}

describe("rules", () => {
  test("under t wins below t, over t wins above t, t itself always loses", () => {
    expect(isWinningRoll(4949, "under", 4950)).toBe(true);
    expect(isWinningRoll(4950, "under", 4950)).toBe(false);
    expect(isWinningRoll(5050, "over", 5049)).toBe(true);
    expect(isWinningRoll(5049, "over", 5049)).toBe(false);
  });

  test("the extreme rolls 0.00 and 99.99", () => {
    const under = { bet: 100n, direction: "under" as const, target: 100 };
    expect(rollWith(0, under).won).toBe(true);
    expect(rollWith(99, under).won).toBe(true);
    expect(rollWith(100, under).won).toBe(false);
    const over = { bet: 100n, direction: "over" as const, target: 9_899 };
    expect(rollWith(9_999, over).won).toBe(true);
    expect(rollWith(9_900, over).won).toBe(true);
    expect(rollWith(9_899, over).won).toBe(false);
  });

  test("targets and chances map both ways", () => {
    expect(targetForChance("under", 4_950)).toBe(4_950);
    expect(targetForChance("over", 4_950)).toBe(5_049);
    expect(countWinningRolls("over", 5_049)).toBe(4_950);
  });

  test("the roll reads as two decimals", () => {
    expect(formatRoll(0)).toBe("0.00");
    expect(formatRoll(4_217)).toBe("42.17");
    expect(formatRoll(9_999)).toBe("99.99");
  });
});

describe("payouts", () => {
  test("multiplier = (100 − edge) / chance, stake included", () => {
    expect(formatDiceMultiplier(table, 4_950)).toBe("2.0000");
    expect(formatDiceMultiplier(table, 100)).toBe("99.0000");
    expect(formatDiceMultiplier(table, 9_500)).toBe("1.0421");
    expect(formatDiceMultiplier(table, 700)).toBe("14.1428");
    expect(rollWith(10, { bet: 250n, direction: "under", target: 4_950 }).win).toBe(500n);
    expect(rollWith(50, { bet: 250n, direction: "under", target: 100 }).win).toBe(24_750n);
  });

  test("payouts are rounded down to the minor unit and never below displayed multiplier × bet", () => {
    // 7 % chance: 9,900 / 700 = 14.142857…
    expect(dicePayout(table, 100n, 700)).toBe(1_414n);
    expect(dicePayout(table, 1n, 700)).toBe(14n);
    expect(dicePayout(table, 10n, 9_500)).toBe(10n); // 10.42 → 10
    // The edge alone settles it (the site's screen has only the edge): 1 × 9,850 / 50 = 197.
    expect(dicePayout({ houseEdgeBp: 150 }, 1n, 50)).toBe(197n);
    expect(dicePayout(table, 3n, 3_300)).toBe(9n);
    for (const bet of [1n, 7n, 99n, 12_345n]) {
      for (const chance of [100, 333, 700, 4_950, 9_499]) {
        const displayed = (BigInt(formatDiceMultiplier(table, chance).replace(".", "")) * bet) / 10_000n;
        expect(dicePayout(table, bet, chance)).toBeGreaterThanOrEqual(displayed);
      }
    }
  });

  test("a loss pays nothing and the outcome explains the roll", () => {
    const outcome = rollWith(4_950, { bet: 100n, direction: "under", target: 4_950 });
    expect(outcome).toMatchObject({
      roll: 4_950,
      rollText: "49.50",
      won: false,
      win: 0n,
      stake: 100n,
      chanceBp: 4_950,
    });
  });
});

describe("validation", () => {
  const refused = (action: DiceAction) => {
    try {
      rollWith(0, action);
    } catch (error) {
      if (error instanceof GameRuleError) return error.code;
      throw error;
    }
    return "accepted";
  };

  test("chances outside the table's range, bad targets, directions and bets are refused", () => {
    expect(refused({ bet: 1n, direction: "under", target: 99 })).toBe("invalid_action"); // 0.99 %
    expect(refused({ bet: 1n, direction: "under", target: 9_501 })).toBe("invalid_action"); // 95.01 %
    expect(refused({ bet: 1n, direction: "over", target: 9_899 })).toBe("accepted"); // 1.00 %
    expect(refused({ bet: 1n, direction: "over", target: 9_900 })).toBe("invalid_action"); // 0.99 %
    expect(refused({ bet: 1n, direction: "under", target: 10_000 })).toBe("invalid_action");
    expect(refused({ bet: 1n, direction: "under", target: 50.5 })).toBe("invalid_action");
    expect(refused({ bet: 1n, direction: "sideways" as DiceDirection, target: 5_000 })).toBe("invalid_action");
    expect(refused({ bet: 0n, direction: "under", target: 5_000 })).toBe("invalid_bet");
    expect(refused({ bet: 1_000_001n, direction: "under", target: 5_000 })).toBe("bet_out_of_limits");
  });

  test("nothing is drawn for a refused roll", () => {
    const random = forcedRandom([0]);
    expect(() => rollDice(table, { bet: 1n, direction: "under", target: 1 }, random)).toThrow(GameRuleError);
    expect(random.remaining()).toBe(1);
  });
});

describe("exact RTP by enumerating the 10,000 rolls", () => {
  test("EVERY allowed chance (1.00 %–95.00 % in 0.01 % steps) in both directions returns exactly 99 %", () => {
    const expected = fraction(99, 100);
    let checked = 0;
    for (const direction of ["under", "over"] as const) {
      for (let chance = table.minChanceBp; chance <= table.maxChanceBp; chance += 1) {
        const moments = diceMoments(table, direction, targetForChance(direction, chance));
        if (moments.winningRolls !== chance || !equals(moments.rtp, expected)) {
          throw new Error(`${direction} ${chance}: ${moments.winningRolls} wins, RTP ${toNumber(moments.rtp)}`);
        }
        checked += 1;
      }
    }
    expect(checked).toBe(2 * 9_401);
  }, 30_000);

  test("after rounding down to the minor unit the RTP is at most 99 % and within one unit per win", () => {
    for (const bet of [1n, 100n, 12_345n]) {
      for (let chance = 100; chance <= 9_500; chance += 97) {
        const rtp = diceRtpForStake(table, "under", chance, bet);
        expect(compare(rtp, fraction(99, 100))).toBeLessThanOrEqual(0);
        // Each win loses less than one minor unit: RTP ≥ 99 % − chance / bet.
        expect(compare(sub(fraction(99, 100), rtp), fraction(chance, 10_000n * bet))).toBeLessThan(0);
      }
    }
  });
});

test("simulation: measured RTP at 10 % chance is within 4σ/√n of 99 %", () => {
  const action: DiceAction = { bet: 100n, direction: "over", target: targetForChance("over", 1_000) };
  const moments = diceMoments(table, action.direction, action.target);
  const rounds = 60_000;
  let returned = 0n;
  const serverSeed = "d1".repeat(32);
  for (let nonce = 0; nonce < rounds; nonce += 1) {
    returned += rollDice(table, action, createRoundStream({ serverSeed, clientSeed: "dice-sim", nonce })).win;
  }
  const measured = Number(returned) / (rounds * 100);
  const tolerance = (4 * Math.sqrt(toNumber(moments.variance))) / Math.sqrt(rounds);
  expect(Math.abs(measured - toNumber(moments.rtp))).toBeLessThan(tolerance);
});

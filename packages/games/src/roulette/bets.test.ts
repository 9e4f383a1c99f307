import { describe, expect, test } from "vitest";
import { GameRuleError } from "../errors.ts";
import { INSIDE_POSITIONS } from "./bet-positions.ts";
import { type RouletteBet, type RouletteTableLimits, resolveBets } from "./bets.ts";
import { settleRoulette } from "./spin.ts";

const limits: RouletteTableLimits = {
  perPosition: { min: 10n, max: 10_000n, step: 10n },
  maxTotal: 50_000n,
  maxBetsPerSpin: 20,
};

function settle(pocket: number, bets: RouletteBet[]) {
  return settleRoulette(pocket, resolveBets(bets, limits));
}

function refusal(bets: RouletteBet[]): string {
  try {
    resolveBets(bets, limits);
  } catch (error) {
    if (error instanceof GameRuleError) return error.code;
    throw error;
  }
  return "accepted";
}

describe("layout positions", () => {
  test("the single-zero layout has the standard number of positions per bet", () => {
    expect(INSIDE_POSITIONS.straight).toHaveLength(37);
    expect(INSIDE_POSITIONS.split).toHaveLength(60); // 57 between numbers + 0-1, 0-2, 0-3
    expect(INSIDE_POSITIONS.street).toHaveLength(12);
    expect(INSIDE_POSITIONS.trio).toHaveLength(2);
    expect(INSIDE_POSITIONS.corner).toHaveLength(22);
    expect(INSIDE_POSITIONS.first_four).toHaveLength(1);
    expect(INSIDE_POSITIONS.six_line).toHaveLength(11);
  });
});

describe("payouts, one winning and one losing pocket per bet type", () => {
  const cases: { bet: RouletteBet; winning: number; losing: number; returned: bigint }[] = [
    { bet: { kind: "straight", numbers: [17], amount: 10n }, winning: 17, losing: 18, returned: 360n },
    { bet: { kind: "straight", numbers: [0], amount: 10n }, winning: 0, losing: 1, returned: 360n },
    { bet: { kind: "split", numbers: [17, 20], amount: 10n }, winning: 20, losing: 18, returned: 180n },
    { bet: { kind: "split", numbers: [2, 0], amount: 10n }, winning: 0, losing: 3, returned: 180n },
    { bet: { kind: "street", numbers: [34, 35, 36], amount: 10n }, winning: 35, losing: 33, returned: 120n },
    { bet: { kind: "trio", numbers: [0, 2, 3], amount: 10n }, winning: 3, losing: 1, returned: 120n },
    { bet: { kind: "corner", numbers: [17, 18, 20, 21], amount: 10n }, winning: 21, losing: 19, returned: 90n },
    { bet: { kind: "first_four", numbers: [0, 1, 2, 3], amount: 10n }, winning: 0, losing: 4, returned: 90n },
    {
      bet: { kind: "six_line", numbers: [31, 32, 33, 34, 35, 36], amount: 10n },
      winning: 31,
      losing: 30,
      returned: 60n,
    },
    { bet: { kind: "column", index: 1, amount: 10n }, winning: 34, losing: 0, returned: 30n },
    { bet: { kind: "column", index: 3, amount: 10n }, winning: 36, losing: 35, returned: 30n },
    { bet: { kind: "dozen", index: 2, amount: 10n }, winning: 24, losing: 25, returned: 30n },
    { bet: { kind: "red", amount: 10n }, winning: 1, losing: 2, returned: 20n },
    { bet: { kind: "black", amount: 10n }, winning: 2, losing: 0, returned: 20n },
    { bet: { kind: "odd", amount: 10n }, winning: 35, losing: 0, returned: 20n },
    { bet: { kind: "even", amount: 10n }, winning: 36, losing: 0, returned: 20n },
    { bet: { kind: "low", amount: 10n }, winning: 18, losing: 19, returned: 20n },
    { bet: { kind: "high", amount: 10n }, winning: 19, losing: 0, returned: 20n },
  ];
  test.each(cases)(
    "$bet.kind pays $returned on $winning and nothing on $losing",
    ({ bet, winning, losing, returned }) => {
      expect(settle(winning, [bet]).win).toBe(returned);
      expect(settle(losing, [bet]).win).toBe(0n);
    },
  );

  test("several bets in one spin are settled one by one", () => {
    const outcome = settle(17, [
      { kind: "straight", numbers: [17], amount: 10n },
      { kind: "black", amount: 20n },
      { kind: "red", amount: 30n },
      { kind: "corner", numbers: [13, 14, 16, 17], amount: 10n },
    ]);
    expect(outcome.colour).toBe("black");
    expect(outcome.stake).toBe(70n);
    expect(outcome.bets.map((b) => b.win)).toEqual([360n, 40n, 0n, 90n]);
    expect(outcome.win).toBe(490n);
  });

  test("zero loses every outside bet", () => {
    const outside: RouletteBet[] = [
      { kind: "red", amount: 10n },
      { kind: "black", amount: 10n },
      { kind: "odd", amount: 10n },
      { kind: "even", amount: 10n },
      { kind: "low", amount: 10n },
      { kind: "high", amount: 10n },
      { kind: "dozen", index: 1, amount: 10n },
      { kind: "column", index: 1, amount: 10n },
    ];
    expect(settle(0, outside).win).toBe(0n);
  });
});

describe("invalid bets are refused", () => {
  test.each<[string, RouletteBet]>([
    ["a split of non-adjacent numbers", { kind: "split", numbers: [1, 5], amount: 10n }],
    ["a split across the end of a row", { kind: "split", numbers: [3, 4], amount: 10n }],
    ["a split of zero and four", { kind: "split", numbers: [0, 4], amount: 10n }],
    ["a split of one number twice", { kind: "split", numbers: [5, 5], amount: 10n }],
    ["a street that is not a row", { kind: "street", numbers: [2, 3, 4], amount: 10n }],
    ["a corner that is not a square", { kind: "corner", numbers: [3, 4, 6, 7], amount: 10n }],
    ["a six line of non-adjacent rows", { kind: "six_line", numbers: [1, 2, 3, 7, 8, 9], amount: 10n }],
    ["a trio without zero", { kind: "trio", numbers: [1, 2, 3], amount: 10n }],
    ["a straight on 37", { kind: "straight", numbers: [37], amount: 10n }],
    ["a straight on a fraction", { kind: "straight", numbers: [1.5], amount: 10n }],
    ["a dozen 4", { kind: "dozen", index: 4, amount: 10n }],
    ["a column 0", { kind: "column", index: 0, amount: 10n }],
    ["an unknown kind", { kind: "green", amount: 10n } as unknown as RouletteBet],
    ["a zero amount", { kind: "red", amount: 0n }],
    ["a negative amount", { kind: "red", amount: -10n }],
    ["an amount that is not a bigint", { kind: "red", amount: 10 } as unknown as RouletteBet],
  ])("%s", (_, bet) => {
    expect(refusal([bet])).toBe("invalid_bet");
  });

  test("limits: minimum, maximum per position (stacked chips add up), step, total and bet count", () => {
    expect(refusal([{ kind: "red", amount: 5n }])).toBe("bet_out_of_limits");
    expect(refusal([{ kind: "red", amount: 15n }])).toBe("invalid_bet");
    expect(refusal([{ kind: "red", amount: 10_000n }])).toBe("accepted");
    expect(
      refusal([
        { kind: "red", amount: 6_000n },
        { kind: "red", amount: 6_000n },
      ]),
    ).toBe("bet_out_of_limits");
    const six = [1, 2, 3, 4, 5, 6].map((n): RouletteBet => ({ kind: "straight", numbers: [n], amount: 10_000n }));
    expect(refusal(six)).toBe("bet_out_of_limits");
    const many = Array.from({ length: 21 }, (_, n): RouletteBet => ({ kind: "straight", numbers: [n], amount: 10n }));
    expect(refusal(many)).toBe("invalid_bet");
    expect(refusal([])).toBe("invalid_bet");
  });

  test("the numbers of a position may come in any order", () => {
    expect(refusal([{ kind: "corner", numbers: [21, 17, 20, 18], amount: 10n }])).toBe("accepted");
  });
});

import { describe, expect, test } from "vitest";
import {
  createServerSeed,
  GameRuleError,
  hashServerSeed,
  INITIAL_STATE,
  type PlayResult,
  parseGameState,
  play,
  playWithSeeds,
  STUDIO_TITLES,
  toJsonSafe,
  verifyRound,
} from "./index.ts";
import { forcedRandom } from "./testing/fixtures.ts";
import { WORKED_EXAMPLE } from "./testing/worked-example.ts";

const { serverSeed, serverSeedHash, clientSeed, nonce } = WORKED_EXAMPLE;

describe("the worked example of README.md", () => {
  test("Pebble Dice, under 49.50 for 1.00: roll 43.31, a win of 2.00", () => {
    const verification = verifyRound(serverSeed, serverSeedHash, clientSeed, nonce, "pebble-dice", {
      state: null,
      action: { type: "roll", bet: 100n, direction: "under", target: 4_950 },
    });
    expect(verification.valid).toBe(true);
    if (!verification.valid) return;
    expect(verification.result.outcome).toMatchObject({
      roll: 4_331,
      rollText: "43.31",
      won: true,
      multiplier: "2.0000",
    });
    expect(verification.result.win).toBe(200n);
    expect(verification.wordsUsed).toBe(1);
  });

  test("Meridian Roulette: pocket 4, black", () => {
    const { result } = playWithSeeds(
      "meridian-roulette",
      null,
      { type: "place_bets", bets: [{ kind: "red", amount: 100n }] },
      WORKED_EXAMPLE,
    );
    expect(result.outcome).toMatchObject({ pocket: 4, colour: "black" });
    expect(result.win).toBe(0n);
  });

  test("Lantern Tide, a spin of 1.00: stops 21 20 19 0 12 and a Cowrie Shell line paying 0.40", () => {
    const { result, wordsUsed } = playWithSeeds("lantern-tide", null, { type: "spin", bet: 100n }, WORKED_EXAMPLE);
    expect(wordsUsed).toBe(5);
    expect(result.outcome).toMatchObject({
      stops: [21, 20, 19, 0, 12],
      grid: [
        ["SHL", "LAN", "FAN", "JNK", "KOI"],
        ["TEA", "KNT", "SHL", "TEA", "FAN"],
        ["FAN", "JNK", "TEA", "FAN", "CON"],
      ],
      lineWins: [{ line: 6, symbol: "SHL", count: 3, win: 40n }],
    });
    expect(result.win).toBe(40n);
  });
});

describe("verification", () => {
  const action = { type: "spin", bet: 200n } as const;

  test("a round replayed from the revealed seeds gives the same outcome, for every title", () => {
    const seed = createServerSeed();
    for (const title of STUDIO_TITLES) {
      const roundAction =
        title.engine === "slot"
          ? { type: "spin" as const, bet: title.betLimits.min }
          : title.engine === "roulette"
            ? { type: "place_bets" as const, bets: [{ kind: "even" as const, amount: title.betLimits.min }] }
            : { type: "roll" as const, bet: title.betLimits.min, direction: "over" as const, target: 5_049 };
      const played = playWithSeeds(title.id, null, roundAction, { serverSeed: seed, clientSeed: "me", nonce: 3 });
      const verification = verifyRound(seed, hashServerSeed(seed), "me", 3, title.id, {
        state: null,
        action: roundAction,
      });
      expect(verification).toEqual({ valid: true, ...played });
    }
  });

  test("a changed client seed or nonce gives a different round", () => {
    const outcomes = new Set<string>();
    for (const [seed, n] of [
      [clientSeed, nonce],
      ["another-seed", nonce],
      [clientSeed, nonce + 1],
    ] as const) {
      const { result } = playWithSeeds("lantern-tide", null, action, { serverSeed, clientSeed: seed, nonce: n });
      outcomes.add(JSON.stringify(toJsonSafe(result.outcome)));
    }
    expect(outcomes.size).toBe(3);
  });

  test("a server seed that does not match its commitment is reported, not replayed", () => {
    expect(
      verifyRound(createServerSeed(), serverSeedHash, clientSeed, nonce, "lantern-tide", { state: null, action }),
    ).toMatchObject({
      valid: false,
      reason: "seed_hash_mismatch",
    });
    expect(
      verifyRound(serverSeed, serverSeedHash, "has space", nonce, "lantern-tide", { state: null, action }),
    ).toMatchObject({
      valid: false,
      reason: "invalid_seed",
    });
  });

  test("free spins are verified one by one from the state stored before each", () => {
    // Play paid spins until one triggers free spins, then verify the first free spin.
    const seed = createServerSeed();
    let n = 0;
    let triggered: PlayResult | undefined;
    while (!triggered) {
      const { result } = playWithSeeds("lantern-tide", null, action, { serverSeed: seed, clientSeed, nonce: n });
      n += 1;
      if (!result.roundClosed) triggered = result;
    }
    const stored = parseGameState(JSON.parse(JSON.stringify(toJsonSafe(triggered.nextState))));
    const freeSpin = playWithSeeds(
      "lantern-tide",
      stored,
      { type: "free_spin" },
      { serverSeed: seed, clientSeed, nonce: n },
    );
    const replay = verifyRound(seed, hashServerSeed(seed), clientSeed, n, "lantern-tide", {
      state: stored,
      action: { type: "free_spin" },
    });
    expect(replay).toEqual({ valid: true, ...freeSpin });
    expect(freeSpin.result.stake).toBe(0n);
  });
});

describe("the uniform engine", () => {
  test("refuses unknown titles, wrong actions for an engine and open states for table games", () => {
    const random = forcedRandom([0, 0, 0, 0, 0]);
    const code = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        if (error instanceof GameRuleError) return error.code;
        throw error;
      }
      return "played";
    };
    expect(code(() => play("no-such-game", null, { type: "spin", bet: 20n }, random))).toBe("unknown_title");
    expect(code(() => play("pebble-dice", null, { type: "spin", bet: 20n }, random))).toBe("invalid_action");
    expect(
      code(() => play("meridian-roulette", null, { type: "roll", bet: 1n, direction: "under", target: 5 }, random)),
    ).toBe("invalid_action");
    expect(code(() => play("lantern-tide", null, { type: "place_bets", bets: [] }, random))).toBe("invalid_action");
    const open = {
      phase: "free_spins",
      bet: 20n,
      spinsLeft: 1,
      spinsPlayed: 0,
      spinsAwarded: 1,
      roundWin: 0n,
      origin: "spin",
    } as const;
    expect(
      code(() => play("pebble-dice", open, { type: "roll", bet: 1n, direction: "under", target: 5_000 }, random)),
    ).toBe("invalid_state");
    expect(random.remaining()).toBe(5);
  });

  test("table games and dice close every round and stay idle", () => {
    const result = play(
      "pebble-dice",
      INITIAL_STATE,
      { type: "roll", bet: 10n, direction: "under", target: 5_000 },
      forcedRandom([1]),
    );
    expect(result).toMatchObject({ engine: "dice", stake: 10n, roundClosed: true, nextState: INITIAL_STATE });
  });

  test("states that do not parse are refused", () => {
    expect(() => parseGameState({ phase: "free_spins", bet: "1e3", origin: "spin" })).toThrow(GameRuleError);
    expect(() => parseGameState({ phase: "bonus" })).toThrow(GameRuleError);
    expect(parseGameState({ phase: "idle" })).toEqual(INITIAL_STATE);
  });
});

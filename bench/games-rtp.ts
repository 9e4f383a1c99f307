// Studio games' RTP by simulation (games issue): BENCH_ROUNDS (10,000,000) complete rounds per
// engine variant through the same play() the platform calls, each round's return / stake
// recorded, then the measured RTP with its 95 % confidence interval (mean ± 1.96·s/√n, s the
// sample standard deviation), the exact RTP computed by the engine's exact method, whether the
// interval holds it, and rounds per second (one core).
//
// Variants: the six slots (paid spins), their bonus buys (BENCH_BUY_ROUNDS, 1,000,000 rounds of
// 8–10 free spins each), the three dice tables (house edges differ) and ONE roulette run — the
// three roulette titles share the wheel and payouts and differ only in limits. Draws come from a
// CSPRNG (crypto.randomFillSync) through the engines' own unbiased sampler; the HMAC stream
// itself is timed in a last, shorter section. BENCH_ONLY=<id,…> restricts the variants.
import { randomFillSync } from "node:crypto";
import {
  computeTitleMaths,
  createRandomSource,
  createRoundStream,
  type GameAction,
  type GameState,
  getTitle,
  play,
  type RandomSource,
  type RouletteBet,
  STUDIO_TITLES,
  type StudioTitle,
  toNumber,
} from "../packages/games/src/index.ts";

const rounds = Number(process.env.BENCH_ROUNDS ?? 10_000_000);
const buyRounds = Number(process.env.BENCH_BUY_ROUNDS ?? 1_000_000);
const fairRounds = Number(process.env.BENCH_FAIR_ROUNDS ?? 200_000);
const only = process.env.BENCH_ONLY?.split(",");

interface Variant {
  name: string;
  titleId: string;
  rounds: number;
  /** The paid action of round i (dice cycle through several chances). */
  action: (round: number) => GameAction;
  exactRtp: () => number;
}

/** A CSPRNG word source, refilled 64 Ki words at a time. */
function fastRandom(): RandomSource {
  const words = new Uint32Array(65_536);
  let next = words.length;
  return createRandomSource(() => {
    if (next === words.length) {
      randomFillSync(words);
      next = 0;
    }
    return words[next++] as number;
  });
}

// One chip on every kind of bet, so each payout is exercised every spin.
const ROULETTE_LAYOUT: RouletteBet[] = [
  { kind: "straight", numbers: [17], amount: 10n },
  { kind: "split", numbers: [0, 3], amount: 10n },
  { kind: "street", numbers: [22, 23, 24], amount: 10n },
  { kind: "trio", numbers: [0, 1, 2], amount: 10n },
  { kind: "corner", numbers: [26, 27, 29, 30], amount: 10n },
  { kind: "first_four", numbers: [0, 1, 2, 3], amount: 10n },
  { kind: "six_line", numbers: [31, 32, 33, 34, 35, 36], amount: 10n },
  { kind: "column", index: 2, amount: 10n },
  { kind: "dozen", index: 1, amount: 10n },
  { kind: "red", amount: 10n },
  { kind: "black", amount: 10n },
  { kind: "odd", amount: 10n },
  { kind: "even", amount: 10n },
  { kind: "low", amount: 10n },
  { kind: "high", amount: 10n },
];

function variantsOf(title: StudioTitle): Variant[] {
  const exact = () => toNumber(computeTitleMaths(title).rtp);
  if (title.engine === "slot") {
    const spin: Variant = {
      name: `${title.id} (spins)`,
      titleId: title.id,
      rounds,
      action: () => ({ type: "spin", bet: title.betLimits.min }),
      exactRtp: exact,
    };
    if (!title.definition.bonusBuy) return [spin];
    const buy: Variant = {
      name: `${title.id} (bonus buy)`,
      titleId: title.id,
      rounds: buyRounds,
      action: () => ({ type: "bonus_buy", bet: title.betLimits.min }),
      exactRtp: () => {
        const rtp = computeTitleMaths(title).bonusBuyRtp;
        if (!rtp) throw new Error(`${title.id} has no bonus-buy RTP`);
        return toNumber(rtp);
      },
    };
    return [spin, buy];
  }
  if (title.engine === "dice") {
    const { minChanceBp, maxChanceBp } = title.table;
    const chances = [minChanceBp, 1_000, 4_950, maxChanceBp];
    return [
      {
        name: `${title.id} (${chances.map((c) => `${c / 100}%`).join(" / ")}, over and under)`,
        titleId: title.id,
        rounds,
        action: (round) => {
          const chance = chances[round % chances.length] as number;
          const direction = round % 2 === 0 ? "under" : "over";
          return { type: "roll", bet: 100n, direction, target: direction === "under" ? chance : 9_999 - chance };
        },
        exactRtp: exact,
      },
    ];
  }
  // Roulette: one run for the engine; the other tables only change limits.
  if (title.id !== "meridian-roulette") return [];
  return [
    {
      name: "single-zero roulette (all 15 bet kinds each spin)",
      titleId: title.id,
      rounds,
      action: () => ({ type: "place_bets", bets: ROULETTE_LAYOUT }),
      exactRtp: exact,
    },
  ];
}

interface Measurement {
  rounds: number;
  mean: number;
  halfWidth: number;
  perSecond: number;
}

/**
 * Plays complete rounds (free spins included) and keeps Welford's running mean and variance.
 * `source` gives the random source of each play() call (a new nonce per call for the fair stream).
 */
function simulate(variant: Variant, source: () => RandomSource, count: number): Measurement {
  let mean = 0;
  let squares = 0;
  const started = performance.now();
  for (let round = 0; round < count; round += 1) {
    let state: GameState | null = null;
    let action = variant.action(round);
    let stake = 0n;
    let returned = 0n;
    for (;;) {
      const result = play(variant.titleId, state, action, source());
      stake += result.stake;
      returned += result.win;
      if (result.roundClosed) break;
      state = result.nextState;
      action = { type: "free_spin" };
    }
    const ratio = Number(returned) / Number(stake);
    const delta = ratio - mean;
    mean += delta / (round + 1);
    squares += delta * (ratio - mean);
  }
  const seconds = (performance.now() - started) / 1000;
  const variance = squares / (count - 1);
  return { rounds: count, mean, halfWidth: 1.96 * Math.sqrt(variance / count), perSecond: count / seconds };
}

const percent = (x: number, decimals = 4) => `${(x * 100).toFixed(decimals)}%`;
const variants = STUDIO_TITLES.flatMap(variantsOf).filter((v) => !only || only.includes(v.titleId));

console.log(
  `Studio RTP simulation: ${rounds.toLocaleString("en")} rounds per variant (bonus buys ${buyRounds.toLocaleString("en")})`,
);
console.log("variant | rounds | measured RTP | 95% CI | exact RTP | inside | z | rounds/s");
let outside = 0;
for (const variant of variants) {
  const exact = variant.exactRtp();
  const random = fastRandom();
  const m = simulate(variant, () => random, variant.rounds);
  const inside = Math.abs(m.mean - exact) <= m.halfWidth;
  if (!inside) outside += 1;
  const z = (m.mean - exact) / (m.halfWidth / 1.96);
  console.log(
    [
      variant.name,
      m.rounds.toLocaleString("en"),
      percent(m.mean),
      `[${percent(m.mean - m.halfWidth)}, ${percent(m.mean + m.halfWidth)}]`,
      percent(exact),
      inside ? "yes" : "NO",
      z.toFixed(2),
      Math.round(m.perSecond).toLocaleString("en"),
    ].join(" | "),
  );
}
console.log(
  `${variants.length - outside}/${variants.length} exact RTPs inside their 95% interval (about 1 in 20 may fall outside by chance).`,
);

// The provably fair stream: a fresh HMAC-SHA256 stream per call (one nonce each), as in production.
console.log(`\nProvably fair stream (HMAC-SHA256 per round), ${fairRounds.toLocaleString("en")} rounds each:`);
const serverSeed = "f0".repeat(32);
for (const titleId of ["lantern-tide", "meridian-roulette", "pebble-dice"]) {
  if (only && !only.includes(titleId)) continue;
  const variant = variantsOf(getTitle(titleId))[0];
  if (!variant) continue;
  let nonce = 0;
  const m = simulate(variant, () => createRoundStream({ serverSeed, clientSeed: "bench", nonce: nonce++ }), fairRounds);
  console.log(`${variant.name} | ${percent(m.mean, 2)} | ${Math.round(m.perSecond).toLocaleString("en")} rounds/s`);
}

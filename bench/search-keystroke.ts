// Game search per keystroke (spec point 9: client-side, case-insensitive substring on the title,
// at most 10 matches). 10,000 generated games with titles like the demo catalog's; several queries
// typed character by character through the site's own searchGames (apps/web/app/games/search.ts)
// and, as the modal does, the results' thumbnail and link data. Prints p50/p99/max per keystroke in
// microseconds, and the same for a reference in the same process: a plain
// `games.filter((game) => game.title.toLowerCase().includes(query))` over the same titles.
import { performance } from "node:perf_hooks";
import { gameThumbnailPath } from "@croupier/contract/games-catalog";
import { gamePagePath } from "../apps/web/app/games/paths.ts";
import { searchGames } from "../apps/web/app/games/search.ts";

const GAMES = Number(process.env.BENCH_GAMES ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);

const ADJECTIVES = [
  "Amber",
  "Velvet",
  "Copper",
  "Midnight",
  "Saffron",
  "Cobalt",
  "Hollow",
  "Gilded",
  "Silent",
  "Crimson",
  "Frosted",
  "Emerald",
  "Lunar",
  "Painted",
  "Ivory",
  "Scarlet",
  "Twilight",
  "Coral",
  "Opal",
  "Wild",
  "Lucky",
  "Crystal",
  "Hidden",
  "Clockwork",
  "Marble",
  "Indigo",
  "Golden-Hour",
  "Tidal",
];
const NOUNS = [
  "Lanterns",
  "Orchard",
  "Comet",
  "Harbour",
  "Meadow",
  "Foxes",
  "Ravens",
  "Tides",
  "Circus",
  "Caravan",
  "Lighthouse",
  "Fjord",
  "Bazaar",
  "Carousel",
  "Vineyard",
  "Canyon",
  "Glacier",
  "Monsoon",
  "Atlas",
  "Compass",
  "Pagoda",
  "Oasis",
  "Fireflies",
  "Saloon",
  "Mermaids",
  "Lagoon",
  "Windmill",
  "Chariot",
  "Owls",
  "Yeti",
  "Pyramids",
  "Nebula",
];
const SUFFIXES = ["Deluxe", "Rising", "Unchained", "Nights", "Express", "Fortune", "Frenzy", "Rush", "Riches", "Quest"];
const TABLES = ["Blackjack", "Baccarat", "Poker", "Hi-Lo", "Sic Bo", "Casino Hold'em", "Roulette", "Dice"];

/** A small deterministic generator (mulberry32), so every run searches the same catalog. */
function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = prng(2026);
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
const games = Array.from({ length: GAMES }, (_, index) => {
  const roll = random();
  const title =
    roll < 0.6
      ? `${pick(ADJECTIVES)} ${pick(NOUNS)}${random() < 0.4 ? ` ${pick(SUFFIXES)}` : ""}`
      : roll < 0.85
        ? `${pick(NOUNS).replace(/s$/, "")} of ${pick(ADJECTIVES)} ${pick(NOUNS)}`
        : `${pick(ADJECTIVES)} ${pick(TABLES)}${random() < 0.3 ? ` ${1 + Math.floor(random() * 30)}` : ""}`;
  return { identifier: `provider-${index % 40}/game-${index}`, title, real: { EUR: { id: index + 1 } } };
});

// Common words, rare ones, a miss, upper case and punctuation: what players type.
const QUERIES = ["lantern", "Comet Rush", "ORCHARD", "hold'em", "of velvet", "zzz no match", "hi-lo", "a"];

function keystrokes(query: string): string[] {
  return Array.from({ length: query.length }, (_, index) => query.slice(0, index + 1));
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

function measure(name: string, run: (query: string) => number): { p50: number; p99: number; max: number } {
  const samples: number[] = [];
  let sink = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const query of QUERIES) {
      for (const typed of keystrokes(query)) {
        const start = performance.now();
        sink += run(typed);
        samples.push((performance.now() - start) * 1000);
      }
    }
  }
  samples.sort((a, b) => a - b);
  const result = { p50: percentile(samples, 50), p99: percentile(samples, 99), max: samples.at(-1) as number };
  console.log(
    `${name.padEnd(44)} keystrokes ${String(samples.length).padStart(5)}  p50 ${result.p50.toFixed(1).padStart(7)} µs  p99 ${result.p99.toFixed(1).padStart(7)} µs  max ${result.max.toFixed(1).padStart(8)} µs  (${sink})`,
  );
  return result;
}

console.log(`Game search per keystroke: ${GAMES} games, ${QUERIES.length} queries typed ${ROUNDS}× each`);
// Warm-up: JIT and the lower-cased title index the site builds once per list.
for (let index = 0; index < 200; index += 1) searchGames(games, QUERIES[index % QUERIES.length] as string);

const site = measure("searchGames + result rows (site)", (typed) => {
  const found = searchGames(games, typed);
  let length = 0;
  for (const game of found) {
    length += gameThumbnailPath(game.identifier).length + gamePagePath(game.identifier, game.real.EUR.id).length;
  }
  return found.length + length;
});
const reference = measure("reference: filter + toLowerCase().includes", (typed) => {
  const needle = typed.toLowerCase();
  return games.filter((game) => game.title.toLowerCase().includes(needle)).length;
});
console.log(
  `ratio site / reference: p50 ${(site.p50 / reference.p50).toFixed(3)}  p99 ${(site.p99 / reference.p99).toFixed(3)}  max ${(site.max / reference.max).toFixed(3)}`,
);
console.log("A frame at 60 Hz is 16,667 µs: a keystroke should cost a small fraction of it.");

// Game search per keystroke (client-side, case-insensitive substring on the title, at most 10 matches).
// 10,000 games titled by the demo catalog's own generator; several queries
// typed character by character through the site's own searchGames (apps/web/app/games/search.ts)
// and, as the modal does, the results' thumbnail and link data. Prints p50/p99/max per keystroke in
// microseconds, and the same for a reference in the same process: a plain
// `games.filter((game) => game.title.toLowerCase().includes(query))` over the same titles.
import { performance } from "node:perf_hooks";
import { gameThumbnailPath } from "@croupier/contract/games-catalog";
import { drawKind } from "../apps/platform/src/catalog/demo/generate.ts";
import { createPrng } from "../apps/platform/src/catalog/demo/prng.ts";
import { DEMO_PROVIDERS } from "../apps/platform/src/catalog/demo/providers.ts";
import { inventTitle } from "../apps/platform/src/catalog/demo/titles.ts";
import { gamePagePath } from "../apps/web/app/games/paths.ts";
import { searchGames } from "../apps/web/app/games/search.ts";

const GAMES = Number(process.env.BENCH_GAMES ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);

// The catalog's providers in turn, each game's kind and title drawn as the demo catalog draws them,
// from a fixed seed so every run searches the same titles.
const random = createPrng(2026);
const games = Array.from({ length: GAMES }, (_, index) => {
  const provider = DEMO_PROVIDERS[index % DEMO_PROVIDERS.length] as (typeof DEMO_PROVIDERS)[number];
  const title = inventTitle(drawKind(provider, random), random);
  return { identifier: `${provider.id}/game-${index}`, title, real: { EUR: { id: index + 1 } } };
});

// Common words, rare ones, a miss, upper case and punctuation: what players type.
const QUERIES = ["lantern", "Comet Riches", "ORCHARD", "hold'em", "of the reef", "zzz no match", "hi-lo", "a"];

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

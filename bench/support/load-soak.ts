import { readFileSync } from "node:fs";
import { type FaultLog, killNode, restartPostgres } from "./faults.ts";
import { LoadPlayer, type LoadSettings } from "./load-player.ts";
import type { OwnPostgres } from "./own-postgres.ts";

// The load bench's soak (`--soak`, see bench/load.ts): a fixed number of rounds over a crowd of
// players, a few of them at a time, with random faults injected one at a time while it runs.

export interface SoakOptions {
  rounds: number;
  players: number;
  /** Players acting at once (each worker takes an idle player for one action). */
  concurrency: number;
  /** Mean seconds between node kills. */
  faultSeconds: number;
  realtimePlayers: number;
  gameId: number;
  settings: LoadSettings;
  faults: FaultLog;
  /** The cluster's state file (which node has which pid); null: no node is killed. */
  stateFile: string | null;
  /** The bench's own server, restarted once; null: the database is not restarted. */
  postgres: OwnPostgres | null;
  databaseDownMs: number;
}

export interface SoakResult {
  players: LoadPlayer[];
  /** Of the players, those that arrived (signed up, launched the game). */
  playing: LoadPlayer[];
  seconds: number;
  rounds: number;
}

const PROGRESS_MS = 10_000;

export async function soak(options: SoakOptions): Promise<SoakResult> {
  const { settings } = options;
  const players = Array.from({ length: options.players }, () => {
    const player = new LoadPlayer(settings);
    player.gameId = options.gameId;
    return player;
  });
  // Arrivals a few at a time too: a thousand sign-ups at once would only measure the queue.
  const arriving = performance.now();
  const arrived = await inParallel(players, options.concurrency, (player) => player.arrive());
  const playing = players.filter((_, index) => arrived[index]);
  const arrivalSeconds = (performance.now() - arriving) / 1000;
  console.log(`soak: ${playing.length} of ${players.length} players arrived in ${arrivalSeconds.toFixed(0)} s`);
  for (const player of playing.slice(0, options.realtimePlayers)) await player.connectRealtime();

  const started = performance.now();
  let rounds = 0;
  const idle = [...playing];
  const done = () => rounds >= options.rounds;
  const progress = setInterval(() => printProgress(rounds, options, started), PROGRESS_MS);
  const faulting = injectFaults(options, () => rounds / options.rounds, done);
  await Promise.all(
    Array.from({ length: Math.min(options.concurrency, idle.length) }, async () => {
      while (!done()) {
        // Swap-remove a random idle player: no player acts twice at once, as a real one would not.
        const index = Math.floor(Math.random() * idle.length);
        const player = idle[index] as LoadPlayer;
        idle[index] = idle.at(-1) as LoadPlayer;
        idle.pop();
        if (await player.act()) rounds += 1;
        idle.push(player);
      }
    }),
  );
  clearInterval(progress);
  await faulting;
  return { players, playing, seconds: (performance.now() - started) / 1000, rounds };
}

/**
 * Until the soak is done: a node kill at random intervals (mean `faultSeconds`), and once, past a
 * random point between 30% and 70% of the rounds, the database restart. One fault at a time.
 */
async function injectFaults(options: SoakOptions, progress: () => number, done: () => boolean): Promise<void> {
  const { faults } = options;
  const restartAt = 0.3 + Math.random() * 0.4;
  let restarted = options.postgres === null;
  let nextKill = performance.now() + jitter(options.faultSeconds);
  while (!done()) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    if (!restarted && progress() >= restartAt && options.postgres) {
      restarted = true;
      await restartPostgres(options.postgres, faults, options.databaseDownMs);
    } else if (options.stateFile && performance.now() >= nextKill) {
      await killNode(options.stateFile, faults, true);
      nextKill = performance.now() + jitter(options.faultSeconds);
    }
  }
}

/** Between half and one and a half times `seconds`, in ms. */
function jitter(seconds: number): number {
  return seconds * 1000 * (0.5 + Math.random());
}

function printProgress(rounds: number, options: SoakOptions, started: number): void {
  const { recorder } = options.settings;
  const { faults } = options;
  const seconds = (performance.now() - started) / 1000;
  const errors = [...recorder.errors.values()].reduce((a, b) => a + b, 0);
  const load = readFileSync("/proc/loadavg", "utf8").split(" ")[0];
  console.log(
    `soak: ${rounds}/${options.rounds} rounds (${((100 * rounds) / options.rounds).toFixed(1)}%) in ${seconds.toFixed(0)} s, ` +
      `${(rounds / seconds).toFixed(1)} rounds/s; errors ${errors} (${recorder.faultErrors} in faults' windows); ` +
      `faults ${faults.count}; load average ${load}`,
  );
}

/** Runs `task` over `items` with at most `limit` at once; the answers in the items' order. */
async function inParallel<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const answers: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        answers[index] = await task(items[index] as T);
      }
    }),
  );
  return answers;
}

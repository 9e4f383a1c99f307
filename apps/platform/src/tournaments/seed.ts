import { and, gt, inArray, like } from "drizzle-orm";
import { findGameTitles } from "../catalog/repository.ts";
import type { Tx } from "../db/database.ts";
import { findUserByEmail, insertUser } from "../identity/repository.ts";
import { openPlayerAccount } from "../ledger/accounts.ts";
import type { SeedStep } from "../seed/run-seeds.ts";
import { closeTournamentIn } from "./closing.ts";
import { demoTexts } from "./demo-texts.ts";
import {
  type TournamentPrizeKind,
  type TournamentStatusValue,
  type TournamentStrategyValue,
  tournamentPlayers,
  tournamentPrizes,
  tournaments,
} from "./schema.ts";
import { rank } from "./standings.ts";

// The demo's tournaments (EUR, studio games): one running of each strategy, one upcoming that asks
// for confirmation, one ended with its winners paid (seed-ended.ts). The running and upcoming ones
// are kept: every start schedules a fresh one where the last has ended or begun, so a demo site
// always has them (dates relative to the start).

const DAY = 24 * 60 * 60 * 1000;
const STUDIO = "croupier-studio";

interface DemoPrize {
  place: number;
  kind: TournamentPrizeKind;
  /** Euro cents (money and bonus). */
  amount?: number;
  wagerMultiplier?: number;
  freespinsCount?: number;
}

export interface DemoTournament {
  key: "bet" | "win" | "rate" | "spin" | "points" | "upcoming" | "ended";
  strategy: TournamentStrategyValue;
  games: string[];
  minBet: number;
  maxBet: number | null;
  gamesTakenLimit: number;
  confirmation: boolean;
  /** Days from the seed: start and end. */
  startDays: number;
  endDays: number;
  prizes: DemoPrize[];
}

const money = (place: number, euros: number): DemoPrize => ({ place, kind: "money", amount: euros * 100 });
const bonus = (place: number, euros: number, wager = 30): DemoPrize => ({
  place,
  kind: "bonus",
  amount: euros * 100,
  wagerMultiplier: wager,
});
const spins = (place: number, count: number): DemoPrize => ({ place, kind: "freespins", freespinsCount: count });

const studio = (...slugs: string[]) => slugs.map((slug) => `${STUDIO}/${slug}`);

export const DEMO_TOURNAMENTS: DemoTournament[] = [
  {
    key: "bet",
    strategy: "bet",
    games: studio("orchard-of-embers", "copper-comet"),
    minBet: 20,
    maxBet: 10_000,
    gamesTakenLimit: 0,
    confirmation: false,
    startDays: -2,
    endDays: 26,
    prizes: [money(1, 500), money(2, 250), money(3, 100), bonus(4, 50), bonus(5, 25)],
  },
  {
    key: "win",
    strategy: "win",
    games: studio("lantern-tide", "glacier-vault"),
    minBet: 10,
    maxBet: null,
    gamesTakenLimit: 0,
    confirmation: false,
    startDays: -1,
    endDays: 20,
    prizes: [money(1, 300), money(2, 150), money(3, 75), spins(4, 50)],
  },
  {
    key: "rate",
    strategy: "rate",
    games: studio("thunder-quill", "marigold-mirage"),
    minBet: 50,
    maxBet: 5_000,
    gamesTakenLimit: 0,
    confirmation: true,
    startDays: -3,
    endDays: 24,
    prizes: [money(1, 200), money(2, 100), money(3, 50)],
  },
  {
    key: "spin",
    strategy: "spin",
    games: studio("meridian-roulette", "obsidian-salon-roulette", "sparrow-roulette"),
    minBet: 10,
    maxBet: 2_000,
    gamesTakenLimit: 0,
    confirmation: false,
    startDays: -1,
    endDays: 30,
    prizes: [money(1, 150), spins(2, 100), spins(3, 50), bonus(4, 20)],
  },
  {
    key: "points",
    strategy: "points",
    games: studio("pebble-dice", "brass-compass-dice", "lodestar-dice"),
    minBet: 10,
    maxBet: 5_000,
    gamesTakenLimit: 500,
    confirmation: false,
    startDays: -2,
    endDays: 28,
    prizes: [money(1, 250), money(2, 125), money(3, 60), bonus(4, 30), bonus(5, 15)],
  },
  {
    key: "upcoming",
    strategy: "win",
    games: studio("brass-compass-dice", "lantern-tide"),
    minBet: 20,
    maxBet: 10_000,
    gamesTakenLimit: 0,
    confirmation: true,
    startDays: 3,
    endDays: 17,
    prizes: [money(1, 400), money(2, 200), money(3, 100), spins(4, 30)],
  },
];

/** Inserts a demo tournament and its prizes (status from its dates); the seed key keeps it unique. */
export async function insertDemoTournament(
  tx: Tx,
  demo: DemoTournament,
  seedKey: string,
  now: Date,
  status?: TournamentStatusValue,
): Promise<number | null> {
  const known = await findGameTitles(tx, demo.games);
  const games = demo.games.filter((game) => known.has(game));
  if (games.length === 0) return null;
  const startAt = new Date(now.getTime() + demo.startDays * DAY);
  const [row] = await tx
    .insert(tournaments)
    .values({
      frontendIdentifier: `${demo.key}-${seedKey.split(":").at(-1)}`,
      ...demoTexts(demo.key, demo.strategy),
      strategy: demo.strategy,
      currency: "EUR",
      startAt,
      endAt: new Date(now.getTime() + demo.endDays * DAY),
      minBet: BigInt(demo.minBet),
      maxBet: demo.maxBet === null ? null : BigInt(demo.maxBet),
      games,
      gamesTakenLimit: demo.gamesTakenLimit,
      userConfirmationRequired: demo.confirmation,
      status: status ?? (startAt <= now ? "started" : "new"),
      seedKey,
    })
    .onConflictDoNothing()
    .returning({ id: tournaments.id });
  if (!row) return null;
  await tx.insert(tournamentPrizes).values(
    demo.prizes.map((prize) => ({
      tournamentId: row.id,
      place: prize.place,
      kind: prize.kind,
      amount: BigInt(prize.amount ?? 0),
      wagerMultiplier: prize.wagerMultiplier ?? 0,
      freespinsCount: prize.freespinsCount ?? 0,
    })),
  );
  return row.id;
}

/**
 * Keeps one live demo tournament per key: a running one (or, for `upcoming`, one not yet started)
 * that ends in the future. Returns false so that it runs again at every start.
 */
async function keepDemoTournaments(tx: Tx): Promise<false> {
  const now = new Date();
  const day = now.toISOString().slice(0, 10);
  for (const demo of DEMO_TOURNAMENTS) {
    const live: TournamentStatusValue[] = demo.key === "upcoming" ? ["new"] : ["new", "started"];
    const [found] = await tx
      .select({ id: tournaments.id })
      .from(tournaments)
      .where(
        and(
          like(tournaments.seedKey, `demo:${demo.key}:%`),
          inArray(tournaments.status, live),
          gt(tournaments.endAt, now),
          ...(demo.key === "upcoming" ? [gt(tournaments.startAt, now)] : []),
        ),
      )
      .limit(1);
    if (!found) await insertDemoTournament(tx, demo, `demo:${demo.key}:${day}`, now);
  }
  return false;
}

const ENDED_DEMO: DemoTournament = {
  key: "ended",
  strategy: "win",
  games: studio("lantern-tide"),
  minBet: 20,
  maxBet: 10_000,
  gamesTakenLimit: 0,
  confirmation: false,
  startDays: -12,
  endDays: -5,
  prizes: [money(1, 250), money(2, 100), bonus(3, 50, 20), spins(4, 25)],
};

/** The ended demo tournament's players: nickname, win, bets and rounds (euro cents). */
const DEMO_PLAYERS = [
  { nickname: "LuckyOtter", win: 184_250, bet: 96_400, rounds: 412 },
  { nickname: "MariaTheBold", win: 151_900, bet: 120_000, rounds: 530 },
  { nickname: "NightOwl77", win: 98_320, bet: 60_500, rounds: 288 },
  { nickname: "Zed", win: 45_010, bet: 30_200, rounds: 150 },
  { nickname: "CopperFox", win: 12_600, bet: 18_000, rounds: 95 },
];

/**
 * The ended demo tournament: demo players (who cannot sign in) with their standings, closed through
 * the closing job's own path, so the winners table and their payments in the ledger are real.
 */
async function seedEndedTournament(tx: Tx): Promise<boolean> {
  const now = new Date();
  const id = await insertDemoTournament(tx, ENDED_DEMO, "demo:ended:v1", now, "started");
  if (id === null) return false;
  const reachedBase = now.getTime() - 8 * DAY;
  const rows = [];
  for (const [index, demo] of DEMO_PLAYERS.entries()) {
    const email = `${demo.nickname.toLowerCase()}@demo-players.invalid`;
    const user =
      (await insertUser(tx, { email, passwordHash: "!", currency: "EUR", nickname: demo.nickname })) ??
      (await findUserByEmail(tx, email));
    if (!user) return false;
    await openPlayerAccount(tx, user.id, "EUR");
    rows.push({
      tournamentId: id,
      playerId: user.id,
      betTotal: BigInt(demo.bet),
      winTotal: BigInt(demo.win),
      rate: Math.round((demo.win / demo.bet) * 100) / 100,
      gamesTaken: demo.rounds,
      points: Math.floor((demo.win * 100) / demo.bet),
      reachedAt: new Date(reachedBase + index * 3_600_000),
      place: null,
    });
  }
  const places = rank(ENDED_DEMO.strategy, rows);
  await tx.insert(tournamentPlayers).values(rows.map((row) => ({ ...row, place: places.get(row.playerId) ?? null })));
  await closeTournamentIn(tx, id, new Date(now.getTime() + ENDED_DEMO.endDays * DAY), { recompute: false });
  return true;
}

export const tournamentSeeds: SeedStep[] = [
  { name: "tournaments.demo.keep-live", run: keepDemoTournaments },
  { name: "tournaments.demo-ended.v1", run: seedEndedTournament },
];

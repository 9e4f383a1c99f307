import { tournamentLeaderboardEvent, tournament as tournamentShape } from "@croupier/contract/schemas/tournaments";
import { asc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkLedger } from "../ledger/invariants.ts";
import { gameProviders } from "../provider-wallet/schema.ts";
import { realtimePublications } from "../realtime/schema.ts";
import { call } from "../test/identity-helpers.ts";
import { createTestDatabase, MANY_SIGN_UPS, type TestDatabase } from "../test/test-app.ts";
import type { TournamentRow } from "./schema.ts";
import {
  type PlayedRound,
  playRound,
  rollBack,
  startPlayer,
  TEST_PROVIDER,
  TEST_SECRET,
  type TestPlayer,
} from "./tournament-play-helpers.ts";
import { createTournament } from "./tournament-test-helpers.ts";

// Each strategy scoring one scripted series of rounds through the seamless-wallet protocol: bets
// below the minimum and above the maximum do not score, a rolled-back bet unscores its round, a
// win rolled back after it scored is taken off at the next run, ties go to who reached the score first.

const GAME = `${TEST_PROVIDER}/reef-slot`;
const OTHER_GAME = `${TEST_PROVIDER}/other-slot`;

let tdb: TestDatabase;
let app: FastifyInstance;
const cups = new Map<string, TournamentRow>();
let alice: TestPlayer;
let bruno: TestPlayer;
let chen: TestPlayer;
let brunoJackpot: PlayedRound;

const score = () => app.tournaments.scoring.run({ settleMs: 0 });

async function board(id: number, cookie?: string) {
  const response = await call(app, "GET", `/api/tournaments/${id}`, cookie ? { cookie } : {});
  expect(response.statusCode).toBe(200);
  return tournamentShape.parse(response.json());
}

const places = async (key: string) => {
  const cup = cups.get(key);
  if (!cup) throw new Error(`no ${key} cup`);
  return (await board(cup.id)).top_players.map((row) => [row.award_place, row.nickname]);
};

const names = new Map<TestPlayer, string>();
const nameOf = (player: TestPlayer) => names.get(player) ?? "";

beforeAll(async () => {
  tdb = await createTestDatabase();
  app = await tdb.buildApp({ ...MANY_SIGN_UPS, TOURNAMENT_SCORING_INTERVAL_MS: "3600000" });
  const db = tdb.database.db;
  await db.insert(gameProviders).values({ id: TEST_PROVIDER, name: "Tournament studio", secret: TEST_SECRET });
  // Rounds before the tournaments are not theirs: the cursor moves past them.
  await score();
  const range = { games: [GAME], minBet: 100n, maxBet: 1_000n, startAt: new Date(Date.now() - 60_000) };
  for (const strategy of ["bet", "win", "rate", "spin", "points"] as const) {
    cups.set(strategy, await createTournament(db, { ...range, strategy }));
  }
  cups.set("spin-limited", await createTournament(db, { ...range, strategy: "spin", gamesTakenLimit: 2 }));
  cups.set("confirmed-only", await createTournament(db, { ...range, strategy: "bet", confirmation: true }));
  alice = await startPlayer(app, db, 100_000n, "Alice");
  bruno = await startPlayer(app, db, 100_000n, "Bruno");
  chen = await startPlayer(app, db, 100_000n, "Chen");
  names.set(alice, "Alice").set(bruno, "Bruno").set(chen, "Chen");
  const confirm = await call(app, "POST", `/api/tournaments/${cups.get("confirmed-only")?.id}/confirm`, {
    cookie: alice.cookie,
    payload: { confirmed: true },
  });
  expect(confirm.json()).toEqual({ confirmed: true });

  // Alice: two scoring rounds (1 → 3 and 2 → 1), one below the minimum, one above the maximum.
  await playRound(app, db, alice, GAME, 100, 300);
  await playRound(app, db, alice, GAME, 50, 500);
  await playRound(app, db, alice, GAME, 2_000, 0);
  await playRound(app, db, alice, GAME, 200, 100);
  // Bruno: three scoring rounds, the last a big win; a round of another game does not count.
  await playRound(app, db, bruno, GAME, 500, 0);
  await playRound(app, db, bruno, GAME, 500, 1_500);
  brunoJackpot = await playRound(app, db, bruno, GAME, 1_000, 5_000);
  await playRound(app, db, bruno, OTHER_GAME, 1_000, 50_000);
  // Chen: one round whose bet the provider rolls back.
  const rolled = await playRound(app, db, chen, GAME, 300, 0);
  await rollBack(app, rolled, "bet");
  await score();
}, 120_000);
afterAll(() => tdb.close());

describe("scoring settled rounds", () => {
  it("bet: the sum of bets within the range, most first", async () => {
    const { top_players: top } = await board(cups.get("bet")?.id ?? 0);
    expect(top.map((row) => [row.award_place, row.nickname, row.bet_cents, row.bets])).toEqual([
      [1, nameOf(bruno), 2_000, "20.0"],
      [2, nameOf(alice), 300, "3.0"],
    ]);
  });

  it("win: the sum of the scoring rounds' wins, the out-of-range rounds' wins left out", async () => {
    const { top_players: top } = await board(cups.get("win")?.id ?? 0);
    expect(top.map((row) => [row.award_place, row.nickname, row.win_cents])).toEqual([
      [1, nameOf(bruno), 6_500],
      [2, nameOf(alice), 400],
    ]);
  });

  it("rate: the best single round, the earlier player first on a tie", async () => {
    const { top_players: top } = await board(cups.get("rate")?.id ?? 0);
    expect(top.map((row) => [row.award_place, row.nickname, row.rate])).toEqual([
      [1, nameOf(bruno), 5],
      [2, nameOf(alice), 3],
    ]);
  });

  it("spin: the scoring rounds counted, capped by the games-taken limit (then the earlier first)", async () => {
    const { top_players: top } = await board(cups.get("spin")?.id ?? 0);
    expect(top.map((row) => [row.award_place, row.nickname, row.games_taken])).toEqual([
      [1, nameOf(bruno), 3],
      [2, nameOf(alice), 2],
    ]);
    expect(await places("spin-limited")).toEqual([
      [1, nameOf(alice)],
      [2, nameOf(bruno)],
    ]);
  });

  it("points: floor(100 × win / bet) per scoring round, summed", async () => {
    const { top_players: top } = await board(cups.get("points")?.id ?? 0);
    expect(top.map((row) => [row.award_place, row.nickname, row.points])).toEqual([
      [1, nameOf(bruno), 800],
      [2, nameOf(alice), 350],
    ]);
  });

  it("a rolled-back bet scores nothing, and a player who has not scored has no row", async () => {
    const status = await call(app, "GET", `/api/tournaments/${cups.get("bet")?.id}/status`, { cookie: chen.cookie });
    expect(status.json()).toEqual([]);
  });

  it("only confirmed players score where confirmation is required", async () => {
    const cup = cups.get("confirmed-only")?.id ?? 0;
    expect(await places("confirmed-only")).toEqual([[1, nameOf(alice)]]);
    const own = await call(app, "GET", `/api/tournaments/${cup}/status`, { cookie: alice.cookie });
    expect(own.json()).toMatchObject([{ user_confirmed: true, bet_cents: 300, award_place: 1, current_player: true }]);
    expect((await call(app, "GET", `/api/tournaments/${cup}/status`, { cookie: bruno.cookie })).json()).toEqual([]);
    // Bruno confirms while it runs: his rounds since the start score at once.
    await call(app, "POST", `/api/tournaments/${cup}/confirm`, { cookie: bruno.cookie, payload: { confirmed: true } });
    expect(await places("confirmed-only")).toEqual([
      [1, nameOf(bruno)],
      [2, nameOf(alice)],
    ]);
  });

  it("a win rolled back after it scored is taken off at the next run, and the change is published live", async () => {
    const cup = cups.get("win")?.id ?? 0;
    const channel = `public:tournament:${cup}`;
    const db = tdb.database.db;
    const before = await db.select().from(realtimePublications).where(eq(realtimePublications.channel, channel));
    await rollBack(app, brunoJackpot, "win");
    await score();
    const { top_players: top } = await board(cup);
    expect(top.map((row) => [row.award_place, row.nickname, row.win_cents])).toEqual([
      [1, nameOf(bruno), 1_500],
      [2, nameOf(alice), 400],
    ]);
    const published = await db
      .select()
      .from(realtimePublications)
      .where(eq(realtimePublications.channel, channel))
      .orderBy(asc(realtimePublications.offset));
    expect(published.length).toBe(before.length + 1);
    const event = tournamentLeaderboardEvent.parse(published.at(-1)?.data);
    expect(event).toMatchObject({ event: "leaderboard", tournament_id: cup, status: "started" });
    expect(event.top_players.map((row) => [row.award_place, row.win_cents])).toEqual([
      [1, 1_500],
      [2, 400],
    ]);
    // Nothing new: no publication.
    await score();
    const after = await db.select().from(realtimePublications).where(eq(realtimePublications.channel, channel));
    expect(after.length).toBe(published.length);
    expect((await checkLedger(db)).breaches).toEqual([]);
  });
});

import { tournamentLeaderboardEvent, tournament as tournamentShape } from "@croupier/contract/schemas/tournaments";
import { eq, like } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { playerBonuses, playerFreespins } from "../bonuses/schema.ts";
import { findAccount } from "../ledger/accounts.ts";
import { checkLedger } from "../ledger/invariants.ts";
import { ledgerTransactions } from "../ledger/schema.ts";
import { gameProviders } from "../provider-wallet/schema.ts";
import { realtimePublications } from "../realtime/schema.ts";
import { call } from "../test/identity-helpers.ts";
import { createTestDatabase, MANY_SIGN_UPS, type TestDatabase } from "../test/test-app.ts";
import { tournaments } from "./schema.ts";
import { playRound, startPlayer, TEST_PROVIDER, TEST_SECRET, type TestPlayer } from "./tournament-play-helpers.ts";
import { createTournament } from "./tournament-test-helpers.ts";

// The closing job: at the end the winning places are paid exactly once — money through the ledger,
// bonus money and free spins through the promotions engine — even when two nodes close together;
// a canceled tournament pays nothing and keeps its reason.

const GAME = `${TEST_PROVIDER}/closing-slot`;

let tdb: TestDatabase;
let nodeA: FastifyInstance;
let nodeB: FastifyInstance;
const players: TestPlayer[] = [];

const balance = async (playerId: number) =>
  (await findAccount(tdb.database.db, "player", "EUR", playerId))?.balance ?? 0n;

/** Moves a tournament's end into the past, as time passing would. */
const endNow = (id: number) =>
  tdb.database.db.update(tournaments).set({ endAt: new Date() }).where(eq(tournaments.id, id));

beforeAll(async () => {
  tdb = await createTestDatabase();
  const env = { ...MANY_SIGN_UPS, TOURNAMENT_SCORING_INTERVAL_MS: "3600000" };
  nodeA = await tdb.buildApp(env);
  nodeB = await tdb.buildApp(env);
  const db = tdb.database.db;
  await db.insert(gameProviders).values({ id: TEST_PROVIDER, name: "Tournament studio", secret: TEST_SECRET });
  for (const nickname of ["Winner", "Second", "Third"]) players.push(await startPlayer(nodeA, db, 50_000n, nickname));
}, 120_000);
afterAll(() => tdb.close());

describe("closing a tournament", () => {
  it("pays each winning place once when two nodes close it at the same moment", async () => {
    const db = tdb.database.db;
    const cup = await createTournament(db, {
      strategy: "win",
      games: [GAME],
      prizes: [
        { place: 1, kind: "money", amount: 50_000n },
        { place: 2, kind: "bonus", amount: 2_000n, wager: 10 },
        { place: 3, kind: "freespins", spins: 15 },
        { place: 4, kind: "money", amount: 1_000n },
      ],
    });
    const [winner, second, third] = players as [TestPlayer, TestPlayer, TestPlayer];
    await playRound(nodeA, db, winner, GAME, 100, 900);
    await playRound(nodeA, db, second, GAME, 100, 500);
    await playRound(nodeA, db, third, GAME, 100, 200);
    await nodeA.tournaments.scoring.run({ settleMs: 0 });
    const before = await Promise.all(players.map((player) => balance(player.id)));
    await endNow(cup.id);

    const [a, b] = await Promise.all([
      nodeA.tournaments.closing.run({ settleMs: 0 }),
      nodeB.tournaments.closing.run({ settleMs: 0 }),
    ]);
    expect(a.closed + b.closed).toBe(1);
    expect(a.paid + b.paid).toBe(3);
    // A later run finds nothing to do.
    expect(await nodeA.tournaments.closing.run({ settleMs: 0 })).toEqual({ closed: 0, paid: 0 });

    const postings = await db
      .select({ idempotencyKey: ledgerTransactions.idempotencyKey, kind: ledgerTransactions.kind })
      .from(ledgerTransactions)
      .where(like(ledgerTransactions.idempotencyKey, `tournament:${cup.id}:%`));
    expect(postings.map((posting) => [posting.idempotencyKey, posting.kind])).toEqual([
      [`tournament:${cup.id}:place:1`, "tournament_prize"],
    ]);
    expect(await balance(winner.id)).toBe((before[0] ?? 0n) + 50_000n);
    const bonuses = await db.select().from(playerBonuses).where(eq(playerBonuses.playerId, second.id));
    expect(
      bonuses
        .filter((row) => row.sourceKey.startsWith("tournament:"))
        .map((row) => [row.sourceKey, row.amount, row.wagerMultiplier]),
    ).toEqual([[`tournament:${cup.id}:place:2`, 2_000n, 10]]);
    const spins = await db.select().from(playerFreespins).where(eq(playerFreespins.playerId, third.id));
    expect(
      spins.filter((row) => row.sourceKey.startsWith("tournament:")).map((row) => [row.sourceKey, row.freespinsTotal]),
    ).toEqual([[`tournament:${cup.id}:place:3`, 15]]);

    const recent = (await call(nodeA, "GET", "/api/tournaments/recent")).json() as unknown[];
    const ended = recent.map((row) => tournamentShape.parse(row)).find((row) => row.id === cup.id);
    expect(ended?.status).toBe("ended");
    expect(ended?.finished_at).not.toBeNull();
    expect(ended?.prizes.map((prize) => [prize.award_place, prize.nickname, prize.stuff])).toEqual([
      [1, "Winner", "€500.00"],
      [2, "Second", "€20.00 bonus (wager 10×)"],
      [3, "Third", "15 free spins"],
      [4, null, "€10.00"],
    ]);
    const published = await db
      .select()
      .from(realtimePublications)
      .where(eq(realtimePublications.channel, `public:tournament:${cup.id}`));
    const statuses = published
      .map((row) => tournamentLeaderboardEvent.parse(row.data))
      .filter((event) => event.event === "status");
    expect(statuses.map((event) => event.status)).toEqual(["ended"]);
    expect((await checkLedger(db)).breaches).toEqual([]);
  });

  it("a canceled tournament pays nothing and says why", async () => {
    const db = tdb.database.db;
    const cup = await createTournament(db, {
      strategy: "bet",
      games: [GAME],
      prizes: [{ place: 1, kind: "money", amount: 10_000n }],
    });
    const [winner] = players as [TestPlayer];
    await playRound(nodeA, db, winner, GAME, 300, 0);
    await nodeA.tournaments.scoring.run({ settleMs: 0 });
    await db
      .update(tournaments)
      .set({ status: "canceled", cancelReason: "Game outage" })
      .where(eq(tournaments.id, cup.id));
    const before = await balance(winner.id);
    await endNow(cup.id);
    await nodeA.tournaments.closing.run({ settleMs: 0 });
    expect(await balance(winner.id)).toBe(before);
    const postings = await db
      .select({ idempotencyKey: ledgerTransactions.idempotencyKey, kind: ledgerTransactions.kind })
      .from(ledgerTransactions)
      .where(like(ledgerTransactions.idempotencyKey, `tournament:${cup.id}:%`));
    expect(postings).toEqual([]);
    const view = tournamentShape.parse((await call(nodeA, "GET", `/api/tournaments/${cup.id}`)).json());
    expect(view).toMatchObject({ status: "canceled", cancel_reason: "Game outage" });
    expect(view.prizes[0]?.nickname).toBeNull();
    expect((await checkLedger(db)).breaches).toEqual([]);
  });
});

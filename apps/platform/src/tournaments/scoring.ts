import { type TournamentLeaderboardEvent, tournamentChannel } from "@croupier/contract/schemas/tournaments";
import { and, eq, lte, sql } from "drizzle-orm";
import type { Db, Executor } from "../db/database.ts";
import { listPlaysAfter, listSettledRounds, type SettledRound } from "../provider-wallet/round-score-reads.ts";
import { publish } from "../realtime/publish.ts";
import { listAllPlayers, listTopPlayers } from "./repository.ts";
import {
  type TournamentPlayerRow,
  type TournamentRow,
  tournamentCursors,
  tournamentPlayers,
  tournaments,
} from "./schema.ts";
import { rank, scoreRounds, type Totals } from "./standings.ts";
import { viewPlayerRows } from "./view.ts";

// Scoring: a run reads the game actions after its cursor (under an advisory lock, so runs on
// several nodes take turns), finds which players played which games in which currency, and
// RECOMPUTES those players' totals in every running tournament of those games from their settled
// rounds, then the places. Recomputing from the rounds (net of rollbacks) makes a late rollback or
// an out-of-range bet come out right whatever order things happened in. A tournament whose
// standings changed publishes its first places on its public channel, in the same transaction.

const CURSOR = "game_actions";
const SCORING_LOCK = "tournaments.scoring";

export interface ScoringOptions {
  /** Actions read per transaction. */
  batchSize?: number;
  /** Actions younger than this wait for the next run (see listPlaysAfter). */
  settleMs?: number;
}

export interface ScoringResult {
  /** Tournaments started by this run. */
  started: number;
  /** Tournaments whose standings changed. */
  changed: number;
}

/** Serialises every change of one tournament's rows (scoring, confirmation, closing). */
export async function lockTournament(tx: Executor, id: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`tournament:${id}`}))`);
}

/** Starts the `new` tournaments whose start has come, scores what was played since, publishes the status. */
export async function startDueTournaments(db: Db, now: Date): Promise<number> {
  const due = await db
    .select({ id: tournaments.id })
    .from(tournaments)
    .where(and(eq(tournaments.status, "new"), lte(tournaments.startAt, now)));
  let started = 0;
  for (const { id } of due) {
    const didStart = await db.transaction(async (tx) => {
      await lockTournament(tx, id);
      const [row] = await tx
        .update(tournaments)
        .set({ status: "started" })
        .where(and(eq(tournaments.id, id), eq(tournaments.status, "new")))
        .returning();
      if (!row) return false;
      await rescore(tx, row, "all");
      await publishStandings(tx, row, "status");
      return true;
    });
    if (didStart) started += 1;
  }
  return started;
}

/** One scoring run: due tournaments started, then batches until no settled action is left after the cursor. */
export async function runScoring(db: Db, now: Date, options: ScoringOptions = {}): Promise<ScoringResult> {
  const result: ScoringResult = { started: await startDueTournaments(db, now), changed: 0 };
  for (;;) {
    const batch = await db.transaction((tx) => scoreBatch(tx, options));
    result.changed += batch.changed;
    if (!batch.more) return result;
  }
}

async function scoreBatch(tx: Executor, options: ScoringOptions): Promise<{ changed: number; more: boolean }> {
  const batchSize = options.batchSize ?? 2000;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${SCORING_LOCK}))`);
  await tx.insert(tournamentCursors).values({ name: CURSOR }).onConflictDoNothing();
  const [cursor] = await tx.select().from(tournamentCursors).where(eq(tournamentCursors.name, CURSOR)).for("update");
  const fromId = cursor?.lastId ?? 0;
  const { plays, lastId, scanned } = await listPlaysAfter(tx, fromId, batchSize, options.settleMs ?? 2_000);
  if (lastId === fromId) return { changed: 0, more: false };
  let changed = 0;
  if (plays.length > 0) {
    const running = await tx.select().from(tournaments).where(eq(tournaments.status, "started"));
    for (const tournament of running) {
      const games = new Set(tournament.games);
      const players = [
        ...new Set(
          plays
            .filter((play) => play.currency === tournament.currency && games.has(play.gameId))
            .map((play) => play.playerId),
        ),
      ];
      if (players.length === 0) continue;
      await lockTournament(tx, tournament.id);
      if (await rescore(tx, tournament, players)) {
        await publishStandings(tx, tournament, "leaderboard");
        changed += 1;
      }
    }
  }
  await tx.update(tournamentCursors).set({ lastId, updatedAt: sql`now()` }).where(eq(tournamentCursors.name, CURSOR));
  return { changed, more: scanned >= batchSize };
}

/**
 * Recomputes some players' (or everyone's) totals from their settled rounds, then every place.
 * Only confirmed players score where confirmation is required; elsewhere a player who played joins.
 * The caller holds the tournament's lock. Answers whether any row changed.
 */
export async function rescore(
  tx: Executor,
  tournament: TournamentRow,
  players: readonly number[] | "all",
): Promise<boolean> {
  const rounds = await listSettledRounds(tx, {
    games: tournament.games,
    currency: tournament.currency,
    from: tournament.startAt,
    to: tournament.endAt,
    ...(players === "all" ? {} : { playerIds: players }),
  });
  const byPlayer = new Map<number, SettledRound[]>();
  for (const round of rounds) byPlayer.set(round.playerId, [...(byPlayer.get(round.playerId) ?? []), round]);
  const existing = new Map((await listAllPlayers(tx, tournament.id)).map((row) => [row.playerId, row]));
  const scope = players === "all" ? new Set([...byPlayer.keys(), ...existing.keys()]) : new Set(players);
  const rules = {
    strategy: tournament.strategy,
    minBet: tournament.minBet,
    maxBet: tournament.maxBet,
    gamesTakenLimit: tournament.gamesTakenLimit,
  };
  // Every changed player in a few statements, not one each: a batch of bets or a tournament's
  // start can touch hundreds of players, and then every place below them moves.
  const writes: Array<{ playerId: number } & Totals> = [];
  for (const playerId of [...scope].sort((a, b) => a - b)) {
    const row = existing.get(playerId);
    if (tournament.userConfirmationRequired && !row?.confirmed) continue;
    const totals = scoreRounds(byPlayer.get(playerId) ?? [], rules);
    if (!row && totals.gamesTaken === 0) continue;
    if (
      row &&
      row.betTotal === totals.betTotal &&
      row.winTotal === totals.winTotal &&
      row.rate === totals.rate &&
      row.gamesTaken === totals.gamesTaken &&
      row.points === totals.points &&
      (row.reachedAt?.getTime() ?? null) === (totals.reachedAt?.getTime() ?? null)
    ) {
      continue;
    }
    writes.push({ playerId, ...totals });
  }
  for (const written of await writeTotals(tx, tournament.id, writes)) existing.set(written.playerId, written);
  const places = rank(tournament.strategy, [...existing.values()]);
  const moved = [...places].filter(([playerId, place]) => existing.get(playerId)?.place !== place);
  await writePlaces(tx, tournament.id, moved);
  return writes.length > 0 || moved.length > 0;
}

/** Rows per insert: eight parameters each, well under PostgreSQL's 65,535 per statement. */
const TOTALS_PER_STATEMENT = 1_000;

/** Writes players' totals (inserting the players new to the tournament); answers the rows written. */
async function writeTotals(
  tx: Executor,
  tournamentId: number,
  writes: ReadonlyArray<{ playerId: number } & Totals>,
): Promise<TournamentPlayerRow[]> {
  const written: TournamentPlayerRow[] = [];
  for (let start = 0; start < writes.length; start += TOTALS_PER_STATEMENT) {
    const rows = writes.slice(start, start + TOTALS_PER_STATEMENT).map((write) => ({ tournamentId, ...write }));
    written.push(
      ...(await tx
        .insert(tournamentPlayers)
        .values(rows)
        .onConflictDoUpdate({
          target: [tournamentPlayers.tournamentId, tournamentPlayers.playerId],
          set: {
            betTotal: sql`excluded.bet_total`,
            winTotal: sql`excluded.win_total`,
            rate: sql`excluded.rate`,
            gamesTaken: sql`excluded.games_taken`,
            points: sql`excluded.points`,
            reachedAt: sql`excluded.reached_at`,
            updatedAt: sql`now()`,
          },
        })
        .returning()),
    );
  }
  return written;
}

/** Sets players' places (null: not ranked) in one statement. */
async function writePlaces(
  tx: Executor,
  tournamentId: number,
  places: ReadonlyArray<[number, number | null]>,
): Promise<void> {
  if (places.length === 0) return;
  const ids = `{${places.map(([playerId]) => Math.trunc(playerId)).join(",")}}`;
  const values = `{${places.map(([, place]) => (place === null ? "NULL" : Math.trunc(place))).join(",")}}`;
  await tx.execute(sql`update tournament_players t set place = v.place, updated_at = now()
      from unnest(${ids}::bigint[], ${values}::int[]) as v(player_id, place)
     where t.tournament_id = ${tournamentId} and t.player_id = v.player_id`);
}

/** Publishes the first places and the status on the tournament's public channel (in the caller's transaction). */
export async function publishStandings(
  tx: Executor,
  tournament: TournamentRow,
  event: TournamentLeaderboardEvent["event"],
): Promise<void> {
  const top = await listTopPlayers(tx, [tournament.id]);
  const data: TournamentLeaderboardEvent = {
    event,
    tournament_id: tournament.id,
    status: tournament.status,
    top_players: await viewPlayerRows(tx, top, () => tournament.currency),
  };
  await publish(tx, tournamentChannel(tournament.id), data);
}

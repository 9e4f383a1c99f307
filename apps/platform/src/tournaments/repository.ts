import { and, asc, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Executor } from "../db/database.ts";
import {
  type TournamentPlayerRow,
  type TournamentPrizeRow,
  type TournamentRow,
  type TournamentStatusValue,
  tournamentPlayers,
  tournamentPrizes,
  tournaments,
} from "./schema.ts";

/** The leaderboard's first places shown with a tournament and published live. */
export const TOP_PLACES = 10;

/** Tournaments in these statuses: upcoming and running by start, finished ones latest first. */
export async function listTournamentsIn(
  db: Executor,
  statuses: readonly TournamentStatusValue[],
  limit = 100,
): Promise<TournamentRow[]> {
  const finished = statuses.every((status) => status === "ended" || status === "canceled");
  return db
    .select()
    .from(tournaments)
    .where(inArray(tournaments.status, [...statuses]))
    .orderBy(
      ...(finished ? [desc(tournaments.endAt), desc(tournaments.id)] : [asc(tournaments.startAt), asc(tournaments.id)]),
    )
    .limit(limit);
}

export async function findTournament(
  db: Executor,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<TournamentRow | null> {
  const query = db.select().from(tournaments).where(eq(tournaments.id, id)).limit(1);
  const [row] = options.forUpdate ? await query.for("update") : await query;
  return row ?? null;
}

export async function listTournamentsByIds(db: Executor, ids: readonly number[]): Promise<TournamentRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(tournaments)
    .where(inArray(tournaments.id, [...ids]))
    .orderBy(asc(tournaments.startAt), asc(tournaments.id));
}

export async function listPrizes(db: Executor, tournamentIds: readonly number[]): Promise<TournamentPrizeRow[]> {
  if (tournamentIds.length === 0) return [];
  return db
    .select()
    .from(tournamentPrizes)
    .where(inArray(tournamentPrizes.tournamentId, [...tournamentIds]))
    .orderBy(asc(tournamentPrizes.tournamentId), asc(tournamentPrizes.place));
}

/** The first places of some tournaments (at most `limit` each), by place. */
export async function listTopPlayers(
  db: Executor,
  tournamentIds: readonly number[],
  limit = TOP_PLACES,
): Promise<TournamentPlayerRow[]> {
  if (tournamentIds.length === 0) return [];
  return db
    .select()
    .from(tournamentPlayers)
    .where(
      and(
        inArray(tournamentPlayers.tournamentId, [...tournamentIds]),
        isNotNull(tournamentPlayers.place),
        sql`${tournamentPlayers.place} <= ${limit}`,
      ),
    )
    .orderBy(asc(tournamentPlayers.tournamentId), asc(tournamentPlayers.place));
}

export async function listAllPlayers(db: Executor, tournamentId: number): Promise<TournamentPlayerRow[]> {
  return db.select().from(tournamentPlayers).where(eq(tournamentPlayers.tournamentId, tournamentId));
}

export async function findPlayerRow(
  db: Executor,
  tournamentId: number,
  playerId: number,
): Promise<TournamentPlayerRow | null> {
  const [row] = await db
    .select()
    .from(tournamentPlayers)
    .where(and(eq(tournamentPlayers.tournamentId, tournamentId), eq(tournamentPlayers.playerId, playerId)))
    .limit(1);
  return row ?? null;
}

/** The player's rows in every tournament they are in, latest tournament first. */
export async function listRowsOfPlayer(db: Executor, playerId: number): Promise<TournamentPlayerRow[]> {
  return db
    .select()
    .from(tournamentPlayers)
    .where(eq(tournamentPlayers.playerId, playerId))
    .orderBy(desc(tournamentPlayers.tournamentId))
    .limit(200);
}

import { and, eq, inArray, lte } from "drizzle-orm";
import type { Db, Executor } from "../db/database.ts";
import { queuePush } from "../push/notify.ts";
import { payPrize } from "./payouts.ts";
import { findTournament, listAllPlayers, listPrizes } from "./repository.ts";
import { type TournamentRow, tournaments } from "./schema.ts";
import { lockTournament, publishStandings, rescore } from "./scoring.ts";

// Closing: once a tournament's end has passed (and the settle delay, so rounds still being written
// at the end are in), one transaction locks its row, recomputes every participant from the rounds,
// pays each winning place and marks it ended. A node that comes second finds it ended and does
// nothing; each place's payment also has its own idempotency key (payouts.ts).

export interface CloseOptions {
  /** Recompute every participant from the rounds first (the demo seed closes with seeded scores). */
  recompute?: boolean;
}

export interface ClosedTournament {
  tournament: TournamentRow;
  /** Places paid by this call. */
  paid: number;
}

/** Closes one tournament in the caller's transaction; null when it is not running (already closed, canceled). */
export async function closeTournamentIn(
  tx: Executor,
  id: number,
  now: Date,
  options: CloseOptions = {},
): Promise<ClosedTournament | null> {
  await lockTournament(tx, id);
  const row = await findTournament(tx, id, { forUpdate: true });
  if (!row || (row.status !== "started" && row.status !== "new")) return null;
  if (options.recompute ?? true) await rescore(tx, row, "all");
  const players = await listAllPlayers(tx, id);
  const byPlace = new Map(players.flatMap((player) => (player.place === null ? [] : [[player.place, player]])));
  let paid = 0;
  for (const prize of await listPrizes(tx, [id])) {
    const winner = byPlace.get(prize.place);
    if (prize.paidAt || !winner) continue;
    if (!(await payPrize(tx, row, prize, winner.playerId, now))) continue;
    paid += 1;
    await queuePush(tx, {
      kind: "tournament_result",
      playerId: winner.playerId,
      ref: `${row.id}:${prize.place}`,
      now,
      place: prize.place,
      name: row.titles,
      tournamentId: row.id,
    });
  }
  const [ended] = await tx
    .update(tournaments)
    .set({ status: "ended", finishedAt: now })
    .where(eq(tournaments.id, id))
    .returning();
  if (!ended) throw new Error(`tournament ${id} vanished`);
  await publishStandings(tx, ended, "status");
  return { tournament: ended, paid };
}

export function closeTournament(db: Db, id: number, now: Date, options: CloseOptions = {}) {
  return db.transaction((tx) => closeTournamentIn(tx, id, now, options));
}

export interface ClosingResult {
  closed: number;
  paid: number;
}

/** Closes every running tournament whose end (plus `settleMs`) has passed. */
export async function closeDueTournaments(db: Db, now: Date, settleMs = 2_000): Promise<ClosingResult> {
  const due = await db
    .select({ id: tournaments.id })
    .from(tournaments)
    .where(
      and(inArray(tournaments.status, ["new", "started"]), lte(tournaments.endAt, new Date(now.getTime() - settleMs))),
    );
  const result: ClosingResult = { closed: 0, paid: 0 };
  for (const { id } of due) {
    const closed = await closeTournament(db, id, now);
    if (!closed) continue;
    result.closed += 1;
    result.paid += closed.paid;
  }
  return result;
}

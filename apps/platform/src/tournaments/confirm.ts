import type { Locale } from "@croupier/contract";
import { errorText } from "@croupier/contract/errors/error-texts";
import { sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { AppError } from "../errors/app-error.ts";
import { findAccount } from "../ledger/accounts.ts";
import { findTournament } from "./repository.ts";
import { tournamentPlayers } from "./schema.ts";
import { lockTournament, publishStandings, rescore } from "./scoring.ts";

type Refusal = "tournament_ended" | "tournament_canceled" | "tournament_currency";

const refuse = (code: Refusal, locale: Locale): never => {
  throw new AppError("validation_failed", undefined, { fields: { tournament: [errorText(code, locale)] } });
};

/**
 * POST /api/tournaments/{id}/confirm: the player takes part. Allowed before the start and while it
 * runs; refused (422 `errors.tournament`, worded in the player's language) once it has ended or was
 * canceled, or when the player has no account in its currency. A running tournament scores the
 * player's rounds since its start at once.
 */
export async function confirmParticipation(
  db: Db,
  tournamentId: number,
  playerId: number,
  now: Date,
  locale: Locale,
): Promise<{ confirmed: boolean }> {
  return db.transaction(async (tx) => {
    await lockTournament(tx, tournamentId);
    const tournament = await findTournament(tx, tournamentId);
    if (!tournament) throw new AppError("not_found");
    if (tournament.status === "canceled") return refuse("tournament_canceled", locale);
    if (tournament.status === "ended" || tournament.endAt <= now) return refuse("tournament_ended", locale);
    if (!(await findAccount(tx, "player", tournament.currency, playerId))) return refuse("tournament_currency", locale);
    await tx
      .insert(tournamentPlayers)
      .values({ tournamentId, playerId, confirmed: true })
      .onConflictDoUpdate({
        target: [tournamentPlayers.tournamentId, tournamentPlayers.playerId],
        set: { confirmed: true, updatedAt: sql`now()` },
      });
    if (tournament.status === "started" && (await rescore(tx, tournament, [playerId]))) {
      await publishStandings(tx, tournament, "leaderboard");
    }
    return { confirmed: true };
  });
}

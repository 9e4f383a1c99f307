import { and, eq, isNull, sql } from "drizzle-orm";
import { grantPrize } from "../bonuses/prizes.ts";
import type { Executor } from "../db/database.ts";
import { type TournamentPrizeRow, type TournamentRow, tournamentPlayers, tournamentPrizes } from "./schema.ts";

// Paying a winning place, inside the closing transaction (the tournament's row is locked and its
// status still `started`). Each place has one key, `tournament:<id>:place:<n>`: the ledger posting's
// idempotency key for money, the bonus or free spins' source key otherwise; the prize row is marked
// paid in the same transaction, so a place is paid once even if a closing run were repeated.

/** The bonus definitions a tournament's bonus and free spins prizes are issued under (bonuses/seed.ts). */
export const TOURNAMENT_BONUS_DEFINITION_ID = 92;
export const TOURNAMENT_FREESPINS_DEFINITION_ID = 93;

export const prizeKey = (tournamentId: number, place: number) => `tournament:${tournamentId}:place:${place}`;

/** Pays `prize` to `playerId`; false when the place was paid already. */
export async function payPrize(
  tx: Executor,
  tournament: TournamentRow,
  prize: TournamentPrizeRow,
  playerId: number,
  now: Date,
): Promise<boolean> {
  const [claimed] = await tx
    .update(tournamentPrizes)
    .set({ playerId, paidAt: now })
    .where(
      and(
        eq(tournamentPrizes.tournamentId, tournament.id),
        eq(tournamentPrizes.place, prize.place),
        isNull(tournamentPrizes.paidAt),
      ),
    )
    .returning();
  if (!claimed) return false;
  await grantPrize(
    tx,
    {
      kind: prize.kind,
      amount: prize.amount,
      wagerMultiplier: prize.wagerMultiplier,
      freespinsCount: prize.freespinsCount,
    },
    {
      playerId,
      currency: tournament.currency,
      key: prizeKey(tournament.id, prize.place),
      ledgerKind: "tournament_prize",
      strategy: "tournament",
      definitions: { bonus: TOURNAMENT_BONUS_DEFINITION_ID, freespins: TOURNAMENT_FREESPINS_DEFINITION_ID },
      metadata: { tournament_id: tournament.id, place: prize.place },
      now,
    },
  );
  await tx
    .update(tournamentPlayers)
    .set({ prizePaidAt: now, updatedAt: sql`now()` })
    .where(and(eq(tournamentPlayers.tournamentId, tournament.id), eq(tournamentPlayers.playerId, playerId)));
  return true;
}

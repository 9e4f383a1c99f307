import { and, asc, eq } from "drizzle-orm";
import type { Executor } from "../db/database.ts";
import { favoriteGames, gameCurrencies } from "./schema.ts";

// A player's favourite games, by per-currency id (GET/PUT/DELETE /api/player/favorite_games).

export async function listFavoriteIds(db: Executor, playerId: number): Promise<number[]> {
  const rows = await db
    .select({ id: favoriteGames.gameCurrencyId })
    .from(favoriteGames)
    .where(eq(favoriteGames.playerId, playerId))
    .orderBy(asc(favoriteGames.createdAt), asc(favoriteGames.gameCurrencyId));
  return rows.map((row) => row.id);
}

/** Adds a favourite; false when the per-currency id does not exist. Adding twice changes nothing. */
export async function addFavorite(db: Executor, playerId: number, gameCurrencyId: number): Promise<boolean> {
  const [offer] = await db
    .select({ id: gameCurrencies.id })
    .from(gameCurrencies)
    .where(eq(gameCurrencies.id, gameCurrencyId))
    .limit(1);
  if (!offer) return false;
  await db.insert(favoriteGames).values({ playerId, gameCurrencyId }).onConflictDoNothing();
  return true;
}

export async function removeFavorite(db: Executor, playerId: number, gameCurrencyId: number): Promise<void> {
  await db
    .delete(favoriteGames)
    .where(and(eq(favoriteGames.playerId, playerId), eq(favoriteGames.gameCurrencyId, gameCurrencyId)));
}

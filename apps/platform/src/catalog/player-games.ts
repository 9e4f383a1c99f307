import type { GameDeviceKind, PlayedGame, PlayerGameRound, UnfinishedGame } from "@croupier/contract";
import type { Executor } from "../db/database.ts";
import {
  listOpenRoundCurrencies,
  listOpenRounds,
  listPlayedGames as listPlayedGameActivity,
  listPlayerRounds as listRounds,
} from "../provider-wallet/round-reads.ts";
import { fillPage } from "./fill-page.ts";
import { findGameOffers, findGameTitles, offerKey } from "./repository.ts";

// The signed-in player's rounds as the protocol recorded them (the provider wallet's rounds, one
// per provider round) with the catalog's titles and per-currency ids: the history of
// GET /api/player/games, the open rounds of /unfinished_games and the played games.

const UNFINISHED_LIMIT = 100;

/** Newest first; the balance after a round is the one its last wallet answer carried. */
export async function listPlayerRounds(db: Executor, playerId: number, limit: number): Promise<PlayerGameRound[]> {
  const rounds = await listRounds(db, playerId, limit);
  const titles = await findGameTitles(
    db,
    rounds.map((round) => round.identifier),
  );
  return rounds.map((round) => {
    const bets = Number(round.totalBet);
    const wins = Number(round.totalWin);
    return {
      bet_id: round.id,
      bet_status: round.closed ? "closed" : "open",
      created_at: round.createdAt.toISOString(),
      finished_at: round.closed ? round.updatedAt.toISOString() : null,
      currency: round.currency,
      provider: round.providerId,
      game: round.identifier,
      title: titles.get(round.identifier) ?? round.identifier,
      total_bets: bets,
      total_wins: wins,
      total_losses: Math.max(bets - wins, 0),
      balance_after: round.balanceAfter === null ? null : Number(round.balanceAfter),
    };
  });
}

/** Open rounds of catalog games launched on `device`, newest first, with the id to relaunch them. */
export function listUnfinishedGames(db: Executor, playerId: number, device: GameDeviceKind): Promise<UnfinishedGame[]> {
  return fillPage(
    UNFINISHED_LIMIT,
    (page) => listOpenRounds(db, playerId, device, page),
    async (rounds) => {
      const offers = await findGameOffers(db, rounds);
      return rounds.flatMap((round) => {
        const offer = offers.get(offerKey(round.identifier, round.currency));
        if (!offer) return [];
        return [
          {
            identifier: offer.identifier,
            title: offer.title,
            provider: offer.providerId,
            currency: round.currency,
            game_currency_id: offer.gameCurrencyId,
            round_started_at: round.startedAt.toISOString(),
          },
        ];
      });
    },
  );
}

/** Currencies in which the player has an open round of each game (games_info's unfinished_games_for). */
export function listUnfinishedCurrencies(
  db: Executor,
  playerId: number,
  identifiers: readonly string[],
): Promise<Map<string, string[]>> {
  return listOpenRoundCurrencies(db, playerId, identifiers);
}

/**
 * GET /api/player/played_games: each game the player has played for money (a real-money session),
 * latest activity first — the last round's last move, or the session's start before any round.
 */
export async function listPlayedGames(db: Executor, playerId: number, limit: number): Promise<PlayedGame[]> {
  const games = await listPlayedGameActivity(db, playerId, limit);
  return games.map((game) => ({ identifier: game.identifier, last_activity_at: game.lastActivityAt.toISOString() }));
}

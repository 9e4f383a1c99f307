import type { Locale } from "@croupier/contract";
import {
  type Tournament,
  type TournamentPlayer,
  type TournamentPrize,
  tournamentChannel,
} from "@croupier/contract/schemas/tournaments";
import { prizeWords } from "../bonuses/prizes.ts";
import { gamePagePath } from "../catalog/catalog-views.ts";
import { humanizeMoney } from "../catalog/humanize-money.ts";
import { findGameOffers, offerKey } from "../catalog/repository.ts";
import { shortDisplayName } from "../catalog/winners.ts";
import { decimalString } from "../currencies/amounts.ts";
import { findCurrency } from "../currencies/repository.ts";
import type { Executor } from "../db/database.ts";
import { findNicknamesAndEmails } from "../identity/repository.ts";
import { listPrizes, listTopPlayers } from "./repository.ts";
import type { LocalizedText, TournamentPlayerRow, TournamentPrizeRow, TournamentRow } from "./schema.ts";

// Tournaments in the contract's shapes (packages/contract/src/schemas/tournaments.ts), worded in
// the request's language.

/** The text in the locale, else English, else any. */
export function textIn(texts: LocalizedText, locale: Locale): string {
  return texts[locale] ?? texts.en ?? Object.values(texts)[0] ?? "";
}

interface Money {
  symbol: string;
  subunitsToUnit: number;
}

async function moneyOf(db: Executor, code: string, cache: Map<string, Money>): Promise<Money> {
  const cached = cache.get(code);
  if (cached) return cached;
  const row = await findCurrency(db, code);
  const money = { symbol: row?.symbol ?? `${code} `, subunitsToUnit: row?.subunitsToUnit ?? 100 };
  cache.set(code, money);
  return money;
}

/** What a place wins, as the player reads it ("€500", "€20 bonus (wager 10×)", "50 free spins"). */
export function prizeStuff(prize: TournamentPrizeRow, money: Money, locale: Locale): string {
  return prizeWords(prize, humanizeMoney(prize.amount, money.symbol, money.subunitsToUnit), locale);
}

/** The money of a prize counted in the prize pool: money and bonus money. */
const prizeMoney = (prize: TournamentPrizeRow) => (prize.kind === "freespins" ? 0n : prize.amount);

/** Display names of players, by id. */
export async function displayNames(db: Executor, playerIds: readonly number[]): Promise<Map<number, string>> {
  const found = await findNicknamesAndEmails(db, playerIds);
  return new Map(
    playerIds.map((id) => {
      const user = found.get(id);
      return [id, shortDisplayName(user?.nickname ?? null, user?.email ?? "")];
    }),
  );
}

export function toTournamentPlayer(
  row: TournamentPlayerRow,
  name: string,
  money: Money,
  currentPlayerId?: number,
): TournamentPlayer {
  return {
    tournament_id: row.tournamentId,
    tournament_team_id: null,
    nickname: name,
    user_confirmed: row.confirmed,
    bets: decimalString(row.betTotal, money.subunitsToUnit),
    bet_cents: Number(row.betTotal),
    wins: decimalString(row.winTotal, money.subunitsToUnit),
    win_cents: Number(row.winTotal),
    rate: row.rate,
    games_taken: row.gamesTaken,
    points: row.points,
    award_place: row.place,
    award_place_in_team: null,
    ...(currentPlayerId === undefined ? {} : { current_player: row.playerId === currentPlayerId }),
  };
}

/** Player rows in the contract's shape (their tournaments' currencies and the players' names read once). */
export async function viewPlayerRows(
  db: Executor,
  rows: readonly TournamentPlayerRow[],
  currencyOf: (tournamentId: number) => string,
  currentPlayerId?: number,
): Promise<TournamentPlayer[]> {
  const names = await displayNames(
    db,
    rows.map((row) => row.playerId),
  );
  const cache = new Map<string, Money>();
  const out: TournamentPlayer[] = [];
  for (const row of rows) {
    const money = await moneyOf(db, currencyOf(row.tournamentId), cache);
    out.push(toTournamentPlayer(row, names.get(row.playerId) ?? "", money, currentPlayerId));
  }
  return out;
}

/** Tournaments in the contract's shape, with prizes, the first places and the games. */
export async function viewTournaments(
  db: Executor,
  rows: readonly TournamentRow[],
  locale: Locale,
  now: Date,
  currentPlayerId?: number,
): Promise<Tournament[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [prizes, top] = await Promise.all([listPrizes(db, ids), listTopPlayers(db, ids)]);
  const winners = prizes.flatMap((prize) => (prize.playerId === null ? [] : [prize.playerId]));
  const names = await displayNames(db, [...new Set([...top.map((row) => row.playerId), ...winners])]);
  const offers = await findGameOffers(
    db,
    rows.flatMap((row) => row.games.map((identifier) => ({ identifier, currency: row.currency }))),
  );
  const cache = new Map<string, Money>();
  const out: Tournament[] = [];
  for (const row of rows) {
    const money = await moneyOf(db, row.currency, cache);
    const own = prizes.filter((prize) => prize.tournamentId === row.id);
    const budget = own.reduce((sum, prize) => sum + prizeMoney(prize), 0n);
    const decimal = decimalString(budget, money.subunitsToUnit);
    out.push({
      id: row.id,
      title: textIn(row.titles, locale),
      description: textIn(row.descriptions, locale),
      frontend_identifier: row.frontendIdentifier,
      strategy: row.strategy,
      status: row.status,
      cancel_reason: row.cancelReason,
      in_progress: row.status === "started" && row.startAt <= now && now < row.endAt,
      user_confirmation_required: row.userConfirmationRequired,
      group_tournament: false,
      group_ids: [],
      start_at: row.startAt.toISOString(),
      end_at: row.endAt.toISOString(),
      finished_at: row.finishedAt?.toISOString() ?? null,
      currency: row.currency,
      currencies: [row.currency],
      game_category_identity: "",
      games_taken_limit: row.gamesTakenLimit,
      min_bet_cents: Number(row.minBet),
      max_bet_cents: row.maxBet === null ? null : Number(row.maxBet),
      games: row.games.flatMap((identifier) => {
        const offer = offers.get(offerKey(identifier, row.currency));
        return offer
          ? [
              {
                identifier,
                title: offer.title,
                provider: offer.providerId,
                path: gamePagePath(identifier, offer.gameCurrencyId),
              },
            ]
          : [];
      }),
      money_budget: decimal,
      money_budget_cents: Number(budget),
      money_prize_pool: decimal,
      money_prize_pool_cents: Number(budget),
      chargeable_comp_points_budget: 0,
      persistent_comp_points_budget: 0,
      chargeable_comp_points_prize_pool: 0,
      persistent_comp_points_prize_pool: 0,
      winner_team_id: null,
      prizes: own.map((prize) => toPrize(prize, money, budget, locale, names)),
      top_players: top
        .filter((player) => player.tournamentId === row.id)
        .map((player) => toTournamentPlayer(player, names.get(player.playerId) ?? "", money, currentPlayerId)),
      leaderboard_channel: tournamentChannel(row.id),
    });
  }
  return out;
}

function toPrize(
  prize: TournamentPrizeRow,
  money: Money,
  budget: bigint,
  locale: Locale,
  names: Map<number, string>,
): TournamentPrize {
  const amount = prizeMoney(prize);
  return {
    id: prize.tournamentId * 1000 + prize.place,
    award_place: prize.place,
    stuff: prizeStuff(prize, money, locale),
    nickname: prize.playerId === null ? null : (names.get(prize.playerId) ?? null),
    money_award: decimalString(amount, money.subunitsToUnit),
    money_award_cents: Number(amount),
    money_budget_percent: budget > 0n ? Math.round((Number(amount) / Number(budget)) * 10_000) / 100 : 0,
    kind: prize.kind,
    wager_multiplier: prize.wagerMultiplier,
    freespins_count: prize.freespinsCount,
    chargeable_comp_points: 0,
    persistent_comp_points: 0,
  };
}

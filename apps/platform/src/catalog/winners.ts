import { gameThumbnailPath, type Winner } from "@croupier/contract";
import { listCurrencies } from "../currencies/repository.ts";
import type { Executor } from "../db/database.ts";
import { findNicknamesAndEmails } from "../identity/repository.ts";
import { listWinningRounds, type WinCurrency, type WinningRound } from "../provider-wallet/round-reads.ts";
import { gamePagePath } from "./catalog-views.ts";
import { UNITS_PER_EURO } from "./euro-rates.ts";
import { fillPage } from "./fill-page.ts";
import { humanizeMoney } from "./humanize-money.ts";
import { findGameOffers, offerKey } from "./repository.ts";

// GET /api/stats/winners/latest and /top: real settled rounds that paid something, on catalog
// games. A winner is shown by nickname, else a masked e-mail ("jo***"): never the whole address.
// Each module answers for its own rows: the provider wallet the rounds, accounts the currencies,
// the catalog the games, identity the names; one query each, whatever the number of winners.

const LIMIT = 20;
const TOP_WINDOW_DAYS = 30;

export function listLatestWinners(db: Executor): Promise<Winner[]> {
  return queryWinners(db, { order: "latest" });
}

/** The biggest wins of the last 30 days (in one currency, or all ranked by their euro value). */
export function listTopWinners(db: Executor, now: Date, currency?: string): Promise<Winner[]> {
  const since = new Date(now.getTime() - TOP_WINDOW_DAYS * 86_400_000);
  return queryWinners(db, { order: "euro value", since, currency });
}

interface WinnersQuery {
  order: "latest" | "euro value";
  since?: Date;
  currency?: string;
}

async function queryWinners(db: Executor, query: WinnersQuery): Promise<Winner[]> {
  // Play money never wins anything worth showing.
  const realMoney = (await listCurrencies(db)).filter(
    (currency) => !currency.play_money && (query.currency === undefined || currency.code === query.currency),
  );
  const counted: WinCurrency[] = realMoney.map((currency) => ({
    code: currency.code,
    subunitsToUnit: currency.subunits_to_unit,
    unitsPerEuro: UNITS_PER_EURO[currency.code] ?? 1,
  }));
  const rounds = await fillPage(
    LIMIT,
    (page) => listWinningRounds(db, { currencies: counted, since: query.since, order: query.order, ...page }),
    async (page) => {
      const offers = await findGameOffers(db, page);
      return page.flatMap((round) => {
        const offer = offers.get(offerKey(round.identifier, round.currency));
        return offer ? [{ round, title: offer.title, gameCurrencyId: offer.gameCurrencyId }] : [];
      });
    },
  );
  const names = await findNicknamesAndEmails(
    db,
    rounds.map(({ round }) => round.playerId),
  );
  const symbols = new Map(realMoney.map((currency) => [currency.code, currency]));
  return rounds.flatMap(({ round, title, gameCurrencyId }) => {
    const name = names.get(round.playerId);
    const currency = symbols.get(round.currency);
    if (!name || !currency) return [];
    return [toWinner(round, title, gameCurrencyId, displayName(name.nickname, name.email), currency)];
  });
}

function toWinner(
  round: WinningRound,
  title: string,
  gameCurrencyId: number,
  nickname: string,
  currency: { symbol: string; subunits_to_unit: number },
): Winner {
  return {
    at: Math.floor(round.finishedAt.getTime() / 1000),
    nickname,
    currency: round.currency,
    game_identifier: round.identifier,
    game_title: title,
    game_table_url: gamePagePath(round.identifier, gameCurrencyId),
    game_table_image_path: gameThumbnailPath(round.identifier),
    bet_amount_cents: Number(round.totalBet),
    win_amount_cents: Number(round.totalWin),
    humanized_win: humanizeMoney(round.totalWin, currency.symbol, currency.subunits_to_unit),
  };
}

/** The nickname, else the e-mail's first two characters and "***". */
export function displayName(nickname: string | null, email: string): string {
  const trimmed = nickname?.trim();
  if (trimmed) return trimmed;
  return `${email.slice(0, 2)}***`;
}

/** A name as competitions show it (spec point 9): over 10 characters, the first 7 and an ellipsis. */
export function shortDisplayName(nickname: string | null, email: string): string {
  const characters = [...displayName(nickname, email)];
  return characters.length > 10 ? `${characters.slice(0, 7).join("")}…` : characters.join("");
}

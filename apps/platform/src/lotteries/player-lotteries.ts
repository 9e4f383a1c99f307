import type { Locale } from "@croupier/contract";
import type { Lottery, LotteryStatusItem, LotteryVerification } from "@croupier/contract/schemas/lotteries";
import { serverSeedMatchesHash } from "@croupier/games";
import type { Executor } from "../db/database.ts";
import { AppError } from "../errors/app-error.ts";
import { listPlayerAccounts } from "../ledger/accounts.ts";
import { formatTicketNumber, ticketLine, ticketsDigest, verifyLotteryDraw } from "./fairness.ts";
import {
  acceptsTickets,
  findLottery,
  listActiveLotteries,
  listDrawnLotteries,
  listLotteriesByIds,
  listLotteryTickets,
  listPrizesOf,
  listTicketsOf,
} from "./lotteries.ts";
import { viewLotteries, viewStatuses } from "./view.ts";

// What the lotteries routes answer: the lists, one lottery, the player's tickets, and the draw's
// verification.

const RECENT_LIMIT = 10;

/** GET /api/lotteries: open and upcoming lotteries (and those closed, waiting for their draw). */
export async function listOpenLotteries(db: Executor, locale: Locale, now: Date): Promise<Lottery[]> {
  return viewLotteries(db, await listActiveLotteries(db), locale, now);
}

/** GET /api/lotteries/recent: the latest drawn lotteries with their winners. */
export async function listRecentLotteries(db: Executor, locale: Locale, now: Date): Promise<Lottery[]> {
  return viewLotteries(db, await listDrawnLotteries(db, RECENT_LIMIT), locale, now);
}

export async function showLottery(db: Executor, id: number, locale: Locale, now: Date): Promise<Lottery> {
  const lottery = await findLottery(db, id);
  if (!lottery) throw new AppError("not_found");
  const [view] = await viewLotteries(db, [lottery], locale, now);
  if (!view) throw new AppError("not_found");
  return view;
}

/** GET /api/lotteries/statuses: every lottery the player holds tickets in, with them. */
export async function listPlayerStatuses(
  db: Executor,
  playerId: number,
  locale: Locale,
  now: Date,
): Promise<LotteryStatusItem[]> {
  const tickets = await listTicketsOf(db, playerId);
  const rows = await listLotteriesByIds(db, [...tickets.keys()]);
  return viewStatuses(db, rows, tickets, locale, now);
}

/** GET /api/lotteries/{id}/status: the player's tickets in one lottery (none when signed out). */
export async function showPlayerStatus(
  db: Executor,
  playerId: number | null,
  id: number,
  locale: Locale,
  now: Date,
): Promise<LotteryStatusItem> {
  const lottery = await findLottery(db, id);
  if (!lottery) throw new AppError("not_found");
  const tickets = playerId === null ? new Map() : await listTicketsOf(db, playerId, [id]);
  const [status] = await viewStatuses(db, [lottery], tickets, locale, now);
  if (!status) throw new AppError("not_found");
  return status;
}

/**
 * GET /api/lotteries/player: the lotteries the player can earn tickets in now (in any currency of
 * their accounts), and the ones not drawn yet they hold tickets in.
 */
export async function listPlayerLotteries(
  db: Executor,
  playerId: number,
  locale: Locale,
  now: Date,
): Promise<LotteryStatusItem[]> {
  const currencies = new Set((await listPlayerAccounts(db, playerId)).map((account) => account.currency));
  const active = await listActiveLotteries(db);
  const tickets = await listTicketsOf(
    db,
    playerId,
    active.map((lottery) => lottery.id),
  );
  const rows = active.filter(
    (lottery) => (acceptsTickets(lottery, now) && currencies.has(lottery.currency)) || tickets.has(lottery.id),
  );
  return viewStatuses(db, rows, tickets, locale, now);
}

/** GET /api/lotteries/{id}/verify: the drawn lottery's public inputs and its winners recomputed. */
export async function verifyDrawnLottery(db: Executor, id: number): Promise<LotteryVerification> {
  const lottery = await findLottery(db, id);
  if (!lottery) throw new AppError("not_found");
  if (lottery.status !== "drawn" || lottery.clientSeed === null) {
    throw new AppError("conflict", "The lottery is not drawn yet");
  }
  const tickets = await listLotteryTickets(db, id);
  const prizes = (await listPrizesOf(db, [id])).get(id) ?? [];
  const byId = new Map(tickets.map((ticket) => [ticket.id, ticket.number]));
  const recomputed = verifyLotteryDraw({
    serverSeed: lottery.serverSeed,
    clientSeed: lottery.clientSeed,
    tickets: tickets.map((ticket) => ticket.number),
    places: prizes.length,
  });
  const shown = prizes.flatMap((prize) =>
    prize.ticketId === null ? [] : [{ place: prize.place, ticket: byId.get(prize.ticketId) ?? 0 }],
  );
  return {
    lottery_id: id,
    server_seed: lottery.serverSeed,
    server_seed_hash: lottery.serverSeedHash,
    server_seed_matches: serverSeedMatchesHash(lottery.serverSeed, lottery.serverSeedHash),
    client_seed: lottery.clientSeed,
    tickets: tickets.map(ticketLine),
    client_seed_matches: ticketsDigest(tickets) === lottery.clientSeed,
    places: prizes.length,
    winners: recomputed.winners.map((winner) => ({ place: winner.place, ticket: formatTicketNumber(winner.ticket) })),
    matches_draw: JSON.stringify(recomputed.winners) === JSON.stringify(shown),
  };
}

import type { Locale } from "@croupier/contract";
import type { Lottery, LotteryStatusItem } from "@croupier/contract/schemas/lotteries";
import { prizeWords } from "../bonuses/prizes.ts";
import { humanizeMoney } from "../catalog/humanize-money.ts";
import { shortDisplayName } from "../catalog/winners.ts";
import { decimalString } from "../currencies/amounts.ts";
import { type CurrencyRow, findCurrency } from "../currencies/repository.ts";
import type { Executor } from "../db/database.ts";
import { findNicknamesAndEmails } from "../identity/repository.ts";
import { formatTicketNumber } from "./fairness.ts";
import { acceptsTickets, effectiveStatus, findTicketNumbers, listPrizesOf } from "./lotteries.ts";
import type { LotteryPrizeRow, LotteryRow, LotteryTicketRow } from "./schema.ts";

// Lotteries in the API family's shape (contract: schemas/lotteries.ts), in the request's language.
// The server seed is shown only once the lottery is drawn; winners by display name (spec point 9:
// a name over 10 characters is cut to 7 and an ellipsis; never an e-mail address).

type Prize = Lottery["prizes"][number];

interface ViewContext {
  prizes: Map<number, LotteryPrizeRow[]>;
  ticketNumbers: Map<number, number>;
  names: Map<number, { nickname: string | null; email: string }>;
  currencies: Map<string, CurrencyRow>;
  locale: Locale;
  now: Date;
}

/** What the views of some lotteries need, read in one query per table. */
async function loadContext(db: Executor, rows: readonly LotteryRow[], locale: Locale, now: Date): Promise<ViewContext> {
  const prizes = await listPrizesOf(
    db,
    rows.map((row) => row.id),
  );
  const won = [...prizes.values()].flat();
  const ticketNumbers = await findTicketNumbers(
    db,
    won.flatMap((prize) => (prize.ticketId === null ? [] : [prize.ticketId])),
  );
  const names = await findNicknamesAndEmails(
    db,
    won.flatMap((prize) => (prize.playerId === null ? [] : [prize.playerId])),
  );
  const currencies = new Map<string, CurrencyRow>();
  for (const code of new Set(rows.map((row) => row.currency))) {
    const currency = await findCurrency(db, code);
    if (currency) currencies.set(code, currency);
  }
  return { prizes, ticketNumbers, names, currencies, locale, now };
}

function prizeView(prize: LotteryPrizeRow, lottery: LotteryRow, budget: bigint, context: ViewContext): Prize {
  const currency = context.currencies.get(lottery.currency);
  const subunits = currency?.subunitsToUnit ?? 100;
  const money = humanizeMoney(prize.amountCents, currency?.symbol ?? "", subunits);
  const stuff = prizeWords({ ...prize, amount: prize.amountCents }, money, context.locale);
  const winner = prize.playerId === null ? undefined : context.names.get(prize.playerId);
  const ticket = prize.ticketId === null ? undefined : context.ticketNumbers.get(prize.ticketId);
  const inBudget = prize.kind === "freespins" ? 0n : prize.amountCents;
  return {
    id: prize.id,
    award_place: prize.place,
    stuff,
    nickname: winner ? shortDisplayName(winner.nickname, winner.email) : null,
    money_award: decimalString(inBudget, subunits),
    money_award_cents: Number(inBudget),
    money_budget_percent: budget > 0n ? Math.round((Number(inBudget) * 10_000) / Number(budget)) / 100 : 0,
    kind: prize.kind,
    wager_multiplier: prize.wagerMultiplier,
    freespins_count: prize.freespinsCount,
    chargeable_comp_points: 0,
    persistent_comp_points: 0,
    ticket: ticket === undefined ? null : formatTicketNumber(ticket),
  };
}

function lotteryView(lottery: LotteryRow, context: ViewContext): Lottery {
  const prizes = context.prizes.get(lottery.id) ?? [];
  const budget = prizes.reduce((sum, prize) => sum + (prize.kind === "freespins" ? 0n : prize.amountCents), 0n);
  const subunits = context.currencies.get(lottery.currency)?.subunitsToUnit ?? 100;
  const status = effectiveStatus(lottery, context.now);
  return {
    id: lottery.id,
    title: lottery.titles[context.locale] ?? lottery.titles.en,
    description: lottery.descriptions[context.locale] ?? lottery.descriptions.en,
    currency: lottery.currency,
    frontend_identifier: lottery.frontendIdentifier,
    status,
    in_progress: acceptsTickets(lottery, context.now),
    start_at: lottery.startAt.toISOString(),
    end_at: lottery.endAt.toISOString(),
    draw_at: lottery.drawAt.toISOString(),
    finished_at: lottery.finishedAt?.toISOString() ?? null,
    money_budget: Number(decimalString(budget, subunits)),
    money_budget_cents: Number(budget),
    chargeable_comp_points_budget: 0,
    persistent_comp_points_budget: 0,
    comp_points_ticket_price: 0,
    group_ids: [],
    max_tickets_count_to_player: lottery.maxTicketsPerPlayer,
    lottery_tickets_count: lottery.ticketsCount,
    deposit_scale_rules: {
      [lottery.currency]: lottery.depositScale.map((step) => ({
        from_amount_cents: step.from_amount_cents,
        price_cents: step.price_cents,
        currency: lottery.currency,
        active: true,
      })),
    },
    prizes: prizes.map((prize) => prizeView(prize, lottery, budget, context)),
    fairness: {
      server_seed_hash: lottery.serverSeedHash,
      server_seed: status === "drawn" ? lottery.serverSeed : null,
      client_seed: lottery.clientSeed,
      tickets_count: lottery.ticketsCount,
    },
  };
}

export async function viewLotteries(
  db: Executor,
  rows: readonly LotteryRow[],
  locale: Locale,
  now: Date,
): Promise<Lottery[]> {
  const context = await loadContext(db, rows, locale, now);
  return rows.map((row) => lotteryView(row, context));
}

/** The player's tickets in each lottery (an empty list where they hold none), with its prizes. */
export async function viewStatuses(
  db: Executor,
  rows: readonly LotteryRow[],
  tickets: Map<number, LotteryTicketRow[]>,
  locale: Locale,
  now: Date,
): Promise<LotteryStatusItem[]> {
  const views = await viewLotteries(db, rows, locale, now);
  return views.map((view) => ({
    lottery_id: view.id,
    title: view.title,
    tickets: (tickets.get(view.id) ?? []).map((ticket) => ({
      number: formatTicketNumber(ticket.number),
      payment_id: ticket.paymentId,
      created_at: ticket.createdAt.toISOString(),
      award_place: ticket.awardPlace,
    })),
    prizes: view.prizes,
  }));
}

import type { Lottery, LotteryStatusItem } from "@croupier/contract/schemas/lotteries";

// The deposit dialog's lottery toggle reads GET /api/lotteries/player (the player's lotteries in
// the statuses shape, which carries no currency) beside GET /api/lotteries (which does): the toggle
// offers the lottery of the deposit's currency that is selling tickets now.

export interface DepositLottery {
  id: number;
  title: string;
  /** Tickets the player already holds in it. */
  tickets: number;
}

/** The first of the player's lotteries that sells tickets in `currency` now, or null. */
export function depositLottery(
  statuses: readonly LotteryStatusItem[],
  lotteries: readonly Lottery[],
  currency: string,
): DepositLottery | null {
  for (const status of statuses) {
    const lottery = lotteries.find((item) => item.id === status.lottery_id);
    if (!lottery || lottery.currency !== currency || lottery.status !== "started") continue;
    return { id: status.lottery_id, title: status.title || lottery.title, tickets: status.tickets.length };
  }
  return null;
}

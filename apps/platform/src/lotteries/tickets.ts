import { and, count, eq } from "drizzle-orm";
import type { Executor } from "../db/database.ts";
import { publishToUser } from "../realtime/publish.ts";
import { acceptsTickets, findLottery } from "./lotteries.ts";
import { type DepositScaleStep, lotteries, lotteryDeposits, lotteryTickets } from "./schema.ts";

// Tickets earned by deposits. The deposit's account picked the lottery (selected_lottery_id, copied
// onto the payment when it was made); a completed deposit in the lottery's currency while it is
// open earns floor(amount / price) tickets at the highest step of the scale it reaches, up to the
// lottery's cap per player. The lottery row is locked while tickets are numbered, so numbers are
// sequential and none is issued after tickets close; the deposit's row makes it count once. New
// tickets are announced on the player's `lotteries_changes` channel.

/** Tickets a deposit of `amount` earns on the scale: none below the first step. */
export function ticketsForDeposit(scale: readonly DepositScaleStep[], amount: bigint): number {
  let reached: DepositScaleStep | undefined;
  for (const step of scale) {
    if (BigInt(step.from_amount_cents) <= amount && (!reached || step.from_amount_cents > reached.from_amount_cents)) {
      reached = step;
    }
  }
  if (!reached || reached.price_cents <= 0) return 0;
  return Number(amount / BigInt(reached.price_cents));
}

export interface DepositForLottery {
  playerId: number;
  paymentId: number;
  currency: string;
  amountCents: bigint;
  /** The lottery the deposit's account had picked when the deposit was made; null: none. */
  lotteryId: number | null;
  now: Date;
}

/**
 * Issues the tickets a completed deposit earns, in the deposit's own transaction. Answers how many
 * (0 when it earns none, or when this payment earned its tickets before).
 */
export async function earnDepositTickets(tx: Executor, deposit: DepositForLottery): Promise<number> {
  if (deposit.lotteryId === null) return 0;
  // Read first without the lock: a closed lottery (being drawn, its winners' accounts locked by the
  // draw) is never waited for, so a deposit and a draw never wait on each other.
  const seen = await findLottery(tx, deposit.lotteryId);
  if (!seen || seen.currency !== deposit.currency || !acceptsTickets(seen, deposit.now)) return 0;
  const lottery = await findLottery(tx, deposit.lotteryId, { forUpdate: true });
  if (!lottery || lottery.currency !== deposit.currency || !acceptsTickets(lottery, deposit.now)) return 0;
  const earned = ticketsForDeposit(lottery.depositScale, deposit.amountCents);
  if (earned === 0) return 0;
  let granted = earned;
  if (lottery.maxTicketsPerPlayer !== null) {
    const [held] = await tx
      .select({ total: count() })
      .from(lotteryTickets)
      .where(and(eq(lotteryTickets.lotteryId, lottery.id), eq(lotteryTickets.playerId, deposit.playerId)));
    granted = Math.max(0, Math.min(earned, lottery.maxTicketsPerPlayer - (held?.total ?? 0)));
  }
  const [recorded] = await tx
    .insert(lotteryDeposits)
    .values({
      paymentId: deposit.paymentId,
      lotteryId: lottery.id,
      playerId: deposit.playerId,
      ticketsCount: granted,
      createdAt: deposit.now,
    })
    .onConflictDoNothing()
    .returning();
  if (!recorded || granted === 0) return 0;
  await issueTickets(tx, lottery.id, lottery.ticketsCount, deposit.playerId, granted, deposit.paymentId, deposit.now);
  await publishToUser(tx, "lotteries_changes", deposit.playerId, {
    event: "tickets_earned",
    lottery_id: lottery.id,
    title: lottery.titles.en,
    tickets_count: granted,
    payment_id: deposit.paymentId,
  });
  return granted;
}

/**
 * Numbers `howMany` tickets after `issuedSoFar` for the player. The caller holds the lottery's row
 * lock (so `issuedSoFar` is current).
 */
export async function issueTickets(
  tx: Executor,
  lotteryId: number,
  issuedSoFar: number,
  playerId: number,
  howMany: number,
  paymentId: number | null,
  now: Date,
): Promise<void> {
  await tx.insert(lotteryTickets).values(
    Array.from({ length: howMany }, (_, index) => ({
      lotteryId,
      number: issuedSoFar + index + 1,
      playerId,
      paymentId,
      createdAt: now,
    })),
  );
  await tx
    .update(lotteries)
    .set({ ticketsCount: issuedSoFar + howMany })
    .where(eq(lotteries.id, lotteryId));
}

/** select_lottery's check: the lottery exists, is open to tickets now, and is in the account's currency. */
export async function isLotteryOpenFor(db: Executor, lotteryId: number, currency: string, now: Date): Promise<boolean> {
  const lottery = await findLottery(db, lotteryId);
  return lottery !== null && lottery.currency === currency && acceptsTickets(lottery, now);
}

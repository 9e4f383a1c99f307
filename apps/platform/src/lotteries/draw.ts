import { eq } from "drizzle-orm";
import { grantPrize } from "../bonuses/prizes.ts";
import type { Executor } from "../db/database.ts";
import { publishBalance } from "../payments/balance-events.ts";
import { publishToUser } from "../realtime/publish.ts";
import { ticketsDigest, verifyLotteryDraw } from "./fairness.ts";
import { findLottery, listDueLotteries, listLotteryTickets, listPrizesOf } from "./lotteries.ts";
import { type LotteryPrizeRow, type LotteryRow, lotteries, lotteryPrizes, lotteryTickets } from "./schema.ts";

// The lottery job: at start_at a lottery starts, at end_at its tickets close (the client seed, the
// digest of the ticket list, is stored), at draw_at its winners are drawn (fairness.ts) and paid.
// Each lottery is handled in one transaction under its row lock: a node that runs the job at the
// same moment waits, then finds the lottery drawn and does nothing. The payments carry keys of
// their own (the ledger's idempotency key, the bonus's source key), so nothing is paid twice.

/** The bonus definitions lottery prizes are issued under (bonuses/seed.ts); amounts and counts are the prize's. */
export const LOTTERY_BONUS_DEFINITION_ID = 90;
export const LOTTERY_FREESPINS_DEFINITION_ID = 91;

export interface DrawRunResult {
  started: number;
  closed: number;
  drawn: number;
}

/** Moves every lottery with something due at `now`; answers what it did. */
export async function runLotteryDraws(db: Executor, now: Date): Promise<DrawRunResult> {
  const result: DrawRunResult = { started: 0, closed: 0, drawn: 0 };
  for (const due of await listDueLotteries(db, now)) {
    await db.transaction(async (tx) => {
      const lottery = await findLottery(tx, due.id, { forUpdate: true });
      if (!lottery || lottery.status === "drawn" || lottery.status === "canceled") return;
      if (lottery.status === "new" && lottery.startAt <= now) {
        await tx.update(lotteries).set({ status: "started" }).where(eq(lotteries.id, lottery.id));
        result.started += 1;
      }
      if (lottery.endAt > now) return;
      let clientSeed = lottery.clientSeed;
      if (clientSeed === null) {
        clientSeed = ticketsDigest(await listLotteryTickets(tx, lottery.id));
        await tx.update(lotteries).set({ clientSeed, ticketsClosedAt: now }).where(eq(lotteries.id, lottery.id));
        result.closed += 1;
      }
      if (lottery.drawAt > now) return;
      await drawLottery(tx, { ...lottery, clientSeed }, clientSeed, now);
      result.drawn += 1;
    });
  }
  return result;
}

/** Draws the places, marks the winning tickets, pays each prize and ends the lottery (caller holds its lock). */
async function drawLottery(tx: Executor, lottery: LotteryRow, clientSeed: string, now: Date): Promise<void> {
  const tickets = await listLotteryTickets(tx, lottery.id);
  const prizes = (await listPrizesOf(tx, [lottery.id])).get(lottery.id) ?? [];
  const byNumber = new Map(tickets.map((ticket) => [ticket.number, ticket]));
  const { winners } = verifyLotteryDraw({
    serverSeed: lottery.serverSeed,
    clientSeed,
    tickets: tickets.map((ticket) => ticket.number),
    places: prizes.length,
  });
  const touched = new Set<number>();
  for (const winner of winners) {
    const ticket = byNumber.get(winner.ticket);
    const prize = prizes.find((candidate) => candidate.place === winner.place);
    if (!ticket || !prize) throw new Error(`lottery ${lottery.id}: place ${winner.place} has no ticket or prize`);
    await tx.update(lotteryTickets).set({ awardPlace: winner.place }).where(eq(lotteryTickets.id, ticket.id));
    // Paid now, or earlier under the same key (grantPrize then pays nothing more).
    await payPrize(tx, lottery, prize, ticket.playerId, now);
    await tx
      .update(lotteryPrizes)
      .set({ ticketId: ticket.id, playerId: ticket.playerId, paidAt: now })
      .where(eq(lotteryPrizes.id, prize.id));
    if (prize.kind === "money") touched.add(ticket.playerId);
    await publishToUser(tx, "lotteries_changes", ticket.playerId, {
      event: "prize_won",
      lottery_id: lottery.id,
      title: lottery.titles.en,
      award_place: winner.place,
      kind: prize.kind,
    });
  }
  await tx.update(lotteries).set({ status: "drawn", finishedAt: now }).where(eq(lotteries.id, lottery.id));
  for (const playerId of touched) await publishBalance(tx, playerId, lottery.currency);
}

/** Pays one prize: money from the promotional account, or a bonus or free spins to activate. */
function payPrize(
  tx: Executor,
  lottery: LotteryRow,
  prize: LotteryPrizeRow,
  playerId: number,
  now: Date,
): Promise<boolean> {
  return grantPrize(
    tx,
    {
      kind: prize.kind,
      amount: prize.amountCents,
      wagerMultiplier: prize.wagerMultiplier,
      freespinsCount: prize.freespinsCount,
    },
    {
      playerId,
      currency: lottery.currency,
      // Money keys the ledger by prize id; bonuses and free spins by lottery and place (as ever).
      key: prize.kind === "money" ? `lottery-prize:${prize.id}` : `lottery:${lottery.id}:${prize.place}`,
      ledgerKind: "lottery_prize",
      strategy: "lottery",
      definitions: { bonus: LOTTERY_BONUS_DEFINITION_ID, freespins: LOTTERY_FREESPINS_DEFINITION_ID },
      metadata: { lottery_id: lottery.id, place: prize.place },
      now,
    },
  );
}

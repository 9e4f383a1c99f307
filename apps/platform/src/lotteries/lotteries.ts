import type { Locale } from "@croupier/contract";
import { createServerSeed, hashServerSeed } from "@croupier/games";
import { and, asc, desc, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Executor } from "../db/database.ts";
import {
  type DepositScaleStep,
  type LotteryPrizeKind,
  type LotteryPrizeRow,
  type LotteryRow,
  type LotteryRowStatus,
  type LotteryTicketRow,
  lotteries,
  lotteryPrizes,
  lotteryTickets,
} from "./schema.ts";

export type { LotteryRow } from "./schema.ts";

// The lotteries and their prizes and tickets: creating one, reading them, and the rules of time
// every caller shares (when a lottery is open to tickets, what status it shows).

export interface NewLotteryPrize {
  kind: LotteryPrizeKind;
  /** Money or bonus money in minor units of the lottery's currency; 0 for free spins. */
  amountCents: bigint;
  wagerMultiplier: number;
  freespinsCount: number;
}

export interface NewLottery {
  frontendIdentifier: string;
  titles: Record<Locale, string>;
  descriptions: Record<Locale, string>;
  currency: string;
  startAt: Date;
  endAt: Date;
  drawAt: Date;
  depositScale: DepositScaleStep[];
  maxTicketsPerPlayer: number | null;
  /** Place 1 first. */
  prizes: NewLotteryPrize[];
}

export interface LotteryWithPrizes {
  lottery: LotteryRow;
  prizes: LotteryPrizeRow[];
}

/** Creates a lottery with a fresh server seed (its hash is public from now on); null when the identifier is taken. */
export async function insertLottery(tx: Executor, input: NewLottery, now: Date): Promise<LotteryWithPrizes | null> {
  const serverSeed = createServerSeed();
  const [lottery] = await tx
    .insert(lotteries)
    .values({
      frontendIdentifier: input.frontendIdentifier,
      titles: input.titles,
      descriptions: input.descriptions,
      currency: input.currency,
      status: input.startAt <= now ? "started" : "new",
      startAt: input.startAt,
      endAt: input.endAt,
      drawAt: input.drawAt,
      depositScale: [...input.depositScale].sort((a, b) => a.from_amount_cents - b.from_amount_cents),
      maxTicketsPerPlayer: input.maxTicketsPerPlayer,
      serverSeed,
      serverSeedHash: hashServerSeed(serverSeed),
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!lottery) return null;
  const prizes =
    input.prizes.length === 0
      ? []
      : await tx
          .insert(lotteryPrizes)
          .values(
            input.prizes.map((prize, index) => ({
              lotteryId: lottery.id,
              place: index + 1,
              kind: prize.kind,
              amountCents: prize.amountCents,
              wagerMultiplier: prize.wagerMultiplier,
              freespinsCount: prize.freespinsCount,
            })),
          )
          .returning();
  return { lottery, prizes: prizes.sort((a, b) => a.place - b.place) };
}

/** The status the player sees: `new` until start_at, then `started` until drawn or canceled. */
export function effectiveStatus(lottery: LotteryRow, now: Date): LotteryRowStatus {
  if (lottery.status === "drawn" || lottery.status === "canceled") return lottery.status;
  return lottery.startAt <= now ? "started" : "new";
}

/** True while deposits earn tickets: started, before end_at, tickets not closed. */
export function acceptsTickets(lottery: LotteryRow, now: Date): boolean {
  return effectiveStatus(lottery, now) === "started" && now < lottery.endAt && lottery.clientSeed === null;
}

export async function findLottery(
  db: Executor,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<LotteryRow | null> {
  const query = db.select().from(lotteries).where(eq(lotteries.id, id)).limit(1);
  const [row] = options.forUpdate ? await query.for("update") : await query;
  return row ?? null;
}

/** Lotteries neither drawn nor canceled (open, upcoming, or waiting for their draw), by draw time. */
export function listActiveLotteries(db: Executor): Promise<LotteryRow[]> {
  return db
    .select()
    .from(lotteries)
    .where(notInArray(lotteries.status, ["drawn", "canceled"]))
    .orderBy(asc(lotteries.drawAt), asc(lotteries.id));
}

/** Drawn lotteries, latest draw first. */
export function listDrawnLotteries(db: Executor, limit: number): Promise<LotteryRow[]> {
  return db
    .select()
    .from(lotteries)
    .where(eq(lotteries.status, "drawn"))
    .orderBy(desc(lotteries.finishedAt), desc(lotteries.id))
    .limit(limit);
}

export function listLotteriesByIds(db: Executor, ids: readonly number[]): Promise<LotteryRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(lotteries)
    .where(inArray(lotteries.id, [...ids]))
    .orderBy(asc(lotteries.drawAt), asc(lotteries.id));
}

/** The prizes of some lotteries, by lottery, place 1 first. */
export async function listPrizesOf(db: Executor, ids: readonly number[]): Promise<Map<number, LotteryPrizeRow[]>> {
  const byLottery = new Map<number, LotteryPrizeRow[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byLottery;
  const rows = await db
    .select()
    .from(lotteryPrizes)
    .where(inArray(lotteryPrizes.lotteryId, [...ids]))
    .orderBy(asc(lotteryPrizes.lotteryId), asc(lotteryPrizes.place));
  for (const row of rows) byLottery.get(row.lotteryId)?.push(row);
  return byLottery;
}

/** Ticket numbers by ticket id (the prizes' winning tickets). */
export async function findTicketNumbers(db: Executor, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: lotteryTickets.id, number: lotteryTickets.number })
    .from(lotteryTickets)
    .where(inArray(lotteryTickets.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.number]));
}

/** A player's tickets, by lottery, in number order (of some lotteries, or of all). */
export async function listTicketsOf(
  db: Executor,
  playerId: number,
  lotteryIds?: readonly number[],
): Promise<Map<number, LotteryTicketRow[]>> {
  if (lotteryIds?.length === 0) return new Map();
  const rows = await db
    .select()
    .from(lotteryTickets)
    .where(
      and(
        eq(lotteryTickets.playerId, playerId),
        lotteryIds ? inArray(lotteryTickets.lotteryId, [...lotteryIds]) : undefined,
      ),
    )
    .orderBy(asc(lotteryTickets.lotteryId), asc(lotteryTickets.number));
  const byLottery = new Map<number, LotteryTicketRow[]>();
  for (const row of rows) {
    const list = byLottery.get(row.lotteryId) ?? [];
    list.push(row);
    byLottery.set(row.lotteryId, list);
  }
  return byLottery;
}

/** Every ticket of a lottery, in number order (the draw's list). */
export function listLotteryTickets(db: Executor, lotteryId: number): Promise<LotteryTicketRow[]> {
  return db
    .select()
    .from(lotteryTickets)
    .where(eq(lotteryTickets.lotteryId, lotteryId))
    .orderBy(asc(lotteryTickets.number));
}

/** Lotteries with something due at `now`: starting, closing or drawing. */
export function listDueLotteries(db: Executor, now: Date): Promise<LotteryRow[]> {
  return db
    .select()
    .from(lotteries)
    .where(
      and(
        notInArray(lotteries.status, ["drawn", "canceled"]),
        sql`((${lotteries.startAt} <= ${now} and ${lotteries.status} = 'new') or ${lotteries.endAt} <= ${now})`,
      ),
    )
    .orderBy(asc(lotteries.endAt), asc(lotteries.id));
}

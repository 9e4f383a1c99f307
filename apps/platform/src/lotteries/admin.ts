import { type FieldErrors, formatMessage, LOCALES, type Locale, type MessageCode } from "@croupier/contract";
import type {
  CreateLotteryBody,
  LotteryStatus,
  OperatorLottery,
  OperatorLotteryTicket,
} from "@croupier/contract/schemas/lotteries";
import { and, asc, desc, eq, gt, inArray, lte, type SQL, sql } from "drizzle-orm";
import { findCurrency } from "../currencies/repository.ts";
import type { Db, Executor, Tx } from "../db/database.ts";
import { AppError } from "../errors/app-error.ts";
import { findNicknamesAndEmails } from "../identity/repository.ts";
import { formatTicketNumber } from "./fairness.ts";
import { findLottery, insertLottery, type NewLotteryPrize } from "./lotteries.ts";
import { type LotteryRow, lotteries, lotteryTickets } from "./schema.ts";
import { viewLotteries } from "./view.ts";

// The back office's lotteries: list, schedule, cancel. Each change is recorded by the caller's
// `record` (the operators module's audit log) in the change's own transaction.

export type LotteryEvent =
  | { kind: "created"; lottery: LotteryRow }
  | { kind: "canceled"; before: LotteryRow; after: LotteryRow; reason: string };

export interface LotteryAdminContext {
  now: Date;
  locale: Locale;
  record: (tx: Tx, event: LotteryEvent) => Promise<void>;
}

type CreateInput = {
  [K in keyof CreateLotteryBody]-?: Exclude<CreateLotteryBody[K], undefined>;
};

const refuse = (fields: FieldErrors) => new AppError("validation_failed", undefined, { fields });

/** POST /api/operator/lotteries: checks what the schema cannot (times, currency, prizes) and schedules it. */
export async function scheduleLottery(db: Db, body: CreateInput, context: LotteryAdminContext): Promise<LotteryRow> {
  const say = (code: MessageCode) => [formatMessage(code, context.locale)];
  const startAt = new Date(body.start_at);
  const endAt = new Date(body.end_at);
  const drawAt = new Date(body.draw_at);
  const fields: FieldErrors = {};
  if (endAt <= startAt) fields.end_at = say("end_before_start");
  else if (endAt <= context.now) fields.end_at = say("not_in_future");
  if (drawAt < endAt) fields.draw_at = say("draw_before_end");
  const code = body.currency.toUpperCase();
  const currency = await findCurrency(db, code);
  if (!currency || currency.playMoney) fields.currency = say("not_real_currency");
  const steps = body.deposit_scale.map((step) => step.from_amount_cents);
  if (new Set(steps).size !== steps.length) fields.deposit_scale = say("distinct_steps");
  for (const prize of body.prizes) {
    if (prize.kind !== "freespins" && (prize.amount_cents ?? 0) < 1) fields.amount_cents = say("positive_amount");
    if (prize.kind === "bonus" && (prize.wager_multiplier ?? 0) < 1) fields.wager_multiplier = say("positive_amount");
    if (prize.kind === "freespins" && (prize.freespins_count ?? 0) < 1) {
      fields.freespins_count = say("positive_amount");
    }
  }
  if (Object.keys(fields).length > 0) throw refuse(fields);
  const translations = new Map(body.translations.map((item) => [item.locale, item]));
  const pick = (key: "title" | "description") =>
    Object.fromEntries(LOCALES.map((locale) => [locale, translations.get(locale)?.[key] ?? ""])) as Record<
      Locale,
      string
    >;
  const prizes: NewLotteryPrize[] = body.prizes.map((prize) => ({
    kind: prize.kind,
    amountCents: prize.kind === "freespins" ? 0n : BigInt(prize.amount_cents ?? 0),
    wagerMultiplier: prize.kind === "bonus" ? (prize.wager_multiplier ?? 0) : 0,
    freespinsCount: prize.kind === "freespins" ? (prize.freespins_count ?? 0) : 0,
  }));
  return db.transaction(async (tx) => {
    const created = await insertLottery(
      tx,
      {
        frontendIdentifier: body.frontend_identifier,
        titles: pick("title"),
        descriptions: pick("description"),
        currency: code,
        startAt,
        endAt,
        drawAt,
        depositScale: body.deposit_scale,
        maxTicketsPerPlayer: body.max_tickets_count_to_player,
        prizes,
      },
      context.now,
    );
    if (!created) throw refuse({ frontend_identifier: [formatMessage("taken", context.locale)] });
    await context.record(tx, { kind: "created", lottery: created.lottery });
    return created.lottery;
  });
}

/** POST /api/operator/lotteries/{id}/cancel: under the row lock, so it never races a draw. */
export async function cancelLottery(
  db: Db,
  id: number,
  reason: string,
  context: LotteryAdminContext,
): Promise<LotteryRow> {
  return db.transaction(async (tx) => {
    const before = await findLottery(tx, id, { forUpdate: true });
    if (!before) throw new AppError("not_found");
    if (before.status === "drawn" || before.status === "canceled") {
      throw refuse({ base: [formatMessage("lottery_finished", context.locale)] });
    }
    const [after] = await tx
      .update(lotteries)
      .set({ status: "canceled", cancelReason: reason, finishedAt: context.now })
      .where(eq(lotteries.id, id))
      .returning();
    if (!after) throw new AppError("not_found");
    await context.record(tx, { kind: "canceled", before, after, reason });
    return after;
  });
}

/** The back office's view: the English one, with the cancellation's reason. */
export async function viewOperatorLotteries(
  db: Executor,
  rows: readonly LotteryRow[],
  now: Date,
): Promise<OperatorLottery[]> {
  const views = await viewLotteries(db, rows, "en", now);
  return views.map((view, index) => ({
    ...view,
    cancel_reason: rows[index]?.cancelReason ?? null,
    created_at: rows[index]?.createdAt.toISOString() ?? "",
  }));
}

/** Lotteries in a status as players see it (effectiveStatus: `new` turns `started` at start_at). */
function statusIs(status: LotteryStatus, now: Date): SQL | undefined {
  if (status === "drawn" || status === "canceled") return eq(lotteries.status, status);
  const open = inArray(lotteries.status, ["new", "started"]);
  return status === "new" ? and(open, gt(lotteries.startAt, now)) : and(open, lte(lotteries.startAt, now));
}

/** GET /api/operator/lotteries: newest first, every status or one, a page at a time. */
export async function listOperatorLotteries(
  db: Executor,
  page: { limit: number; offset: number; status?: LotteryStatus },
  now: Date,
) {
  const where = page.status ? statusIs(page.status, now) : undefined;
  const [rows, [counted]] = await Promise.all([
    db.select().from(lotteries).where(where).orderBy(desc(lotteries.id)).limit(page.limit).offset(page.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(lotteries).where(where),
  ]);
  return { data: await viewOperatorLotteries(db, rows, now), total: Number(counted?.total ?? 0) };
}

/** GET /api/operator/lotteries/{id}/tickets: the tickets with their holders, in number order. */
export async function listOperatorTickets(
  db: Executor,
  lotteryId: number,
  page: { limit: number; offset: number },
): Promise<{ data: OperatorLotteryTicket[]; total: number }> {
  const where = eq(lotteryTickets.lotteryId, lotteryId);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(lotteryTickets)
      .where(where)
      .orderBy(asc(lotteryTickets.number))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(lotteryTickets).where(where),
  ]);
  const people = await findNicknamesAndEmails(
    db,
    rows.map((row) => row.playerId),
  );
  const data = rows.map((row) => ({
    number: formatTicketNumber(row.number),
    player_id: row.playerId,
    email: people.get(row.playerId)?.email ?? "",
    payment_id: row.paymentId,
    created_at: row.createdAt.toISOString(),
    award_place: row.awardPlace,
  }));
  return { data, total: Number(counted?.total ?? 0) };
}

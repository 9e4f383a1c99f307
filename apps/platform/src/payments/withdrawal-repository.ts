import { and, asc, count, desc, eq, isNull, lt, or, type SQL } from "drizzle-orm";
import type { Executor } from "../db/database.ts";
import { findUserEmails } from "../identity/repository.ts";
import type { PaymentRow, PaymentWithMethod } from "./repository.ts";
import { type PaymentStateValue, paymentMethods, payments } from "./schema.ts";

// The back office's queries on withdrawals (any player's), for the operator API.

export interface WithdrawalWithPlayer extends PaymentWithMethod {
  playerEmail: string;
}

/** Any payment by id, row-locked until the caller's transaction ends. */
export async function lockPayment(db: Executor, id: number): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).for("update");
  return row ?? null;
}

/** Moves a payment between the non-final states (pending ⇄ processing) while a payout is under way. */
export async function setPaymentState(
  db: Executor,
  id: number,
  change: { state: Extract<PaymentStateValue, "pending" | "processing">; recallable: boolean; processingAt?: Date },
): Promise<PaymentRow> {
  const [row] = await db.update(payments).set(change).where(eq(payments.id, id)).returning();
  if (!row) throw new Error(`payment ${id} vanished`);
  return row;
}

/**
 * Withdrawals in `processing` since before `startedBefore` (or since before migration 0011 recorded
 * when), oldest first: payouts a crash may have cut off between the gateway and the ledger.
 */
export async function listStaleProcessingWithdrawals(
  db: Executor,
  startedBefore: Date,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.action, "cashout"),
        eq(payments.state, "processing"),
        or(isNull(payments.processingAt), lt(payments.processingAt, startedBefore)),
      ),
    )
    .orderBy(asc(payments.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** The payment, row-locked, unless another transaction holds it (then null: that one is handling it). */
export async function lockPaymentUnlessBusy(db: Executor, id: number): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).for("update", { skipLocked: true });
  return row ?? null;
}

function withdrawalCondition(state: PaymentStateValue | undefined): SQL | undefined {
  return and(eq(payments.action, "cashout"), state ? eq(payments.state, state) : undefined);
}

const withMethod = {
  payment: payments,
  methodTitle: paymentMethods.title,
  methodBrand: paymentMethods.brand,
};

/** Adds each payment's player e-mail, which the identity module owns. */
async function withPlayerEmails(
  db: Executor,
  rows: Omit<WithdrawalWithPlayer, "playerEmail">[],
): Promise<WithdrawalWithPlayer[]> {
  const emails = await findUserEmails(
    db,
    rows.map((row) => row.payment.playerId),
  );
  return rows.flatMap((row) => {
    const playerEmail = emails.get(row.payment.playerId);
    return playerEmail === undefined ? [] : [{ ...row, playerEmail }];
  });
}

/**
 * Withdrawals, optionally in one state. The queue (pending, processing) reads oldest first, so the
 * player who has waited longest is served first; every other list reads newest first.
 */
export async function listWithdrawals(
  db: Executor,
  state: PaymentStateValue | undefined,
  page: { limit: number; offset: number },
): Promise<WithdrawalWithPlayer[]> {
  const isQueue = state === "pending" || state === "processing";
  const rows = await db
    .select(withMethod)
    .from(payments)
    .innerJoin(paymentMethods, eq(paymentMethods.id, payments.methodId))
    .where(withdrawalCondition(state))
    .orderBy(...(isQueue ? [asc(payments.createdAt), asc(payments.id)] : [desc(payments.createdAt), desc(payments.id)]))
    .limit(page.limit)
    .offset(page.offset);
  return withPlayerEmails(db, rows);
}

export async function countWithdrawals(db: Executor, state: PaymentStateValue | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(payments).where(withdrawalCondition(state));
  return row?.total ?? 0;
}

/** One payment with its method and player (any action; the caller checks it is a cash-out). */
export async function findPaymentWithPlayer(db: Executor, id: number): Promise<WithdrawalWithPlayer | null> {
  const rows = await db
    .select(withMethod)
    .from(payments)
    .innerJoin(paymentMethods, eq(paymentMethods.id, payments.methodId))
    .where(eq(payments.id, id))
    .limit(1);
  const [row] = await withPlayerEmails(db, rows);
  return row ?? null;
}

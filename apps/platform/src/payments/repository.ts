import { and, count, desc, eq, gt, gte, inArray, lte, type SQL } from "drizzle-orm";
import type { Executor } from "../db/database.ts";
import { type PaymentAction, type PaymentStateValue, paymentMethods, payments } from "./schema.ts";

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;

export async function insertPayment(db: Executor, values: NewPayment): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  if (!row) throw new Error("payment insert returned no row");
  return row;
}

export async function setGatewayReference(db: Executor, id: number, reference: string): Promise<void> {
  await db.update(payments).set({ gatewayReference: reference }).where(eq(payments.id, id));
}

/** The payment of a gateway reference, row-locked until the caller's transaction ends. */
export async function lockPaymentByReference(
  db: Executor,
  gateway: string,
  reference: string,
): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.gateway, gateway), eq(payments.gatewayReference, reference)))
    .for("update");
  return row ?? null;
}

export async function finishPayment(
  db: Executor,
  id: number,
  change: { state: PaymentStateValue; success: boolean; failureReason: string | null; finishedAt: Date },
): Promise<PaymentRow> {
  const [row] = await db
    .update(payments)
    .set({ ...change, recallable: false })
    .where(eq(payments.id, id))
    .returning();
  if (!row) throw new Error(`payment ${id} vanished`);
  return row;
}

/** GET /api/player's stats.deposits_count: the player's succeeded deposits. */
export async function countSucceededDeposits(db: Executor, playerId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(payments)
    .where(and(eq(payments.playerId, playerId), eq(payments.action, "deposit"), eq(payments.state, "succeeded")));
  return row?.total ?? 0;
}

/**
 * The player's deposits in a currency since `since` that a deposit limit counts (limits/): those
 * credited and those still on their way (pending, processing), so several open checkouts cannot
 * pass a limit together; declined and canceled ones do not count.
 */
export async function listCountedDeposits(
  db: Executor,
  playerId: number,
  currency: string,
  since: Date,
): Promise<{ amountCents: bigint; createdAt: Date }[]> {
  return db
    .select({ amountCents: payments.amountCents, createdAt: payments.createdAt })
    .from(payments)
    .where(
      and(
        eq(payments.playerId, playerId),
        eq(payments.action, "deposit"),
        eq(payments.currency, currency),
        inArray(payments.state, ["pending", "processing", "succeeded"]),
        gt(payments.createdAt, since),
      ),
    );
}

export interface PaymentFilter {
  currency?: string;
  action?: PaymentAction;
  from?: Date;
  to?: Date;
}

export interface PaymentWithMethod {
  payment: PaymentRow;
  methodTitle: string;
  methodBrand: string;
}

function playerCondition(playerId: number, filter: PaymentFilter): SQL | undefined {
  return and(
    eq(payments.playerId, playerId),
    filter.currency ? eq(payments.currency, filter.currency) : undefined,
    filter.action ? eq(payments.action, filter.action) : undefined,
    filter.from ? gte(payments.createdAt, filter.from) : undefined,
    filter.to ? lte(payments.createdAt, filter.to) : undefined,
  );
}

/** The player's payments, newest first. */
export async function listPlayerPayments(
  db: Executor,
  playerId: number,
  filter: PaymentFilter = {},
  page: { limit: number; offset: number } = { limit: 1000, offset: 0 },
): Promise<PaymentWithMethod[]> {
  return db
    .select({ payment: payments, methodTitle: paymentMethods.title, methodBrand: paymentMethods.brand })
    .from(payments)
    .innerJoin(paymentMethods, eq(paymentMethods.id, payments.methodId))
    .where(playerCondition(playerId, filter))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countPlayerPayments(db: Executor, playerId: number, filter: PaymentFilter = {}): Promise<number> {
  const [row] = await db.select({ total: count() }).from(payments).where(playerCondition(playerId, filter));
  return row?.total ?? 0;
}

/** One of the player's payments, row-locked until the caller's transaction ends. */
export async function lockPlayerPayment(db: Executor, id: number, playerId: number): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.playerId, playerId)))
    .for("update");
  return row ?? null;
}

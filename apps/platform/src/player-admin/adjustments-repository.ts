import { and, asc, count, desc, eq } from "drizzle-orm";
import type { Executor } from "../db/database.ts";
import { type AdjustmentStatus, type BalanceAdjustmentRow, balanceAdjustments } from "./schema.ts";

export type NewAdjustment = typeof balanceAdjustments.$inferInsert;

/** Inserts the adjustment; null when the player already has one under this idempotency key. */
export async function insertAdjustment(db: Executor, values: NewAdjustment): Promise<BalanceAdjustmentRow | null> {
  const [row] = await db.insert(balanceAdjustments).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findAdjustmentByKey(
  db: Executor,
  playerId: number,
  key: string,
): Promise<BalanceAdjustmentRow | null> {
  const [row] = await db
    .select()
    .from(balanceAdjustments)
    .where(and(eq(balanceAdjustments.playerId, playerId), eq(balanceAdjustments.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}

/** One of the player's adjustments, row-locked until the caller's transaction ends. */
export async function lockAdjustment(db: Executor, playerId: number, id: number): Promise<BalanceAdjustmentRow | null> {
  const [row] = await db
    .select()
    .from(balanceAdjustments)
    .where(and(eq(balanceAdjustments.id, id), eq(balanceAdjustments.playerId, playerId)))
    .limit(1)
    .for("update");
  return row ?? null;
}

export async function updateAdjustment(
  db: Executor,
  id: number,
  changes: Partial<Omit<NewAdjustment, "id">>,
): Promise<BalanceAdjustmentRow> {
  const [row] = await db.update(balanceAdjustments).set(changes).where(eq(balanceAdjustments.id, id)).returning();
  if (!row) throw new Error(`balance adjustment ${id} not found`);
  return row;
}

/** The player's adjustments, newest first. */
export async function listAdjustments(db: Executor, playerId: number, limit: number): Promise<BalanceAdjustmentRow[]> {
  return db
    .select()
    .from(balanceAdjustments)
    .where(eq(balanceAdjustments.playerId, playerId))
    .orderBy(desc(balanceAdjustments.id))
    .limit(limit);
}

/** Every player's adjustments in one status: requests oldest first (a queue), others newest first. */
export async function listAdjustmentsIn(
  db: Executor,
  status: AdjustmentStatus,
  page: { limit: number; offset: number },
): Promise<{ rows: BalanceAdjustmentRow[]; total: number }> {
  const where = eq(balanceAdjustments.status, status);
  const order = status === "requested" ? asc(balanceAdjustments.id) : desc(balanceAdjustments.id);
  const [rows, [counted]] = await Promise.all([
    db.select().from(balanceAdjustments).where(where).orderBy(order).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(balanceAdjustments).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

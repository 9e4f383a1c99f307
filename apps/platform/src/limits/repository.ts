import type { LimitPeriod, LimitType } from "@croupier/contract";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Executor } from "../db/database.ts";
import { type UserLimitAmountRow, type UserLimitRow, userLimitAmounts, userLimits } from "./schema.ts";

/** A limit with its amounts per currency (none for a session limit). */
export interface StoredLimit {
  row: UserLimitRow;
  amounts: UserLimitAmountRow[];
}

/** The player's limits, by type then period, with their amounts. `forUpdate` locks the rows. */
export async function listLimits(
  db: Executor,
  playerId: number,
  options: { types?: readonly LimitType[]; forUpdate?: boolean } = {},
): Promise<StoredLimit[]> {
  const where = and(
    eq(userLimits.playerId, playerId),
    options.types ? inArray(userLimits.type, [...options.types]) : undefined,
  );
  const query = db.select().from(userLimits).where(where).orderBy(asc(userLimits.id));
  const rows = options.forUpdate ? await query.for("update") : await query;
  if (rows.length === 0) return [];
  const amounts = await db
    .select()
    .from(userLimitAmounts)
    .where(
      inArray(
        userLimitAmounts.limitId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(userLimitAmounts.currency));
  return rows.map((row) => ({ row, amounts: amounts.filter((amount) => amount.limitId === row.id) }));
}

export async function insertLimit(
  db: Executor,
  values: { playerId: number; type: LimitType; period: LimitPeriod; minutes: number | null; now: Date },
): Promise<UserLimitRow> {
  const [row] = await db
    .insert(userLimits)
    .values({
      playerId: values.playerId,
      type: values.type,
      period: values.period,
      minutes: values.minutes,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .onConflictDoNothing()
    .returning();
  if (row) return row;
  // A concurrent request created it first: change that one.
  const [existing] = await db
    .select()
    .from(userLimits)
    .where(
      and(
        eq(userLimits.playerId, values.playerId),
        eq(userLimits.type, values.type),
        eq(userLimits.period, values.period),
      ),
    )
    .for("update");
  if (!existing) throw new Error("user limit vanished");
  return existing;
}

export async function updateLimit(
  db: Executor,
  id: number,
  values: Partial<Omit<UserLimitRow, "id" | "playerId" | "type" | "period" | "createdAt">>,
): Promise<void> {
  await db.update(userLimits).set(values).where(eq(userLimits.id, id));
}

export async function deleteLimit(db: Executor, id: number): Promise<void> {
  await db.delete(userLimits).where(eq(userLimits.id, id));
}

export async function upsertAmount(
  db: Executor,
  values: { limitId: number; currency: string; amountCents: bigint; pendingAmountCents: bigint | null },
): Promise<void> {
  await db
    .insert(userLimitAmounts)
    .values(values)
    .onConflictDoUpdate({
      target: [userLimitAmounts.limitId, userLimitAmounts.currency],
      set: { amountCents: values.amountCents, pendingAmountCents: values.pendingAmountCents },
    });
}

/** The player's limit holding this confirmation token, row-locked. */
export async function lockLimitByToken(db: Executor, playerId: number, token: string): Promise<UserLimitRow | null> {
  const [row] = await db
    .select()
    .from(userLimits)
    .where(and(eq(userLimits.playerId, playerId), eq(userLimits.pendingToken, token)))
    .for("update");
  return row ?? null;
}

/** True when the player has a limit of one of these types (the cheap first check on every bet). */
export async function hasLimits(db: Executor, playerId: number, types: readonly LimitType[]): Promise<boolean> {
  const rows = await db
    .select({ id: userLimits.id })
    .from(userLimits)
    .where(and(eq(userLimits.playerId, playerId), inArray(userLimits.type, [...types])))
    .limit(1);
  return rows.length > 0;
}

import { and, eq, lte, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "./database.ts";

/** `now()` plus `ms` milliseconds, in the database's clock (the one every retry time is kept in). */
export const nowPlus = (ms: number) => sql`now() + ${`${Math.round(ms)} milliseconds`}::interval`;

/**
 * The columns of a table whose rows are sent with retries (mail outboxes): `status` is "pending"
 * while a send is due at `dueAt`; `dueAtKey` names the `dueAt` column's property for updates.
 */
export interface DueRowColumns<T extends PgTable> {
  id: PgColumn;
  status: PgColumn;
  dueAt: PgColumn;
  dueAtKey: keyof T["$inferInsert"] & string;
}

/**
 * Claims one pending row whose time has come by pushing that time forward by the lease in the same
 * statement, so two nodes retrying at once never both send it: the row is locked (others skip it),
 * and the outer condition is checked again on the row as the other claimer left it.
 */
export async function claimDueRow<T extends PgTable>(
  db: Executor,
  table: T,
  columns: DueRowColumns<T>,
  leaseMs: number,
): Promise<T["$inferSelect"] | null> {
  const isDue = and(eq(columns.status, "pending"), lte(columns.dueAt, sql`now()`));
  const due = db
    .select({ id: columns.id })
    .from(table as PgTable)
    .where(isDue)
    .orderBy(columns.dueAt)
    .limit(1)
    .for("update", { skipLocked: true });
  // The table is generic here: its update takes the lease under the column's property name.
  const lease = { [columns.dueAtKey]: nowPlus(leaseMs) } as never;
  const rows = (await db
    .update(table)
    .set(lease)
    .where(and(isDue, sql`${columns.id} = (${due})`))
    .returning()) as T["$inferSelect"][];
  return rows[0] ?? null;
}

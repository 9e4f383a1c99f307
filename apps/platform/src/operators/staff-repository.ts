import { and, asc, eq, inArray, isNotNull, isNull, max, type SQL } from "drizzle-orm";
import type { Executor } from "../db/database.ts";
import type { Operator } from "./repository.ts";
import { type OperatorRole, operatorAuditLog, operators, operatorTwoFactor } from "./schema.ts";

// The staff list and the changes staff management makes to an operator's row (operators only;
// sessions and two-factor rows are changed through their own files).

export interface StaffRow {
  operator: Operator;
  twoFactorEnabled: boolean;
  lastSignInAt: Date | null;
}

/** Every operator, oldest first, with whether they have two-factor sign-in and their last sign-in. */
export function listStaff(db: Executor): Promise<StaffRow[]> {
  return selectStaff(db);
}

/** One operator's row as the staff list has it; null when unknown. */
export async function findStaff(db: Executor, id: number): Promise<StaffRow | null> {
  const [row] = await selectStaff(db, eq(operators.id, id));
  return row ?? null;
}

async function selectStaff(db: Executor, where?: SQL): Promise<StaffRow[]> {
  // The last sign-in is the audit log's: the operators table keeps no copy to drift from it.
  const signIns = db
    .select({ operatorId: operatorAuditLog.operatorId, at: max(operatorAuditLog.createdAt).as("last_sign_in_at") })
    .from(operatorAuditLog)
    .where(eq(operatorAuditLog.action, "operator.signed_in"))
    .groupBy(operatorAuditLog.operatorId)
    .as("sign_ins");
  const rows = await db
    .select({ operator: operators, enabledAt: operatorTwoFactor.enabledAt, lastSignInAt: signIns.at })
    .from(operators)
    .leftJoin(operatorTwoFactor, eq(operatorTwoFactor.operatorId, operators.id))
    .leftJoin(signIns, eq(signIns.operatorId, operators.id))
    .where(where)
    .orderBy(asc(operators.id));
  return rows.map((row) => ({
    operator: row.operator,
    twoFactorEnabled: row.enabledAt != null,
    lastSignInAt: row.lastSignInAt ? new Date(row.lastSignInAt) : null,
  }));
}

/**
 * Locks the admins' rows (FOR UPDATE) and answers the ids of the active ones: not disabled and
 * enrolled in two-factor sign-in, so able to act now. Two admins changing each other at once are
 * serialised here, so the last one is never removed by a race.
 */
export async function lockActiveAdminIds(tx: Executor): Promise<number[]> {
  await tx.select({ id: operators.id }).from(operators).where(eq(operators.role, "admin")).for("update");
  const rows = await tx
    .select({ id: operators.id })
    .from(operators)
    .innerJoin(operatorTwoFactor, eq(operatorTwoFactor.operatorId, operators.id))
    .where(and(eq(operators.role, "admin"), isNull(operators.disabledAt), isNotNull(operatorTwoFactor.enabledAt)));
  return rows.map((row) => row.id);
}

/** Locks one operator's row for a change; null when unknown. */
export async function lockOperatorRow(tx: Executor, id: number): Promise<Operator | null> {
  const [row] = await tx.select().from(operators).where(eq(operators.id, id)).for("update");
  return row ?? null;
}

export async function setOperatorRole(tx: Executor, id: number, role: OperatorRole): Promise<void> {
  await tx.update(operators).set({ role }).where(eq(operators.id, id));
}

/** Enabled again: they may sign in; failures and any lock start afresh. */
export async function enableOperator(tx: Executor, id: number): Promise<void> {
  await tx.update(operators).set({ disabledAt: null, failedSignIns: 0, lockedUntil: null }).where(eq(operators.id, id));
}

/** The names of these operators (replies in the support inbox show who wrote them). */
export async function operatorNames(db: Executor, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: operators.id, name: operators.name })
    .from(operators)
    .where(inArray(operators.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

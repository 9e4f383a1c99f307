import { and, desc, eq, lt, ne, or } from "drizzle-orm";
import type { Executor } from "../db/database.ts";
import type { Operator } from "./repository.ts";
import { operatorSessions, operators } from "./schema.ts";

export type OperatorSession = typeof operatorSessions.$inferSelect;
export type NewOperatorSession = typeof operatorSessions.$inferInsert;

export async function insertOperatorSession(db: Executor, session: NewOperatorSession): Promise<OperatorSession> {
  const [row] = await db.insert(operatorSessions).values(session).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function findOperatorSession(
  db: Executor,
  tokenHash: string,
): Promise<{ session: OperatorSession; operator: Operator } | null> {
  const [row] = await db
    .select({ session: operatorSessions, operator: operators })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(eq(operatorSessions.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

export async function touchOperatorSession(db: Executor, id: number, at: Date): Promise<void> {
  await db.update(operatorSessions).set({ lastSeenAt: at }).where(eq(operatorSessions.id, id));
}

/** Deletes a session; false when it was already gone (a concurrent sign-out). */
export async function deleteOperatorSession(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .delete(operatorSessions)
    .where(eq(operatorSessions.id, id))
    .returning({ id: operatorSessions.id });
  return rows.length > 0;
}

export async function deleteOperatorSessions(db: Executor, operatorId: number): Promise<void> {
  await db.delete(operatorSessions).where(eq(operatorSessions.operatorId, operatorId));
}

/**
 * Removes an operator's ended sessions: past their end, or unused since `idleSince` (called at
 * sign-in, so the table does not grow without end).
 */
export async function deleteExpiredOperatorSessions(
  db: Executor,
  operatorId: number,
  now: Date,
  idleSince: Date,
): Promise<void> {
  await db
    .delete(operatorSessions)
    .where(
      and(
        eq(operatorSessions.operatorId, operatorId),
        or(lt(operatorSessions.expiresAt, now), lt(operatorSessions.lastSeenAt, idleSince)),
      ),
    );
}

/** The operator's sessions, newest first (the caller drops the ended ones). */
export async function listOperatorSessions(db: Executor, operatorId: number): Promise<OperatorSession[]> {
  return db
    .select()
    .from(operatorSessions)
    .where(eq(operatorSessions.operatorId, operatorId))
    .orderBy(desc(operatorSessions.id));
}

/** Deletes one of the operator's own sessions; false when there is none with that id. */
export async function deleteOwnOperatorSession(db: Executor, operatorId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(operatorSessions)
    .where(and(eq(operatorSessions.id, id), eq(operatorSessions.operatorId, operatorId)))
    .returning({ id: operatorSessions.id });
  return rows.length > 0;
}

/**
 * Enrolment done on session `id`: it becomes a full session, and the operator's other sessions
 * still waiting for enrolment end (they were opened with the password alone).
 */
export async function completeOperatorEnrolment(db: Executor, operatorId: number, id: number): Promise<void> {
  await db
    .delete(operatorSessions)
    .where(
      and(
        eq(operatorSessions.operatorId, operatorId),
        eq(operatorSessions.enrolmentPending, true),
        ne(operatorSessions.id, id),
      ),
    );
  await db.update(operatorSessions).set({ enrolmentPending: false }).where(eq(operatorSessions.id, id));
}

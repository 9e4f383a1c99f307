import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { Executor } from "../db/database.ts";
import { operatorRecoveryCodes, operatorTwoFactor } from "./schema.ts";

// The operators' own two-factor rows (the players' are identity's): the secrets, the last used
// time step and the recovery codes' hashes.

export type OperatorTwoFactor = typeof operatorTwoFactor.$inferSelect;

export async function findOperatorTwoFactor(db: Executor, operatorId: number): Promise<OperatorTwoFactor | null> {
  const [row] = await db.select().from(operatorTwoFactor).where(eq(operatorTwoFactor.operatorId, operatorId)).limit(1);
  return row ?? null;
}

/** Keeps `secret` (encrypted) as the one the operator's enrolment offers now. */
export async function saveOperatorPendingSecret(db: Executor, operatorId: number, secret: string, at: Date) {
  await db
    .insert(operatorTwoFactor)
    .values({ operatorId, pendingSecret: secret, updatedAt: at })
    .onConflictDoUpdate({ target: operatorTwoFactor.operatorId, set: { pendingSecret: secret, updatedAt: at } });
}

/**
 * Turns it on with the pending secret and stores the recovery codes' hashes, only if it is still
 * off and the pending secret is still `pendingSecret` (two tabs cannot both enable). Call in a
 * transaction: false when nothing changed.
 */
export async function enableOperatorTwoFactor(
  tx: Executor,
  change: { operatorId: number; pendingSecret: string; step: number; codeHashes: string[]; at: Date },
): Promise<boolean> {
  const rows = await tx
    .update(operatorTwoFactor)
    .set({
      secret: change.pendingSecret,
      pendingSecret: null,
      enabledAt: change.at,
      lastUsedStep: change.step,
      updatedAt: change.at,
    })
    .where(
      and(
        eq(operatorTwoFactor.operatorId, change.operatorId),
        isNull(operatorTwoFactor.enabledAt),
        eq(operatorTwoFactor.pendingSecret, change.pendingSecret),
      ),
    )
    .returning({ operatorId: operatorTwoFactor.operatorId });
  if (rows.length === 0) return false;
  await tx.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, change.operatorId));
  await tx
    .insert(operatorRecoveryCodes)
    .values(change.codeHashes.map((codeHash) => ({ operatorId: change.operatorId, codeHash, createdAt: change.at })));
  return true;
}

/** Records `step` as used, only if later than the last used one: false for a replayed code. */
export async function claimOperatorStep(db: Executor, operatorId: number, step: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(operatorTwoFactor)
    .set({ lastUsedStep: step, updatedAt: at })
    .where(
      and(
        eq(operatorTwoFactor.operatorId, operatorId),
        or(isNull(operatorTwoFactor.lastUsedStep), lt(operatorTwoFactor.lastUsedStep, step)),
      ),
    )
    .returning({ operatorId: operatorTwoFactor.operatorId });
  return rows.length > 0;
}

/** Uses a recovery code once: false when it is not the operator's or was used already. */
export async function useOperatorRecoveryCode(db: Executor, operatorId: number, codeHash: string, at: Date) {
  const rows = await db
    .update(operatorRecoveryCodes)
    .set({ usedAt: at })
    .where(
      and(
        eq(operatorRecoveryCodes.operatorId, operatorId),
        eq(operatorRecoveryCodes.codeHash, codeHash),
        isNull(operatorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: operatorRecoveryCodes.id });
  return rows.length > 0;
}

/**
 * Forgets the operator's two-factor sign-in (secret, pending secret, recovery codes): a lost
 * phone. Answers whether it had been enrolled.
 */
export async function deleteOperatorTwoFactor(tx: Executor, operatorId: number): Promise<boolean> {
  await tx.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, operatorId));
  const rows = await tx
    .delete(operatorTwoFactor)
    .where(eq(operatorTwoFactor.operatorId, operatorId))
    .returning({ enabledAt: operatorTwoFactor.enabledAt });
  return rows.some((row) => row.enabledAt != null);
}
